import GlideRules
import GlideSolver

/// How many move sequences win a level in its optimum: one means the player must find the
/// single line; thousands mean the order hardly matters.
///
/// Every prefix of an optimal solution is a shortest way to the position it reaches (else a
/// shorter solution would exist), so optimal solutions are the paths, layer by layer, through
/// positions first reached at their depth and still within `par` by a lower bound. The count
/// runs breadth first over those positions, adding up the ways into each.
public enum OptimalSolutionCount: Hashable, Sendable {
    /// The exact number (at most `UInt64.max`; more saturates to `.many`).
    case exact(UInt64)
    /// More positions lie within the optimum than the count may visit: too many to count.
    case many

    /// Positions the count may hold before it gives up with `.many`.
    public static let defaultPositionLimit = 2_000_000

    /// The optimal solutions of `board`, whose optimum is `par` (proven by the solver).
    /// `.many` when more than `positionLimit` positions lie within the optimum; nil when the
    /// level cannot be won.
    public static func count(
        _ board: Board, par: Int, positionLimit: Int = defaultPositionLimit
    ) -> OptimalSolutionCount? {
        guard let space = PositionSpace(board: board) else { return nil }
        return count(space, par: par, positionLimit: positionLimit)
    }

    /// Positions counted with the cheap bounds before the pattern databases are built: most
    /// levels are counted well within them, in milliseconds.
    static let cheapPositionLimit = 100_000

    static func count(
        _ space: PositionSpace, par: Int, positionLimit: Int, cheapLimit: Int = cheapPositionLimit
    ) -> OptimalSolutionCount? {
        lines(space, par: par, positionLimit: positionLimit, cheapLimit: cheapLimit)?.solutions
    }

    /// The optimal lines, counted with the cheap bounds first and with the pattern databases
    /// when those are not enough; nil when the level cannot be won in `par`.
    private static func lines(
        _ space: PositionSpace, par: Int, positionLimit: Int, cheapLimit: Int = cheapPositionLimit
    ) -> OptimalLines? {
        // Nothing to paint but the start: the empty solution is the only one.
        if space.groupCount == 0 { return par == 0 ? OptimalLines(space, par: 0, positionLimit: 1) : nil }
        let cheap = OptimalLines(space, par: par, positionLimit: min(positionLimit, cheapLimit))
        guard let cheap, !cheap.isComplete, !space.ranOut, positionLimit > cheapLimit,
            space.addPatternDatabases()
        else { return cheap }
        return OptimalLines(space, par: par, positionLimit: positionLimit)
    }
}
