import GlideRules
import GlideSolver
import GlideSolverClient

/// Makes a generated level more of a puzzle by single-cell edits, as a designer (or the
/// editor's assistant) would: a wall added on floor or taken away, kept when the level stays
/// solvable within its move range and its measures improve (`Aim`): traps away from the start
/// cell (a wrong turn the level's shape sets, not the start's own junction), fewer optimal
/// solutions, then more traps; or, aiming at insight, more of the moves real decisions
/// (`Insight`). Hill climbing, a few steps; `tools/make-packs` and `glide generate --refine`
/// run the same code.
///
/// It is fast on large boards because most edits never reach the costly measures: an edit
/// that splits the floor is ruled out by a flood fill, an unsolvable one by the solver's
/// verdict (a fraction of a millisecond), and of a solvable one only what can still decide
/// is measured (`rate(_:beating:)`): no count of optimal solutions when its traps already
/// lose to the level's. A step ends as soon as its best edit is good enough
/// (`RefinerBudget`), and the edits that improved the level in one step are tried first in
/// the next, where they mostly improve it again.
///
/// The same level and settings give the same result on any machine: the solver is bounded by
/// states, ties go to the first edit in the order tried, and the edits are rated on any number
/// of threads in batches whose results are taken in that order.
public struct LevelRefiner: Sendable {
    public struct Settings: Sendable {
        /// The optimum a refined level must keep within.
        public var moves: ClosedRange<Int>
        /// The largest open area a refined level may have (`OpenArea`).
        public var maxOpenArea: Int
        /// Edits made at most.
        public var steps: Int
        /// States the solver may use per edit (see `LevelGenerator.Settings.stateLimit`): an
        /// edit it cannot prove within them is passed over. Nearly every edit of a 45×45 maze
        /// is proven within 100 000; the few that need more took a second each.
        public var stateLimit: Int
        /// Positions the count of optimal solutions may hold; past it, "many".
        public var countLimit: Int
        /// How each edit's optimum is proven: A* alone by default, so that the result does not
        /// depend on whether CBC is installed (as `LevelGenerator` proves its levels).
        public var method: SolveOptions.Method
        /// When each step stops looking.
        public var budget: RefinerBudget
        /// What an edit must improve.
        public var aim: Aim
        /// Whether a refined level may take more moves than the level it was refined from
        /// (within `moves`). When not, its measures must improve within the length it had.
        public var lengthens: Bool

        public init(
            moves: ClosedRange<Int>, maxOpenArea: Int = .max, steps: Int = 8, stateLimit: Int = 100_000,
            countLimit: Int = 50_000, method: SolveOptions.Method = .search,
            budget: RefinerBudget = RefinerBudget(), aim: Aim = .traps, lengthens: Bool = true
        ) {
            self.moves = moves
            self.maxOpenArea = maxOpenArea
            self.steps = steps
            self.stateLimit = stateLimit
            self.countLimit = countLimit
            self.method = method
            self.budget = budget
            self.aim = aim
            self.lengthens = lengthens
        }
    }

    /// What makes one level better than another, in order: the first measure that differs
    /// decides. Both aims count traps away from the start first, up to 4 (`Rated.trapCap`).
    public enum Aim: Sendable, Hashable {
        /// Then fewer optimal solutions (counted up to 1 000), then more traps: a level with
        /// wrong turns and one answer.
        case traps
        /// Then a unique optimum, then more decisions per move (`Insight.share`, to a
        /// thousandth), then fewer optimal solutions: a level with one answer where as many
        /// moves as can be are real decisions. (Insight first cost half the levels their
        /// unique optimum, for 2 points of insight: docs/generator.md.)
        case insight
    }

    /// A level as the refiner rates it.
    public struct Rated: Sendable {
        public let board: Board
        public let solution: [Direction]
        public let traps: [Trap]
        public let optimalSolutions: OptimalSolutionCount
        public let openArea: Int
        /// Along `solution`; measured when the aim is insight (nil otherwise, and when the
        /// optimal lines were too many to follow).
        public let insight: Insight?
        /// What the score weighs.
        public let aim: Aim

        /// Traps away from the start cell (`Trap.isAtStart`).
        public var trapsAwayFromStart: Int { Trap.countAwayFromStart(traps, on: board) }

