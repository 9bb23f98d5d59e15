import Foundation
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Batch solver")
struct BatchSolverTests {
    @Test func resultsComeInTheBoardsOrderEvenWhenLaterBoardsFinishFirst() throws {
        // The first board is slow (its proof runs into the timeout), the tutorial's are solved
        // at once: with two jobs, every other board is done before the first.
        let slow = try openRoom()
        let levels = try PackFile.load(levelsDirectory.appendingPathComponent("tutorial.txt").path).levels
        let boards = [slow] + levels.map(\.board)
        var delivered: [Int] = []
        var results: [SolveResult] = []
        var progress: [Int] = []
        var doneAtFirstDelivery: Int?
        BatchSolver(options: SolveOptions(timeout: 1), jobs: 2).solve(
            boards,
            deliver: { index, result in
                if delivered.isEmpty { doneAtFirstDelivery = progress.last }
                delivered.append(index)
                results.append(result)
            }, progress: { progress.append($0) })
        #expect(delivered == Array(boards.indices))
        #expect(progress == progress.sorted() && progress.last == boards.count)
        #expect(doneAtFirstDelivery == boards.count, "the first board finished last")
        #expect(results.first?.status == .timeout)
        #expect(results.dropFirst().map(\.moves) == levels.map(\.par))
    }
}
