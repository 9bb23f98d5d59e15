import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Traps")
struct TrapTests {
    /// The traps along an optimal line, found the plain way: every other move at every step,
    /// judged by the reference solver.
    static func plainTraps(_ solution: [Direction], on board: Board) -> [Trap] {
        var traps: [Trap] = []
        var state = board.initialState
        for (index, move) in solution.enumerated() {
            for direction in Direction.allCases where direction != move {
                guard let slide = board.slide(from: state, direction), !slide.wins else { continue }
                if ReferenceSolver.solve(board, from: slide.result) == .unsolvable {
                    traps.append(Trap(move: index + 1, direction: direction, from: state.ball))
                }
            }
            state = board.slide(from: state, move)!.result
        }
        return traps
    }

    @Test func theTrapsAreThoseEveryMoveJudgedByTheReferenceGives() throws {
        // Trap.along asks the solver only about moves the ball cannot come back from; it must
        // find exactly the traps a judgement of every move finds.
        var random = SeededRandom(seed: 0x7472_6170)
        var levels = 0
        var trapped = 0
        while levels < 300 {
            guard let board = randomBoard(&random, maxSide: 8),
                case let .solved(solution) = ReferenceSolver.solve(board, stateLimit: 200_000)
            else { continue }
            levels += 1
            let traps = Trap.along(solution, on: board)
            #expect(traps == Self.plainTraps(solution, on: board), "\(board.mapRows)")
            if !traps.isEmpty { trapped += 1 }
        }
        #expect(trapped > 30, "enough levels with traps to tell")
    }
}
