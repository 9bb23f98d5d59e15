/// A cell's place on a board, 0-based internally. Everything a person reads (error messages,
/// solver explanations) prints it 1-based, as editors number lines and columns.
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

extension Position: CustomStringConvertible {
    /// "row 4 col 2", 1-based, the way level designers count in their text editor.
    public var description: String { "row \(row + 1) col \(column + 1)" }
}
