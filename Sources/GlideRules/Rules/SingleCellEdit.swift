/// One cell of a map changed, as the designer's tools try them (the editor's assistant, the
/// generator's refiner): a floor cell made wall, or a wall made floor. One rule for both says
/// which edits are worth trying, so that the assistant proposes what the refiner would make.
public struct SingleCellEdit: Hashable, Sendable {
    public let position: Position
    /// What the cell becomes.
    public let cell: Cell

    public init(position: Position, cell: Cell) {
        self.position = position
        self.cell = cell
    }

    /// A map as the rule reads it: `cells` in rows of `width`, and the start.
    public struct Map: Sendable {
        public let width: Int
        public let height: Int
        public let cells: [Cell]
        public let start: Position

        public init(width: Int, height: Int, cells: [Cell], start: Position) {
            self.width = width
            self.height = height
            self.cells = cells
            self.start = start
        }

        public init(_ board: Board) {
            self.init(width: board.width, height: board.height, cells: board.cells, start: board.start)
        }

        /// The cell at `position`; off the map, void.
        public subscript(position: Position) -> Cell {
            guard position.row >= 0, position.row < height, position.column >= 0, position.column < width
            else { return .void }
            return cells[position.row * width + position.column]
        }

        func isOnEdge(_ position: Position) -> Bool {
            position.row == 0 || position.row == height - 1 || position.column == 0
                || position.column == width - 1
        }
    }

    /// `board` with this edit made; nil when that is no board (an edit the rule makes always is:
    /// it never touches the start).
    public func applied(to board: Board) -> Board? {
        var cells = board.cells
        cells[board.index(of: position)] = cell
        return try? Board(width: board.width, height: board.height, cells: cells, start: board.start)
    }

    /// The edit the rule tries at `position`, or nil:
    /// - a floor cell other than the start becomes wall, unless that splits the floor (the ball
    ///   moves only along floor: the far side could never be painted, no solver needed to say
    ///   so);
    /// - a wall beside floor becomes floor, unless it belongs to the outline (`isOutline`), which
    ///   only `includingOutline` allows;
    /// - void stays void.
    public static func edit(at position: Position, of map: Map, includingOutline: Bool) -> SingleCellEdit? {
        switch map[position] {
        case .void:
            return nil
        case .floor:
            guard position != map.start else { return nil }
            var cells = map.cells
            cells[position.row * map.width + position.column] = .wall
            guard floorIsConnected(cells, width: map.width, from: map.start) else { return nil }
            return SingleCellEdit(position: position, cell: .wall)
        case .wall:
            let besideFloor = Direction.allCases.contains { map[position.stepped($0)] == .floor }
            guard besideFloor, includingOutline || !isOutline(position, of: map) else { return nil }
            return SingleCellEdit(position: position, cell: .floor)
        }
    }

    /// Every edit the rule tries on `map`, in reading order.
    public static func edits(of map: Map, includingOutline: Bool) -> [SingleCellEdit] {
        (0..<map.height).flatMap { row in
            (0..<map.width).compactMap { column in
                edit(at: Position(row: row, column: column), of: map, includingOutline: includingOutline)
            }
        }
    }

    /// Whether the cell at `position` belongs to the map's outline: on its edge, or touching void
    /// at a side or a corner. A wall there made floor would cut a notch into the level's edge.
    public static func isOutline(_ position: Position, of map: Map) -> Bool {
        map.isOnEdge(position)
            || (-1...1).contains { dr in
                (-1...1).contains { dc in
                    map[Position(row: position.row + dr, column: position.column + dc)] == .void
                }
            }
    }

    /// Whether every floor cell of `cells` is joined to `start` side by side.
    package static func floorIsConnected(_ cells: [Cell], width: Int, from start: Position) -> Bool {
        let first = start.row * width + start.column
        var seen = [Bool](repeating: false, count: cells.count)
        var stack = [first]
        seen[first] = true
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
