import GlidePlay

/// How the front plays and draws: the session's settings (timing, locks, solver time), and
/// glyphs, theme and colours.
public struct PlayOptions: Sendable {
    public var settings: PlaySettings
    public var glyphs: Glyphs
    public var theme: Theme
    /// The colours the terminal is drawn with (`none`: glyphs alone tell the cells apart).
    public var depth: ColorDepth
    /// Whether the terminal shows colour.
    public var colors: Bool { depth != .none }
    /// What each colour setting draws with on this terminal.
    public var terminalColors: TerminalColors

    public init(
        timing: AnimationTiming = .standard, timingIsFixed: Bool = false, glyphs: Glyphs = .unicode,
        theme: Theme = .classic, colors: Bool = true, depth: ColorDepth? = nil,
        terminalColors: TerminalColors? = nil,
        unlockAll: Bool = false, solverTimeout: Double = 5
    ) {
        settings = PlaySettings(
            timing: timing, timingIsFixed: timingIsFixed, unlockAll: unlockAll, solverTimeout: solverTimeout,
            themes: Theme.Name.allCases.map(\.rawValue))
        self.glyphs = glyphs
        self.theme = theme
        self.depth = depth ?? (colors ? .truecolor : .none)
        self.terminalColors = terminalColors ?? TerminalColors(detected: colors ? .xterm256 : .none)
    }

    public var timing: AnimationTiming { settings.timing }
    public var unlockAll: Bool {
        get { settings.unlockAll }
        set { settings.unlockAll = newValue }
    }

    /// Whether boards are drawn in colour blocks and half blocks.
    var drawsPixels: Bool { BoardRenderer.drawsPixels(colors: colors, glyphs: glyphs) }
}
