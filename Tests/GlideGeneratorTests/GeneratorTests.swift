import Foundation
import GlideSolverClient
import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules
@testable import GlideSolver

@Suite("Level generator and difficulty")
struct GeneratorTests {
    static let settings = LevelGenerator.Settings(width: 8, height: 8, count: 12, seed: 42)

    @Test func theSameSettingsGiveTheSamePackWhateverTheParallelism() {
        // One thread, then three (`ParallelWorkTests` checks that jobs is how many run at
        // once): other batch sizes, other threads finishing first, the same bytes.
        let one = LevelGenerator(settings: Self.settings).generate(jobs: 1).levels
        let three = LevelGenerator(settings: Self.settings).generate(jobs: 3).levels
        let text = { (levels: [LevelGenerator.Generated]) in
            LevelGenerator.pack(levels, title: "T", author: "A", notes: [], titlePrefix: "L").text
        }
        #expect(one.count == 12)
        #expect(text(one) == text(three))
        #expect(one.map(\.candidate) == three.map(\.candidate))
        var other = Self.settings
        other.seed = 43
        #expect(text(LevelGenerator(settings: other).generate().levels) != text(one))
    }

    @Test func aLevelIsKeptOnlyWhenACheckLikeSolveProvesItInTime() {
        // `provenWithin` asks each Par be proven again by a timed solve: with time enough,
        // the same levels as without; with none, no level.
        var settings = Self.settings
        settings.count = 4
        let plain = LevelGenerator(settings: settings).generate().levels
        settings.provenWithin = 60
        let timed = LevelGenerator(settings: settings).generate().levels
        #expect(timed.map(\.candidate) == plain.map(\.candidate))
        #expect(timed.map(\.solution) == plain.map(\.solution))
        settings.provenWithin = 0
        settings.maxCandidates = 20
        #expect(LevelGenerator(settings: settings).generate().levels.isEmpty)
    }

    @Test func everyLevelIsProvenDistinctInRangeAndShaped() throws {
        var settings = Self.settings
        settings.minMoves = 6
        settings.maxMoves = 14
        let levels = LevelGenerator(settings: settings).generate().levels
        #expect(levels.count == 12)
        #expect(Set(levels.map(\.board.canonicalID)).count == levels.count)
        for level in levels {
            let board = level.board
            #expect((6...14).contains(level.solution.count))
            // The par is the optimum, by the plain breadth-first search.
            guard case let .solved(shortest) = ReferenceSolver.solve(board) else {
                Issue.record("not solvable:\n\(board.mapRows.joined(separator: "\n"))")
                continue
            }
            #expect(shortest.count == level.solution.count)
            #expect(board.width == 8 && board.height == 8)
            // Void only outside: no floor cell touches void, even at a corner.
            for position in board.positions where board[position] == .floor {
                for dr in -1...1 {
                    for dc in -1...1 {
                        #expect(
                            board[Position(row: position.row + dr, column: position.column + dc)] != .void)
                    }
                }
            }
        }
        // The pack lists them easiest first, each with its title, par and difficulty.
        let pack = LevelGenerator.pack(levels, title: "T", author: "A", notes: ["n"], titlePrefix: "Maze")
        let parsed = try LevelFormat.parse(pack.text)
        #expect(parsed.title == "T" && parsed.author == "A")
        let scores = parsed.levels.compactMap { $0.metadata("Difficulty").flatMap(Int.init) }
        #expect(scores.count == 12 && scores == scores.sorted())
        #expect(parsed.levels[0].title == "Maze 1" && parsed.levels[11].title == "Maze 12")
        #expect(parsed.levels.allSatisfy { $0.par != nil })
    }

    @Test func impossibleSettingsEndWithWhatWasFound() {
        let settings = LevelGenerator.Settings(
            width: 5, height: 5, count: 3, seed: 1, minMoves: 30, maxCandidates: 200)
        let (levels, tried) = LevelGenerator(settings: settings).generate()
        #expect(levels.isEmpty)
        #expect(tried == 200)
    }

    @Test func deadEndsAndOneWaySlidesMatchABruteForceCount() throws {
        var random = SeededRandom(seed: 9)
        var checked = 0
        while checked < 40 {
            guard
                let board = CarvedBoard.make(width: 7, height: 6, slides: 8, maxSlide: 5, using: &random)?
                    .board,
                case let .solved(solution) = ReferenceSolver.solve(board)
            else { continue }
            checked += 1
            let difficulty = Difficulty(board: board, optimalSolution: solution)
            var traps = 0
            var state = board.initialState
            for move in solution {
                for direction in Direction.allCases where direction != move {
                    if let slide = board.slide(from: state, direction), !slide.wins,
                        ReferenceSolver.solve(board, from: slide.result) == .unsolvable
                    {
                        traps += 1
                    }
                }
                state = try #require(board.slide(from: state, move)).result
            }
            #expect(difficulty.deadEnds == traps)
            #expect(difficulty.oneWaySlides == bruteForceOneWay(board))
            #expect(
                difficulty.score == solution.count + 2 * traps + difficulty.oneWaySlides + board.floorCount
                    / 8)
        }
    }

    /// Slides between rest cells after which the ball cannot get back, by reachability alone.
    func bruteForceOneWay(_ board: Board) -> Int {
        func stop(_ from: Position, _ direction: Direction) -> Position? {
            var p = from
            while board[p.stepped(direction)] == .floor { p = p.stepped(direction) }
            return p == from ? nil : p
        }
        func reachable(from start: Position) -> Set<Position> {
            var seen: Set<Position> = [start], stack = [start]
            while let p = stack.popLast() {
                for d in Direction.allCases {
                    if let q = stop(p, d), seen.insert(q).inserted { stack.append(q) }
                }
            }
            return seen
        }
        var count = 0
        for u in reachable(from: board.start) {
            for d in Direction.allCases {
                if let v = stop(u, d), !reachable(from: v).contains(u) { count += 1 }
            }
        }
        return count
    }

    @Test func aStateLimitStopsTheSearchTheSameWayEveryTime() throws {
        var random = SeededRandom(seed: 5)
        let board = try #require(
            CarvedBoard.make(width: 16, height: 16, slides: 200, maxSlide: 12, using: &random)?.board)
        let options = SolveOptions(timeout: nil, patternDatabaseThreshold: 100, stateLimit: 300)
        let first = Solver(board: board).solve(options: options)
        let second = Solver(board: board).solve(options: options)
        #expect(first.status == .timeout)
        #expect(first.stoppedBy == .stateLimit)
        #expect(first.solution == second.solution && first.lowerBound == second.lowerBound)
    }
}
