import GlideGenerator
import GlideRules

/// A random small board: walls and void sprinkled over floor, a random start.
package func randomBoard(_ random: inout SeededRandom, maxSide: Int = 7) -> Board? {
    RandomBoard.make(
        width: random.int(in: 2...maxSide), height: random.int(in: 2...maxSide),
        wallDensity: 0.1 + random.unit() * 0.35, voidDensity: random.unit() * 0.15, using: &random)
}

/// A position after one to four random moves on `board` (none of them winning).
package func midGameState(_ board: Board, _ random: inout SeededRandom) -> GameState {
    var state = board.initialState
    for _ in 0..<random.int(in: 1...4) {
        guard let move = random.pick(Direction.allCases), let slide = board.slide(from: state, move),
            !slide.wins
        else { continue }
        state = slide.result
    }
    return state
}

/// Whether `moves` from `state` win, on the last move and not before.
package func replayWins(_ board: Board, from state: GameState, _ moves: [Direction]) -> Bool {
    var current = state
    for (index, move) in moves.enumerated() {
        guard let slide = board.slide(from: current, move) else { return false }
        current = slide.result
        if slide.wins { return index == moves.count - 1 }
    }
    return board.isWon(current)
}
