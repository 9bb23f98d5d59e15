import GlideRules

/// The puzzle-quality measures the plain way, over (ball cell, painted cells) with the game's
/// own rules: every reachable position, every move. Obviously correct and hopeless beyond
/// small boards; the measures are held to it.
package struct QualityReference {
    /// Reachable positions, won ones left out.
    package let positions: Int
    /// Positions from which no sequence of moves wins.
    package let lost: Int
    /// Move sequences that win in the fewest moves.
    package let optimalSolutions: Int
    package let par: Int

    /// Nil when the board has more than `limit` positions or cannot be won.
    package init?(_ board: Board, limit: Int = 200_000) {
        // Breadth first: each position's depth and the shortest ways into it.
        let start = board.initialState
        var depth: [GameState: Int] = [start: 0]
        var ways: [GameState: Int] = [start: 1]
        var successors: [GameState: [GameState]] = [:]
        var winsNext = Set<GameState>()
        var layer = [start]
        var shortest: Int?
        var solutions = 0
        var level = 0
        while !layer.isEmpty {
            var next: [GameState] = []
            for state in layer {
                var children: [GameState] = []
                for direction in Direction.allCases {
                    guard let slide = board.slide(from: state, direction) else { continue }
                    if slide.wins {
                        winsNext.insert(state)
                        if shortest == nil || shortest == level + 1 {
                            shortest = level + 1
                            solutions += ways[state]!
                        }
                        continue
                    }
                    children.append(slide.result)
                    if let known = depth[slide.result] {
                        if known == level + 1 { ways[slide.result]! += ways[state]! }
                    } else {
                        depth[slide.result] = level + 1
                        ways[slide.result] = ways[state]!
                        next.append(slide.result)
                        if depth.count > limit { return nil }
                    }
                }
                successors[state] = children
            }
            layer = next
            level += 1
        }
        guard let shortest else { return nil }
        // Winnable: those that win next, and, again and again, those with a winnable successor.
        var winnable = winsNext
        var changed = true
        while changed {
            changed = false
            for (state, children) in successors where !winnable.contains(state) {
                if children.contains(where: winnable.contains) {
                    winnable.insert(state)
                    changed = true
                }
            }
        }
        positions = depth.count
        lost = depth.count - winnable.count
        optimalSolutions = solutions
        par = shortest
    }
}
