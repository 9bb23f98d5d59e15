import GlidePlay
import GlideRules
import GlideWording

extension EditorScreen {
    /// The moves as text, the ones shown so far picked out, and the keys.
    func drawSolution(_ replay: SolutionReplay, into buffer: inout CellBuffer, y: Int) {
        let label = " Solution, \(counted(replay.moves.count, "move")): "
        buffer.write(label, x: 0, y: y, role: .accent, style: .bold)
        let notation = Array(replay.notation)
        let x = CellBuffer.columns(of: label)
        let room = max(1, buffer.width - x - 1)
        // A long solution shows the part around the move reached, cut with … at either end.
        let first = notation.count <= room ? 0 : min(max(0, replay.played - room / 2), notation.count - room)
        for (offset, move) in notation.enumerated().dropFirst(first).prefix(room) {
            let shown = offset < replay.played
            buffer.write(
                String(move), x: x + offset - first, y: y, role: shown ? .accent : .normal,
                style: shown ? [.bold, .underline] : [])
        }
        if first > 0 { buffer.write("…", x: x, y: y, role: .faint) }
        if first + room < notation.count { buffer.write("…", x: x + room - 1, y: y, role: .faint) }
        let speed = ReplayScreen.speedText(replay.speed)
        let state =
            replay.isPlaying ? "playing \(speed)" : "move \(replay.played)/\(replay.moves.count) · \(speed)"
        let keys = [
            "\(state) · → ← step · space play/pause · + - speed · Home End · c copy · e all · other keys end",
            "\(state) · → ← step · space play · + - speed · Home End · c copy · e all",
            "\(state) · → ← · space · + - · Home End · c · e",
        ]
        if let notice = editor.notice {
            for (i, line) in wrapped(editor.text(notice)).prefix(max(1, buffer.height - 2 - y)).enumerated() {
                buffer.center(line, y: y + 1 + i, role: .accent)
            }
        } else {
            buffer.center(
                keys.first { CellBuffer.columns(of: $0) <= buffer.width } ?? keys[2], y: y + 1, role: .faint)
        }
    }

    /// The assistant's head line (the level's numbers, how far it has got) and the proposal
    /// on show, wrapped: it stays the same proposal, number and words, while others come in.
    func drawAssistant(_ assistant: DesignAssistant, into buffer: inout CellBuffer, y: Int) {
        buffer.write(" " + assistant.headText, x: 0, y: y, role: .accent, style: .bold, limit: buffer.width)
        for (i, line) in assistantLines(assistant).enumerated() where y + 1 + i < buffer.height - 1 {
            buffer.write(" " + line, x: 0, y: y + 1 + i, role: .normal, limit: buffer.width)
        }
    }

    /// The proposal on show (or why there is none), wrapped to the screen.
    func assistantLines(_ assistant: DesignAssistant) -> [String] {
        let text =
            editor.selectedProposal.map { assistant.text(of: $0, at: editor.boardPosition($0.position)) }
            ?? assistant.noProposalText
        return wrapped(text)
    }

    /// The panel on show over the board: the verdict in full, or the solution's moves.
    func drawPanel(into buffer: inout CellBuffer) {
        switch editor.panel {
        case .verdict?:
            let wrapWidth = max(20, min(buffer.width - 6, 76))
            var lines = ["The verdict", ""]
            for paragraph in editor.verdictParagraphs {
                lines += CellBuffer.wrap(paragraph, width: wrapWidth) + [""]
            }
            HelpOverlay.draw(lines + ["Any key closes."], into: &buffer, glyphs: options.glyphs)
        case .solutionMoves?:
            guard let replay = editor.replay else { return }
            let lines = CellBuffer.wrap(replay.notation, width: max(10, buffer.width - 10))
            HelpOverlay.draw(
                ["Solution, \(counted(replay.moves.count, "move"))", ""] + lines + [
                    "", "Any key closes this.",
                ],
                into: &buffer, glyphs: options.glyphs)
        case nil:
            break
        }
    }
}
