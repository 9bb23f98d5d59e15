import GlideGenerator
import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Daily puzzle: a pure function of the date, solvable, proven par, medium to hard")
struct DailyPuzzleTests {
    func date(_ text: String) -> DailyDate { try! DailyDate(parsing: text) }

    /// 2026-11-23's puzzle, as every player gets it. If this test fails, the level generator
    /// (or the solver it proves pars with, or the daily plan) changed in a way that changes
    /// every day's puzzle: players on the old and the new version would play different levels
    /// on the same day, and results kept in progress files would no longer match. Change it
    /// only on purpose, in a release that says so. (GlideWordingTests holds the pack as
    /// `glide daily --show` prints it.)
    static let golden = """
        Title: Daily 2026-11-23
        Par: 24
        Difficulty: 41
          #########
        ###..##...#
        #....##..###
        #.##.#...@.#
        #.##.#.#...#
        #.##...#...#
        #.###....#.#
        #.#...##.###
        #...######
        #####

        """

    /// One day of each weekday, spread over five years (260 days apart, so the weekday moves on
    /// by one each time), made once for all the tests here: a debug build takes seconds to make
    /// a weekend's level. tools/e2e/daily.sh checks sixty more days with the release build.
    static let sample: [DailyPuzzle] = {
        let first = try! DailyDate(parsing: "2025-03-03").ordinal
        return (0..<7).map { DailyPuzzle(date: DailyDate(ordinal: first + 260 * $0)) }
    }()

    @Test func theSameDateGivesTheSameLevelWhateverTheThreads() throws {
        let pinned = date("2026-11-23")
        #expect(Self.text(DailyPuzzle(date: pinned, jobs: 1)) == Self.golden)
        #expect(Self.text(DailyPuzzle(date: pinned, jobs: 3)) == Self.golden)
        let tuesday = try #require(Self.sample.first { $0.weekday == .tuesday })
        #expect(Self.text(DailyPuzzle(date: tuesday.date, jobs: 1)) == Self.text(tuesday))
    }

    /// The day's level as a pack holds it, titled as the daily puzzle is.
    static func text(_ puzzle: DailyPuzzle) -> String {
        LevelPack(levels: [puzzle.level(title: "Daily \(puzzle.date)")]).text
    }

    @Test func differentDatesGiveDifferentLevels() {
        // Every weekday, and Monday next to the Monday a week later (the same plan, another
        // seed) and a year later.
        let mondays = ["2026-11-23", "2026-11-30", "2027-11-22"].map { DailyPuzzle(date: date($0)) }
        let ids = (Self.sample + mondays).map(\.board.canonicalID)
        #expect(Set(ids).count == ids.count)
    }

    /// Each level solvable, its Par the optimum as a fresh run of the solver proves it (the
    /// breadth-first reference too, where it can), the solution winning, within the weekday's
    /// plan and the daily range, with a trap along the way and a real shape.
    @Test func everyDayIsSolvableWithAProvenParInRange() throws {
        var checkedByReference = 0
        #expect(Set(Self.sample.map(\.weekday)).count == 7)
        for puzzle in Self.sample {
            let day = puzzle.date
            let board = puzzle.board
            let plan = DailyPlan.plan(for: day.weekday)
            #expect(plan.sizes.contains(puzzle.size), "\(day)")
            #expect(board.width == puzzle.size.width && board.height == puzzle.size.height, "\(day)")
            #expect(plan.moves.contains(puzzle.par), "\(day): par \(puzzle.par)")
            #expect(puzzle.difficulty.deadEnds >= 1, "\(day)")
            let share = Double(board.floorCount) / Double((board.width - 2) * (board.height - 2))
            #expect(share >= 0.3 && share <= 0.75, "\(day)")

            var session = GameSession(board: board)
            session.replay(puzzle.solution)
            #expect(session.isWon && session.moveCount == puzzle.par, "\(day)")

            let proof = Solver(board: board).solve(options: SolveOptions(timeout: nil))
            #expect(proof.status == .solved && proof.optimal && proof.moves == puzzle.par, "\(day)")
            if board.width * board.height <= 144,
                case let .solved(shortest) = ReferenceSolver.solve(board, stateLimit: 300_000)
            {
                #expect(shortest.count == puzzle.par, "\(day)")
                checkedByReference += 1
            }
            // The level as printed is the level: it parses back with its Par.
            let parsed = try LevelFormat.parse(Self.text(puzzle))
            #expect(parsed.levels.count == 1 && parsed.levels.first?.board == board)
            #expect(parsed.levels.first?.par == puzzle.par)
        }
        #expect(checkedByReference >= 2, "the reference solver proved only \(checkedByReference)")
    }

    /// Medium (the medium pack's 10×10 to 15×13, par 12 to 32) on Mondays to hard (the hard
    /// pack's 15×15 to 19×19, par 26 to 47) on Sundays, growing day by day.
    @Test func theWeekRampsFromMediumToHard() {
        #expect(DailyPlan.allMoves == 12...47)
        for size in DailyPlan.allSizes {
            #expect((10...19).contains(size.width) && (10...19).contains(size.height), "\(size)")
        }
        #expect(DailyPlan.plan(for: .monday).sizes.allSatisfy { $0.width <= 12 && $0.height <= 12 })
        #expect(DailyPlan.plan(for: .sunday).sizes.allSatisfy { $0.width >= 18 && $0.height >= 18 })
        let plans = Weekday.allCases.map(DailyPlan.plan(for:))
        for (day, next) in zip(plans, plans.dropFirst()) {
            #expect(
                day.moves.lowerBound <= next.moves.lowerBound && day.moves.upperBound <= next.moves.upperBound
            )
            let area = { (plan: DailyPlan) in plan.sizes.map { $0.width * $0.height }.max()! }
            #expect(area(day) <= area(next))
        }
    }
}
