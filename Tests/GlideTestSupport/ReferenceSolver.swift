import GlideRules

/// The plain breadth-first search over (ball cell, painted cells): obviously correct and
/// hopeless beyond small boards. Tests hold Glide's real solver and the shipped levels to it.
package enum ReferenceSolver {
    package enum Outcome: Equatable {
        /// A shortest winning move sequence.
        case solved([Direction])
        case unsolvable
        /// More than `stateLimit` states were needed.
        case gaveUp
    }

    package static func solve(_ board: Board, from start: GameState? = nil, stateLimit: Int = 2_000_000)
        -> Outcome
    {
        let start = start ?? board.initialState
        if board.isWon(start) { return .solved([]) }
        var parent: [GameState: (GameState, Direction)] = [:]
        var seen: Set<GameState> = [start]
        var frontier = [start]
        while !frontier.isEmpty {
            var next: [GameState] = []
            for state in frontier {
                for direction in Direction.allCases {
                    guard let slide = board.slide(from: state, direction),
                        seen.insert(slide.result).inserted
                    else { continue }
                    parent[slide.result] = (state, direction)
                    if slide.wins {
                        var moves: [Direction] = []
                        var cursor = slide.result
                        while let (previous, move) = parent[cursor] {
                            moves.append(move)
                            cursor = previous
                        }
                        return .solved(moves.reversed())
                    }
                    if seen.count > stateLimit { return .gaveUp }
                    next.append(slide.result)
                }
            }
            frontier = next
        }
        return .unsolvable
    }
}
