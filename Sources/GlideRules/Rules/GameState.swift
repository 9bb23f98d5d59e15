/// Where a game stands: the ball's cell and the painted floor cells. Everything else about a game
/// (the board, the move count, the history) lives elsewhere, so a state is exactly what the
/// solver searches over and what undo restores.
public struct GameState: Hashable, Sendable {
    public internal(set) var ball: Position
    public internal(set) var painted: CellSet

    /// A state with the ball on `ball` and exactly `painted` painted (cell indices of `board`).
    /// The ball's own cell is always painted; returns nil when the ball is not on floor or a
    /// painted index is not floor.
    public init?(board: Board, ball: Position, painted: some Sequence<Int>) {
        guard board[ball] == .floor else { return nil }
        var set = CellSet(capacity: board.cells.count)
        for index in painted {
            guard board.cells.indices.contains(index), board.cells[index] == .floor else { return nil }
            set.insert(index)
        }
        set.insert(board.index(of: ball))
        self.ball = ball
        self.painted = set
    }

    /// The state a level starts in: the ball on the start, only the start painted.
    public init(start board: Board) {
        ball = board.start
        painted = CellSet(capacity: board.cells.count)
        painted.insert(board.index(of: board.start))
    }

    public func isPainted(_ position: Position, on board: Board) -> Bool {
        board.contains(position) && painted.contains(board.index(of: position))
    }
}

extension Board {
    public var initialState: GameState { GameState(start: self) }

    public func isWon(_ state: GameState) -> Bool { state.painted.count == floorCount }

    /// Floor cells not yet painted in `state`, row by row.
    public func unpainted(in state: GameState) -> [Position] {
        cells.indices.filter { cells[$0] == .floor && !state.painted.contains($0) }.map(position(ofIndex:))
    }

    /// The board and state as text: `#` wall, `*` painted floor, `.` unpainted floor, `@` the
    /// ball, space void (trailing void dropped).
    public func text(of state: GameState) -> String {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let position = Position(row: row, column: column)
                switch self[position] {
                case _ where position == state.ball: line.append("@")
                case .floor: line.append(state.isPainted(position, on: self) ? "*" : ".")
                case .wall: line.append("#")
                case .void: line.append(" ")
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
