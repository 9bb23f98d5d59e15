import GlideSolverClient

/// How the session plays: the animation timing, whether every level is open, and how long
/// background solves may take.
public struct PlaySettings: Hashable, Sendable {
    /// The front's timing, which the player's animation speed scales (`PlaySession.timing`).
    public var timing: AnimationTiming
    /// Whether the command line set the timing for this run (`--speed`, `--no-animation`): it
    /// then stands as given, whatever the player's animation speed setting.
    public var timingIsFixed: Bool
    public var unlockAll: Bool
    /// Seconds the solver may spend, in the background, on a hint or on a par the level file
    /// does not give.
    public var solverTimeout: Double
    /// Seconds the editor's live verdict (and a save's proof) may take.
    public var verdictTimeout: Double
    /// The colour themes the front can draw, by name, the default first: the settings route
    /// chooses among them.
    public var themes: [String]

    public init(
        timing: AnimationTiming = .standard, timingIsFixed: Bool = false, unlockAll: Bool = false,
        solverTimeout: Double = 5, verdictTimeout: Double = 10, themes: [String] = []
    ) {
        self.timing = timing
        self.timingIsFixed = timingIsFixed
        self.unlockAll = unlockAll
        self.solverTimeout = solverTimeout
        self.verdictTimeout = verdictTimeout
        self.themes = themes
    }

    /// The options of the game's background solves (hints, pars, replays).
    public var solveOptions: SolveOptions { SolveOptions(timeout: solverTimeout) }
    /// The options of the editor's verdicts and proofs.
    public var verdictOptions: SolveOptions { SolveOptions(timeout: verdictTimeout) }
}
