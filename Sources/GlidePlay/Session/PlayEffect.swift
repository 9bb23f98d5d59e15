import GlideRules
import GlideSolverClient

/// What the session asks its driver to do. The session never touches a file, a thread or the
/// terminal: the driver carries these out, and what comes back returns as intents.
public enum PlayEffect: Hashable, Sendable {
    /// The player's progress changed: write `PlaySession.progress`.
    case saveProgress
    case solver(SolverEffect)
    /// Write the editor's pack atomically unless the file no longer holds `expected`, or is
    /// read-only and `ifReadOnly` refuses; answered by `.written`.
    case write(path: String, bytes: [UInt8], expected: FileExpectation, ifReadOnly: AtomicFile.ReadOnly)
    /// Put this on the system clipboard.
    case copy(Clip)
    /// Open pack `pack` for editing; answered by `.editingOpened`.
    case openForEditing(pack: Int)
    /// Export the bundled pack `pack` to `path` and open that for editing; answered by
    /// `.editingOpened`.
    case exportForEditing(pack: Int, path: String)
    /// Read pack `pack` again from disk after editing; answered by `.reloaded`.
    case reloadPack(Int)
    /// Make the daily puzzle of a date (it may take seconds: in the background); answered by
    /// `.dailyMade`.
    case makeDaily(DailyDate)
    /// Ring the terminal's bell: something the player asked for was refused, or a level was
    /// won and the player asked for a bell then (`PlayerPreferences.bellOnWin`).
    case bell
    case quit
}

/// Something for the clipboard, worded by the front.
public enum Clip: Hashable, Sendable {
    /// Moves, as `glide replay` takes them.
    case moves([Direction])
    /// The daily puzzle's result line, with the streak, as the screen shows it.
    case dailyResult(DailyDate, DailyRecord, DailyStreak)
    /// A level's code (`LevelCode`).
    case levelCode(String)
}
