import GlidePlay
import GlideSolver
import GlideSolverClient

/// How the front plays: animation timing, glyphs, colours, whether every level is open, and how
/// long background solves may take.
public struct PlayOptions: Sendable {
    public var timing: AnimationTiming
    public var glyphs: Glyphs
    public var theme: Theme
    /// Whether the terminal shows colour (else glyphs alone tell the cells apart).
    public var colors: Bool
    public var unlockAll: Bool
    /// Seconds the solver may spend, in the background, on a hint or on a par the level file
    /// does not give.
    public var solverTimeout: Double

    public init(
        timing: AnimationTiming = .standard, glyphs: Glyphs = .unicode, theme: Theme = .classic,
        colors: Bool = true, unlockAll: Bool = false, solverTimeout: Double = 5
    ) {
        self.timing = timing
        self.glyphs = glyphs
        self.theme = theme
        self.colors = colors
        self.unlockAll = unlockAll
        self.solverTimeout = solverTimeout
    }

    /// The options of the game's background solves (hints, pars).
    var solveOptions: SolveOptions { SolveOptions(timeout: solverTimeout) }
}
