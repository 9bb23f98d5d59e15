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
    /// How far the board's walls and paint are darkened towards black (0 … 1), the floor left
    /// turned amber, the ball and the hint left alone: a board that should step back (a lost
    /// position) while the ball and the cells left stand out.
    var dimming = 0.0
    /// The colours the terminal shows. In 16 colours a darkened board would turn black (the
    /// palette has no dark shades of its hues), so there the floor still to paint turns the
    /// palette's yellow, the one ANSI colour no theme's board uses.
    var depth = ColorDepth.truecolor

    static let stepBackFloor16 = ColorDepth.ansi16Palette[3]

    /// Whether boards are drawn in pixels (colour blocks and half blocks).
    static func drawsPixels(colors: Bool, glyphs: Glyphs) -> Bool { colors && !glyphs.isASCII }

    /// Draws the cells of `picture` the viewport shows, `hint`'s arrow by the ball, and the
    /// ball's `pulse` while one runs.
    func draw(
        _ picture: BoardPicture, in viewport: BoardViewport, into buffer: inout CellBuffer,
        hint: Direction? = nil, pulse: BallPulse.Ring? = nil
    ) {
        if Self.drawsPixels(colors: colors, glyphs: glyphs) {
            drawPixels(picture, in: viewport, into: &buffer, hint: hint, pulse: pulse)
        } else {
            drawGlyphs(picture, in: viewport, into: &buffer, hint: hint)
        }
    }

    // MARK: Colour

    /// A wall, floor or paint colour as the board shows it, dimmed or not.
    private func board(_ color: RGB) -> RGB {
        dimming > 0 && depth != .ansi16 ? color.mixed(with: .black, 0.6 * dimming) : color
    }

    /// The floor not yet painted, as the board shows it. On a board that steps back it is not
    /// darkened but turns amber: the cells left are what a player looks for on a lost board,
    /// and darkened they were hard to tell from the walls.
    private var floorColor: RGB {
        if depth == .ansi16 { return dimming >= 0.5 ? Self.stepBackFloor16 : theme.floor }
        return dimming > 0 ? theme.floor.mixed(with: Self.stepBackFloor, 0.85 * dimming) : theme.floor
    }

    /// The amber the floor left turns on a board that steps back.
    static let stepBackFloor = RGB(0xFFAF5F)

    /// The colour of a floor cell painted with `cellPaint` (ignoring how much it covers).
    private func paintColor(_ cellPaint: CellPaint) -> RGB {
        board(theme.paint(paintIndex).mixed(with: theme.glow, 0.6 * cellPaint.glow))
    }

    private func drawPixels(
        _ picture: BoardPicture, in viewport: BoardViewport, into buffer: inout CellBuffer, hint: Direction?,
        pulse: BallPulse.Ring?
    ) {
        var canvas = PixelCanvas(
            width: viewport.columns * viewport.scale, height: viewport.rows * viewport.scale)
        paintCells(picture, in: viewport, on: &canvas)
        let ball = BallPixels(picture.ballPoint, in: viewport)
        if let pulse { ball.paintRing(pulse, color: theme.ball, on: &canvas) }
        if let hint, viewport.shows(picture.ball.stepped(hint)) {
            for (x, y) in ball.arrow(hint) { canvas[x, y] = theme.hintMark }
        }
        for (x, y) in ball.disk { canvas[x, y] = theme.ball }
        canvas.draw(into: &buffer, x: viewport.origin.x, y: viewport.origin.y)
    }

    /// Walls and floor as blocks of their colours, and the paint over the floor.
    private func paintCells(
        _ picture: BoardPicture, in viewport: BoardViewport, on canvas: inout PixelCanvas
    ) {
        let scale = viewport.scale
        let wall = board(theme.wall), floor = floorColor
        for row in 0..<viewport.rows {
            for column in 0..<viewport.columns {
                let position = Position(row: viewport.firstRow + row, column: viewport.firstColumn + column)
                let left = column * scale, top = row * scale
                switch picture.board[position] {
                case .void:
                    continue
                case .wall:
                    canvas.fill(x: left, y: top, width: scale, height: scale, with: wall)
                case .floor:
                    canvas.fill(x: left, y: top, width: scale, height: scale, with: floor)
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
