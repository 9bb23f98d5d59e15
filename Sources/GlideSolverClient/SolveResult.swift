import GlideRules

/// What the solver found.
public struct SolveResult: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        /// A solution is known (proven shortest when `optimal`).
        case solved
        /// No sequence of moves wins; `unsolvable` says why.
        case unsolvable
        /// Time, memory or a cancellation stopped the search first; `solution` is the best
        /// found, if any, and `lowerBound` what was proven.
        case timeout
    }

    public var status: Status
    /// The moves of the best solution found.
    public var solution: [Direction]?
    /// Whether `solution` is proven to be as short as possible.
    public var optimal: Bool
    /// A proven lower bound on the number of moves (equal to the solution's length when optimal).
    public var lowerBound: Int
    public var unsolvable: UnsolvableReason?
    /// Search states examined.
    public var states: Int
    /// Time the solve took, in seconds: wall time less any wait for CBC while another solve of
    /// the process had it (see `--jobs` in docs/solver.md).
    public var seconds: Double
    /// Why a timeout stopped (time, memory, cancelled, …).
    public var stoppedBy: SolveStop?
    /// How hard the level is, when the request asked for a rating and the optimum is proven.
    public var difficulty: Difficulty?
    /// The level's traps and lost share, when the request asked for them and the optimum is
    /// proven; nil also when they could not be measured in time.
    public var measures: LevelMeasures?

    public init(
        status: Status, solution: [Direction]? = nil, optimal: Bool = false, lowerBound: Int = 0,
        unsolvable: UnsolvableReason? = nil, states: Int = 0, seconds: Double = 0,
        stoppedBy: SolveStop? = nil,
        difficulty: Difficulty? = nil, measures: LevelMeasures? = nil
    ) {
        self.status = status
        self.solution = solution
        self.optimal = optimal
        self.lowerBound = lowerBound
        self.unsolvable = unsolvable
        self.states = states
        self.seconds = seconds
        self.stoppedBy = stoppedBy
        self.difficulty = difficulty
        self.measures = measures
    }

    public var moves: Int? { solution?.count }
}
