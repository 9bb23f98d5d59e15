import GlidePlay
import GlideRules
import GlideWording

/// The level editor (the session's `PackEditor`) as the terminal shows it: it maps keys and
/// the mouse to intents by the editor's question, panel, replay and mode, lays the draft out
/// and draws it with the status, the verdict, the line of the moment and the key legend.
struct EditorScreen {
    let editor: PackEditor
    let options: PlayOptions
    let width: Int
    let height: Int
    /// The zoom, the scroll and the overlays the app keeps for the editor.
    var view = EditorView()

    var document: PackDocument { editor.document }

    // MARK: Input

    /// The intent of a key, as the editor stands.
    func intent(for key: Key) -> PlayIntent? {
        if editor.question != nil {
            return .edit(.answer(key == .character("y") || key == .character("Y")))
        }
        if editor.panel != nil { return .edit(.closePanel) }
        if editor.replay != nil { return .edit(solutionIntent(for: key)) }
        switch editor.mode {
        case .normal: return normalIntent(for: key)
        case .choosingSide: return .edit(key.direction().map { .chooseSide(LevelDraft.Side($0)) } ?? .cancel)
        case .movingBlock: return .edit(key.direction().map(EditorIntent.moveBlock) ?? .dropBlock)
        case .field: return fieldIntent(for: key).map { .edit(.field($0)) }
        case .assistant: return .edit(assistantIntent(for: key))
        }
    }

    /// Keys while the solution is shown: the arrows step through it, space plays or pauses,
    /// + and - change its speed, Home and End go to its start and end, `c` copies the moves,
    /// `e` shows them all; any other key ends the showing.
    private func solutionIntent(for key: Key) -> EditorIntent {
        if let control = ReplayScreen.control(for: key) { return .controlSolution(control) }
        return switch key {
        case .right, .character("l"), .character("n"): .stepSolution(forward: true)
        case .left, .character("h"), .character("N"): .stepSolution(forward: false)
        case .character(" "): .toggleSolutionPlaying
        case .character("e"): .showSolutionMoves
        case .character("c"): .copySolution
        default: .stopSolution
        }
    }

    /// A field opened with its value: typing replaces it (it shows selected), Backspace or an
    /// arrow keeps it for editing, Ctrl-U clears it.
    private func fieldIntent(for key: Key) -> FieldInput? {
        switch key {
        case .enter: .commit
        case .escape: .dismiss
        case .control("u"): .clear
        case .backspace: .deleteBackward
        case let .character(character): .type(character)
        case .left, .right, .end, .home: .keep
        default: nil
        }
    }

    private func assistantIntent(for key: Key) -> EditorIntent {
        switch key {
        case .right, .down, .tab, .character("l"), .character("j"): .chooseProposal(by: 1)
        case .left, .up, .backTab, .character("h"), .character("k"): .chooseProposal(by: -1)
        case .home: .chooseBestProposal
        case .enter: .applyProposal
        case .character("o"): .includeOutline
        default: .closeAssistant
        }
    }

    private func normalIntent(for key: Key) -> PlayIntent? {
        if let direction = key.direction() { return .edit(.moveCursor(direction)) }
        if case let .character(character) = key, let brush = PackEditor.Brush(rawValue: character) {
            return .edit(.draw(brush))
        }
        switch key {
        case .character("?"): return .help
        case .escape where editor.mark != nil: return .edit(.clearMark)
        case .character("q"), .escape, .control("c"): return .edit(.quit)
        default: return Self.keys[key].map(PlayIntent.edit) ?? levelIntent(for: key).map(PlayIntent.edit)
        }
    }

    /// The keys that always mean the same on the board.
    private static let keys: [Key: EditorIntent] = [
        .character("x"): .toggleWall, .character("u"): .undo, .character("y"): .redo, .control("r"): .redo,
        .character("+"): .addLine, .character("-"): .removeLine,
        .character("r"): .transform(.rotateClockwise),
        .character("f"): .transform(.flipHorizontal), .character("v"): .transform(.flipVertical),
        .character("c"): .crop, .character("m"): .toggleMark, .character("b"): .rectangle(filled: false),
        .character("B"): .rectangle(filled: true), .character("F"): .fill, .character("M"): .startMovingBlock,
        .character("Y"): .copyBlock, .character("X"): .cutBlock, .character("P"): .pasteBlock,
        .character("K"): .copyLevelCode,
        .character("e"): .explainVerdict, .character("a"): .openAssistant,
        .character("t"): .editField(.title),
        .character("A"): .editField(.author), .character("C"): .editField(.comment),
        .character("n"): .addLevel, .character("d"): .duplicateLevel, .character("D"): .deleteLevel,
        .character("<"): .moveLevel(by: -1), .character(">"): .moveLevel(by: 1),
        .character("s"): .showSolution,
        .character("p"): .playTest, .character("w"): .save, .control("s"): .save,
    ]

    /// The keys that move between the pack's levels.
    private func levelIntent(for key: Key) -> EditorIntent? {
        switch key {
        case .character("]"), .pageDown: .selectLevel(document.current + 1)
        case .character("["), .pageUp: .selectLevel(document.current - 1)
        default: nil
        }
    }

    /// A press on the board's cell, where a drawn line starts; nil off the board, or while
    /// anything but the board takes the keys.
    func pressedCell(x: Int, y: Int) -> Position? {
        guard editor.mode == .normal, editor.question == nil, editor.panel == nil, editor.replay == nil else {
            return nil
        }
        return cell(atX: x, y: y, now: 0)
    }
}
