import GlideRules

extension PackEditor {
    public mutating func moveCursor(rows: Int, columns: Int) {
        cursor = Position(row: cursor.row + rows, column: cursor.column + columns)
        clampCursor()
    }

    /// Makes `brush` the brush and draws it under the cursor.
    @discardableResult
    public mutating func draw(_ brush: Brush) -> Bool {
        self.brush = brush
        return paint(from: cursor, to: cursor)
    }

    /// Draws a line with the brush (a drag), leaving the cursor at its end.
    @discardableResult
    public mutating func drawLine(from start: Position, to end: Position) -> Bool {
        cursor = end
        return paint(from: start, to: end)
    }

    @discardableResult
    public mutating func toggleWall() -> Bool {
        let at = cursor
        return edit { $0.toggleWall(at) }
    }

    /// Adds a row or column on `side`; the cursor stays on its cell.
    @discardableResult
    public mutating func insertLine(at side: LevelDraft.Side) -> Bool {
        guard edit({ _ = $0.insertLine(at: side) }) else { return false }
        shiftCursor(side: side, by: 1)
        return true
    }

    /// Removes the row or column on `side`; the cursor stays on its cell.
    @discardableResult
    public mutating func removeLine(at side: LevelDraft.Side) -> Bool {
        guard edit({ _ = $0.removeLine(at: side) }) else { return false }
        shiftCursor(side: side, by: -1)
        return true
    }

    /// Rotates or flips the level; the cursor moves with its cell.
    public mutating func apply(_ transform: BoardTransform) {
        let (width, height) = (draft.width, draft.height)
        if edit({ $0.apply(transform) }) { cursor = transform.map(cursor, width: width, height: height) }
    }

    /// Crops to the used area; false when there is nothing to crop. The cursor stays on its cell.
    @discardableResult
    public mutating func crop() -> Bool {
        let origin = draft.usedBounds?.origin ?? Position(row: 0, column: 0)
        guard edit({ $0.crop() }) else { return false }
        cursor = Position(row: cursor.row - origin.row, column: cursor.column - origin.column)
        clampCursor()
        return true
    }

    public mutating func setMetadata(_ key: String, _ value: String?) {
        document.setMetadata(key, value)
        documentChanged()
    }

    /// Undoes the last edit; the selection goes (it was drawn on the draft as it stood).
    @discardableResult
    public mutating func undo() -> Bool {
        blockMove = nil
        guard document.undo() else { return false }
        mark = nil
        levelChanged()
        return true
    }

    @discardableResult
    public mutating func redo() -> Bool {
        blockMove = nil
        guard document.redo() else { return false }
        mark = nil
        levelChanged()
        return true
    }

    private mutating func paint(from start: Position, to end: Position) -> Bool {
        let brush = self.brush
        return edit { draft in
            switch brush {
            case .start: draft.placeStart(at: end)
            case .wall: draft.drawLine(from: start, to: end, cell: .wall)
            case .floor: draft.drawLine(from: start, to: end, cell: .floor)
            case .void: draft.drawLine(from: start, to: end, cell: .void)
            }
        }
    }

    /// Applies a change to the current draft and, if it changed anything, asks for a verdict.
    mutating func edit(_ change: (inout LevelDraft) -> Void) -> Bool {
        blockMove = nil
        guard document.edit(change) else { return false }
        levelChanged()
        return true
    }

    private mutating func shiftCursor(side: LevelDraft.Side, by step: Int) {
        if side == .top { cursor.row += step }
        if side == .left { cursor.column += step }
        clampCursor()
    }

    mutating func clampCursor() {
        cursor = Position(
            row: min(max(0, cursor.row), draft.height - 1),
            column: min(max(0, cursor.column), draft.width - 1))
    }

    /// Puts the cursor on `position` (a click on the board).
    mutating func placeCursor(at position: Position) {
        cursor = position
        clampCursor()
    }
}
