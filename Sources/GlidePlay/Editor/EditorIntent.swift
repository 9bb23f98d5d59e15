import GlideRules

/// What the designer asks of the editor, as a front reads it from keys and the mouse. Which
/// intents mean something depends on the editor's `mode`, `question` and `panel` (a front maps
/// keys by them); the editor ignores an intent that means nothing where it stands.
public enum EditorIntent: Hashable, Sendable {
    // The cursor and the brush.
    case moveCursor(Direction)
    /// Makes `brush` the brush and draws it under the cursor.
    case draw(PackEditor.Brush)
    case toggleWall
    /// A click or a drag with the mouse: a line with the brush, the cursor left at its end.
    case drawLine(from: Position, to: Position)

    // Rows and columns, transforms.
    /// Waits for the side to add a row or column at (`chooseSide`).
    case addLine
    /// Waits for the side to remove a row or column from (`chooseSide`).
    case removeLine
    case chooseSide(LevelDraft.Side)
    /// Turns or flips the selection, or the whole level when nothing is selected.
    case transform(BoardTransform)
    case crop

    // The selection and the tools that use it.
    /// Sets a corner at the cursor, or clears it.
    case toggleMark
    case clearMark
    case rectangle(filled: Bool)
    case fill
    /// Arrows then move the selected block (`moveBlock`) until anything else drops it.
    case startMovingBlock
    case moveBlock(Direction)
    case dropBlock
    /// The selected block to the editor's clipboard; cut leaves floor in its place.
    case copyBlock, cutBlock
    /// The block copied last, at the cursor.
    case pasteBlock
    /// The level's code to the system clipboard.
    case copyLevelCode

    case undo, redo

    // The level's metadata.
    /// Opens a one-line field for `field`, holding its value.
    case editField(MetadataField)
    case field(FieldInput)

    // The pack's levels.
    case selectLevel(Int)
    case addLevel, duplicateLevel
    /// Asks before deleting the current level.
    case deleteLevel
    case moveLevel(by: Int)

    // The verdict, the solution and the assistant.
    /// The verdict in full, with the cells it names (`panel`).
    case explainVerdict
    case showSolution
    case stepSolution(forward: Bool)
    case toggleSolutionPlaying
    /// Speed, jumps (and steps) of the solution on show.
    case controlSolution(ReplayControl)
    /// The solution's moves in full (`panel`).
    case showSolutionMoves
    case copySolution
    case stopSolution
    case openAssistant
    /// The next (+1) or previous (-1) proposal.
    case chooseProposal(by: Int)
    /// The best proposal so far.
    case chooseBestProposal
    case applyProposal
    /// Lets the assistant try edits of the level's outline too.
    case includeOutline
    case closeAssistant

    case playTest
    /// Saves (asks first if levels would lose their Par, or the file changed on disk).
    case save
    /// Leaves (asks first if there are unsaved changes).
    case quit
    /// Answers the question on show.
    case answer(Bool)
    /// Closes the panel on show.
    case closePanel
    /// A key that means nothing else: ends a choice the editor was waiting for.
    case cancel
}

/// A metadata line the editor's fields edit.
public enum MetadataField: String, CaseIterable, Hashable, Sendable {
    case title = "Title"
    case author = "Author"
    case comment = "Comment"

    /// The key as the level file writes it.
    public var key: String { rawValue }
}

/// Typing in a one-line field.
public enum FieldInput: Hashable, Sendable {
    case type(Character)
    case deleteBackward
    /// Empties the field.
    case clear
    /// Keeps the value for editing instead of replacing it on the next character (a cursor key).
    case keep
    /// Sets the value and closes the field.
    case commit
    /// Closes the field, changing nothing.
    case dismiss
}
