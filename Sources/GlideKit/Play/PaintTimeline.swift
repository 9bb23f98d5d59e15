/// How one slide looks over time, as data a front renders: each entered cell's paint progress,
/// where the ball is drawn, when everything has settled, and (for a winning slide) when the front
/// may move on. Time `t` is seconds since the move began.
public struct PaintTimeline: Sendable {
    public let slide: Slide
    public let timing: AnimationTiming
    /// When the last cell's paint has finished.
    public let settleTime: Double

    public init(slide: Slide, timing: AnimationTiming = .standard) {
        self.slide = slide
        self.timing = timing
        settleTime = slide.cells.indices.map(timing.duration(ofCell:)).max() ?? 0
    }

    public var cells: [Position] { slide.cells }

    /// Paint progress of the k-th entered cell at time `t`: 0 unpainted … 1 fully painted, eased
    /// in and out over the cell's own duration.
    public func progress(ofCell k: Int, at t: Double) -> Double {
        let duration = timing.duration(ofCell: k)
        guard duration > 0 else { return t >= 0 ? 1 : 0 }
        return Easing.inOut(t / duration)
    }

    /// Index in `cells` of the cell the ball is drawn on, or nil while it is still on the origin.
    ///
    /// The ball rides the leading edge of the paint wave: it is on the furthest cell whose paint
    /// is at least half done. Because the easing is symmetric, cell k reaches one half at exactly
    /// half its duration, so the ball enters cell k at `base × growth^k / 2` and stands on the
    /// destination by the time the slide settles.
    public func ballIndex(at t: Double) -> Int? {
        var furthest: Int? = nil
        for k in cells.indices where progress(ofCell: k, at: t) >= 0.5 {
            furthest = k
        }
        return furthest
    }

    /// Where the ball is drawn at time `t`.
    public func ballPosition(at t: Double) -> Position {
        ballIndex(at: t).map { cells[$0] } ?? slide.origin
    }

    public func isSettled(at t: Double) -> Bool { t >= settleTime }

    /// For a winning slide, the moment the front moves on to the next level: the settle time plus
    /// the win pause. Nil when the slide does not win.
    public var advanceTime: Double? {
        slide.wins ? settleTime + timing.winDelay : nil
    }
}
