import GlidePlay
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Verdict explanation")
struct VerdictExplanationTests {
    @Test func aOneWayVerdictNamesItsSlideAndEveryLosingFirstMove() throws {
        // Whichever way the ball leaves the top row, part of the level is lost.
        let b = try board("#########", "#...@...#", "####.####", "#.......#", "#########")
        let result = Solver(board: b).solve(options: SolveOptions(timeout: 5))
        #expect(result.status == .unsolvable)
        let explanation = VerdictExplanation(board: b, reason: result.unsolvable)
        let slide = try #require(explanation.slide)
        #expect(slide.cells.count >= 1 && slide.cells.allSatisfy { b[$0] == .floor })
        #expect(
            slide.cells.last.map {
                b.contains($0.stepped(slide.direction)) ? b[$0.stepped(slide.direction)] : .void
            } != .floor)
        #expect(explanation.firstMoves.count >= 2)
        #expect(explanation.slide != nil, "a one-way verdict names its slide")
    }

    @Test func otherVerdictsSayNothingAboutFirstMoves() throws {
        let b = try board("#####", "#@..#", "#...#", "#...#", "#####")
        let result = Solver(board: b).solve(options: SolveOptions(timeout: 5))
        #expect(VerdictExplanation(board: b, reason: result.unsolvable).slide == nil)
    }
}
