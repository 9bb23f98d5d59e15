import GlidePlay
import GlideRules

extension EditorBoard {
    /// The draft in the game's glyphs (without colour, or in ASCII), as `BoardRenderer` draws a
    /// board: each kind of cell its own fill, the start the ball's glyph. Picked-out cells take
    /// the warning's or the accent's colour and reverse video where strongly picked out (a
    /// trap's slide is underlined), the selection reverse video; the cursor is a pair of brackets just outside its cell (on
    /// cells of one row) or corners inside it, and the corner set with `m` braces outside it,
    /// so that the cell itself stays in sight.
    func drawGlyphs(_ looks: [Position: Look], into buffer: inout CellBuffer) {
        let glyphs = options.glyphs
        let scale = viewport.scale, rowsPerCell = max(1, scale / 2)
        for (position, look) in looks {
            guard let (x, y) = viewport.screen(position) else { continue }
            var (glyph, role, style) = self.glyph(of: look.cell)
            switch look.emphasis {
            case .none: break
            case .strong: (role, style) = (.warning, [.bold, .reverse])
            case .weak: (role, style) = (.warning, style.union(.underline))
            case .proposal: (role, style) = (.accent, [.bold, .reverse])
            }
            if look.selected {
                style.insert(.reverse)
                if look.cell == .void { glyph = glyphs.isASCII ? "::" : "░░" }
            }
            // A large cell repeats its glyph's fill, with a floor's dot in its middle.
            let fill = glyph == glyphs.floor ? " " : String(glyph.prefix(1))
            for dy in 0..<rowsPerCell {
                buffer.write(String(repeating: fill, count: scale), x: x, y: y + dy, role: role, style: style)
            }
            guard let (cx, cy) = viewport.center(position) else { continue }
            if fill == " ", look.cell == .floor {
                buffer.write(glyph, x: cx, y: cy, role: role, style: style)
            }
            if position == editor.draft.start, look.emphasis != .proposal {
                buffer.write(glyphs.ball, x: cx, y: cy, role: .ball, style: style.union(.bold))
            }
            if !look.marks.isEmpty {
                // On the start, above the ball where the cell has the rows.
                let markY = position == editor.draft.start && rowsPerCell > 1 ? y : cy
                buffer.write(
                    look.marks.joined(), x: cx, y: markY, role: role, style: style, limit: x + scale - cx)
            }
        }
        if let mark = editor.mark { drawOutside(mark, "{", "}", into: &buffer) }
        drawGlyphCursor(into: &buffer)
    }

    private func glyph(of cell: Cell) -> (String, ColorRole, CellBuffer.Style) {
        switch cell {
        case .void: ("  ", .normal, [])
        case .wall: (options.glyphs.wall, .wall, [])
        case .floor: (options.glyphs.floor, .floor, .dim)
        }
    }

    /// The cursor: brackets outside a cell of one row, corners inside a larger one.
    private func drawGlyphCursor(into buffer: inout CellBuffer) {
        let cursor = editor.cursor
        guard viewport.scale > 2 else { return drawOutside(cursor, "[", "]", into: &buffer) }
        guard let (x, y) = viewport.screen(cursor) else { return }
        let (right, bottom) = (x + viewport.scale - 1, y + viewport.scale / 2 - 1)
        let (topLeft, topRight, bottomLeft, bottomRight) =
            options.glyphs.isASCII ? ("[", "]", "[", "]") : ("┏", "┓", "┗", "┛")
        buffer.write(topLeft, x: x, y: y, role: .accent, style: .bold)
        buffer.write(topRight, x: right, y: y, role: .accent, style: .bold)
        buffer.write(bottomLeft, x: x, y: bottom, role: .accent, style: .bold)
        buffer.write(bottomRight, x: right, y: bottom, role: .accent, style: .bold)
    }

    /// `open` and `close` on the columns either side of a cell, on its middle row.
    private func drawOutside(
        _ position: Position, _ open: String, _ close: String, into buffer: inout CellBuffer
    ) {
        guard let (x, _) = viewport.screen(position), let (_, y) = viewport.center(position) else { return }
        buffer.write(open, x: x - 1, y: y, role: .accent, style: .bold)
        buffer.write(close, x: x + viewport.scale, y: y, role: .accent, style: .bold)
    }
}
