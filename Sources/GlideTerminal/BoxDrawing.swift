import GlideRules

/// The characters of a box's frame.
public struct BoxGlyphs: Hashable, Sendable {
    public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
}

extension CellBuffer {
    /// Draws the frame of a `width`×`height` box whose top-left corner is at (x, y), leaving
    /// its inside as it is. Parts outside the buffer are clipped.
    public mutating func drawBox(
        x: Int, y: Int, width: Int, height: Int, glyphs box: BoxGlyphs,
        role: ColorRole, style: Style = []
    ) {
        guard width >= 2, height >= 2 else { return }
        let (right, bottom) = (x + width - 1, y + height - 1)
        for column in (x + 1)..<right {
            self[column, y] = Cell(box.horizontal, role: role, style: style)
            self[column, bottom] = Cell(box.horizontal, role: role, style: style)
        }
        for row in (y + 1)..<bottom {
            self[x, row] = Cell(box.vertical, role: role, style: style)
            self[right, row] = Cell(box.vertical, role: role, style: style)
        }
        self[x, y] = Cell(box.topLeft, role: role, style: style)
        self[right, y] = Cell(box.topRight, role: role, style: style)
        self[x, bottom] = Cell(box.bottomLeft, role: role, style: style)
        self[right, bottom] = Cell(box.bottomRight, role: role, style: style)
    }
}
