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

    public init(
        minTrapsAwayFromStart: Int = 0, maxOptimalSolutions: UInt64? = nil, maxOpenArea: Int? = nil,
        refineSteps: Int = 0
    ) {
        self.minTrapsAwayFromStart = minTrapsAwayFromStart
        self.maxOptimalSolutions = maxOptimalSolutions
        self.maxOpenArea = maxOpenArea
        self.refineSteps = refineSteps
    }

    /// Edits `tools/make-packs` lets the refiner make to each level of its pools.
    public static let packRefineSteps = 4

    /// Edits it lets the refiner make to the expert and master packs' levels, aiming at
    /// insight (with `RefinerBudget.insight`): a level gains a few points of it per edit.
    public static let insightRefineSteps = 30

    /// Positions the count of optimal solutions may hold (`LevelRefiner.Settings.countLimit`).
    static let countLimit = 50_000

    /// `level` refined if asked, then nil unless it meets the selection with its optimum in
    /// `moves`. Run on the generator's worker threads (`LevelGenerator.generate(finishing:)`),
    /// so it is as deterministic as the generator: the refiner is bounded by states.
    public func finish(_ level: LevelGenerator.Generated, moves: ClosedRange<Int>) -> LevelGenerator
        .Generated?
    {
        if refineSteps == 0 {
            // The cheap tests first: the traps are known, the count of optimal lines is not.
            guard level.trapsAwayFromStart >= minTrapsAwayFromStart,
                maxOpenArea.map({ OpenArea.largest(level.board) <= $0 }) ?? true
            else { return nil }
            guard let most = maxOptimalSolutions else { return level }
            let count = OptimalSolutionCount.count(
                level.board, par: level.solution.count, positionLimit: Self.countLimit)
            return (count?.exactValue ?? .max) <= most ? level : nil
        }
        let refiner = LevelRefiner(
            settings: .init(
                moves: moves, maxOpenArea: maxOpenArea ?? .max, steps: refineSteps,
                countLimit: Self.countLimit))
        guard let rated = refiner.rated(level) else { return nil }
        let refined = refiner.refine(rated)
        guard refined.trapsAwayFromStart >= minTrapsAwayFromStart,
            maxOptimalSolutions.map({ (refined.optimalSolutions.exactValue ?? .max) <= $0 }) ?? true
        else { return nil }
        return LevelGenerator.Generated(
            board: refined.board, solution: refined.solution, traps: refined.traps, candidate: level.candidate
        )
    }
}
