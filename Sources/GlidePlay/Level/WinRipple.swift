import GlideRules

/// The celebration of a won level: a ring of light that runs over the finished board from the
/// ball outwards, reaching the furthest floor cell as it ends.
public struct WinRipple: Hashable, Sendable {
    public let center: Position
    /// Seconds since the ball stopped.
    public let elapsed: Double
    public let duration: Double
    /// The distance from the centre to the furthest floor cell.
    private let reach: Double

    public init(board: Board, center: Position, elapsed: Double, duration: Double) {
        self.center = center
        self.elapsed = elapsed
        self.duration = duration
        var reach = 0.0
        for position in board.positions where board[position] == .floor {
            reach = max(reach, Self.distance(center, position))
        }
        self.reach = reach
    }

    /// How wide the ring is, in cells: wider on large boards, so it reads at every size.
    public var width: Double { max(1.5, reach / 5) }

    /// Whether the ripple is still running.
    public var isRunning: Bool { elapsed >= 0 && elapsed < duration }

    /// How bright the ring is on a cell: 1 on its crest, falling to 0 a `width` away.
    public func intensity(at position: Position) -> Double {
        guard isRunning else { return 0 }
        let radius = (reach + width) * Easing.out(elapsed / duration)
        return max(0, 1 - abs(radius - Self.distance(center, position)) / width)
    }

    private static func distance(_ a: Position, _ b: Position) -> Double {
        let rows = Double(a.row - b.row), columns = Double(a.column - b.column)
        return (rows * rows + columns * columns).squareRoot()
    }
}
