import GlideRules

/// A new level's size as the designer types it: `12x9`, `12×9`, `12 9` or `12` (square), each
/// side 3 (a wall around one floor cell) to `Board.maximumSide`.
struct LevelSize: Hashable, Sendable {
    let width: Int
    let height: Int

    init?(_ text: String) {
        let numbers = text.split { !$0.isNumber }.map { Int($0) }
        let separators = text.filter { !$0.isNumber && !" xX×*,".contains($0) }
        guard separators.isEmpty, (1...2).contains(numbers.count), let width = numbers[0],
            let height = numbers.count == 2 ? numbers[1] : width
        else { return nil }
        let sides = 3...Board.maximumSide
        guard sides.contains(width), sides.contains(height) else { return nil }
        self.width = width
        self.height = height
    }
}
