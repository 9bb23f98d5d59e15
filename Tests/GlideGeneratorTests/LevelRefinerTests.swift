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
        let alone = try? #require(Self.refiner.rate(Self.levels[0].board)).board
        #expect(alone.map { Self.refiner.refine(Self.refiner.rate($0)!, jobs: 2).board.mapRows } == one[0])
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
}
