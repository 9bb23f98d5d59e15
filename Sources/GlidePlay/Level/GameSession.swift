import GlideRules

/// A game in progress on one board: the mid end between the pure rules and a front. It owns the
/// move count, unlimited undo and redo, and restart, which is itself an undoable step. It can be
/// saved as the board plus `moves` and rebuilt by replaying them.
public struct GameSession: Sendable {
    /// One entry of the history. Keeping whole states makes undo and redo exact and O(1).
    public struct Step: Sendable, Hashable {
        public enum Action: Sendable, Hashable {
            case begin
            case move(Slide)
            case restart
        }

        public let action: Action
        public let state: GameState
        /// Moves since the level began or was last restarted.
        public let moveCount: Int
    }

    /// What replaying a move string did.
    public struct ReplayReport: Sendable, Equatable {
        /// Moves that moved the ball.
        public var applied = 0
        /// 1-based positions (within the replayed moves) of moves that did not move the ball.
        public var blocked: [Int] = []
        /// 1-based positions of moves given after the level was already won; they are ignored.
        public var afterWin: [Int] = []
    }

    public let board: Board
    public private(set) var history: [Step]
    /// Index in `history` of the step the game is at; steps after it can be redone.
    public private(set) var cursor: Int

    public init(board: Board) {
        self.board = board
        history = [Step(action: .begin, state: board.initialState, moveCount: 0)]
        cursor = 0
    }

    public var current: Step { history[cursor] }
    public var state: GameState { current.state }
    public var moveCount: Int { current.moveCount }
    public var isWon: Bool { board.isWon(state) }
    public var canUndo: Bool { cursor > 0 }
    public var canRedo: Bool { cursor < history.count - 1 }

    /// The moves since the level began or was last restarted, in order.
    public var moves: [Direction] {
        var result: [Direction] = []
        for step in history[...cursor].reversed() {
            switch step.action {
            case .begin, .restart: return result.reversed()
            case let .move(slide): result.append(slide.direction)
            }
        }
        return result.reversed()
    }

    /// Swipes in `direction`. Returns the slide, or nil when nothing moved (a blocked swipe, or
    /// the level is already won); then nothing changes and no move is counted. A move discards
    /// whatever could have been redone.
    @discardableResult
    public mutating func move(_ direction: Direction) -> Slide? {
        guard !isWon, let slide = board.slide(from: state, direction) else { return nil }
        push(Step(action: .move(slide), state: slide.result, moveCount: moveCount + 1))
        return slide
    }

    /// Puts the ball back on the start with nothing but the start painted. Undo brings the game
    /// back. Returns false (and changes nothing) when the game is already at its start.
    @discardableResult
    public mutating func restart() -> Bool {
        guard state != board.initialState || moveCount != 0 else { return false }
        push(Step(action: .restart, state: board.initialState, moveCount: 0))
        return true
    }

    /// Steps back once; returns the step that was undone, or nil at the beginning.
    @discardableResult
    public mutating func undo() -> Step? {
        guard canUndo else { return nil }
        cursor -= 1
        return history[cursor + 1]
    }

    /// Steps forward again; returns the step redone, or nil when there is nothing to redo.
    @discardableResult
    public mutating func redo() -> Step? {
        guard canRedo else { return nil }
        cursor += 1
        return history[cursor]
    }

    /// Plays `moves` in order from the current state.
    @discardableResult
    public mutating func replay(_ moves: [Direction]) -> ReplayReport {
        var report = ReplayReport()
        for (offset, direction) in moves.enumerated() {
            if isWon {
                report.afterWin.append(offset + 1)
            } else if move(direction) != nil {
                report.applied += 1
            } else {
                report.blocked.append(offset + 1)
            }
        }
        return report
    }

    private mutating func push(_ step: Step) {
        history.removeSubrange((cursor + 1)...)
        history.append(step)
        cursor += 1
    }
}
