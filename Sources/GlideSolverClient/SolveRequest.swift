import GlideRules

/// A solve for the background: which board, from where, how hard, and whether to rate it.
public struct SolveRequest: Hashable, Sendable {
    public var board: Board
    /// Where to solve from; nil for the level's start.
    public var state: GameState?
    public var options: SolveOptions
    /// Whether to rate the level (`SolveResult.difficulty`) once its optimum is proven: the
    /// rating solves again after every move of the solution, so only a save and the assistant
    /// ask for it, never a live verdict.
    public var rating: Bool
    /// An optimal solution proven already: nothing is searched, the level is only rated.
    public var provenOptimum: [Direction]?
    /// Whether to measure the level as a puzzle (`SolveResult.measures`: its traps and lost
    /// share) once its optimum is proven; the editor asks after each proven verdict.
    public var measuring: Bool
    /// With `measuring`: the lost share too, or the traps alone, which come far sooner (the
    /// editor asks for them first, then for both).
    public var lostShare: Bool

    public init(
        board: Board, from state: GameState? = nil, options: SolveOptions, rating: Bool = false,
        provenOptimum: [Direction]? = nil, measuring: Bool = false, lostShare: Bool = true
    ) {
        self.board = board
        self.state = state
        self.options = options
        self.rating = rating
        self.provenOptimum = provenOptimum
        self.measuring = measuring
        self.lostShare = lostShare
    }
}