        /// Larger is better, as `aim` says.
        var score: (Int, Int, Int, Int) {
            let fewerLines = -Int(min(optimalSolutions.exactValue ?? 1_000, 1_000))
            switch aim {
            case .traps: return (cappedTrapsAway, fewerLines, traps.count, 0)
            case .insight:
                return (cappedTrapsAway, optimalSolutions == .exact(1) ? 1 : 0, insightPerMille, fewerLines)
            }
        }

        /// Decisions per thousand moves; -1 when not measured.
        var insightPerMille: Int {
            insight.map { $0.decisions * 1_000 / max(1, $0.positions) } ?? -1
        }

        var cappedTrapsAway: Int { min(trapsAwayFromStart, Self.trapCap) }

        /// Traps away from the start past which more count no further.
        static let trapCap = 4
    }

    /// What rating an edited board came to.
    enum Rating: Sendable {
        /// Ruled out before any proof: too open, or not solvable at all.
        case ruledOut
        /// Its optimum was searched for (the costly part), and it is no better than the bar.
        case noBetter
        case better(Rated)

        /// Whether the optimal search ran.
        var searched: Bool {
            if case .ruledOut = self { false } else { true }
        }
    }

    public let settings: Settings

    public init(settings: Settings) { self.settings = settings }

    /// Rates `board`: nil when it is not solvable within the settings' moves and open area.
    public func rate(_ board: Board) -> Rated? {
        if case let .better(rated) = rate(board, beating: nil) { return rated }
        return nil
    }

    /// Rates `board` against `bar`: `.better` with its measures when it beats it (or when
    /// there is no bar). The measures are taken cheapest first, each only if it can still
    /// decide: the open area, the solver's verdict (which ends an unsolvable edit before any
    /// search), the proven optimum, the traps along it, and last the count of optimal
    /// solutions (with the insight when the aim is insight), skipped when the traps already
    /// lose to the bar's or, aiming at traps, when only a count below the bar's could win and
    /// the bar's is 1.
    func rate(_ board: Board, beating bar: Rated?) -> Rating {
        let openArea = OpenArea.largest(board)
        guard openArea <= settings.maxOpenArea else { return .ruledOut }
        let result = Solver(board: board).solve(
            options: SolveOptions(
                timeout: nil, stateLimit: settings.stateLimit, movesCeiling: settings.moves.upperBound,
                method: settings.method))
        if result.status == .unsolvable { return .ruledOut }
        guard result.optimal, let solution = result.solution, settings.moves.contains(solution.count) else {
            return .noBetter
        }
        let traps = Trap.along(solution, on: board)
        let away = min(Trap.countAwayFromStart(traps, on: board), Rated.trapCap)
        if let bar {
            if away < bar.cappedTrapsAway { return .noBetter }
            if settings.aim == .traps, away == bar.cappedTrapsAway, traps.count <= bar.traps.count,
                bar.optimalSolutions == .exact(1)
            {
                return .noBetter
            }
        }
        guard let rated = rated(board, solution: solution, traps: traps, openArea: openArea) else {
            return .noBetter
        }
        if let bar, !(rated.score > bar.score) { return .noBetter }
        return .better(rated)
    }

    /// `board` with its measures, given its optimal solution and the traps along it: the
    /// count of optimal solutions, and the insight when the aim is insight; nil when the level
    /// cannot be won in the solution's length.
    private func rated(_ board: Board, solution: [Direction], traps: [Trap], openArea: Int) -> Rated? {
        let count: OptimalSolutionCount
        var insight: Insight? = nil
        switch settings.aim {
        case .traps:
            guard
                let counted = OptimalSolutionCount.count(
                    board, par: solution.count, positionLimit: settings.countLimit)
            else { return nil }
            count = counted
        case .insight:
            guard
                let measured = Insight.measure(
                    board, optimalSolution: solution, positionLimit: settings.countLimit)
            else { return nil }
            (count, insight) = (measured.solutions, measured.insight)
        }
        return Rated(
            board: board, solution: solution, traps: traps, optimalSolutions: count, openArea: openArea,
            insight: insight, aim: settings.aim)
    }

    /// `level` after up to `settings.steps` edits; the level itself when no edit improves it.
    public func refine(_ level: Rated, jobs: Int = 1) -> Rated {
        refinement(of: level, jobs: jobs).level
    }

