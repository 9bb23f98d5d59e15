import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules

@Suite("Level refiner")
struct LevelRefinerTests {
    static let levels = LevelGenerator(
        settings: .init(width: 9, height: 9, count: 8, seed: 31, minMoves: 10, maxMoves: 18)
    ).generate().levels
    static let refiner = LevelRefiner(settings: .init(moves: 10...24, maxOpenArea: 20))

    @Test func theSameLevelsGiveTheSameRefinementWhateverTheThreads() {
        let one = Self.refiner.refineAll(Self.levels, jobs: 1).map { $0?.board.mapRows }
        let three = Self.refiner.refineAll(Self.levels, jobs: 3).map { $0?.board.mapRows }
        #expect(one == three)
        // One level alone, its edits rated on two threads: the same as in the batch.
        let alone = Self.refiner.rated(Self.levels[0]).map { Self.refiner.refine($0, jobs: 2).board.mapRows }
        #expect(alone == one[0])
    }

    @Test func refinedLevelsAreSolvedExactlyAndNeverWorse() throws {
        var gained = 0
        for level in Self.levels {
            guard let before = Self.refiner.rate(level.board) else { continue }
            let after = Self.refiner.refine(before)
            let board = after.board
            let map = board.mapRows.joined(separator: "\n")
            #expect(after.score >= before.score, "\(map)")
            if after.trapsAwayFromStart > before.trapsAwayFromStart { gained += 1 }
            // The par is the optimum by the plain search, and the solution wins in it.
            guard case let .solved(shortest) = ReferenceSolver.solve(board) else {
                Issue.record("refined into an unsolvable level:\n\(map)")
                continue
            }
            #expect(after.solution.count == shortest.count, "\(map)")
            #expect(replayWins(board, from: board.initialState, after.solution))
            #expect((10...24).contains(after.solution.count))
            #expect(OpenArea.largest(board) <= 20)
            // The same start, the same outline: no floor touches void.
            #expect(board.start == level.board.start && board.width == level.board.width)
            for position in board.positions where board[position] == .floor {
                for dr in -1...1 {
                    for dc in -1...1 {
                        #expect(
                            board[Position(row: position.row + dr, column: position.column + dc)] != .void)
                    }
                }
            }
            // Its measures are the measures of the board it returns.
            let measured = try #require(PuzzleQuality(board: board, optimalSolution: after.solution))
            #expect(measured.optimalSolutions == after.optimalSolutions)
            #expect(measured.traps == after.traps)
        }
        // The refiner is not idle: some levels gain a trap away from the start.
        #expect(gained >= 2, "\(gained) of \(Self.levels.count) gained a trap away from the start")
    }

    @Test func everyEditChangesOneCellAndKeepsTheStart() throws {
        let board = try #require(Self.levels.first).board
        let edits = LevelRefiner.edits(of: board)
        #expect(!edits.isEmpty)
        for edit in edits {
            let changed = zip(edit.cells, board.cells).filter { $0 != $1 }.count
            #expect(changed == 1)
            #expect(edit.start == board.start)
        }
    }

    @Test func aWallThatSplitsTheFloorIsNoEdit() throws {
        // The middle of a corridor: walled, the far end could never be reached.
        let corridor = try board("#######", "#@....#", "#######")
        #expect(LevelRefiner.edit(corridor, at: corridor.index(of: Position(row: 1, column: 3))) == nil)
        // Its end cell may be walled: the rest stays joined.
        let shorter = try #require(
            LevelRefiner.edit(corridor, at: corridor.index(of: Position(row: 1, column: 5))))
        #expect(shorter[Position(row: 1, column: 5)] == .wall)
        // The start, the border and void are never edited.
        #expect(LevelRefiner.edit(corridor, at: corridor.index(of: corridor.start)) == nil)
        #expect(LevelRefiner.edit(corridor, at: 0) == nil)
        for edit in LevelRefiner.edits(of: Self.levels[1].board) {
            #expect(
                SingleCellEdit.floorIsConnected(edit.cells, width: edit.width, from: edit.start))
        }
    }

    @Test func rivalsAreRatedBetterExactlyWhenTheirFullMeasuresBeatTheBar() throws {
        // The rating against a bar skips measures that cannot decide; it must decide as the
        // full measures would: better exactly when the full score is higher. For either aim.
        for refiner in [Self.refiner, LevelRefinerInsightTests.refiner] {
            let level = try #require(Self.levels.compactMap { refiner.rate($0.board) }.first)
            var compared = 0
            for edit in LevelRefiner.edits(of: level.board).prefix(80) {
                let full = refiner.rate(edit)
                let rated = refiner.rate(edit, beating: level)
                switch rated {
                case .better(let better):
                    let full = try #require(full)
                    #expect(full.score > level.score)
                    #expect(better.score == full.score)
                    compared += 1
                case .noBetter, .ruledOut:
                    #expect(full.map { !($0.score > level.score) } ?? true)
                }
                if case .ruledOut = rated { #expect(full == nil) }
            }
            #expect(
                compared > 0, "no edit beat the level (\(refiner.settings.aim)): the test compares nothing")
        }
    }

    @Test func aStepLooksNoFurtherOnceItsBudgetIsSpent() throws {
        let budget = RefinerBudget(batch: 4, patience: 5, giveUp: 9)
        let level = try #require(Self.levels.compactMap { Self.refiner.rate($0.board) }.first)
        #expect(!budget.isDone(best: nil, current: level, searched: 8))
        #expect(budget.isDone(best: nil, current: level, searched: 9))
        #expect(!budget.isDone(best: level, current: level, searched: 4))
        #expect(budget.isDone(best: level, current: level, searched: 5))
        // A budget of nothing stops every step at its first batch; a larger one looks further.
        let hasty = LevelRefiner(
            settings: .init(
                moves: 10...24, maxOpenArea: 20, budget: RefinerBudget(batch: 4, patience: 0, giveUp: 0)))
        let thorough = Self.refiner.refinement(of: level)
        let quick = hasty.refinement(of: level)
        #expect(quick.rated <= 4 * max(1, quick.steps + 1))
        #expect(thorough.rated > quick.rated)
    }
}

