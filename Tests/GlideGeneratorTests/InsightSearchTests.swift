import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules

@Suite("Insight search")
struct InsightSearchTests {
    static let refiner = LevelRefiner.Settings(moves: 10...24, maxOpenArea: 20, aim: .insight)
    static let levels = LevelRefinerTests.levels.compactMap { LevelRefiner(settings: refiner).rated($0) }

    static func search(
        iterations: Int = 600, seed: UInt64 = 7,
        admits: @escaping @Sendable (LevelRefiner.Rated) -> Bool = { _ in true }
    ) -> InsightSearch {
        InsightSearch(settings: .init(refiner: refiner, iterations: iterations, seed: seed, admits: admits))
    }

    @Test func foundLevelsAreSolvedExactlyWithTheMeasuresStatsGivesAndNeverWorse() throws {
        #expect(Self.levels.count >= 4)
        var gained = 0
        for level in Self.levels {
            let outcome = Self.search().search(from: level)
            let best = outcome.best, board = best.board
            let map = board.mapRows.joined(separator: "\n")
            #expect(Self.search().value(best) >= Self.search().value(level), "\(map)")
            guard case let .solved(shortest) = ReferenceSolver.solve(board) else {
                Issue.record("searched into an unsolvable level:\n\(map)")
                continue
            }
            #expect(best.solution.count == shortest.count, "\(map)")
            #expect(replayWins(board, from: board.initialState, best.solution))
            #expect((10...24).contains(best.solution.count) && OpenArea.largest(board) <= 20)
            // Cropped at most, never grown; no wall left that touches no floor.
            #expect(board.width <= level.board.width && board.height <= level.board.height)
            #expect(board.withoutStrayWalls == board, "\(map)")
            let measured = try #require(PuzzleQuality(board: board, optimalSolution: best.solution))
            #expect(measured.insight == best.insight, "\(map)")
            #expect(measured.optimalSolutions == best.optimalSolutions)
            if (best.insight?.share ?? 0) > (level.insight?.share ?? 0) { gained += 1 }
        }
        // The walk goes somewhere: most levels come out with more decisions per move.
        #expect(gained * 2 > Self.levels.count, "\(gained) of \(Self.levels.count) gained insight")
    }

    @Test func theSameLevelAndSeedGiveTheSameLevelAndAnotherSeedMayNot() throws {
        let level = try #require(Self.levels.first)
        let one = Self.search(seed: 1).search(from: level).best.board.mapRows
        #expect(Self.search(seed: 1).search(from: level).best.board.mapRows == one)
        let others = (2...6).map { Self.search(seed: $0).search(from: level).best.board.mapRows }
        #expect(others.contains { $0 != one })
    }

    @Test func aLevelTheSettingsDoNotAdmitIsNeverTaken() throws {
        let level = try #require(Self.levels.first)
        let par = level.solution.count
        // Only levels of the start's own length may be walked through.
        let outcome = Self.search(admits: { $0.solution.count == par }).search(from: level)
        #expect(outcome.best.solution.count == par)
        // Nothing admitted: the start comes back, and no edit was taken.
        let none = Self.search(admits: { _ in false }).search(from: level)
        #expect(none.best.board.mapRows == level.board.mapRows && none.accepted == 0)
        #expect(none.tried == 600)
    }
}
