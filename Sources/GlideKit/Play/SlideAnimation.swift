/// A slide on screen: its timeline and when it began. Paint grows in on the cells the slide
/// paints for the first time; cells it crosses that were painted before keep their paint.
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

    /// When the last cell's paint is done.
    public var settledAt: Double { started + timeline.settleTime }

    public func ballPosition(at now: Double) -> Position { timeline.ballPosition(at: now - started) }

    /// Paint progress (0 … 1) of each cell this slide paints for the first time.
    public func growingPaint(at now: Double) -> [Position: Double] {
        var progress: [Position: Double] = [:]
        for (k, cell) in timeline.cells.enumerated() where fresh.contains(cell) {
            progress[cell] = timeline.progress(ofCell: k, at: now - started)
        }
        return progress
    }
}
