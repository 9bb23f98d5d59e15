/// A cell's place on a board, 0-based internally. Everything a person reads (error messages,
/// solver explanations) names it 1-based, as editors number lines and columns (GlideWording).
public struct Position: Hashable, Sendable, Comparable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// The neighbouring position one step in `direction` (which may lie off the board).
    public func stepped(_ direction: Direction) -> Position {
        Position(row: row + direction.rowStep, column: column + direction.columnStep)
    }

    public static func < (a: Position, b: Position) -> Bool {
        (a.row, a.column) < (b.row, b.column)
    }
}
