extension Board {
    /// The board with its stray walls made void and cropped to what is left: walls that touch
    /// no floor cell, not even at a corner, and reach the void outside the board through such
    /// walls and void. Such a wall never stops the ball (the ball never stands beside it), so
    /// the level plays the same; it is clutter a generator's edits leave behind when they wall
    /// up a corridor. Those enclosed by walls that do touch floor stay, so no hole opens in a
    /// wall. The board itself when nothing changes, or when a row would be left empty (a level
    /// file cannot write one).
    public var withoutStrayWalls: Board {
        var cells = cells
        var changed = false
        // Flood from a frame of void around the board, through void and walls touching no floor.
        let (framedWidth, framedHeight) = (width + 2, height + 2)
        var reached = [Bool](repeating: false, count: framedWidth * framedHeight)
        var stack = [0]
        reached[0] = true
        while let next = stack.popLast() {
            let here = Position(row: next / framedWidth - 1, column: next % framedWidth - 1)
            if contains(here), cells[index(of: here)] == .wall {
                cells[index(of: here)] = .void
                changed = true
            }
            for neighbour in Direction.allCases.map(here.stepped) {
                guard (-1...height).contains(neighbour.row), (-1...width).contains(neighbour.column) else {
                    continue
                }
                let framed = (neighbour.row + 1) * framedWidth + neighbour.column + 1
                guard !reached[framed], isStray(neighbour) else { continue }
                reached[framed] = true
                stack.append(framed)
            }
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

    /// Whether the cell at `position` (off the board: void) is void, or a wall with no floor
    /// cell at it or among its eight neighbours.
    private func isStray(_ position: Position) -> Bool {
        switch self[position] {
        case .void: true
        case .floor: false
        case .wall:
            !(-1...1).contains { dr in
                (-1...1).contains { dc in
                    self[Position(row: position.row + dr, column: position.column + dc)] == .floor
                }
            }
        }
    }
}
