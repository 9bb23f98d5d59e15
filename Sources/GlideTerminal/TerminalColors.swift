import GlidePlay

/// What each colour setting draws with on this terminal: what `auto` finds there, and the
/// depth `--color` set for this run, which wins over the setting (as a command-line option
/// should over a remembered choice). A depth the player sets wins over `NO_COLOR`, as the
/// NO_COLOR convention asks of user settings; `auto` honours it.
public struct TerminalColors: Hashable, Sendable {
    /// The depth `auto` draws with (`ColorDepth.detect` with `--color auto`).
    public let detected: ColorDepth
    /// `--color`, when given for this run, and the depth it gives.
    public let flag: ColorMode?
    let flagDepth: ColorDepth?

    public init(detected: ColorDepth, flag: ColorMode? = nil, flagDepth: ColorDepth? = nil) {
        self.detected = detected
        self.flag = flag
        self.flagDepth = flag == nil ? nil : flagDepth ?? detected
    }

    /// Detects the depths from the environment and the terminal's colour count.
    public static func detect(flag: ColorMode?, environment: [String: String], terminalColors: Int)
        -> TerminalColors
    {
        TerminalColors(
            detected: ColorDepth.detect(
                mode: .auto, environment: environment, terminalColors: terminalColors),
            flag: flag,
            flagDepth: flag.map {
                ColorDepth.detect(mode: $0, environment: environment, terminalColors: terminalColors)
            })
    }

    /// The depth to draw with for the player's setting.
    public func depth(for choice: ColorChoice) -> ColorDepth {
        if let flagDepth { return flagDepth }
        switch choice {
        case .auto: return detected
        case .truecolor: return .truecolor
        case .xterm256: return .xterm256
        case .ansi16: return .ansi16
        case .none: return .none
        }
    }
}

extension ColorChoice {
    /// The choice that draws with `depth`.
    public init(_ depth: ColorDepth) {
        switch depth {
        case .none: self = .none
        case .ansi16: self = .ansi16
        case .xterm256: self = .xterm256
        case .truecolor: self = .truecolor
        }
    }
}
