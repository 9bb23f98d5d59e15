import GlidePlay
import GlideRules

extension LevelLock {
    /// "Level 9 is locked: it opens when levels 1–6 are solved."
    public var text: String {
        let needed = firstLevelsToSolve == 1 ? "level 1 is" : "levels 1–\(firstLevelsToSolve) are"
        return "Level \(level + 1) is locked: it opens when \(needed) solved."
    }
}

extension SessionNotice {
    public var text: String {
        switch self {
        case let .locked(lock): lock.text
        case .lastLevelOfLastPack: "This is the last level of the last pack."
        case .firstLevelOfFirstPack: "This is the first level of the first pack."
        case let .packEnded(title, unsolved, next):
            (unsolved == 0
                ? "\(title) complete!" : "End of \(title) (\(counted(unsolved, "level")) to solve).")
                + (next.map { " On to \($0)." } ?? "")
        case .onePuzzleADay: "One puzzle a day: the next one comes at midnight UTC."
        case .nothingToCopyYet: "Nothing to copy yet: win the puzzle first."
        case .resultCopied: "Result line copied to the clipboard."
        case let .levelCodeCopied(level, code): LevelCodeWording.copied(code, level: level)
        case .noSolutionKept: "No solution of yours is kept for this level yet: win it to keep one."
        case .solveFirst: "Solve the level first, then o shows a shortest solution."
        case let .editingUnavailable(reason): reason.text
        case let .dailyGreeting(greeting): greeting.text
        case let .replayUnavailable(problem): problem.text
        case let .progressUnreadable(warning): warning.description
        case let .progressNotSaved(failure): "Progress not saved: \(failure)"
        }
    }
}

extension SessionQuestion {
    /// The question, with the keys that answer it.
    public var text: String {
        switch self {
        case let .exportForEditing(_, fileName, path, _):
            "\(fileName) is built into glide. Export it to \(path) and edit that? (y/n)"
        }
    }
}

extension EditingUnavailable {
    public var text: String {
        switch self {
        // Asked about (`SessionQuestion.exportForEditing`) rather than told.
        case let .bundled(fileName, _): "\(fileName) is built into glide."
        case let .unreadable(path, error):
            "Cannot edit \(path): \(error.diagnostics.first?.message ?? "unreadable")"
        case let .exportFailed(path, reason): "Cannot export to \(path): \(reason)"
        case .notEditable: "This pack cannot be edited here."
        }
    }
}

extension ReplayRoute.Problem {
    public var text: String {
        switch self {
        case .noMovesKept: "No moves kept."
        case .noShortestInTime: "The solver found no shortest solution in time."
        }
    }
}

extension LevelPlay.Notice {
    public var text: String {
        switch self {
        case .nothingToUndo: "Nothing to undo."
        case .nothingToRedo: "Nothing to redo."
        case .restarted: "Restarted: u brings the game back."
        case .thinking: "Thinking…"
        case let .hint(direction, proven): "Hint: \(direction.name)" + (proven ? "" : " (best found so far)")
        case .noHintInTime: "No hint found in time."
        case let .resumed(moves) where moves == 0:
            "Your attempt goes on where you left it: u and y step through it."
        case let .resumed(moves): "Your attempt goes on: \(counted(moves, "move")) played. r restarts."
        }
    }
}

extension PositionLoss {
    /// The line under the board while the position on show cannot be finished.
    public var text: String {
        switch cause {
        case let .move(number, direction):
            let after = movesSince == 0 ? "" : " and the \(counted(movesSince, "move")) after it"
            return
                "No way to finish from here: u undoes the move that lost (move \(number), \(direction.name))"
                + after + "."
        case .start:
            return "This level cannot be finished, even from its start."
        case .unknown:
            return "No way to finish from here: undo (u) or restart (r)."
        }
    }

    /// The same, for a narrow terminal.
    public var shortText: String {
        switch cause {
        case let .move(number, _): "No way to finish: u goes back to before move \(number)."
        case .start: "This level cannot be finished."
        case .unknown: "No way to finish: u undoes."
        }
    }

    /// The status bar's word for it, in place of the stars still within reach.
    public static let statusText = "No finish"
}