@Suite("Level refiner aiming at insight")
struct LevelRefinerInsightTests {
    static let refiner = LevelRefiner(
        settings: .init(moves: 10...24, maxOpenArea: 20, steps: 6, aim: .insight, lengthens: false))

    @Test func refinedLevelsKeepTheirLengthAndGainInsightMeasuredAsStatsMeasuresIt() throws {
        var gained = 0
        for level in LevelRefinerTests.levels {
            guard let before = Self.refiner.rated(level) else { continue }
            let after = Self.refiner.refine(before)
            let map = after.board.mapRows.joined(separator: "\n")
            #expect(after.score >= before.score, "\(map)")
            #expect(after.solution.count <= before.solution.count, "refined longer:\n\(map)")
            // The insight and count it rated by are those `glide solve --stats` reports.
            let measured = try #require(PuzzleQuality(board: after.board, optimalSolution: after.solution))
            #expect(measured.insight == after.insight, "\(map)")
            #expect(measured.optimalSolutions == after.optimalSolutions)
            if (after.insight?.share ?? 0) > (before.insight?.share ?? 0) { gained += 1 }
        }
        #expect(gained >= 2, "\(gained) of \(LevelRefinerTests.levels.count) gained insight")
    }

    @Test func aUniqueOptimumComesBeforeInsight() throws {
        let level = try #require(LevelRefinerTests.levels.compactMap { Self.refiner.rated($0) }.first)
        let one = LevelRefiner.Rated(
            board: level.board, solution: level.solution, traps: level.traps, optimalSolutions: .exact(1),
            openArea: level.openArea, insight: Insight(positions: 20, choices: 2, decisions: 1), aim: .insight
        )
        let two = LevelRefiner.Rated(
            board: level.board, solution: level.solution, traps: level.traps, optimalSolutions: .exact(2),
            openArea: level.openArea, insight: Insight(positions: 20, choices: 15, decisions: 15),
            aim: .insight)
        #expect(one.score > two.score)
        let moreInsight = LevelRefiner.Rated(
            board: level.board, solution: level.solution, traps: level.traps, optimalSolutions: .exact(1),
            openArea: level.openArea, insight: Insight(positions: 20, choices: 5, decisions: 4), aim: .insight
        )
        #expect(moreInsight.score > one.score)
    }
}
