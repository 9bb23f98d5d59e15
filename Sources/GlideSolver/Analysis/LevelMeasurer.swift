import GlideRules
import GlideSolverClient

/// How a solve that asks for measures (`SolveRequest.measuring`) gets them. The solver finds
/// the traps itself; the share of lost positions is the generator's measure, which this module
/// does not link, so the program that makes the solver client passes a measurer that adds it
/// (`LevelMeasurer.withLostShare` in GlideGenerator).
public struct LevelMeasurer: Sendable {
    /// Measures `board` given one of its optimal solutions, within `seconds` (nil: no limit);
    /// nil when cancelled or out of time before the traps are known.
    public var measure:
        @Sendable (_ board: Board, _ solution: [Direction], _ seconds: Double?, SolveCancellation?) ->
            LevelMeasures?

    public init(
        measure: @escaping @Sendable (Board, [Direction], Double?, SolveCancellation?) -> LevelMeasures?
    ) {
        self.measure = measure
    }

    /// The traps alone; no lost share.
    public static let trapsOnly = LevelMeasurer { board, solution, seconds, cancellation in
        guard cancellation?.isCancelled != true,
            let traps = Trap.along(solution, on: board, within: seconds)
        else { return nil }
        return LevelMeasures(traps: traps, lostShare: nil)
    }
}
