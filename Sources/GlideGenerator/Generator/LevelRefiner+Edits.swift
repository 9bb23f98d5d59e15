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

    /// `board` with the cell at `index` toggled: a floor cell other than the start made wall,
    /// unless that splits the floor (the ball could never reach the far side: no need for the
    /// solver to say so); or an inner wall beside floor made floor, when no void touches it, so
    /// the level keeps its outline. Nil for any other cell.
    static func edit(_ board: Board, at index: Int) -> Board? {
        let position = board.position(ofIndex: index)
        guard position.row > 0, position.row < board.height - 1, position.column > 0,
            position.column < board.width - 1, position != board.start
        else { return nil }
        var cells = board.cells
        switch board[position] {
        case .void: return nil
        case .floor:
            cells[index] = .wall
            guard floorIsConnected(cells, width: board.width, from: board.index(of: board.start)) else {
                return nil
            }
        case .wall:
            let besideFloor = Direction.allCases.contains { board[position.stepped($0)] == .floor }
            let touchesVoid = (-1...1).contains { dr in
                (-1...1).contains { dc in
                    board[Position(row: position.row + dr, column: position.column + dc)] == .void
                }
            }
            guard besideFloor, !touchesVoid else { return nil }
            cells[index] = .floor
        }
        return try? Board(width: board.width, height: board.height, cells: cells, start: board.start)
    }

    /// Whether every floor cell of `cells` is joined to `start` side by side: the ball moves
    /// only along floor, so a level whose floor is split cannot be painted.
    static func floorIsConnected(_ cells: [Cell], width: Int, from start: Int) -> Bool {
        var seen = [Bool](repeating: false, count: cells.count)
        var stack = [start]
        seen[start] = true
        var reached = 1
        while let cell = stack.popLast() {
            let column = cell % width
            for next in [
                cell - width, cell + width, column > 0 ? cell - 1 : -1, column < width - 1 ? cell + 1 : -1,
            ]
            where next >= 0 && next < cells.count && !seen[next] && cells[next] == .floor {
                seen[next] = true
                reached += 1
                stack.append(next)
            }
        }
        return reached == cells.count { $0 == .floor }
    }
}
