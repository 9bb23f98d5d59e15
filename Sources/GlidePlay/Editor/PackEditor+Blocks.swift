import GlideRules

/// Copy, cut and paste of a block, and turning or flipping the selection: each one undo step.
/// The block copied stays while the editor is open, whichever level is current, so a block
/// goes from one level of the pack to another.
extension PackEditor {
    /// Keeps the selected block for pasting; the selection stays.
    public mutating func copySelection() {
        guard let box = selection else { return refuse(.noBlock) }
        clipboard = draft.block(box)
        tell(.blockCopied(width: box.width, height: box.height, cut: false))
    }

    /// Keeps the selected block for pasting and leaves floor in its place (as moving a block
    /// does); the start goes with the block. One undo step; the selection is cleared.
    public mutating func cutSelection() {
        guard let box = selection else { return refuse(.noBlock) }
        clipboard = draft.block(box)
        _ = edit { $0.clear(box, to: .floor) }
        clearMark()
        tell(.blockCopied(width: box.width, height: box.height, cut: true))
    }

    /// Puts the kept block down with its top-left corner at the cursor, covering what is there
    /// (what falls off the grid is left out); the block it covers becomes the selection, ready
    /// to move, turn or paste again. One undo step.
    public mutating func paste() {
        guard let block = clipboard else { return refuse(.nothingToPaste) }
        let origin = cursor
        var covered: Bounds?
        _ = edit { covered = $0.stamp(block, at: origin) }
        guard let covered else { return }
        mark = Position(row: covered.rows.upperBound, column: covered.columns.upperBound)
        let whole = covered.width == block.width && covered.height == block.height
        tell(.blockPasted(width: block.width, height: block.height, clipped: !whole))
    }

    /// Turns or flips the selected block in place, about its top-left corner: the cells it no
    /// longer covers become floor, the start turns with it. The mark and the cursor stay on
    /// opposite corners of the block. Refused when a quarter turn would leave the grid.
    mutating func transformSelection(_ transform: BoardTransform) {
        guard let box = selection, let mark else { return }
        let turned = draft.block(box).transformed(transform)
        guard box.top + turned.height <= draft.height, box.left + turned.width <= draft.width else {
            return refuse(.blockAtEdge)
        }
        let origin = box.origin
        _ = edit { draft in
            draft.clear(box, to: .floor)
            draft.stamp(turned, at: origin)
        }
        let corner = { (position: Position) -> Position in
            let local = Position(row: position.row - box.top, column: position.column - box.left)
            let moved = transform.map(local, width: box.width, height: box.height)
            return Position(row: moved.row + box.top, column: moved.column + box.left)
        }
        self.mark = corner(mark)
        cursor = corner(cursor)
        tell(.blockTransformed(transform))
    }

    /// The current level's code (`LevelCode`), to the clipboard; refused while the draft is not
    /// a level.
    public mutating func copyLevelCode() {
        guard case let .success(board) = draft.board,
            var level = Level(board: board, lines: document.entry.lines)
        else { return refuse(.notPlayable) }
        if document.entry.isMapEdited { level.par = optima[board]?.count }
        let code = LevelCode.encode(level)
        effects.append(.copyLevelCode(code))
        tell(.levelCodeCopied(code))
    }
}