    /// What refining `level` came to, with what it took.
    public struct Refinement: Sendable {
        public var level: Rated
        /// Edits made, edits rated, and how many of those the optimal search ran on.
        public var steps = 0
        public var rated = 0
        public var searched = 0
    }

    /// `level` refined, with the work it took. The edits are tried in an order drawn from the
    /// level's own map, so that the first batches do not all lie in its top rows; each step
    /// then tries first the edits that beat the level in the step before, best first.
    public func refinement(of level: Rated, jobs: Int = 1) -> Refinement {
        if !settings.lengthens, level.solution.count < settings.moves.upperBound,
            settings.moves.contains(level.solution.count)
        {
            var within = settings
            within.moves = settings.moves.lowerBound...level.solution.count
            return LevelRefiner(settings: within).refinement(of: level, jobs: jobs)
        }
        var refinement = Refinement(level: level)
        var random = SeededRandom(seed: UInt64(level.board.canonicalID.prefix(16), radix: 16) ?? 0)
        var order = Self.editableCells(of: level.board)
        for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, random.int(in: 0...i)) }
        for _ in 0..<settings.steps {
            let step = step(from: refinement.level, trying: order, jobs: jobs)
            refinement.rated += step.rated
            refinement.searched += step.searched
            guard let (cell, best) = step.better.first else { break }
            refinement.level = best
            refinement.steps += 1
            // The edit made is not undone; the others that improved go first next time.
            let first = step.better.dropFirst().map(\.cell)
            let tried = Set(first + [cell])
            order = first + order.filter { !tried.contains($0) }
        }
        return refinement
    }

    /// One step from `current`: the edits of `cells` that beat it, best first (ties in the
    /// order tried), as far as the budget let the step look.
    private func step(from current: Rated, trying cells: [Int], jobs: Int) -> (
        better: [(cell: Int, rated: Rated)], rated: Int, searched: Int
    ) {
        var better: [(cell: Int, rated: Rated)] = []
        var searched = 0
        var start = 0
        while start < cells.count {
            let batch = Array(cells[start..<min(start + settings.budget.batch, cells.count)])
            let ratings = ParallelWork.map(count: batch.count, jobs: jobs) { index in
                Self.edit(current.board, at: batch[index]).map { rate($0, beating: current) } ?? .ruledOut
            }
            for (cell, rating) in zip(batch, ratings) {
                if rating.searched { searched += 1 }
                if case let .better(rated) = rating { better.append((cell, rated)) }
            }
            start += batch.count
            let best = better.max { $0.rated.score < $1.rated.score }
            if settings.budget.isDone(best: best?.rated, current: current, searched: searched) { break }
        }
        // Stable: of equal scores, the first tried comes first.
        let ranked = better.enumerated().sorted { a, b in
            a.element.rated.score != b.element.rated.score
                ? a.element.rated.score > b.element.rated.score : a.offset < b.offset
        }.map(\.element)
        return (ranked, start, searched)
    }

    /// Each generated level rated and refined, on `jobs` threads, in order; nil for a level
    /// not solvable within the settings.
    public func refineAll(_ levels: [LevelGenerator.Generated], jobs: Int) -> [LevelGenerator.Generated?] {
        ParallelWork.map(count: levels.count, jobs: jobs) { refined(levels[$0]) }
    }

    /// A generated level as the refiner rates it, from the optimal solution the generator
    /// proved (no proof again); nil when it is outside the settings' moves or open area.
    public func rated(_ level: LevelGenerator.Generated) -> Rated? {
        let openArea = OpenArea.largest(level.board)
        guard openArea <= settings.maxOpenArea, settings.moves.contains(level.solution.count) else {
            return nil
        }
        return rated(level.board, solution: level.solution, traps: level.traps, openArea: openArea)
    }

    /// A generated level refined, as a generated level; nil when it is outside the settings'
    /// moves or open area.
    public func refined(_ level: LevelGenerator.Generated) -> LevelGenerator.Generated? {
        guard let rated = rated(level) else { return nil }
        let better = refine(rated)
        return LevelGenerator.Generated(
            board: better.board, solution: better.solution, traps: better.traps, candidate: level.candidate)
    }
}
