/// How far a lost position's board steps back: the front darkens walls, floor and paint by
/// this much (0 … 1) and leaves the ball and the hint bright. The shade comes in once the ball
/// of the losing slide has stopped (the eye follows the ball there first), eased over
/// `fadeTime`, stays while every position played on is lost, and is gone at once when an undo
/// or restart reaches a position that can still be finished.
struct LossShade: Hashable, Sendable {
    /// How long the board takes to step back, at speed 1.
    static let fadeTime = 0.35

    /// When the shade began (or begins: a slide still under way); nil while none is shown.
    private var since: Double?

    /// Follows what is known of the position on show: `lost` from `from` (now, or when the
    /// slide under way stops).
    mutating func follow(lost: Bool, from start: Double) {
        if !lost {
            since = nil
        } else if since == nil {
            since = start
        }
    }

    /// How far the board is shaded at `now`.
    func amount(at now: Double, timing: AnimationTiming) -> Double {
        guard let since else { return 0 }
        let fade = timing.animated ? Self.fadeTime / timing.speed : 0
        guard fade > 0 else { return now >= since ? 1 : 0 }
        return Easing.inOut(min(1, max(0, (now - since) / fade)))
    }

    /// Whether the shade is still coming in at `now`.
    func isFading(at now: Double, timing: AnimationTiming) -> Bool {
        since != nil && amount(at: now, timing: timing) < 1
    }
}
