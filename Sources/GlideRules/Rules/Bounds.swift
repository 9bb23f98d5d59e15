/// The smallest rectangle of rows and columns holding some positions: what crop keeps, what
/// the canonical ID compares, where the editor's draft meets the board it makes.
public struct Bounds: Hashable, Sendable {
    public var rows: ClosedRange<Int>
    public var columns: ClosedRange<Int>

    /// The bounds of `positions`; nil when there are none.
    public init?(_ positions: some Sequence<Position>) {
        var iterator = positions.makeIterator()
        guard let first = iterator.next() else { return nil }
        var (top, bottom, left, right) = (first.row, first.row, first.column, first.column)
        while let position = iterator.next() {
            top = min(top, position.row)
            bottom = max(bottom, position.row)
            left = min(left, position.column)
            right = max(right, position.column)
        }
        rows = top...bottom
        columns = left...right
    }

    public var top: Int { rows.lowerBound }
    public var left: Int { columns.lowerBound }
    public var width: Int { columns.count }
    public var height: Int { rows.count }
    /// The top-left corner: subtract it to move a position into the bounds' own frame.
    public var origin: Position { Position(row: top, column: left) }
}
