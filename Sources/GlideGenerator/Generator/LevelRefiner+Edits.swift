import GlideRules

extension LevelRefiner {
    /// The cells an edit may toggle: inside the border, not the start, not void. (Whether the
    /// edit is allowed on the board at hand is `edit(_:at:)`'s to say.)
    static func editableCells(of board: Board) -> [Int] {
        board.positions.filter { position in
            position.row > 0 && position.row < board.height - 1 && position.column > 0
                && position.column < board.width - 1 && position != board.start && board[position] != .void
        }.map(board.index(of:))
    }

    /// Every board one edit away (`edit(_:at:)`), in reading order.
    static func edits(of board: Board) -> [Board] {
        editableCells(of: board).compactMap { edit(board, at: $0) }
    }

    /// `board` with the cell at `index` changed as `SingleCellEdit`'s rule says (the outline
    /// kept: the level keeps its shape), for cells inside the border; nil for any other cell.
    static func edit(_ board: Board, at index: Int) -> Board? {
        let position = board.position(ofIndex: index)
        guard position.row > 0, position.row < board.height - 1, position.column > 0,
            position.column < board.width - 1,
            let edit = SingleCellEdit.edit(
                at: position, of: SingleCellEdit.Map(board), includingOutline: false)
        else { return nil }
        return edit.applied(to: board)
    }
}
