import Foundation
import GlideSolverClient
import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules
@testable import GlideSolver

@Suite("Integer program: agrees with the reference and with A*, and a missing cut is caught")
struct IntegerProgramTests {
    /// Holds the integer program (`method: .integer`) to the breadth-first reference and to A*
    /// on `board` from `state`; false when the reference gave up (nothing was compared).
    @discardableResult
    func check(_ board: Board, from state: GameState? = nil, _ label: String) -> Bool {
        let reference = ReferenceSolver.solve(board, from: state, stateLimit: 300_000)
        guard reference != .gaveUp else { return false }
        let integer = Solver(board: board).solve(
            from: state, options: SolveOptions(timeout: 20, method: .integer))
        let search = Solver(board: board).solve(
            from: state, options: SolveOptions(timeout: 20, method: .search))
        let map = board.mapRows.joined(separator: "\n")
        #expect(integer.status == search.status, "\(label): the two methods agree on the verdict\n\(map)")
        switch reference {
        case let .solved(moves):
            #expect(
                integer.optimal,
                "\(label): \(integer.status), stopped by \(String(describing: integer.stoppedBy))\n\(map)")
            #expect(
                integer.moves == moves.count && search.moves == moves.count,
                "\(label): optimum \(moves.count), integer \(integer.moves ?? -1), A* \(search.moves ?? -1)\n\(map)"
            )
            if let solution = integer.solution {
                #expect(
                    replayWins(board, from: state ?? board.initialState, solution),
                    "\(label): \(MoveNotation.format(solution)) does not win\n\(map)")
            }
        case .unsolvable:
            #expect(integer.status == .unsolvable, "\(label): expected unsolvable\n\(map)")
        case .gaveUp:
            break
        }
        return true
    }

    @Test(arguments: 0..<8)
    func fromTheStart(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 6_151 &+ 17)
        var compared = 0
        for index in 0..<250 {
            guard let board = randomBoard(&rng, maxSide: 8) else { continue }
            if check(board, "batch \(batch) level \(index)") { compared += 1 }
        }
        #expect(compared >= SolverAgreementTests.minimumCompared(of: 250), "only \(compared) of 250 compared")
    }

    @Test(arguments: 0..<4)
    func fromMidGame(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 12_289 &+ 5)
        var compared = 0
        for index in 0..<150 {
            guard let board = randomBoard(&rng, maxSide: 8) else { continue }
            let state = midGameState(board, &rng)
            if check(board, from: state, "mid-game batch \(batch) level \(index)") { compared += 1 }
        }
        #expect(compared >= SolverAgreementTests.minimumCompared(of: 150), "only \(compared) of 150 compared")
    }

    /// Without connectivity cuts the program is a relaxation: its solutions may paint with
    /// cycles the walk never reaches. The prover must never take such a solution's cost for
    /// the optimum; with the cuts off it then fails to prove some optima, and the agreement
    /// check above sees it. With the cuts on, the same levels all agree.
    @Test func disabledConnectivityCutsAreCaught() throws {
        var rng = SeededRandom(seed: 99)
        var disagreements = 0, agreements = 0, compared = 0
        for _ in 0..<400 {
            guard let board = randomBoard(&rng, maxSide: 8),
                case let .solved(moves) = ReferenceSolver.solve(board, stateLimit: 300_000)
            else { continue }
            compared += 1
            let broken = try prove(board, separation: .none)
            let sound = try prove(board, separation: .maxFlow)
            if !(broken.optimal && broken.solution?.count == moves.count) { disagreements += 1 }
            if sound.optimal && sound.solution?.count == moves.count { agreements += 1 }
            // Even without cuts, nothing false is claimed: a proof is a proof, a walk a walk.
            #expect(broken.lowerBound <= moves.count)
            if let walk = broken.solution { #expect(walk.count >= moves.count) }
        }
        #expect(compared > 60)
        #expect(agreements == compared, "with cuts, every optimum is proven")
        #expect(disagreements > 0, "without cuts, some optimum is missed: a broken separation is caught")
    }

    /// Runs the prover alone on `board` from its start, with `separation`.
    func prove(_ board: Board, separation: IntegerProver.Separation) throws -> OptimalSearch.Outcome {
        let graph = RestGraph(board: board, root: board.start)
        let units = PaintUnits(graph: graph, painted: board.initialState.painted)
        let components = ComponentGraph(graph: graph, units: units)
        let first = try #require(Solver(board: board).solve(options: SolveOptions(optimal: false)).solution)
        var node = 0
        let edges: [Int32] = try first.map { direction in
            let edge = try #require(graph.edges(of: node).first { graph.edgeDirection[$0] == direction })
            node = Int(graph.edgeTarget[edge])
            return Int32(edge)
        }
        var prover = IntegerProver(
            graph: graph, units: units, components: components, incumbent: edges, lowerBound: 1,
            separation: separation)
        var control = SolveControl(timeout: 20, cancellation: nil, start: .now)
        return prover.run(control: &control)
    }

    @Test func aDeadlineIsHonouredOnALargeLevel() throws {
        let b = try openRoom()
        let started = ContinuousClock.now
        let result = Solver(board: b).solve(options: SolveOptions(timeout: 1, method: .integer))
        let elapsed = ContinuousClock.now - started
        // A margin for sanitizer builds (up to 10× slower) and loaded CI machines; an ignored
        // deadline would let the proof run to its end.
        #expect(elapsed < .seconds(4), "took \(elapsed)")
        let moves = try #require(result.moves)
        #expect(result.lowerBound >= 1 && result.lowerBound <= moves)
        #expect(replayWins(b, from: b.initialState, try #require(result.solution)))
    }

    @Test func aCancelledProofStopsPromptly() async throws {
        let b = try openRoom()
        let cancellation = SolveCancellation()
        let task = Task.detached {
            Solver(board: b).solve(
                options: SolveOptions(timeout: nil, method: .integer), cancellation: cancellation)
        }
        try await Task.sleep(for: .milliseconds(300))
        let cancelledAt = ContinuousClock.now
        cancellation.cancel()
        let result = await task.value
        // Margin as above: what is checked is that the proof stops, not how fast.
        #expect(ContinuousClock.now - cancelledAt < .seconds(3))
        if result.status == .timeout { #expect(result.stoppedBy == .cancelled) }
    }
}
