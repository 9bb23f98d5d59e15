import GlideRules

/// What the editor's next key is for: the board, or a choice it is waiting for.
public enum EditorMode: Hashable, Sendable {
    case normal
    /// Waiting for the side (an arrow) to add a row or column at, or to remove one from.
    case choosingSide(adding: Bool)
    /// Arrows move the selected block; anything else drops it (one undo step).
    case movingBlock
    /// A one-line field for a metadata value.
    case field(FieldEdit)
    /// The assistant's proposals, `selection` previewed on the board.
    case assistant(selection: DesignAssistant.Proposal.ID?)

    public var isAssistant: Bool {
        if case .assistant = self { true } else { false }
    }
}

/// What a one-line field sets.
public enum EditorField: Hashable, Sendable {
    case metadata(MetadataField)
    /// The size of a new level, `W×H` (`n`).
    case newLevelSize
}

/// A value being typed in a one-line field.
public struct FieldEdit: Hashable, Sendable {
    public let field: EditorField
    public private(set) var text: String
    /// While true, typing replaces the value the field opened with (shown selected).
    public private(set) var replacesOnType: Bool

    init(field: EditorField, text: String) {
        self.field = field
        self.text = text
        replacesOnType = true
    }

    /// The field after `input`; nil for the inputs that close it (`commit`, `dismiss`).
    mutating func apply(_ input: FieldInput) {
        switch input {
        case let .type(character):
            text = (replacesOnType ? "" : text) + String(character)
        case .deleteBackward:
            text = String(text.dropLast())
        case .clear:
            text = ""
        case .keep, .commit, .dismiss:
            break
        }
        replacesOnType = false
    }
}

/// A panel of text over the board; any key closes it.
public enum EditorPanel: Hashable, Sendable {
    /// The verdict in full, with the cells it names and the first moves.
    case verdict
    /// The solution's moves, wrapped.
    case solutionMoves
}

/// A yes-or-no question the editor waits on; every other key is no.
public enum EditorQuestion: Hashable, Sendable {
    case deleteLevel(Int)
    case quitWithoutSaving
    /// The file changed on disk since it was read (or saved): replace it? `confirmed`: the
    /// designer already agreed to the levels it writes without Par.
    case overwriteChangedFile(confirmed: Bool)
    /// Levels would be written without their Par (and Difficulty).
    case saveWithoutPar([SaveWarning], overwriting: Bool)
    /// Levels declare a Par or Difficulty other than the solver proved: write the proven ones
    /// (yes) or keep them (no)? Either way the save goes on.
    case fixNumbers([WrongNumbers], overwriting: Bool, confirmed: Bool)
    /// The file is read-only: replace it (keeping it read-only)? `confirmed` and `overwriting`:
    /// what the designer agreed to before.
    case replaceReadOnlyFile(confirmed: Bool, overwriting: Bool)
}

/// What the editor asks of its surroundings.
public enum EditorEffect: Hashable, Sendable {
    /// Write the pack atomically, unless the file no longer holds `expected`, or is read-only
    /// and `ifReadOnly` refuses (`fileWritten` answers).
    case write(path: String, bytes: [UInt8], expected: FileExpectation, ifReadOnly: AtomicFile.ReadOnly)
    case copy([Direction])
    /// Put the level code on the clipboard.
    case copyLevelCode(String)
    /// Play the level, then come back.
    case playTest(Level)
    /// Ring the bell: the editor refused what was asked.
    case bell
    case quit
}

/// What a save may replace.
public enum FileExpectation: Hashable, Sendable {
    /// Whatever is there: the designer chose to overwrite.
    case anything
    /// Exactly these bytes, or no file when nil: what was read or last saved.
    case contents([UInt8]?)
}

/// How a write went, as the driver reports it.
public enum WriteOutcome: Hashable, Sendable {
    case written
    /// The file no longer holds what was expected; nothing was written.
    case changedOnDisk
    /// The file is read-only and replacing it was not agreed to; nothing was written.
    case readOnly
    /// The file system refused (permissions, a full disk…).
    case failed(AtomicFile.Failure)
}
