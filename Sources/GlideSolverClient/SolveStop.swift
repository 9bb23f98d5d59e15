/// Why a search stopped before it finished: a `.timeout` result's `stoppedBy`. The description
/// is the wording of `SolveResult.reason` and of every command's output.
public enum SolveStop: Hashable, Sendable, CustomStringConvertible {
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
    /// One tier of the optimal search used up its own state budget. The next tier takes over;
    /// a result never carries this case (the last tier's budget is reported as `.timeout`).
    case stateBudget

    public var description: String {
        switch self {
        case .timeout: "time ran out"
        case .cancelled: "cancelled"
        case .memoryLimit: "memory limit reached"
        case .stateLimit: "state limit reached"
        case .movesCeiling: "the optimum is above the moves ceiling"
        case .tooLarge: "too large for the optimal search"
        case .stateBudget: "state budget used up"
        }
    }
}
