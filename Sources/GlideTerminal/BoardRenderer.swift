import GlidePlay
import GlideRules

/// Draws a `BoardPicture` at a viewport's cell size. With colour, cells are solid blocks of
/// the theme's colours, drawn as pixels with half blocks (`▀`/`▄`): the ball a disk that glides
/// between cells, paint covering cells up to the ball's centre, fresh paint and the win ripple
/// glowing. Without colour (or in ASCII), each kind of cell has its own glyphs. The game
/// screen and the editor's solution replay both draw with it.
struct BoardRenderer {
    let glyphs: Glyphs
    let theme: Theme
    /// Blocks of colour (else glyphs alone).
    let colors: Bool
    /// The level's paint: an index into the theme's paints.
    let paintIndex: Int

    /// Whether boards are drawn in pixels (colour blocks and half blocks).
    static func drawsPixels(colors: Bool, glyphs: Glyphs) -> Bool { colors && !glyphs.isASCII }

    /// Draws the cells of `picture` the viewport shows, and `hint`'s arrow on the cell next to
    /// the ball.
    func draw(
        _ picture: BoardPicture, in viewport: BoardViewport, into buffer: inout CellBuffer,
        hint: Direction? = nil
    ) {
        if Self.drawsPixels(colors: colors, glyphs: glyphs) {
            drawPixels(picture, in: viewport, into: &buffer, hint: hint)
        } else {
            drawGlyphs(picture, in: viewport, into: &buffer, hint: hint)
        }
    }

    // MARK: Colour

    private var paint: RGB { theme.paint(paintIndex) }

    /// The colour of a floor cell painted with `cellPaint` (ignoring how much it covers).
    private func paintColor(_ cellPaint: CellPaint) -> RGB {
        paint.mixed(with: theme.glow, 0.6 * cellPaint.glow)
    }

    private var ballColor: RGB { theme.ball(on: paint) }
    private var hintColor: RGB { theme.colors(of: .hint).foreground ?? .white }

    private func drawPixels(
        _ picture: BoardPicture, in viewport: BoardViewport, into buffer: inout CellBuffer, hint: Direction?
    ) {
        var canvas = PixelCanvas(
            width: viewport.columns * viewport.scale, height: viewport.rows * viewport.scale)
        paintCells(picture, in: viewport, on: &canvas)
        paintBall(picture, in: viewport, hint: hint, on: &canvas)
        canvas.draw(into: &buffer, x: viewport.origin.x, y: viewport.origin.y)
        if viewport.scale > 1 { drawGlyphsOverPixels(picture, in: viewport, into: &buffer, hint: hint) }
    }

    /// Walls and floor as blocks of their colours, and the paint over the floor.
    private func paintCells(
        _ picture: BoardPicture, in viewport: BoardViewport, on canvas: inout PixelCanvas
    ) {
        let scale = viewport.scale
        for row in 0..<viewport.rows {
            for column in 0..<viewport.columns {
                let position = Position(row: viewport.firstRow + row, column: viewport.firstColumn + column)
                let left = column * scale, top = row * scale
                switch picture.board[position] {
                case .void:
                    continue
                case .wall:
                    canvas.fill(x: left, y: top, width: scale, height: scale, with: theme.wall)
                case .floor:
                    canvas.fill(x: left, y: top, width: scale, height: scale, with: theme.floor)
                    paintFloor(
                        picture.paint(at: position), slide: picture.slideDirection, x: left, y: top,
                        scale: scale, on: &canvas)
                }
            }
        }
    }

    /// A floor cell's paint: the whole cell, or on a cell the ball is crossing (larger than a
    /// pixel), the part it has reached. At one pixel a cell paint shows once it is done.
    private func paintFloor(
        _ cellPaint: CellPaint, slide direction: Direction?, x left: Int, y top: Int, scale: Int,
        on canvas: inout PixelCanvas
    ) {
        guard cellPaint.coverage > 0 else { return }
        let color = paintColor(cellPaint)
        guard cellPaint.coverage < 1, let direction, scale > 1 else {
            if cellPaint.isPainted || scale > 1 {
                canvas.fill(x: left, y: top, width: scale, height: scale, with: color)
            }
            return
        }
        // Paint enters from the side the ball came in by, as far as it has reached.
        let depth = Int((cellPaint.coverage * Double(scale)).rounded())
        switch direction {
        case .right: canvas.fill(x: left, y: top, width: depth, height: scale, with: color)
        case .left: canvas.fill(x: left + scale - depth, y: top, width: depth, height: scale, with: color)
        case .down: canvas.fill(x: left, y: top, width: scale, height: depth, with: color)
        case .up: canvas.fill(x: left, y: top + scale - depth, width: scale, height: depth, with: color)
        }
    }

