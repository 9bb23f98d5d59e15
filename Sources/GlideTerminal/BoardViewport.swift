import GlideRules

/// The part of a board on screen, where, and how large: its top-left terminal cell, the rows
/// and columns shown (all of them unless the board is larger than the terminal), and the cell
/// size. Sizes are in pixels, a pixel being one column wide and half a row high (a half
/// block), so square cells are `scale` columns by `scale / 2` rows: 1 is a half-block cell, 2
/// the classic two columns by one row, 4 and up large blocks.
public struct BoardViewport: Equatable, Sendable {
    /// The terminal cell of the first shown board cell's top-left pixel.
    public var origin: (x: Int, y: Int)
    public var firstRow = 0, firstColumn = 0
    public var rows: Int, columns: Int
    /// Pixels per cell side.
    public var scale = 2

    public init(origin: (x: Int, y: Int), rows: Int, columns: Int, scale: Int = 2) {
        self.origin = origin
        self.rows = rows
        self.columns = columns
        self.scale = scale
    }

    public static func == (a: BoardViewport, b: BoardViewport) -> Bool {
        a.origin == b.origin && a.firstRow == b.firstRow && a.firstColumn == b.firstColumn
            && a.rows == b.rows && a.columns == b.columns && a.scale == b.scale
    }

    /// The terminal columns and rows the shown cells take.
    public var size: (width: Int, height: Int) { (columns * scale, (rows * scale + 1) / 2) }

    /// Whether `position` is shown.
    public func shows(_ position: Position) -> Bool {
        let row = position.row - firstRow, column = position.column - firstColumn
        return row >= 0 && row < rows && column >= 0 && column < columns
    }

    /// The terminal cell holding board cell `position`'s top-left pixel, or nil when the cell
    /// is not shown.
    public func screen(_ position: Position) -> (x: Int, y: Int)? {
        guard shows(position) else { return nil }
        return (
            origin.x + (position.column - firstColumn) * scale,
            origin.y + (position.row - firstRow) * scale / 2
        )
    }

    /// The terminal cell at the middle of board cell `position`, or nil when it is not shown.
    public func center(_ position: Position) -> (x: Int, y: Int)? {
        guard shows(position) else { return nil }
        return (
            origin.x + (position.column - firstColumn) * scale + (scale - 1) / 2,
            origin.y + ((position.row - firstRow) * scale + scale / 2) / 2
        )
    }

    /// The board cell at a terminal cell (its upper pixel's), or nil off the viewport.
    public func position(x: Int, y: Int) -> Position? {
        guard x >= origin.x, y >= origin.y else { return nil }
        let row = (y - origin.y) * 2 / scale, column = (x - origin.x) / scale
        guard row < rows, column < columns else { return nil }
        return Position(row: firstRow + row, column: firstColumn + column)
    }

    /// The largest whole board that fits `area` (terminal cells), centred in it: any scale
    /// with half blocks, even scales with glyphs. When even the smallest cells do not fit,
    /// the smallest cells over as much of the board as fits (the caller scrolls it).
    public static func fitting(
        rows boardRows: Int, columns boardColumns: Int,
        in area: (x: Int, y: Int, width: Int, height: Int), halfBlocks: Bool
    ) -> BoardViewport {
        let smallest = halfBlocks ? 1 : 2
        var scale = smallest
        while true {
            let next = scale + (halfBlocks ? 1 : 2)
            guard boardColumns * next <= area.width, (boardRows * next + 1) / 2 <= area.height else { break }
            scale = next
        }
        let columns = min(boardColumns, area.width / scale)
        let rows = min(boardRows, area.height * 2 / scale)
        var viewport = BoardViewport(origin: (0, 0), rows: rows, columns: columns, scale: scale)
        let size = viewport.size
        viewport.origin = (area.x + (area.width - size.width) / 2, area.y + (area.height - size.height) / 2)
        return viewport
    }

    /// This viewport moved to centre `point` as far as a board of this size allows.
    public func scrolled(toward point: Position, boardRows: Int, boardColumns: Int) -> BoardViewport {
        var viewport = self
        viewport.firstRow = min(max(0, point.row - rows / 2), boardRows - rows)
        viewport.firstColumn = min(max(0, point.column - columns / 2), boardColumns - columns)
        return viewport
    }
}
