import GlideRules

/// A level being drawn: any grid of cells with at most one start. Unlike a `Board` it may be
/// unfinished (no start yet, an empty row); `board` says whether it is a level and why not.
public struct LevelDraft: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var cells: [Cell]
    /// The start, if placed; always a floor cell.
    public private(set) var start: Position?

    /// Why a draft is not (yet) a level.
    public enum Problem: Error, Hashable, Sendable {
        case noStart
        /// A row with neither wall nor floor between others (it would read as a blank line).
        case emptyRow(Int)
    }

    public enum Side: Hashable, Sendable, CaseIterable {
        case top, bottom, left, right

        /// The side a direction points at.
        public init(_ direction: Direction) {
            switch direction {
            case .up: self = .top
            case .down: self = .bottom
            case .left: self = .left
            case .right: self = .right
            }
        }
    }

    /// A `width`×`height` grid of one kind of cell, without a start.
    public init(width: Int, height: Int, filledWith cell: Cell = .void) {
        self.width = min(max(1, width), Board.maximumSide)
        self.height = min(max(1, height), Board.maximumSide)
        cells = Array(repeating: cell, count: self.width * self.height)
        start = nil
    }

    public init(board: Board) {
        width = board.width
        height = board.height
        cells = board.cells
        start = board.start
    }

    /// A new level: floor inside a wall border, the start in the top-left corner of the floor.
    public static func room(width: Int, height: Int) -> LevelDraft {
        var draft = LevelDraft(width: max(3, width), height: max(3, height), filledWith: .floor)
        for position in draft.positions
        where position.row == 0 || position.column == 0 || position.row == draft.height - 1
            || position.column == draft.width - 1
        {
            draft.cells[draft.index(position)] = .wall
        }
        draft.start = Position(row: 1, column: 1)
        return draft
    }

    public var positions: [Position] {
        (0..<height).flatMap { row in (0..<width).map { Position(row: row, column: $0) } }
    }

    public func contains(_ p: Position) -> Bool {
        p.row >= 0 && p.row < height && p.column >= 0 && p.column < width
    }

    private func index(_ p: Position) -> Int { p.row * width + p.column }

    public subscript(position: Position) -> Cell { contains(position) ? cells[index(position)] : .void }

    // MARK: Drawing

    /// Sets a cell. Covering the start with a wall or void removes the start.
    public mutating func set(_ position: Position, to cell: Cell) {
        guard contains(position) else { return }
        cells[index(position)] = cell
        if position == start, cell != .floor { start = nil }
    }

    /// Moves the start to `position` (which becomes floor): there is never more than one.
    public mutating func placeStart(at position: Position) {
        guard contains(position) else { return }
        cells[index(position)] = .floor
        start = position
    }

    /// Takes the start away; its cell stays floor.
    public mutating func removeStart() { start = nil }

    /// A wall becomes floor; anything else becomes wall.
    public mutating func toggleWall(_ position: Position) {
        set(position, to: self[position] == .wall ? .floor : .wall)
    }

    /// Sets every cell on the straight line from `from` to `to` (as a mouse drag paints).
    public mutating func drawLine(from: Position, to: Position, cell: Cell) {
        for position in Self.line(from: from, to: to) { set(position, to: cell) }
    }

    /// The cells of a line between two positions (Bresenham), ends included.
    static func line(from a: Position, to b: Position) -> [Position] {
        var points: [Position] = []
        var (x, y) = (a.column, a.row)
        let dx = abs(b.column - a.column), dy = -abs(b.row - a.row)
        let sx = a.column < b.column ? 1 : -1, sy = a.row < b.row ? 1 : -1
        var error = dx + dy
        while true {
            points.append(Position(row: y, column: x))
            if x == b.column, y == b.row { break }
            let twice = 2 * error
            if twice >= dy { error += dy; x += sx }
            if twice <= dx { error += dx; y += sy }
        }
        return points
    }

    // MARK: Shape

    /// Adds a row or column of void at `side`. False at the size limit.
    @discardableResult
    public mutating func insertLine(at side: Side) -> Bool {
        let horizontal = side == .top || side == .bottom
        guard (horizontal ? height : width) < Board.maximumSide else { return false }
        let newWidth = horizontal ? width : width + 1, newHeight = horizontal ? height + 1 : height
        let shift = Position(row: side == .top ? 1 : 0, column: side == .left ? 1 : 0)
        rebuild(width: newWidth, height: newHeight) { p in
            Position(row: p.row - shift.row, column: p.column - shift.column)
        }
        return true
    }

    /// Removes the row or column at `side` (and the start, if it stood there). False when only
    /// one is left.
    @discardableResult
    public mutating func removeLine(at side: Side) -> Bool {
        let horizontal = side == .top || side == .bottom
        guard (horizontal ? height : width) > 1 else { return false }
        let newWidth = horizontal ? width : width - 1, newHeight = horizontal ? height - 1 : height
        let shift = Position(row: side == .top ? 1 : 0, column: side == .left ? 1 : 0)
        rebuild(width: newWidth, height: newHeight) { p in
            Position(row: p.row + shift.row, column: p.column + shift.column)
        }
        return true
    }

    /// Rotates or reflects the whole draft.
    public mutating func apply(_ transform: BoardTransform) {
        let moved = transform.apply(to: cells, width: width, height: height)
        start = start.map { transform.map($0, width: width, height: height) }
        (cells, width, height) = moved
    }

    /// Shrinks the draft to the rows and columns holding walls or floor. False when there is
    /// nothing to crop to, or nothing to remove.
    @discardableResult
    public mutating func crop() -> Bool {
        guard let used = usedBounds, used.width < width || used.height < height else { return false }
        rebuild(width: used.width, height: used.height) { p in
            Position(row: p.row + used.top, column: p.column + used.left)
        }
        return true
    }

    /// The rows and columns holding walls or floor; nil for an all-void draft.
    public var usedBounds: Bounds? { Bounds(positions.lazy.filter { self[$0] != .void }) }

    /// The first row holding a wall or floor: the draft row of board row 0 (boards leave void
    /// rows out). The first such cell's row: the editor asks for every frame and every event,
    /// and the bounds of a 45×45 draft took most of the time it spent on the assistant's results.
    public var firstFilledRow: Int { cells.firstIndex { $0 != .void }.map { $0 / width } ?? 0 }

    /// Replaces the grid by a `newWidth`×`newHeight` one whose cell p comes from `source(p)`.
    private mutating func rebuild(width newWidth: Int, height newHeight: Int, source: (Position) -> Position)
    {
        var moved = [Cell](repeating: .void, count: newWidth * newHeight)
        var newStart: Position? = nil
        for row in 0..<newHeight {
            for column in 0..<newWidth {
                let position = Position(row: row, column: column)
                let from = source(position)
                moved[row * newWidth + column] = self[from]
                if from == start { newStart = position }
            }
        }
        width = newWidth
        height = newHeight
        cells = moved
        start = newStart
    }

    // MARK: As a level

    /// The draft as a board: void rows above and below are left out; a missing start or an
    /// empty row in between is a problem.
    public var board: Result<Board, Problem> {
        guard let start else { return .failure(.noStart) }
        let filled = (0..<height).filter { row in (0..<width).contains { cells[row * width + $0] != .void } }
        guard let top = filled.first, let bottom = filled.last else { return .failure(.noStart) }
        if let gap = (top...bottom).first(where: { !filled.contains($0) }) { return .failure(.emptyRow(gap)) }
        let rows = Array(cells[(top * width)..<((bottom + 1) * width)])
        do {
            return .success(
                try Board(
                    width: width, height: bottom - top + 1, cells: rows,
                    start: Position(row: start.row - top, column: start.column)))
        } catch {
            return .failure(.noStart)  // not reached: the checks above cover what Board refuses
        }
    }
}