    /// The ball in pixels: at one pixel a cell, a pixel of its own colour (and the hint's cell
    /// one of the hint's); from three, a disk that glides between cells. At two (two columns
    /// by one row) it is a glyph instead (`drawGlyphsOverPixels`).
    private func paintBall(
        _ picture: BoardPicture, in viewport: BoardViewport, hint: Direction?, on canvas: inout PixelCanvas
    ) {
        let scale = viewport.scale
        if scale == 1 {
            // One pixel a cell: the ball and the hint are pixels of their own colour.
            if let hintCell = hint.map({ picture.ball.stepped($0) }), viewport.shows(hintCell) {
                canvas[hintCell.column - viewport.firstColumn, hintCell.row - viewport.firstRow] = hintColor
            }
            if viewport.shows(picture.ball) {
                canvas[picture.ball.column - viewport.firstColumn, picture.ball.row - viewport.firstRow] =
                    ballColor
            }
        } else if scale > 2 {
            // A disk that glides between cells.
            let centerX = (picture.ballPoint.column - Double(viewport.firstColumn) + 0.5) * Double(scale)
            let centerY = (picture.ballPoint.row - Double(viewport.firstRow) + 0.5) * Double(scale)
            canvas.disk(
                centerX: centerX, centerY: centerY, radius: 0.36 * Double(scale) + 0.25, color: ballColor)
        }
    }

    /// Glyphs over the pixels of cells larger than a pixel: the ball of two-column cells, and
    /// the hint's arrow, each on its cell's colour.
    private func drawGlyphsOverPixels(
        _ picture: BoardPicture, in viewport: BoardViewport, into buffer: inout CellBuffer, hint: Direction?
    ) {
        func ground(_ position: Position) -> RGB {
            let cellPaint = picture.paint(at: position)
            return cellPaint.isPainted ? paintColor(cellPaint) : theme.floor
        }
        if viewport.scale == 2, let (x, y) = viewport.screen(picture.ball) {
            buffer.write(
                glyphs.ball, x: x, y: y, role: .rgb(ballColor), style: .bold,
                background: .rgb(ground(picture.ball)))
        }
        if let hint, case let hintCell = picture.ball.stepped(hint), let (x, y) = viewport.center(hintCell) {
            let arrow = glyphs.arrows[hint] ?? ""
            buffer.write(
                viewport.scale == 2 ? arrow : String(arrow.prefix(1)), x: x, y: y,
                role: .rgb(hintColor.mixed(with: .black, 0.35)),
                style: .bold, background: .rgb(ground(hintCell)))
        }
    }

    // MARK: Glyphs

    private func drawGlyphs(
        _ picture: BoardPicture, in viewport: BoardViewport, into buffer: inout CellBuffer, hint: Direction?
    ) {
        let board = picture.board
        let scale = viewport.scale
        let rowsPerCell = max(1, scale / 2)
        for row in viewport.firstRow..<(viewport.firstRow + viewport.rows) {
            for column in viewport.firstColumn..<(viewport.firstColumn + viewport.columns) {
                let position = Position(row: row, column: column)
                guard let (x, y) = viewport.screen(position) else { continue }
                let glyph: String, role: ColorRole, style: CellBuffer.Style
                switch board[position] {
                case .void:
                    continue
                case .wall:
                    (glyph, role, style) = (glyphs.wall, .wall, [])
                case .floor:
                    let cellPaint = picture.paint(at: position)
                    if cellPaint.isPainted {
                        (glyph, role, style) = (
                            glyphs.painted, .paint(paintIndex), cellPaint.glow > 0.5 ? .reverse : []
                        )
                    } else {
                        (glyph, role, style) = (glyphs.floor, .floor, .dim)
                    }
                }
                // A large cell repeats the glyph's fill, with a floor's dot in its middle.
                let fill = glyph == glyphs.floor ? " " : String(glyph.prefix(1))
                for dy in 0..<rowsPerCell {
                    buffer.write(
                        String(repeating: fill, count: scale), x: x, y: y + dy, role: role, style: style)
                }
                if fill == " ", let (cx, cy) = viewport.center(position) {
                    buffer.write(glyph, x: cx, y: cy, role: role, style: style)
                }
            }
        }
        if let hint, let (x, y) = viewport.center(picture.ball.stepped(hint)) {
            // The arrow stands on the neighbouring cell the ball will slide into.
            buffer.write(glyphs.arrows[hint] ?? "", x: x, y: y, role: .hint, style: .bold)
        }
        if let (x, y) = viewport.center(picture.ball) {
            buffer.write(glyphs.ball, x: x, y: y, role: .ball, style: .bold)
        }
    }
}
