import GlidePlay

extension Setting {
    /// The setting's name, as its row in the settings shows it.
    public var name: String {
        switch self {
        case .theme: "Colour theme"
        case .animationSpeed: "Animation speed"
        case .bellOnWin: "Bell on a win"
        case .colors: "Colours"
        }
    }

    /// `on` or `off`, for a setting that is one or the other.
    public static func onOff(_ value: Bool) -> String { value ? "on" : "off" }

    /// What the bell setting does.
    public static func aboutBell(_ on: Bool) -> String {
        on
            ? "Winning a level rings the terminal's bell (a beep, or a flash, as the terminal is set up)."
            : "No bell on a win (a refused key still rings it)."
    }
}

extension AnimationSpeed {
    public var name: String {
        switch self {
        case .slow: "slow"
        case .normal: "normal"
        case .fast: "fast"
        case .instant: "instant"
        }
    }

    public var about: String {
        switch self {
        case .slow: "Slides and paint take twice as long, to follow every move."
        case .normal: "Slides ease into their stop and paint settles behind the ball."
        case .fast: "Slides and paint take half the time."
        case .instant: "No slide animation: the ball is at its stop at once."
        }
    }
}

extension ColorChoice {
    public var name: String {
        switch self {
        case .auto: "auto"
        case .truecolor: "24-bit"
        case .xterm256: "256 colours"
        case .ansi16: "16 colours"
        case .none: "none"
        }
    }

    /// What the choice draws with; `detected` is what `auto` finds in this terminal.
    public func about(detected: ColorChoice) -> String {
        switch self {
        case .auto:
            "As the terminal says (NO_COLOR, COLORTERM and its description): "
                + (detected == .none ? "no colour" : detected.name) + " here."
        case .truecolor: "Every colour exactly, for terminals that show 24-bit colour."
        case .xterm256: "The nearest of xterm's 256 colours."
        case .ansi16: "The 16 ANSI colours, as the terminal's own palette shows them."
        case .none: "No colour: walls, floor, paint and ball told apart by their glyphs."
        }
    }
}
