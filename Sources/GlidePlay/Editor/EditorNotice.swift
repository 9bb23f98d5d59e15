import GlideRules

/// What the editor tells the designer after an intent: what a tool did, or why it did nothing.
/// A front words it; it stands until the next intent.
public enum EditorNotice: Hashable, Sendable {
    case refused(EditorRefusal)
    /// The pack was read with format errors in these levels (0-based), repaired and marked.
    case readWithErrors(levels: [Int])
    case lineAdded(LevelDraft.Side)
    case lineRemoved(LevelDraft.Side)
    /// Level `index` (0-based) was deleted.
    case levelDeleted(index: Int)
    case cornerSet
    /// `m` again: the corner and the selection are gone.
    case selectionCleared
    case rectangleDrawn(filled: Bool, width: Int, height: Int, brush: PackEditor.Brush)
    case filled(cells: Int, brush: PackEditor.Brush)
    case blockMoved
    /// A block was copied (or cut) to the editor's clipboard.
    case blockCopied(width: Int, height: Int, cut: Bool)
    /// The block was pasted; `clipped` when part of it fell off the grid.
    case blockPasted(width: Int, height: Int, clipped: Bool)
    case blockTransformed(BoardTransform)
    /// The level's code went to the clipboard.
    case levelCodeCopied(String)
    case fieldSet(MetadataField)
    /// Level `index` (0-based) was added, or made as a copy of the one before it.
    case levelAdded(index: Int)
    case levelDuplicated(index: Int)
    /// The assistant's proposal was applied to a level whose par and traps were `parBefore`
    /// and `trapsBefore`; `at` is the cell as the level file names it.
    case proposalApplied(DesignAssistant.Proposal, at: Position, parBefore: Int, trapsBefore: Int?)
    case solutionCopied(moves: Int)
    case saved(fileName: String)
    case notSaved(SaveFailure)
    case playTestWon(moves: Int)
}

/// Why the editor did nothing. Where the verdict is the reason (no optimum, no solution, not a
/// level), a front says the verdict too.
public enum EditorRefusal: Hashable, Sendable {
    case nothingToUndo, nothingToRedo, nothingToCrop
    /// A rectangle needs a corner set first.
    case noCorner
    /// Moving a block needs a selection first.
    case noBlock
    /// The start is one cell: the area tools need a wall, floor or void brush.
    case startIsOneCell
    case alreadyFilled(PackEditor.Brush)
    case blockAtEdge
    /// Paste before anything was copied.
    case nothingToPaste
    /// A new level's size that does not read as `W×H` (3 to 256 each).
    case badLevelSize
    case lastLevel
    /// The assistant needs the level's proven optimum.
    case noProvenOptimum
    /// There is no solution to show.
    case noSolution
    /// The draft is not a level that can be played yet.
    case notPlayable
}

/// Why a save wrote nothing.
public enum SaveFailure: Hashable, Sendable {
    /// The designer said no to writing levels without their Par.
    case declined
    /// The file changed on disk, and a question was already up: save again to be asked.
    case changedOnDisk
    /// The file is read-only, and a question was already up: save again to be asked.
    case readOnly
    /// Levels would lose their Par, and a question was already up: save again to decide.
    case wouldDropPar([SaveWarning])
    /// Levels declare wrong numbers, and a question was already up: save again to decide.
    case wrongNumbers([WrongNumbers])
    case unsavable(PackDocument.Unsavable)
    case writeFailed(AtomicFile.Failure)
    /// The file written does not read back as a pack.
    case unreadable(LevelFormatError)
}
