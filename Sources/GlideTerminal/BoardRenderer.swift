import GlideKit

/// The part of a board on screen and where: its top-left terminal cell, and the rows and
/// columns shown (all of them, unless the board is larger than the terminal). Each board cell
/// takes two terminal columns, so cells look square.
struct BoardViewport: Sendable {
    /// The terminal cell of the first shown board cell's left half.
    var origin: (x: Int, y: Int)
    var firstRow = 0, firstColumn = 0
    var rows: Int, columns: Int

    /// Where board cell `position` is on screen, or nil when it is outside the viewport.
    func screen(_ position: Position) -> (x: Int, y: Int)? {
        let row = position.row - firstRow, column = position.column - firstColumn
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return (origin.x + column * 2, origin.y + row)
    }

    /// The board cell at a terminal cell, or nil off the viewport.
    func position(x: Int, y: Int) -> Position? {
        guard x >= origin.x, y >= origin.y else { return nil }
        let row = y - origin.y, column = (x - origin.x) / 2
        guard row < rows, column < columns else { return nil }
        return Position(row: firstRow + row, column: firstColumn + column)
    }
}

/// Draws a `BoardPicture`: walls, floor with its paint (growing in through the paint stages),
/// and the ball. The game screen and the editor's solution replay both draw with it.
struct BoardRenderer {
    let glyphs: Glyphs
    /// The colour the level paints in.
    let paint: ColorRole

    /// Draws the cells of `picture` the viewport shows. `flashing` shows painted cells in
    /// reverse video (the win flash).
    func draw(
        _ picture: BoardPicture, in viewport: BoardViewport, into buffer: inout CellBuffer,
        flashing: Bool = false
    ) {
        let board = picture.board
        for row in viewport.firstRow..<(viewport.firstRow + viewport.rows) {
            for column in viewport.firstColumn..<(viewport.firstColumn + viewport.columns) {
                let position = Position(row: row, column: column)
                guard let (x, y) = viewport.screen(position) else { continue }
                switch board[position] {
                case .void:
                    continue
                case .wall:
                    buffer.write(glyphs.wall, x: x, y: y, role: .wall)
                case .floor:
                    let progress = picture.paint(at: position)
                    if progress >= 1 {
                        buffer.write(glyphs.painted, x: x, y: y, role: paint, style: flashing ? .reverse : [])
                    } else if progress > 0 {
                        buffer.write(glyphs.paint(progress: progress), x: x, y: y, role: paint)
                    } else {
                        buffer.write(glyphs.floor, x: x, y: y, role: .floor, style: .dim)
                    }
                }
            }
        }
        // The ball, on a highlighted ground while the level is unfinished.
        if let (x, y) = viewport.screen(picture.ball) {
            buffer.write(glyphs.ball, x: x, y: y, role: picture.isComplete ? .ball : .ballRing, style: .bold)
        }
    }
}
