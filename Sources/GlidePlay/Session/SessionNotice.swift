import GlideRules

/// A line the session has for the player on the route on show, until their next key. A front
/// words it.
public enum SessionNotice: Hashable, Sendable {
    case locked(LevelLock)
    /// `n` on the last level of the last pack.
    case lastLevelOfLastPack
    /// `p` on the first level of the first pack.
    case firstLevelOfFirstPack
    /// The pack's last level was won: all its levels are solved (`unsolved` 0) or not; `next`
    /// is the pack play moves on to, if any.
    case packEnded(title: String, unsolved: Int, next: String?)
    /// The daily puzzle has no other level.
    case onePuzzleADay
    /// `c` in the daily puzzle before a win.
    case nothingToCopyYet
    case resultCopied
    /// `c` in level select: level `level`'s code went to the clipboard.
    case levelCodeCopied(level: Int, String)
    /// `b` on a level without a kept solution of the player's.
    case noSolutionKept
    /// `o` on a level not solved yet.
    case solveFirst
    case editingUnavailable(EditingUnavailable)
    /// What the daily puzzle has to say as it opens.
    case dailyGreeting(DailyStanding.Greeting)
    /// A replay that cannot be shown: no moves kept, or no shortest solution in time.
    case replayUnavailable(ReplayRoute.Problem)
    /// The progress file could not be read (and was set aside, or is in the way).
    case progressUnreadable(ProgressStore.LoadWarning)
    case progressNotSaved(ProgressStore.SaveFailure)
}

/// A yes-or-no question of the session's own (the editor asks its own: `EditorQuestion`).
public enum SessionQuestion: Hashable, Sendable {
    /// `e` on a bundled pack: export it to `path` and edit that? (`level`: where to open it.)
    case exportForEditing(pack: Int, fileName: String, path: String, level: Int)
}
