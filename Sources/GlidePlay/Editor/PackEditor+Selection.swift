import GlideRules

extension PackEditor {
    /// The rectangle between the mark and the cursor: what a rectangle covers and what a move
    /// carries. Nil without a mark.
    public var selection: Bounds? { mark.flatMap { draft.rectangle($0, cursor) } }

    /// Puts the mark under the cursor (the other corner follows the cursor).
    public mutating func setMark() {
        mark = cursor
        blockMove = nil
    }

    public mutating func clearMark() {
        mark = nil
        blockMove = nil
    }

    /// Whether the area tools can use the brush: the start is a single cell.
    public var brushFillsAreas: Bool { brush != .start }

    /// Draws the rectangle between the mark and the cursor with the brush (its outline, or
    /// filled) as one undo step, and clears the mark; says why when it cannot.
    public mutating func drawRectangle(filled: Bool) {
        guard let mark, let box = selection else { return refuse(.noCorner) }
        guard let cell = brush.cell else { return refuse(.startIsOneCell) }
        let cursor = self.cursor
        _ = edit { $0.drawRectangle(from: mark, to: cursor, cell: cell, filled: filled) }
        clearMark()
        tell(.rectangleDrawn(filled: filled, width: box.width, height: box.height, brush: brush))
    }

    /// Flood-fills the region under the cursor with the brush as one undo step; says why when
    /// it cannot.
    public mutating func fill() {
        guard let cell = brush.cell else { return refuse(.startIsOneCell) }
        let cursor = self.cursor
        let count = draft.region(at: cursor).count
        if edit({ $0.floodFill(at: cursor, with: cell) }) {
            tell(.filled(cells: count, brush: brush))
        } else {
            refuse(.alreadyFilled(brush))
        }
    }

    /// Moves the selected block one cell; the cells it leaves become floor. A run of moves is
    /// one undo step until the mark is set or cleared, or anything else is edited. False
    /// without a selection or at the grid's edge.
    @discardableResult
    public mutating func moveSelection(_ direction: Direction) -> Bool {
        guard let box = selection, let mark else { return false }
        let top = box.top + direction.rowStep, left = box.left + direction.columnStep
        guard top >= 0, left >= 0, top + box.height <= draft.height,
            left + box.width <= draft.width
        else { return false }
        var move =
            blockMove
            ?? BlockMove(original: draft, box: box, offset: Position(row: 0, column: 0), recorded: false)
        move.offset = Position(
            row: move.offset.row + direction.rowStep, column: move.offset.column + direction.columnStep)
        let moved = move.original.moving(move.box, by: move.offset)
        if document.edit(continuing: move.recorded, { $0 = moved }) {
            move.recorded = true
            levelChanged()
        }
        blockMove = move
        self.mark = mark.stepped(direction)
        cursor = cursor.stepped(direction)
        return true
    }
}
