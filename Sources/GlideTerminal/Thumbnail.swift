import GlideRules

/// A level's map in miniature, for its tile in level select: walls and floor in the theme's
/// colours, the floor in the level's paint once solved, all of it faded towards grey while the
/// level is locked. Drawn in half-block pixels (one or two per cell, or fewer pixels than
/// cells on large maps); without colour, walls are half blocks and a solved level's floor is
/// shaded, and in ASCII walls are `#` and painted floor `*`.
///
/// A map scaled down (a master level's 30×30 maze in 14×14 pixels) is shaded, not thresholded:
/// each pixel takes the share of floor in the cells it covers, a map's colours mixed by it, so
/// a pixel over corridors one cell wide is mid-tone and one over a mass of wall is dark. A
/// pixel that must be all floor or all wall turned a maze of one-cell corridors into noise;
/// shaded, the maze's shape, its rooms of corridors and its solid blocks, shows.
struct Thumbnail {
    enum State: Equatable {
        case locked, open, solved
    }

    let board: Board
    let scale: ThumbnailScale
    let state: State

    /// Its size in pixels and in text rows.
    var pixelWidth: Int { scale.pixels(board.width) }
    var pixelHeight: Int { scale.pixels(board.height) }
    var rows: Int { (pixelHeight + 1) / 2 }

    /// What a pixel shows: the kind of cell most of its cells are (floor on a tie, so thin
    /// corridors survive scaling down).
    func cell(atPixel x: Int, _ y: Int) -> Cell {
        var floors = 0, walls = 0
        for row in scale.cells(ofPixel: y).clamped(to: 0..<board.height) {
            for column in scale.cells(ofPixel: x).clamped(to: 0..<board.width) {
                switch board[Position(row: row, column: column)] {
                case .floor: floors += 1
                case .wall: walls += 1
                case .void: break
                }
            }
        }
        return floors == 0 && walls == 0 ? .void : floors >= walls ? .floor : .wall
    }

    /// The share of floor among the walls and floor a pixel covers (weighted by how much of each
    /// cell it covers), 0 … 1; nil when it covers mostly void. Whole cells when enlarging.
    func floorShare(atPixel x: Int, _ y: Int) -> Double? {
        var floor = 0.0, wall = 0.0, void = 0.0
        for row in scale.cells(ofPixel: y).clamped(to: 0..<board.height) {
            let rowShare = scale.overlap(ofPixel: y, cell: row)
            for column in scale.cells(ofPixel: x).clamped(to: 0..<board.width) {
                let share = rowShare * scale.overlap(ofPixel: x, cell: column)
                switch board[Position(row: row, column: column)] {
                case .floor: floor += share
                case .wall: wall += share
                case .void: void += share
                }
            }
        }
        guard floor + wall > void else { return nil }
        return floor / (floor + wall)
    }

    /// An open level's floor: the board's, a third of the way further from the walls' lightness
    /// (to white, or, where the walls are the lighter, to black). The board's colours are dark
    /// for the ball's sake; a map in miniature, with no ball, reads better the further apart
    /// its colours are.
    static func floor(of theme: Theme) -> RGB {
        theme.floor.mixed(with: theme.floor.luminance > theme.wall.luminance ? .white : .black, 0.33)
    }

    /// Draws the thumbnail with its top-left pixel at text cell (x, y).
    func draw(
        into buffer: inout CellBuffer, x: Int, y: Int, theme: Theme, colors: Bool, glyphs: Glyphs,
        paintIndex: Int
    ) {
        guard BoardRenderer.drawsPixels(colors: colors, glyphs: glyphs) else {
            drawGlyphs(into: &buffer, x: x, y: y, ascii: glyphs.isASCII)
            return
        }
        var wall = theme.wall, floor = state == .solved ? theme.paint(paintIndex) : Self.floor(of: theme)
        if state == .locked, let grey = theme.colors(of: .tileLocked).foreground,
            let text = theme.colors(of: .tile).foreground
        {
            // Greyed, and faded the way locked tiles' text is (towards the terminal's own
            // background): mixed with that grey, a dark board's map would grow lighter than an
            // open one and stand out.
            let away: RGB = grey.luminance < text.luminance ? .black : .white
            wall = wall.greyed.mixed(with: away, 0.45)
            floor = floor.greyed.mixed(with: away, 0.45)
        }
        var canvas = PixelCanvas(width: pixelWidth, height: pixelHeight)
        for py in 0..<pixelHeight {
            for px in 0..<pixelWidth {
                // Corridors one cell wide between walls one cell wide cover about half a pixel:
                // they take the floor's colour from a fifth, all of it from seven tenths.
                guard let share = floorShare(atPixel: px, py) else { continue }
                canvas[px, py] = wall.mixed(with: floor, (share - 0.2) / 0.5)
            }
        }
        canvas.draw(into: &buffer, x: x, y: y)
    }

    /// Without colour: the walls' shape in half blocks, a solved level's floor shaded.
    private func drawGlyphs(into buffer: inout CellBuffer, x: Int, y: Int, ascii: Bool) {
        let style: CellBuffer.Style = state == .locked ? .dim : []
        for row in 0..<rows {
            for column in 0..<pixelWidth {
                let upper = cell(atPixel: column, 2 * row)
                let lower = 2 * row + 1 < pixelHeight ? cell(atPixel: column, 2 * row + 1) : .void
                let character: Character
                switch (upper == .wall, lower == .wall) {
                case (true, true): character = ascii ? "#" : "█"
                case (true, false): character = ascii ? "#" : "▀"
                case (false, true): character = ascii ? "#" : "▄"
                case (false, false):
                    let floor = upper == .floor || lower == .floor
                    character = !floor ? " " : state == .solved ? (ascii ? "*" : "░") : (ascii ? "." : " ")
                }
                buffer[x + column, y + row] = .init(character, role: .tile, style: style)
            }
        }
    }
}
