import GlideRules

/// A position from which the level can no longer be finished, and the move that made it so.
public struct PositionLoss: Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// The move of this number (counted from the start or the last restart) lost: the
        /// position before it could still be finished.
        case move(number: Int, direction: Direction)
        /// The level cannot be finished even from its start (a draft in a play-test).
        case start
        /// Not known: the solver is still looking back for the move that lost, or could not
        /// decide an earlier position in time.
        case unknown
    }

    public let cause: Cause
    /// Moves played since the one that lost (0: it was the last).
    public let movesSince: Int

    public init(cause: Cause, movesSince: Int) {
        self.cause = cause
        self.movesSince = movesSince
    }
}
