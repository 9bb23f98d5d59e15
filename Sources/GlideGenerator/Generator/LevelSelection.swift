import GlideRules
import GlideSolverClient

/// What a generated level must measure up to besides its optimum, as `glide generate` asks it
/// (the measures `tools/make-packs` curates its packs by): traps away from the start cell, few
/// optimal solutions, no large open area; and whether it is first refined by single-cell edits
/// towards those (`LevelRefiner`, the same code make-packs refines its pools with).
public struct LevelSelection: Sendable, Hashable {
    /// Traps away from the start cell (`Trap.isAtStart`), at least.
    public var minTrapsAwayFromStart: Int
    /// Optimal solutions, at most; nil accepts any number, too many to count included.
    public var maxOptimalSolutions: UInt64?
    /// Cells of the largest open area (`OpenArea`), at most; nil accepts any.
    public var maxOpenArea: Int?
    /// Edits the refiner may make to each level before it is judged; 0 judges it as made.
    public var refineSteps: Int
    /// Edits the insight search tries on each level after refining (`InsightSearch`, as
    /// `tools/make-packs` anneals the expert and master packs); 0 tries none.
    public var annealEdits: Int

    public init(
        minTrapsAwayFromStart: Int = 0, maxOptimalSolutions: UInt64? = nil, maxOpenArea: Int? = nil,
        refineSteps: Int = 0, annealEdits: Int = 0
    ) {
        self.minTrapsAwayFromStart = minTrapsAwayFromStart
        self.maxOptimalSolutions = maxOptimalSolutions
        self.maxOpenArea = maxOpenArea
        self.refineSteps = refineSteps
        self.annealEdits = annealEdits
    }

    /// Edits `tools/make-packs` lets the refiner make to each level of its pools.
    public static let packRefineSteps = 4

    /// Edits it lets the refiner make to the expert and master packs' levels, aiming at
    /// insight (with `RefinerBudget.insight`): a level gains a few points of it per edit.
    public static let insightRefineSteps = 30

    /// Positions the count of optimal solutions may hold (`LevelRefiner.Settings.countLimit`).
    static let countLimit = 50_000

    /// `level` refined and annealed if asked, then nil unless it meets the selection with its
    /// optimum in `moves`. Run on the generator's worker threads
    /// (`LevelGenerator.generate(finishing:)`), so it is as deterministic as the generator: the
    /// refiner and the search are bounded by states, the search seeded by the level.
    public func finish(_ level: LevelGenerator.Generated, moves: ClosedRange<Int>) -> LevelGenerator
        .Generated?
    {
        if refineSteps == 0 && annealEdits == 0 {
            // The cheap tests first: the traps are known, the count of optimal lines is not.
            guard level.trapsAwayFromStart >= minTrapsAwayFromStart,
                maxOpenArea.map({ OpenArea.largest(level.board) <= $0 }) ?? true
            else { return nil }
            guard let most = maxOptimalSolutions else { return level }
            let count = OptimalSolutionCount.count(
                level.board, par: level.solution.count, positionLimit: Self.countLimit)
            return (count?.exactValue ?? .max) <= most ? level : nil
        }
        let settings = LevelRefiner.Settings(
            moves: moves, maxOpenArea: maxOpenArea ?? .max, steps: refineSteps, countLimit: Self.countLimit)
        let refiner = LevelRefiner(settings: settings)
        guard let rated = refiner.rated(level) else { return nil }
        var refined = refineSteps > 0 ? refiner.refine(rated) : rated
        if annealEdits > 0 {
            refined = anneal(refined, settings: settings)
        }
        guard meets(refined) else { return nil }
        return LevelGenerator.Generated(
            board: refined.board, solution: refined.solution, traps: refined.traps, candidate: level.candidate
        )
    }

    /// `level` after the insight search, walking only through levels that meet the selection
    /// (the level itself when it does not, or when the search finds nothing better).
    func anneal(_ level: LevelRefiner.Rated, settings: LevelRefiner.Settings) -> LevelRefiner.Rated {
        let selection = self
        let search = InsightSearch(
            settings: InsightSearch.Settings(
                refiner: settings, iterations: annealEdits,
                seed: UInt64(level.board.canonicalID.prefix(16), radix: 16) ?? 0,
                admits: { selection.meets($0) }))
        // Rated again for insight: `finish` rates for traps, without it.
        guard let start = LevelRefiner(settings: search.settings.refiner).rate(level.board) else {
            return level
        }
        let best = search.search(from: start).best
        return search.value(best) > search.value(start) ? best : level
    }

    /// Whether `level` has the traps and the optimal solutions the selection asks for.
    func meets(_ level: LevelRefiner.Rated) -> Bool {
        level.trapsAwayFromStart >= minTrapsAwayFromStart
            && maxOptimalSolutions.map({ (level.optimalSolutions.exactValue ?? .max) <= $0 }) ?? true
    }
}
