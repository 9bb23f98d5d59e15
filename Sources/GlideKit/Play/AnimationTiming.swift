import Foundation

/// The timing model of Glide's animations, owned by the engine so every front feels the same.
///
/// A slide's k-th entered cell (k = 0 for the nearest) paints over `base × growth^k` seconds,
/// all cells starting with the move: near cells settle first and the wave rolls on. After a
/// winning slide settles, the front holds the finished board for `winPause` before moving on.
/// `speed` divides every duration; a timing that is not `animated` settles slides at once.
public struct AnimationTiming: Hashable, Sendable {
    public static let standard = AnimationTiming()
    /// No slide animation (the win pause remains, so the finished board is still seen).
    public static let instant = AnimationTiming(animated: false)

    public var base: Double
    public var growth: Double
    public var speed: Double
    public var animated: Bool
    public var winPause: Double

    /// - Precondition: `base`, `growth` and `speed` are positive and `winPause` is not negative;
    ///   fronts validate user-given values before building a timing.
    public init(
        base: Double = 0.30, growth: Double = 1.06, speed: Double = 1.0, animated: Bool = true,
        winPause: Double = 1.0
    ) {
        precondition(base > 0 && growth > 0 && speed > 0 && winPause >= 0, "invalid animation timing")
        self.base = base
        self.growth = growth
        self.speed = speed
        self.animated = animated
        self.winPause = winPause
    }

    /// How long the paint of the k-th entered cell takes, in seconds.
    public func duration(ofCell k: Int) -> Double {
        guard animated else { return 0 }
        return base * pow(growth, Double(k)) / speed
    }

    /// How long a front waits on a won board before the next level.
    public var winDelay: Double { winPause / speed }
}
