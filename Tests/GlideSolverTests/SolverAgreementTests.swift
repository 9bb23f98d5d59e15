import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Solver agrees with the breadth-first reference")
struct SolverAgreementTests {
    /// Boards of a batch that must really be compared. A few draws give no board, and the
    /// reference gives up on a few more (each batch compares 98–100 % today), but a batch that
    /// compares fewer than this has stopped testing anything.
    static func minimumCompared(of drawn: Int) -> Int { drawn * 95 / 100 }

    /// Holds the solver to the reference on `board`; false when the reference gave up (nothing
    /// was compared).
    @discardableResult
    func check(
        _ board: Board, from state: GameState? = nil, _ label: String,
        options: SolveOptions = SolveOptions(timeout: 20)
    ) -> Bool {
        let reference = ReferenceSolver.solve(board, from: state, stateLimit: 300_000)
        guard reference != .gaveUp else { return false }
        let result = Solver(board: board).solve(from: state, options: options)
        let map = board.mapRows.joined(separator: "\n")
        switch reference {
        case let .solved(moves):
            #expect(result.status == .solved, "\(label): expected solvable\n\(map)")
            #expect(result.optimal, "\(label)\n\(map)")
            #expect(
                result.moves == moves.count,
                "\(label): optimum \(moves.count), solver \(result.moves ?? -1)\n\(map)")
            if let solution = result.solution {
                let won = replayWins(board, from: state ?? board.initialState, solution)
                #expect(won, "\(label): the solution \(MoveNotation.format(solution)) does not win\n\(map)")
            }
        case .unsolvable:
            #expect(
                result.status == .unsolvable,
                "\(label): expected unsolvable, got \(result.status) \(result.solution.map(MoveNotation.format) ?? "")\n\(map)"
            )
            #expect(result.unsolvable != nil)
            #expect(!(result.unsolvable?.cells.isEmpty ?? true))
        case .gaveUp:
            break
        }
        return true
    }

    @Test(arguments: 0..<8)
    func randomLevels(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 7919 &+ 1)
        var solvable = 0, unsolvable = 0, compared = 0
        for index in 0..<250 {
            guard let board = randomBoard(&rng) else { continue }
            if case .solved = ReferenceSolver.solve(board, stateLimit: 300_000) {
                solvable += 1
            } else {
                unsolvable += 1
            }
            if check(board, "batch \(batch) level \(index)") { compared += 1 }
        }
        #expect(
            solvable > 20 && unsolvable > 20,
            "the generator makes both kinds (\(solvable) solvable, \(unsolvable) not)")
        #expect(compared >= Self.minimumCompared(of: 250), "only \(compared) of 250 boards compared")
    }

    /// The hard-level machinery (pattern databases of 10 units, or of 16, and the weighted
    /// search for an incumbent) forced on from the first state, so it too is held to the
    /// reference.
    @Test(arguments: 0..<6)
    func withPatternDatabases(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 31_337 &+ 11)
        let options = SolveOptions(
            timeout: 20, patternDatabaseThreshold: 0,
            largePatternDatabaseThreshold: batch % 2 == 0 ? 1_000_000 : 0)
        var compared = 0
        for index in 0..<200 {
            guard let board = randomBoard(&rng, maxSide: 8) else { continue }
            if check(board, "databases batch \(batch) level \(index)", options: options) { compared += 1 }
        }
        #expect(compared >= Self.minimumCompared(of: 200), "only \(compared) of 200 boards compared")
    }

    @Test(arguments: 0..<4)
    func midGameStates(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 104_729 &+ 3)
        var compared = 0
        for index in 0..<150 {
            guard let board = randomBoard(&rng) else { continue }
            let state = midGameState(board, &rng)
            if check(board, from: state, "mid-game batch \(batch) level \(index)") { compared += 1 }
        }
        #expect(compared >= Self.minimumCompared(of: 150), "only \(compared) of 150 boards compared")
    }
}
