import GlideRules

/// A game's whole history as the progress file keeps it, so that leaving a level (or quitting)
/// never throws an attempt away: every move and restart in order, and how far along it the game
/// stood (what lies beyond can still be redone).
public struct SavedAttempt: Codable, Hashable, Sendable {
    /// One letter per move (`RDLU`), `/` for a restart.
    public var actions: String
    /// How many of `actions` had been played (the rest were undone).
    public var played: Int
    /// Where along `actions` a hint was shown (0: at the start, n: after the n-th action), so
    /// that leaving a level does not wipe its hints; absent in files from before hints were kept.
    public var hints: [Int]?

    public init(actions: String, played: Int, hints: [Int]? = nil) {
        self.actions = actions
        self.played = played
        self.hints = hints
    }

    static let restartMark: Character = "/"
}

extension GameSession {
    /// The history as the progress file keeps it; nil when nothing has been played.
    public var savedAttempt: SavedAttempt? {
        guard history.count > 1 else { return nil }
        var actions = ""
        for step in history.dropFirst() {
            switch step.action {
            case .begin: continue
            case let .move(slide): actions.append(slide.direction.letter)
            case .restart: actions.append(SavedAttempt.restartMark)
            }
        }
        return SavedAttempt(actions: actions, played: cursor)
    }

    /// The most steps an attempt may replay into the history on `board`: each keeps a whole
    /// state (a bit per cell), and all of them together stay within 256 MiB (on the largest
    /// boards about 32 000 steps; on most, `ProgressLimits.attemptActions`).
    public static func maximumResumedSteps(on board: Board) -> Int {
        let bytesPerStep = board.cells.count / 8 + 64
        return min(ProgressLimits.attemptActions, (256 << 20) / bytesPerStep)
    }

    /// The game of `attempt` on `board`, its history rebuilt by playing it again; nil when the
    /// attempt does not fit the board (a move that no longer moves, one after a win, a count
    /// out of range, more steps than the board allows): then the level starts afresh.
    public init?(board: Board, resuming attempt: SavedAttempt) {
        guard attempt.actions.utf8.count <= Self.maximumResumedSteps(on: board) else { return nil }
        self.init(board: board)
        for character in attempt.actions {
            if character == SavedAttempt.restartMark {
                guard restart() else { return nil }
            } else {
                guard let direction = Direction(letter: character), move(direction) != nil else { return nil }
            }
        }
        guard (0..<history.count).contains(attempt.played) else { return nil }
        while cursor > attempt.played { undo() }
    }
}
