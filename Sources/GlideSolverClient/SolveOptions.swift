/// How long and how hard to search.
public struct SolveOptions: Hashable, Sendable {
    /// The lower bounds the optimal search uses. Weaker settings exist to measure what each
    /// bound contributes and to cross-check proofs; play and tools use `.full`.
    public enum Heuristic: String, Hashable, Sendable, CaseIterable {
        /// Distance to the farthest unpainted unit, and the row/column cover bound.
        case full
        /// Distance to the farthest unpainted unit only.
        case distance
        /// No bound: uniform-cost search over (rest cell, painted units).
        case none
    }

    /// The component bound's settings.
    public enum ComponentBound: String, Hashable, Sendable, CaseIterable {
        case none
        /// The exact tour of the ball's component and of every one still ahead (one-way rooms,
        /// on chamber mazes); a component too large for its table split into regions. On
        /// chamber mazes it is most often the optimum itself, and a proof that took tens of
        /// thousands of states takes hundreds; elsewhere it costs its tables' building.
        case full
        /// Every component split into regions, small ones, as if too large: exists to hold the
        /// regions' bound to the reference on small boards.
        case regions
    }

    /// Which methods prove the minimum. Play and tools use `.portfolio`; the others exist to
    /// measure each method alone and to hold each to the reference.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// A* first, for a short share of the time (small levels are proven there in
        /// milliseconds); then the integer program, from A*'s best solution and bound; then A*
        /// again from the integer program's, if time is left.
        case portfolio
        /// A* only (with pattern databases in tiers).
        case search
        /// The integer program only (`IntegerProver`).
        case integer
    }

    /// Seconds before the search stops with the best it has; nil searches until done.
    public var timeout: Double?
    /// False asks only for a verdict and some solution (fast); true for a proven minimum.
    public var optimal: Bool
    /// Memory the optimal search may use for its tables, in bytes; past it the search stops
    /// like a timeout.
    public var memoryLimit: Int
    public var heuristic: Heuristic
    public var method: Method
    /// States the optimal search may hold with its cheap bounds before it builds pattern
    /// databases of 10 units and starts again (0: at once).
    public var patternDatabaseThreshold: Int
    /// States the search may hold with databases of 10 units before it builds the largest
    /// databases that fit (18 units where possible) and starts again.
    public var largePatternDatabaseThreshold: Int
    /// States the optimal search may hold in all, over every tier; past it the search stops
    /// like a timeout. Unlike a timeout it gives the same answer on every machine, which the
    /// level generator needs (same seed, same pack).
    public var stateLimit: Int?
    /// The optimal search stops, like a timeout, once it has proven the optimum is more moves
    /// than this: for callers that only want levels up to a length (the generator).
    public var movesCeiling: Int?
    /// Whether the optimal search also bounds by the rest graph's strongly connected
    /// components (with the `.full` heuristic). `.none` by default: with it the search may end
    /// on another optimal solution, and a level's declared Difficulty counts the traps along
    /// the one `glide check` finds. The editor's assistant uses `.full`.
    public var componentBound: ComponentBound
    /// How `.portfolio` shares the time between A* and the integer program.
    public var portfolioShares: PortfolioShares
    /// Where solves of like levels leave and find their component bound's tables
    /// (`SolveMemo`): the editor's assistant gives one to every solve of one level's edits.
    /// The bound is the same with it or without, so the search is too (only time limits, met
    /// later with it, can part them).
    public var memo: SolveMemo?

    /// The default `memoryLimit`: 3 GiB.
    public static let defaultMemoryLimit = 3 << 30
    /// The default `patternDatabaseThreshold`: most levels are proven with the cheap bounds
    /// within a few thousand states, and the rest are better off building databases at once.
    public static let defaultPatternDatabaseThreshold = 2_000
    /// The default `largePatternDatabaseThreshold`: past this many states with small
    /// databases, the second or so it takes to build the large ones pays.
    public static let defaultLargePatternDatabaseThreshold = 1_500_000

    public init(
        timeout: Double? = 10, optimal: Bool = true, memoryLimit: Int = defaultMemoryLimit,
        heuristic: Heuristic = .full, patternDatabaseThreshold: Int = defaultPatternDatabaseThreshold,
        largePatternDatabaseThreshold: Int = defaultLargePatternDatabaseThreshold,
        stateLimit: Int? = nil, movesCeiling: Int? = nil, method: Method = .portfolio,
        componentBound: ComponentBound = .none, portfolioShares: PortfolioShares = .standard,
        memo: SolveMemo? = nil
    ) {
        self.method = method
        self.timeout = timeout
        self.stateLimit = stateLimit
        self.movesCeiling = movesCeiling
        self.optimal = optimal
        self.memoryLimit = memoryLimit
        self.heuristic = heuristic
        self.patternDatabaseThreshold = patternDatabaseThreshold
        self.largePatternDatabaseThreshold = largePatternDatabaseThreshold
        self.componentBound = componentBound
        self.portfolioShares = portfolioShares
        self.memo = memo
    }
}
