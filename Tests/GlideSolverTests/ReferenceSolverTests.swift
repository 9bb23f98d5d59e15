import GlidePlay
import GlideTestSupport
import Testing

@Suite("Reference solver")
struct ReferenceSolverTests {
    @Test func solvesARingOptimally() throws {
        let ring = try board("######", "#@...#", "#.##.#", "#....#", "######")
        guard case let .solved(moves) = ReferenceSolver.solve(ring) else {
            Issue.record("the ring is solvable")
            return
        }
        #expect(moves.count == 4)
        var session = GameSession(board: ring)
        session.replay(moves)
        #expect(session.isWon)
    }

    @Test func provesATJunctionUnsolvable() throws {
        let tee = try board("#####", "#@..#", "##.##", "#####")
        #expect(ReferenceSolver.solve(tee) == .unsolvable)
    }
}
