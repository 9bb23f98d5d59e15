import GlideSolverClient
import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules

@Suite("Level selection (glide generate's puzzle options)")
struct LevelSelectionTests {
    static let settings = LevelGenerator.Settings(
        width: 9, height: 9, count: 4, seed: 5, minMoves: 8, maxMoves: 20, maxCandidates: 400)
    static let selection = LevelSelection(
        minTrapsAwayFromStart: 1, maxOptimalSolutions: 4, maxOpenArea: 12, refineSteps: 2)

    static func generate(_ selection: LevelSelection, jobs: Int) -> [LevelGenerator.Generated] {
        LevelGenerator(settings: settings).generate(
            jobs: jobs, finishing: { selection.finish($0, moves: 8...20) }
        ).levels
    }

    @Test func everyLevelKeptMeetsTheSelectionAndIsProven() throws {
        let levels = Self.generate(Self.selection, jobs: 2)
        #expect(levels.count == 4)
        for level in levels {
            let map = level.board.mapRows.joined(separator: "\n")
            #expect(level.trapsAwayFromStart >= 1, "\(map)")
            #expect(OpenArea.largest(level.board) <= 12, "\(map)")
            let count = try #require(OptimalSolutionCount.count(level.board, par: level.solution.count))
            #expect((count.exactValue ?? .max) <= 4, "\(map)")
            #expect((8...20).contains(level.solution.count))
            guard case let .solved(shortest) = ReferenceSolver.solve(level.board) else {
                Issue.record("not solvable:\n\(map)")
                continue
            }
            #expect(shortest.count == level.solution.count, "\(map)")
            #expect(level.traps == Trap.along(level.solution, on: level.board))
        }
    }

    /// `glide generate --anneal`: each level walked towards insight, kept within the selection.
    @Test func annealedLevelsMeetTheSelectionAndHaveMoreInsight() throws {
        var annealing = Self.selection
        annealing.annealEdits = 400
        let (plain, annealed) = (Self.generate(Self.selection, jobs: 2), Self.generate(annealing, jobs: 2))
        #expect(annealed.count == 4 && plain.count == 4)
        func insight(_ level: LevelGenerator.Generated) throws -> Double {
            try #require(PuzzleQuality(board: level.board, optimalSolution: level.solution)).insight?.share
                ?? 0
        }
        // The same candidate, plain and annealed (a level may be dropped from one as the
        // repeat of another and not from the other).
        let plainByCandidate = Dictionary(plain.map { ($0.candidate, $0) }, uniquingKeysWith: { a, _ in a })
        var gained = 0
        for after in annealed {
            let map = after.board.mapRows.joined(separator: "\n")
            #expect(after.trapsAwayFromStart >= 1 && OpenArea.largest(after.board) <= 12, "\(map)")
            let count = try #require(OptimalSolutionCount.count(after.board, par: after.solution.count))
            #expect((count.exactValue ?? .max) <= 4, "\(map)")
            guard case let .solved(shortest) = ReferenceSolver.solve(after.board) else {
                Issue.record("not solvable:\n\(map)")
                continue
            }
            #expect(shortest.count == after.solution.count && (8...20).contains(shortest.count), "\(map)")
            guard let before = plainByCandidate[after.candidate] else { continue }
            #expect(try insight(after) >= insight(before), "\(map)")
            if try insight(after) > insight(before) { gained += 1 }
        }
        #expect(gained >= 2, "\(gained) of 4 gained insight")
        #expect(Self.generate(annealing, jobs: 1).map(\.board) == annealed.map(\.board))
    }

    @Test func theSameSelectionGivesTheSameLevelsWhateverTheThreads() {
        let one = Self.generate(Self.selection, jobs: 1).map(\.board.mapRows)
        let three = Self.generate(Self.selection, jobs: 3).map(\.board.mapRows)
        #expect(one == three)
    }

    @Test func withoutRefiningALevelIsKeptAsMadeOrDropped() {
        // As made, these small levels have no trap away from the start (refining adds them):
        // selected by their optimal solutions and open area alone.
        let plain = LevelSelection(maxOptimalSolutions: 2, maxOpenArea: 12)
        var settings = Self.settings
        settings.count = 16
        let made = LevelGenerator(settings: settings).generate().levels
        var kept = 0
        for level in made {
            guard let finished = plain.finish(level, moves: 8...20) else {
                let count = OptimalSolutionCount.count(level.board, par: level.solution.count)
                #expect(OpenArea.largest(level.board) > 12 || (count?.exactValue ?? .max) > 2)
                continue
            }
            #expect(finished.board == level.board)
            kept += 1
        }
        // No selection at all keeps every level as it is.
        #expect(made.allSatisfy { LevelSelection().finish($0, moves: 8...20)?.board == $0.board })
        // Both ways are taken, or the test checks less than it says.
        #expect(kept > 0 && kept < made.count, "\(kept) of \(made.count) kept")
    }
}
