import GlideRules

/// The editor's drawing tools beyond single cells and lines: rectangles, flood fill and moving
/// a block of cells. Each is one change to a draft, so the document records it as one undo step.
extension LevelDraft {
    /// The rectangle with corners `a` and `b` (either order), clipped to the grid.
    public func rectangle(_ a: Position, _ b: Position) -> Bounds? {
        let top = max(0, min(a.row, b.row)), bottom = min(height - 1, max(a.row, b.row))
        let left = max(0, min(a.column, b.column)), right = min(width - 1, max(a.column, b.column))
        guard top <= bottom, left <= right else { return nil }
        return Bounds([Position(row: top, column: left), Position(row: bottom, column: right)])
    }

    /// Sets the cells of the rectangle with corners `a` and `b` to `cell`: all of them when
    /// `filled`, else only its border.
    public mutating func drawRectangle(from a: Position, to b: Position, cell: Cell, filled: Bool) {
        guard let box = rectangle(a, b) else { return }
        for row in box.rows {
            for column in box.columns
            where filled || row == box.rows.lowerBound || row == box.rows.upperBound
                || column == box.columns.lowerBound || column == box.columns.upperBound
            {
                set(Position(row: row, column: column), to: cell)
            }
        }
    }

    /// The cells joined to `position` (through their sides) that are of its kind: what a flood
    /// fill from there changes.
    public func region(at position: Position) -> Set<Position> {
        guard contains(position) else { return [] }
        let kind = self[position]
        var seen: Set<Position> = [position]
        var queue = [position]
        while let next = queue.popLast() {
            for direction in Direction.allCases {
                let neighbour = next.stepped(direction)
                guard contains(neighbour), self[neighbour] == kind, seen.insert(neighbour).inserted else {
                    continue
                }
                queue.append(neighbour)
            }
        }
        return seen
    }

    /// Sets the region at `position` (see `region(at:)`) to `cell`, as a paint program's bucket.
    public mutating func floodFill(at position: Position, with cell: Cell) {
        for member in region(at: position) { set(member, to: cell) }
    }

    /// The draft with the cells of `box` moved by `offset` rows and columns: what moves off the
    /// grid is lost, what the block lands on is covered, and the cells it leaves become floor
    /// (the usual move is a wall block inside a room, where a hole of void would surprise).
    /// The start moves with the block when it is inside it.
    public func moving(_ box: Bounds, by offset: Position) -> LevelDraft {
        var moved = self
        let inside = { (p: Position) in box.rows.contains(p.row) && box.columns.contains(p.column) }
        let block = positions.filter(inside)
        for position in block { moved.set(position, to: .floor) }
        if let start, inside(start) { moved.removeStart() }
        for position in block {
            let target = Position(row: position.row + offset.row, column: position.column + offset.column)
            if position == start {
                moved.placeStart(at: target)
            } else {
                moved.set(target, to: self[position])
            }
        }
        return moved
    }
}
