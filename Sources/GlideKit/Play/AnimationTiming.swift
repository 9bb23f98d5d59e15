import Glibc

/// The timing model of Glide's animations, owned by the engine so every front feels the same.
///
/// A slide's k-th entered cell (k = 0 for the nearest) paints over `base × growth^k` seconds,
/// all cells starting with the move: near cells settle first and the wave rolls on. When a
/// winning slide settles, the finished board flashes (its paint in reverse video for
/// `winFlashPeriod`, then not, for `winFlash` in all) and is held for `winPause` before the
/// front moves on. `speed` divides every duration but the flash's (a flash much shorter than a
/// frame would not be seen); a timing that is not `animated` settles slides at once (the win
/// flash and pause remain, so the finished board is still seen).
public struct AnimationTiming: Hashable, Sendable {
    public static let standard = AnimationTiming()
    /// No slide animation (the win pause remains, so the finished board is still seen).
    public static let instant = AnimationTiming(animated: false)

    public var base: Double
    public var growth: Double
    public var speed: Double
    public var animated: Bool
    public var winPause: Double
    /// How long the finished board flashes, and how long each flash and each gap lasts.
    public var winFlash: Double
    public var winFlashPeriod: Double

    /// - Precondition: `base`, `growth` and `speed` are positive and `winPause` is not negative;
    ///   fronts validate user-given values before building a timing.
    public init(
        base: Double = 0.30, growth: Double = 1.06, speed: Double = 1.0, animated: Bool = true,
        winPause: Double = 1.0, winFlash: Double = 0.3, winFlashPeriod: Double = 0.1
    ) {
        precondition(base > 0 && growth > 0 && speed > 0 && winPause >= 0, "invalid animation timing")
        precondition(winFlash >= 0 && winFlashPeriod > 0, "invalid win flash")
        self.base = base
        self.growth = growth
        self.speed = speed
        self.animated = animated
        self.winPause = winPause
        self.winFlash = winFlash
        self.winFlashPeriod = winFlashPeriod
    }

    /// How long the paint of the k-th entered cell takes, in seconds.
    public func duration(ofCell k: Int) -> Double {
        guard animated else { return 0 }
        return base * pow(growth, Double(k)) / speed
    }

    /// How long a front waits on a won board before the next level.
    public var winDelay: Double { winPause / speed }

    /// Whether the finished board shows its flash `t` seconds after it was completed: on for a
    /// period, off for a period, and so on while the flash lasts.
    public func isFlashOn(at t: Double) -> Bool {
        guard t >= 0, t < winFlash else { return false }
        return Int(t / winFlashPeriod) % 2 == 0
    }
}
