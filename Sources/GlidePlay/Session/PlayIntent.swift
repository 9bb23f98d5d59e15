import GlideRules
import GlideSolverClient

/// What the player (or the designer) asks of the app, as a front reads it from keys and the
/// mouse, and what comes back from the effects the app asked for. Which intents mean something
/// depends on the route on show; the session ignores an intent that means nothing there.
public enum PlayIntent: Hashable, Sendable {
    // Anywhere.
    /// Leave the route on show (q, Esc): back to level select, or quit at the root.
    case back
    /// The help of the route on show.
    case help
    /// Any other key, or a click: closes help or stats, hurries a won level on.
    case proceed

    // Level select.
    case select(pack: Int, level: Int)
    case openSelected
    case editSelected
    case watchSelected(ReplaySource)
    case showStats
    case showSettings
    /// The selected level's code (`LevelCode`), to the clipboard.
    case copyLevelCode
    /// Today's daily puzzle, above the pack's levels; `openSelected` then plays it.
    case selectDaily

    // Settings.
    /// The next (+1) or previous (-1) setting.
    case chooseSetting(by: Int)
    /// The chosen setting's next (+1) or previous (-1) value.
    case changeSetting(by: Int)

    // A level in play.
    case play(LevelPlay.Command)
    case nextLevel
    case previousLevel
    /// The daily puzzle's result line, to the clipboard.
    case copyResult

    // A replay.
    case controlReplay(ReplayControl)

    // The editor.
    case edit(EditorIntent)

    /// The answer to the session's question on show (a y/n key; any other key is no).
    case answer(Bool)

    // What came back from effects.
    case solved(SolveJob, SolveResult)
    /// The editor's save went out (`PlayEffect.write`).
    case written(WriteOutcome)
    /// A pack asked for with `openForEditing` or `exportForEditing`, ready to edit or not.
    case editingOpened(pack: Int, Result<EditableDocument, EditingUnavailable>)
    /// The pack as it now stands on disk after editing (`reloadPack`); nil if it cannot be read.
    case reloaded(pack: Int, PlayPack?)
    /// Saving the progress failed (`PlayEffect.saveProgress`).
    case progressNotSaved(ProgressStore.SaveFailure)
    /// The program is about to stop (a signal): what must outlive it is kept (the attempts of
    /// open games).
    case stopping
    /// The daily puzzle of a date, made (`PlayEffect.makeDaily`).
    case dailyMade(DailyDate, Level)

    /// Whether the player made it (a key or a click), so that notices give way to it.
    var isPlayer: Bool {
        switch self {
        case .solved, .written, .editingOpened, .reloaded, .progressNotSaved, .stopping, .dailyMade: false
        default: true
        }
    }
}

/// Whose solution a replay shows.
public enum ReplaySource: Hashable, Sendable {
    /// The player's best, as kept with their progress.
    case best
    /// A shortest solution, which the solver works out first.
    case par
}

/// A pack opened for editing: the document and the file it saves to.
public struct EditableDocument: Hashable, Sendable {
    public var document: PackDocument
    public var path: String

    public init(document: PackDocument, path: String) {
        self.document = document
        self.path = path
    }
}

/// Why a pack cannot be edited as it is.
public enum EditingUnavailable: Error, Hashable, Sendable {
    /// The pack is built into glide: it can be exported to `exportPath` and edited there.
    case bundled(fileName: String, exportPath: String)
    /// The pack's file does not read as a pack.
    case unreadable(path: String, LevelFormatError)
    /// Exporting a bundled pack failed.
    case exportFailed(path: String, reason: String)
    /// Nothing here can open packs for editing.
    case notEditable
}
