extension Board {
    /// The board with every wall that touches no floor cell, not even at a corner, made void,
    /// and cropped to what is left. Such a wall never stops the ball (the ball never stands
    /// beside it), so the level plays the same; it is clutter a generator's edits leave behind
    /// when they wall up a corridor. The board itself when nothing changes, or when a row would
    /// be left empty (a level file cannot write one).
    public var withoutStrayWalls: Board {
        var cells = cells
        var changed = false
        for index in cells.indices where cells[index] == .wall && !touchesFloor(position(ofIndex: index)) {
            cells[index] = .void
            changed = true
        }
        guard changed,
            let bounds = Bounds(positions.filter { cells[index(of: $0)] != .void })
        else { return self }
        let cropped = bounds.rows.flatMap { row in
            bounds.columns.map { cells[row * width + $0] }
        }
        let start = Position(row: start.row - bounds.top, column: start.column - bounds.left)
        return (try? Board(width: bounds.width, height: bounds.height, cells: cropped, start: start)) ?? self
    }

    /// Whether a floor cell lies at `position` or among its eight neighbours.
    private func touchesFloor(_ position: Position) -> Bool {
        (-1...1).contains { dr in
            (-1...1).contains { dc in
                self[Position(row: position.row + dr, column: position.column + dc)] == .floor
            }
        }
    }
}
