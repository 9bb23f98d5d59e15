/// Why a search stopped before it finished: a `.timeout` result's `stoppedBy`.
public enum SolveStop: Hashable, Sendable {
    /// `SolveOptions.timeout` passed.
    case timeout
    /// A `SolveCancellation` was cancelled.
    case cancelled
    /// The optimal search's tables reached `SolveOptions.memoryLimit`.
    case memoryLimit
    /// The optimal search held `SolveOptions.stateLimit` states over all its tiers.
    case stateLimit
    /// The optimum is proven to be more moves than `SolveOptions.movesCeiling`.
    case movesCeiling
    /// The level is too large for the optimal search's tables (`OptimalSearch.isFeasible`).
    case tooLarge
    /// The proof needed the integer program, and COIN-OR's CBC, which runs it, is not
    /// installed: what was proven without it is reported.
    case integerProgramUnavailable
    /// One tier of the optimal search used up its own state budget. The next tier takes over;
    /// a result never carries this case (the last tier's budget is reported as `.timeout`).
    case stateBudget
}
