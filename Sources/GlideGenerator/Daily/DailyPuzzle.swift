import FoundationEssentials
import GlideRules
import GlideSolver
import GlideSolverClient

/// The day's level: the same for every player on the same date, because it is a pure function
/// of the date. The date seeds the level generator, which gives the same levels on any machine
/// (its solver is bounded by states, not time: see `LevelGenerator`); the weekday's plan
/// (`DailyPlan`) sets the size and the par.
///
/// From the date's seed, candidates are tried in order until a small pool of levels worth a
/// day is found (three, or at least one once `candidateBudget` are spent): solvable with a
/// proven optimum in the plan's range, a real shape (30–75 % of the inside is floor, as in the
/// shipped packs) and at least one trap along the optimal line. The best of the pool is the
/// day's: one with a trap away from the start cell if there is one, then the hardest by
/// difficulty score (the earlier candidate on a tie). A candidate whose quick
/// first solution is far too long is passed over before its proof (`isWithinReach`).
public struct DailyPuzzle: Sendable {
    public let date: DailyDate
    public let plan: DailyPlan
    public let size: DailyPlan.Size
    /// The generator's seed for the date.
    public let seed: UInt64
    /// The day's level as the generator made it.
    private let chosen: LevelGenerator.Generated
    public var board: Board { chosen.board }
    /// A proven shortest solution: its length is the par.
    public var solution: [Direction] { chosen.solution }
    public var difficulty: Difficulty { chosen.difficulty }
    /// How many candidates were looked at (for the benchmark).
    public let candidatesTried: Int

    /// Levels the pool holds before the hardest is chosen. More is harder on average and slower;
    /// three keeps the typical day well under a second in a release build.
    static let poolSize = 3
    /// Past this many candidates, a pool of fewer levels is enough (never an empty one).
    static let candidateBudget = 48
    /// States the solver may use to prove a candidate's par. Candidates it cannot prove within
    /// them are passed over: it bounds the slowest day.
    static let stateLimit = 300_000
    /// Mixed into every date's seed, so the daily levels are not those of `glide generate
    /// --seed N` for small N.
    static let salt: UInt64 = 0x676C_6964_6564_6179  // "glideday"

    public var par: Int { solution.count }
    public var weekday: Weekday { date.weekday }

    /// Makes the puzzle of `date`, evaluating candidates on `jobs` threads (the puzzle is the
    /// same whatever `jobs` is).
    public init(date: DailyDate, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.date = date
        plan = DailyPlan.plan(for: date.weekday)
        seed = Self.seed(for: date)
        var random = SeededRandom(seed: seed)
        size = plan.sizes[random.int(in: 0...(plan.sizes.count - 1))]
        let walls = plan.walls.map { $0.lowerBound + ($0.upperBound - $0.lowerBound) * random.unit() }
        let settings = LevelGenerator.Settings(
            width: size.width, height: size.height, count: Self.poolSize, seed: random.next(),
            minMoves: plan.moves.lowerBound, maxMoves: plan.moves.upperBound, wallDensity: walls,
            stateLimit: Self.stateLimit)

        // Candidates are evaluated in batches on `jobs` threads but taken in index order, and
        // the search stops at the same index whatever the batch size: the same pool on one
        // thread or many.
        var pool: [LevelGenerator.Generated] = []
        var tried = 0
        let batch = max(1, jobs) * 2
        search: while true {
            let indices = tried..<(tried + batch)
            let results = ParallelWork.map(count: batch, jobs: jobs) { slot in
                Self.evaluate(candidate: indices.lowerBound + slot, settings: settings)
            }
            for result in results {
                tried += 1
                if let result { pool.append(result) }
                // No cap stops an empty search: every candidate is an independent draw, and a
                // level worth a day comes often enough (over the days of 2026, at most 312
                // candidates were tried, 48 for most: tools/bench-daily).
                if pool.count == Self.poolSize || tried >= Self.candidateBudget && !pool.isEmpty {
                    break search
                }
            }
        }
        chosen = pool.max { Self.rank($0) < Self.rank($1) }!
        candidatesTried = tried
    }

    /// How the pool's levels are ranked, best last: a trap away from the start cell first (a
    /// wrong turn the level's shape sets, not the start's own junction: `Trap.isAtStart`), then
    /// the difficulty score, then the earlier candidate.
    static func rank(_ level: LevelGenerator.Generated) -> (Int, Int, Int) {
        (
            level.trapsAwayFromStart > 0 ? 1 : 0, level.difficulty.score,
            -level.candidate
        )
    }

    /// The seed of `date`: its day number, mixed (SplitMix64) with the salt.
    static func seed(for date: DailyDate) -> UInt64 {
        var mixer = SeededRandom(seed: salt ^ UInt64(bitPattern: Int64(date.ordinal)))
        return mixer.next()
    }

    /// Candidate `index` when it is worth a day: a real shape, a proven par in range, a trap.
    static func evaluate(candidate index: Int, settings: LevelGenerator.Settings) -> LevelGenerator.Generated?
    {
        guard let board = LevelGenerator.candidate(index, settings: settings),
            LevelGenerator.hasRealShape(board),
            isWithinReach(board, maxMoves: settings.maxMoves),
            let level = LevelGenerator.evaluate(board, candidate: index, settings: settings),
            level.difficulty.deadEnds >= 1
        else { return nil }
        return level
    }

    /// Whether a quick first solution (milliseconds) says the optimum may be in range. Optima
    /// run at 0.6 to 0.75 of the first solution's length on these boards, so one more than
    /// 1.6 × the maximum is passed over before the optimal search, which would spend up to
    /// `stateLimit` states proving it too long (most of the time on Sundays, before).
    static func isWithinReach(_ board: Board, maxMoves: Int) -> Bool {
        let first = Solver(board: board).solve(options: SolveOptions(timeout: nil, optimal: false))
        return first.status == .solved && (first.moves ?? .max) * 5 <= maxMoves * 8
    }

    /// The level as a pack holds it: `Title`, `Par` (the proven optimum), `Difficulty`. The
    /// title is the front's (GlideWording's `dailyPuzzleTitle`).
    public func level(title: String) -> Level { chosen.level(title: title) }

    /// A pack of this one level, ready for `glide check` and `glide play`, under a header the
    /// front words (GlideWording's `dailyPuzzleHeader`): what `glide daily --show` prints.
    public func pack(title: String, header: [BlockLine]) -> LevelPack {
        LevelPack(header: [header], levels: [level(title: title)])
    }
}
