/// A brief pulse that helps the eye find the ball: a ring of the ball's colour that leaves it,
/// spreads and fades, when a level opens, after an undo (the ball jumps back without a slide)
/// and after the terminal is resized (the board is drawn afresh, at another size). The mid end
/// says when a pulse began; fronts draw the ring `ring(at:)` describes.
public struct BallPulse: Hashable, Sendable {
    /// The ring at one moment of the pulse.
    public struct Ring: Hashable, Sendable {
        /// How far the ring has spread from the ball's edge: 0 as it leaves the ball … 1 at its
        /// widest, fast at first and easing out (`Easing.out`).
        public var spread: Double
        /// How strongly it shows over what lies under it: 1 as it leaves the ball, fading to 0
        /// as it spreads (quadratically, so most of its life it is clearly seen).
        public var strength: Double
    }

    public static let standard = BallPulse(duration: 0.8)

    /// How long the pulse lasts, in seconds. Not divided by the animation speed: a pulse much
    /// shorter would be missed, which is all it is for.
    public let duration: Double

    /// - Precondition: `duration` is positive.
    public init(duration: Double) {
        precondition(duration > 0, "invalid ball pulse")
        self.duration = duration
    }

    /// The ring `elapsed` seconds after the pulse began; nil before it and once it is over.
    public func ring(at elapsed: Double) -> Ring? {
        guard elapsed >= 0, elapsed < duration else { return nil }
        let progress = elapsed / duration
        return Ring(spread: Easing.out(progress), strength: (1 - progress) * (1 - progress))
    }
}

extension LevelPlay {
    /// The ball's pulse at `now`: from its start, or its first moment while a level just
    /// opened waits for the time.
    public func ballPulse(at now: Double) -> BallPulse.Ring? {
        if pulsePending { return BallPulse.standard.ring(at: 0) }
        return pulseStart.flatMap { BallPulse.standard.ring(at: now - $0) }
    }

    func isPulsing(at now: Double) -> Bool { ballPulse(at: now) != nil }

    /// Starts the ball's pulse now (none with animation off: the ball's own stillness then).
    mutating func pulseBall(now: Double) {
        pulsePending = false
        pulseStart = timing.animated ? now : nil
    }

    /// After a command from history step `step`: a ball that jumps (undo, redo, restart) pulses
    /// where it lands; one that slides is followed by the eye, and its pulse stops.
    mutating func pulseAfter(_ command: Command, from step: Int, now: Double) {
        switch command {
        case .undo, .redo, .restart: if session.cursor != step { pulseBall(now: now) }
        case .move:
            guard session.cursor != step else { return }
            pulsePending = false
            pulseStart = nil
        case .hint: break
        }
    }
}
