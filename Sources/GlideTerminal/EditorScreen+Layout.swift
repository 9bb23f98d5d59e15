import GlidePlay
import GlideRules
import GlideWording

/// What a key does to the editor's view rather than to the level.
enum EditorViewAction: Hashable, Sendable {
    /// Larger cells (true) or smaller.
    case zoom(in: Bool)
    case toggleTraps
}

extension EditorScreen {
    /// The keys of the view: `z` zooms in, `Z` out, `T` marks the traps. They work in every
    /// mode but while a question, a panel or a field takes the keys.
    func viewAction(for key: Key) -> EditorViewAction? {
        guard editor.question == nil, editor.panel == nil else { return nil }
        switch editor.mode {
        case .field, .choosingSide: return nil
        case .normal, .movingBlock, .assistant: break
        }
        switch key {
        case .character("z"): return .zoom(in: true)
        case .character("Z"): return .zoom(in: false)
        case .character("T"): return .toggleTraps
        default: return nil
        }
    }

    // MARK: Layout

    /// Rows the line of the moment takes under the board: two, or as many as a question or a
    /// notice needs to show whole (the board gives up rows for them, never the other way).
    var momentLines: Int {
        let needed: Int
        if editor.replay != nil {
            needed = 1 + (editor.notice.map { wrapped(editor.text($0)).count } ?? 1)
        } else if editor.mode.isAssistant, let assistant = editor.assistant {
            needed = 1 + assistantLines(assistant).count
        } else {
            needed = momentMessage.map { wrapped($0).count } ?? 2
        }
        return needed.clamped(to: 2...max(2, height - 9))
    }

    /// The question, the prompt of a mode or the notice on show under the board, if any.
    var momentMessage: String? {
        if case .field = editor.mode { return nil }
        if let text = editor.question.map(editor.text) ?? editor.modePrompt { return text }
        if editor.provingCount > 0 || editor.isWriting { return nil }
        return editor.notice.map(editor.text)
    }

    /// Text as the message lines wrap it.
    func wrapped(_ text: String) -> [String] { CellBuffer.wrap(text, width: max(1, width - 2)) }

    /// Where the board's cells may go: under the status and the verdict, inside a frame, above
    /// the lines of the moment and the key legend.
    var boardArea: (x: Int, y: Int, width: Int, height: Int) { area(momentLines: momentLines) }

    private func area(momentLines: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (1, 3, max(1, width - 2), max(1, height - 5 - momentLines))
    }

    /// What the board keeps in sight: the assistant's proposal on show, the ball while the
    /// solution plays, else the cursor.
    func focus(at now: Double) -> Position {
        // The assistant's proposal is what Enter applies: it is kept on screen.
        if let proposal = editor.selectedProposal { return proposal.position }
        guard let replay = editor.replay else { return editor.cursor }
        let ball = replay.picture(at: now).ball
        return Position(row: ball.row + document.draft.firstFilledRow, column: ball.column)
    }

    /// The part of the draft on show and where, at `now`.
    func viewport(at now: Double) -> BoardViewport {
        view.viewport(
            rows: document.draft.height, columns: document.draft.width, in: boardArea, fitting: fittingScale,
            halfBlocks: options.drawsPixels, focus: focus(at: now))
    }

    /// The scale at which the whole draft fits, as the game would draw it, under two lines of
    /// messages: a longer question takes rows from the board without making its cells smaller
    /// (the board scrolls instead).
    var fittingScale: Int {
        BoardViewport.fitting(
            rows: document.draft.height, columns: document.draft.width, in: area(momentLines: 2),
            halfBlocks: options.drawsPixels
        ).scale
    }

    /// The draft's cell at a terminal cell, if the board shows one there.
    func cell(atX x: Int, y: Int, now: Double = 0) -> Position? {
        viewport(at: now).position(x: x, y: y).flatMap { document.draft.contains($0) ? $0 : nil }
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
