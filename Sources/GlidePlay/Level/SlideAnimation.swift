import GlideRules

/// A slide on screen: its timeline and when it began. Fresh paint covers and glows on the cells
/// the slide paints for the first time; cells it crosses that were painted before keep their
/// paint.
public struct SlideAnimation: Sendable {
    public let timeline: PaintTimeline
    /// When the slide began, on the clock of whoever drives it.
    public let started: Double
    private let fresh: Set<Position>

    public init(_ slide: Slide, timing: AnimationTiming, started: Double) {
        timeline = PaintTimeline(slide: slide, timing: timing)
        self.started = started
        fresh = Set(slide.newlyPaintedCells)
    }

    public var slide: Slide { timeline.slide }

    public func isSettled(at now: Double) -> Bool { timeline.isSettled(at: now - started) }

    /// When the ball stops.
    public var stoppedAt: Double { started + timeline.stopTime }

    public func ballPosition(at now: Double) -> Position { timeline.ballPosition(at: now - started) }

    public func ballPoint(at now: Double) -> BoardPoint { timeline.ballPoint(at: now - started) }

    /// The paint of each cell this slide paints for the first time.
    public func freshPaint(at now: Double) -> [Position: CellPaint] {
        let t = now - started
        var paint: [Position: CellPaint] = [:]
        for (k, cell) in timeline.cells.enumerated() where fresh.contains(cell) {
            paint[cell] = CellPaint(
                coverage: timeline.coverage(ofCell: k, at: t), glow: timeline.glow(ofCell: k, at: t))
        }
        return paint
    }
}
