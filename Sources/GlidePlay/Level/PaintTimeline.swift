import GlideRules

/// How one slide looks over time, as data a front renders: where the ball is, how much of each
/// entered cell its paint covers, how much that fresh paint still glows, when the ball stops,
/// when everything has settled, and (for a winning slide) when the front may move on. Time `t`
/// is seconds since the move began. See `AnimationTiming` for the model.
public struct PaintTimeline: Sendable {
    public let slide: Slide
    public let timing: AnimationTiming
    /// When the ball stops on the last cell: from then on every cell of the path is painted.
    public let stopTime: Double
    /// When the last cell's fresh paint has settled.
    public let settleTime: Double
    private let paintTimes: [Double]

    public init(slide: Slide, timing: AnimationTiming = .standard) {
        self.slide = slide
        self.timing = timing
        let count = slide.cells.count
        stopTime = timing.travelTime(cells: count)
        paintTimes = (0..<count).map { timing.time(toTravel: Double($0 + 1), of: count) }
        settleTime = zip(paintTimes, paintTimes.indices.map(timing.duration(ofCell:))).map(+).max() ?? 0
    }

    public var cells: [Position] { slide.cells }

    /// How far, in cells, the ball has travelled at time `t`: 0 on its origin … the path's
    /// length on its last cell.
    public func travelled(at t: Double) -> Double { timing.travelled(cells.count, at: t) }

    /// Index in `cells` of the cell the ball is drawn on when a front draws it cell by cell (the
    /// nearest), or nil while it is nearer its origin.
    public func ballIndex(at t: Double) -> Int? {
        let nearest = Int((travelled(at: t) + 0.5).rounded(.down))
        return nearest == 0 ? nil : nearest - 1
    }

    /// The cell the ball is drawn on at time `t`, when a front draws it cell by cell.
    public func ballPosition(at t: Double) -> Position {
        ballIndex(at: t).map { cells[$0] } ?? slide.origin
    }

    /// Where the ball's centre is at time `t`, in cells (fractions between cells).
    public func ballPoint(at t: Double) -> BoardPoint {
        let distance = travelled(at: t)
        return BoardPoint(
            row: Double(slide.origin.row) + distance * Double(slide.direction.rowStep),
            column: Double(slide.origin.column) + distance * Double(slide.direction.columnStep))
    }

    /// When the ball's centre reaches the centre of the k-th cell: a front drawing whole cells
    /// shows the cell painted from then on.
    public func paintTime(ofCell k: Int) -> Double { paintTimes[k] }

    /// How much of the k-th cell paint covers at time `t`, from the side the ball came in by:
    /// 0 … 1. Paint reaches the ball's centre and no further until the ball stops.
    public func coverage(ofCell k: Int, at t: Double) -> Double {
        if t >= stopTime { return 1 }
        return min(max(travelled(at: t) - (Double(k) + 0.5), 0), 1)
    }

    /// How much the k-th cell's fresh paint glows at time `t`: none before the ball paints it,
    /// 1 as it does, then fading, eased in and out, over `timing.duration(ofCell: k)`.
    public func glow(ofCell k: Int, at t: Double) -> Double {
        let since = t - paintTimes[k]
        guard since >= 0 else { return 0 }
        let duration = timing.duration(ofCell: k)
        guard duration > 0 else { return 0 }
        return 1 - Easing.inOut(since / duration)
    }

    public func isSettled(at t: Double) -> Bool { t >= settleTime }
}

/// A point on a board in cells, with fractions: the ball between two cells.
public struct BoardPoint: Hashable, Sendable {
    public var row: Double
    public var column: Double

    public init(row: Double, column: Double) {
        self.row = row
        self.column = column
    }

    public init(_ position: Position) {
        self.init(row: Double(position.row), column: Double(position.column))
    }

    /// The cell the point is in (the nearest cell centre).
    public var nearest: Position {
        Position(row: Int((row + 0.5).rounded(.down)), column: Int((column + 0.5).rounded(.down)))
    }
}
