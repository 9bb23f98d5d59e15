import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import GlideWording
import Testing

@Suite("Solver verdicts in words")
struct SolverWordingTests {
    @Test func anUnpaintableCellIsNamed() throws {
        let result = Solver(board: try board("#######", "#@...##", "###.#.#", "#######")).solve()
        #expect(result.reason == "2 cells can never be painted: row 3 col 4, row 3 col 6")
        #expect(result.unsolvable?.summary == "2 cells can never be painted")
    }

    @Test func aStartWithoutMovesIsNamed() throws {
        let result = Solver(board: try board("#####", "#@#.#", "#####")).solve()
        #expect(result.reason == "the ball cannot move from row 2 col 2")
        #expect(result.unsolvable?.summary == result.reason)
    }

    @Test func aOneWaySlideNamesItsDirectionAndTheCellsItStrands() {
        let reason = UnsolvableReason.oneWay(
            from: position(1, 4), direction: .left, stranded: [position(3, 1), position(3, 2)])
        #expect(
            reason.summary
                == "after sliding left from row 2 col 5 the ball cannot come back; 2 cells stranded")
        #expect(reason.description == reason.summary + ": row 4 col 2, row 4 col 3")
        #expect(
            UnsolvableReason.oneWay(from: position(0, 0), direction: .up, stranded: [position(1, 1)]).summary
                .hasSuffix("1 cell stranded"))
    }

    @Test func aLongCellListIsCutAfterTwelve() {
        let cells = (0..<15).map { position(0, $0) }
        let named = (1...12).map { "row 1 col \($0)" }.joined(separator: ", ")
        #expect(
            UnsolvableReason.noRoute(unpainted: cells).description
                == "no route paints every cell; the best leaves 15 unpainted: \(named) and 3 more")
    }

    @Test func everyStopIsWorded() {
        let stops: [(SolveStop, String)] = [
            (.timeout, "time ran out"), (.cancelled, "cancelled"), (.memoryLimit, "memory limit reached"),
            (.stateLimit, "state limit reached"), (.movesCeiling, "the optimum is above the moves ceiling"),
            (.tooLarge, "too large for the optimal search"), (.stateBudget, "state budget used up"),
        ]
        for (stop, words) in stops { #expect(stop.description == words) }
    }

    @Test func aSearchCutShortSaysWhatItFound() {
        let found = SolveResult(
            status: .timeout, solution: [.up, .left, .down], lowerBound: 2, stoppedBy: .timeout)
        #expect(found.reason == "time ran out: best found 3 moves, proven lower bound 2")
        let nothing = SolveResult(status: .timeout, stoppedBy: .cancelled)
        #expect(nothing.reason == "cancelled before a verdict")
        #expect(SolveResult(status: .timeout).reason == "stopped before a verdict")
        #expect(SolveResult(status: .solved, solution: [.up], optimal: true, lowerBound: 1).reason == nil)
    }
}
