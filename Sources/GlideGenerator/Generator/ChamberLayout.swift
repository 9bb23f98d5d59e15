/// Which chamber of a `ChamberBoard` each cell belongs to, numbered in the order the ball
/// carves them: the top row of chambers left to right, the next right to left, and so on, so
/// that each chamber borders the next.
struct ChamberLayout {
    let width: Int
    let height: Int
    let count: Int
    /// Per cell: its chamber's number, -1 for the border.
    let chamber: [Int]
    /// Per chamber: its number of cells.
    let cellCounts: [Int]

    /// Nil when the inside is too small for chambers with room for a corridor, its turns and
    /// a wall beside them (4 cells a side).
    init?(width: Int, height: Int, across: Int, down: Int) {
        let innerWidth = width - 2, innerHeight = height - 2
        guard across >= 1, down >= 1, innerWidth >= 4 * across, innerHeight >= 4 * down else { return nil }
        self.width = width
        self.height = height
        count = across * down
        var chamber = [Int](repeating: -1, count: width * height)
        var cellCounts = [Int](repeating: 0, count: count)
        for row in 1...innerHeight {
            let band = (row - 1) * down / innerHeight
            for column in 1...innerWidth {
                let slot = (column - 1) * across / innerWidth
                let number = band * across + (band % 2 == 0 ? slot : across - 1 - slot)
                chamber[row * width + column] = number
                cellCounts[number] += 1
            }
        }
        self.chamber = chamber
        self.cellCounts = cellCounts
    }

    /// Whether `cell` is next to (side by side) a chamber numbered after `number`.
    func bordersLater(_ cell: Int, than number: Int) -> Bool {
        chamber[cell - 1] > number || chamber[cell + 1] > number || chamber[cell - width] > number
            || chamber[cell + width] > number
    }
}
