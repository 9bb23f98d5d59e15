import GlideRules

/// A rectangle of cells lifted out of a draft: what the editor's copy and cut keep, what paste
/// puts down, and what rotating or flipping a selection turns. The start goes with the block
/// when it was inside (a level has one start: putting the block down moves it there).
public struct DraftBlock: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major.
    let cells: [Cell]
    /// The start's place in the block, if it was inside.
    let start: Position?

    /// The cell at `position` of the block.
    subscript(position: Position) -> Cell { cells[position.row * width + position.column] }

    /// The block turned or flipped by `transform` (its width and height swap with a quarter turn).
    func transformed(_ transform: BoardTransform) -> DraftBlock {
        let moved = transform.apply(to: cells, width: width, height: height)
        return DraftBlock(
            width: moved.width, height: moved.height, cells: moved.cells,
            start: start.map { transform.map($0, width: width, height: height) })
    }
}

extension LevelDraft {
    /// The cells of `box` (which lies on the grid), with the start if it is inside.
    public func block(_ box: Bounds) -> DraftBlock {
        let cells = box.rows.flatMap { row in box.columns.map { self[Position(row: row, column: $0)] } }
        let start = self.start.flatMap { start in
            box.rows.contains(start.row) && box.columns.contains(start.column)
                ? Position(row: start.row - box.top, column: start.column - box.left) : nil
        }
        return DraftBlock(width: box.width, height: box.height, cells: cells, start: start)
    }

    /// Sets every cell of `box` to `cell` (the start, if inside, goes unless `cell` is floor).
    public mutating func clear(_ box: Bounds, to cell: Cell) {
        for row in box.rows {
            for column in box.columns { set(Position(row: row, column: column), to: cell) }
        }
        if let start, box.rows.contains(start.row), box.columns.contains(start.column) { removeStart() }
    }

    /// Puts `block` down with its top-left corner at `origin`, covering what is there; what
    /// falls off the grid is left out. Returns the part of the grid it covers (nil: none).
    @discardableResult
    public mutating func stamp(_ block: DraftBlock, at origin: Position) -> Bounds? {
        var covered: [Position] = []
        for row in 0..<block.height {
            for column in 0..<block.width {
                let target = Position(row: origin.row + row, column: origin.column + column)
                guard contains(target) else { continue }
                set(target, to: block[Position(row: row, column: column)])
                covered.append(target)
            }
        }
        if let start = block.start {
            let target = Position(row: origin.row + start.row, column: origin.column + start.column)
            if contains(target) { placeStart(at: target) }
        }
        return Bounds(covered)
    }
}
