extension PackEditor {
    /// Plays the shortest solution back on the board; false when there is none to show.
    @discardableResult
    public mutating func startReplay(now: Double) -> Bool {
        guard let moves = verdict.solution, !moves.isEmpty,
            case let .success(board) = draft.board
        else { return false }
        replay = SolutionReplay(board: board, moves: moves, timing: timing, now: now)
        return true
    }

    public mutating func stopReplay() { replay = nil }

    /// Steps through the solution shown: the next move (animated) or back one.
    public mutating func stepReplay(forward: Bool, now: Double) {
        if forward { replay?.stepForward(now: now) } else { replay?.stepBack() }
    }

    public mutating func toggleReplay(now: Double) { replay?.togglePlaying(now: now) }
}
