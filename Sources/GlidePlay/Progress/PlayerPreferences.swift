/// The player's settings kept with their progress, beyond the colour theme (which
/// `PlayerProgress.theme` has kept since before these): how fast slides go, whether a win rings
/// the terminal's bell, and how many colours to draw with. A file written before them, or one
/// missing any of them, reads as the defaults; a value this version does not know (a later
/// version's) reads as its setting's default rather than making the whole file unreadable.
public struct PlayerPreferences: Codable, Hashable, Sendable {
    public var animationSpeed: AnimationSpeed
    /// Ring the terminal's bell when a level is won.
    public var bellOnWin: Bool
    public var colors: ColorChoice

    public init(
        animationSpeed: AnimationSpeed = .normal, bellOnWin: Bool = false, colors: ColorChoice = .auto
    ) {
        self.animationSpeed = animationSpeed
        self.bellOnWin = bellOnWin
        self.colors = colors
    }

    enum CodingKeys: String, CodingKey {
        case animationSpeed, bellOnWin, colors
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = PlayerPreferences()
        animationSpeed =
            (try? container.decodeIfPresent(String.self, forKey: .animationSpeed)).flatMap {
                $0.flatMap(AnimationSpeed.init(rawValue:))
            } ?? defaults.animationSpeed
        bellOnWin =
            (try? container.decodeIfPresent(Bool.self, forKey: .bellOnWin)).flatMap(\.self)
            ?? defaults.bellOnWin
        colors =
            (try? container.decodeIfPresent(String.self, forKey: .colors)).flatMap {
                $0.flatMap(ColorChoice.init(rawValue:))
            } ?? defaults.colors
    }
}

/// How fast slides and paint animate, as a factor on the engine's `AnimationTiming`.
public enum AnimationSpeed: String, CaseIterable, Codable, Sendable {
    case slow, normal, fast
    /// No slide animation: the ball is at its stop at once (the win's pause remains).
    case instant

    /// `timing` at this speed: durations divided by the factor (slow takes twice as long, fast
    /// half), or settled at once.
    public func applied(to timing: AnimationTiming) -> AnimationTiming {
        var timing = timing
        switch self {
        case .slow: timing.speed *= 0.5
        case .normal: break
        case .fast: timing.speed *= 2
        case .instant: timing.animated = false
        }
        return timing
    }
}

/// How many colours to draw with: as the terminal says (`auto`: `NO_COLOR`, `COLORTERM` and
/// its description), or a depth the player sets because the terminal says wrong.
public enum ColorChoice: String, CaseIterable, Codable, Sendable {
    case auto
    case truecolor = "24-bit"
    case xterm256 = "256"
    case ansi16 = "16"
    case none
}
