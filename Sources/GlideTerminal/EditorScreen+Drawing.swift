import GlidePlay
import GlideRules
import GlideWording

extension EditorScreen {
    /// The key legend, longest first: the first that fits the terminal is shown.
    static let legends = [
        "←↑→↓ move · #.␣@ draw · m corner · b box · F fill · u undo · z/Z zoom · T traps · s solution · a assist · e why · w save · ? help",
        "←↑→↓ move · #.␣@ draw · m b F tools · u undo · z/Z zoom · T traps · s solution · a assist · w save · ? help",
        "#.␣@ draw · m b F tools · u undo · z/Z zoom · T traps · s solve · a assist · w save · ? help",
        "#.␣@ draw · u undo · z/Z zoom · T traps · s solve · a assist · w save · ? help",
        "#.␣@ draw · u undo · z/Z zoom · T traps · s solve · w save · ? help",
        "#.␣@ draw · u undo · z zoom · w save · ? help",
        "u undo · z zoom · w save · ? help",
    ]

    /// The keys while the assistant is open.
    static let assistantLegends = [
        "←→↑↓ another proposal · Home the best · Enter applies it · o the outline too · any other key closes",
        "←→↑↓ choose · Home best · Enter apply · o outline too · other keys close",
        "←→ · Home · Enter · o outline · Esc",
    ]

    func draw(into buffer: inout CellBuffer, now: Double) {
        drawStatus(into: &buffer)
        drawVerdict(into: &buffer)
        let viewport = self.viewport(at: now)
        drawFrame(around: viewport, into: &buffer)
        if let replay = editor.replay {
            // The solution playing, on the board the draft makes (its void rows left out).
            var onBoard = viewport
            onBoard.firstRow -= document.draft.firstFilledRow
            BoardRenderer(
                glyphs: options.glyphs, theme: options.theme, colors: options.colors,
                paintIndex: document.current, depth: options.depth
            )
            .draw(replay.picture(at: now), in: onBoard, into: &buffer)
        } else {
            EditorBoard(editor: editor, options: options, viewport: viewport, showsTraps: view.showsTraps)
                .draw(
                    into: &buffer)
        }
        drawMoment(into: &buffer, y: buffer.height - 1 - momentLines)
        buffer.drawLegend(editor.mode.isAssistant ? Self.assistantLegends : Self.legends)
        drawPanel(into: &buffer)
    }

    /// The frame round the part of the draft on show (void included): dashed along a side the
    /// board goes on past.
    private func drawFrame(around viewport: BoardViewport, into buffer: inout CellBuffer) {
        let draft = document.draft, size = viewport.size
        let (left, top) = (viewport.origin.x - 1, viewport.origin.y - 1)
        let (right, bottom) = (left + size.width + 1, top + size.height + 1)
        buffer.drawBox(
            x: left, y: top, width: size.width + 2, height: size.height + 2, glyphs: options.glyphs.box,
            role: .faint)
        let dashed = (horizontal: "┄", vertical: "┆")
        if viewport.firstRow > 0 {
            buffer.write(
                String(repeating: dashed.horizontal, count: size.width), x: left + 1, y: top, role: .faint)
        }
        if viewport.firstRow + viewport.rows < draft.height {
            buffer.write(
                String(repeating: dashed.horizontal, count: size.width), x: left + 1, y: bottom, role: .faint)
        }
        for y in (top + 1)..<bottom {
            if viewport.firstColumn > 0 { buffer.write(dashed.vertical, x: left, y: y, role: .faint) }
            if viewport.firstColumn + viewport.columns < draft.width {
                buffer.write(dashed.vertical, x: right, y: y, role: .faint)
            }
        }
    }

    /// The status line: the file, the level, its title and size, whether it is modified, and
    /// the cursor's place at the right end (the path gives way to the file's name, then the
    /// title is cut, so that "modified" and the cursor's place always show).
    private func drawStatus(into buffer: inout CellBuffer) {
        let draft = document.draft
        let modified = editor.hasUnsavedChanges ? " · modified" : ""
        let title = document.entry.title.map { " · \($0)" } ?? ""
        let place = " \(cursorText) "
        let level = " · level \(document.current + 1)/\(document.entries.count)"
        let extent = " · \(draft.width)×\(draft.height)\(modified)"
        let room = buffer.width - CellBuffer.columns(of: place) - 1
        let name =
            CellBuffer.columns(of: " Edit \(editor.path)\(level)\(title)\(extent)") <= room
            ? editor.path : editor.fileName
        var status = " Edit \(name)\(level)\(title)\(extent)"
        if CellBuffer.columns(of: status) > room {
            let titleRoom = max(4, room - CellBuffer.columns(of: " Edit \(name)\(level) · \(extent)"))
            status = " Edit \(name)\(level) · \(String(title.dropFirst(3).prefix(titleRoom - 1)))…\(extent)"
        }
        buffer.fill(
            x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        let placeX = max(0, buffer.width - CellBuffer.columns(of: place))
        buffer.write(status, x: 0, y: 0, role: .status, style: [.reverse, .bold], limit: max(0, placeX))
        buffer.write(place, x: placeX, y: 0, role: .status, style: .reverse)
    }

    /// The verdict, cut with … when too long, and the key that shows it whole named after it.
    private func drawVerdict(into buffer: inout CellBuffer) {
        let role: ColorRole =
            switch editor.verdict {
            case .solving: .accent
            case .proving: .tileSolved
            case let .result(result) where result.status != .unsolvable:
                editor.currentWrongNumbers == nil ? .tileSolved : .warning
            default: .warning
            }
        let verdict = " " + editor.verdictText
        if CellBuffer.columns(of: verdict) > buffer.width {
            let more = " e: all"
            let room = max(1, buffer.width - CellBuffer.columns(of: more))
            buffer.write(verdict, x: 0, y: 1, role: role, style: .bold, limit: room)
            buffer.write(more, x: room, y: 1, role: .faint)
        } else {
            buffer.write(verdict, x: 0, y: 1, role: role, style: .bold)
        }
    }

    /// The cell under the cursor, named as the status line names it.
    private var cursorCellName: String {
        let cursor = editor.cursor
        if cursor == document.draft.start { return "start" }
        switch document.draft[cursor] {
        case .wall: return "wall"
        case .floor: return "floor"
        case .void: return "void"
        }
    }

    /// "row 3 col 5 · wall", as verdicts name cells (rows above the map are row 0, -1, …).
    var cursorText: String {
        var text = "\(editor.boardPosition(editor.cursor)) · \(cursorCellName)"
        if let box = editor.selection { text = "\(box.width)×\(box.height) · " + text }
        return text
    }

    /// The lines above the legend: the solution, the assistant, a field, a question, the save
    /// under way, what a mode waits for, the notice, or what the trap overlay shows.
    private func drawMoment(into buffer: inout CellBuffer, y top: Int) {
        let bottom = buffer.height - 2
        if let replay = editor.replay {
            drawSolution(replay, into: &buffer, y: top)
        } else if case .assistant = editor.mode, let assistant = editor.assistant {
            drawAssistant(assistant, into: &buffer, y: top)
        } else if case let .field(field) = editor.mode {
            // Why Enter did not set it (a size that is none), above the field kept open.
            if let notice = editor.notice {
                buffer.write(
                    " " + editor.text(notice), x: 0, y: bottom - 1, role: .warning, limit: buffer.width)
            }
            drawField(field, into: &buffer, y: bottom)
        } else if let text = momentMessage {
            centerMessage(text, into: &buffer, top: top)
        } else if editor.provingCount > 0 || editor.isWriting {
            buffer.centerWrapped(
                "saving… proving par of \(counted(editor.provingCount, "level"))", y: bottom, maxLines: 1,
                role: .accent)
        } else if view.showsTraps {
            centerMessage(trapOverlayText, into: &buffer, top: top)
        }
    }

    /// What the trap overlay shows, or why it shows nothing.
    private var trapOverlayText: String {
        switch editor.measuring {
        case .none where editor.verdict.isWorkedOut, .measuring: "Finding the traps… (T hides them)"
        case .none: "No traps to mark: " + editor.verdict.text(explanation: editor.explanation) + "."
        case .outOfTime: "The traps could not be found in time."
        case let .trapsFound(measures), let .measured(measures):
            measures.traps.isEmpty
                ? "No traps: along the optimal solution no other move loses. (T)"
                : "\(counted(measures.traps.count, "trap")) marked: each losing move's cell and arrow, "
                    + "and the slide it loses by (T hides them)."
        }
    }

    /// A message wrapped over the lines from `top` to the legend, centred, ending on the line
    /// above the legend; one too long for them is cut, its last sentence (a question and the
    /// keys that answer it) kept whole on its own lines.
    private func centerMessage(_ text: String, into buffer: inout CellBuffer, top: Int) {
        let room = max(1, buffer.height - 1 - top)
        var lines = wrapped(text)
        if lines.count > room {
            let sentences = text.components(separatedBy: ". ")
            var tail = wrapped(sentences.count > 1 ? sentences.last ?? "" : "")
            if tail.isEmpty || tail.count >= room {
                tail = [text.split(separator: " ").last.map(String.init) ?? ""]
            }
            let body = wrapped(String(text.dropLast(tail.joined(separator: " ").count)))
            lines = Array(body.prefix(max(0, room - tail.count))) + tail
            if let cut = lines.indices.dropLast(tail.count).last {
                let shortened = CellBuffer.wrap(lines[cut], width: max(1, buffer.width - 3)).first ?? ""
                lines[cut] = shortened + "…"
            }
        }
        for (i, line) in lines.enumerated() {
            buffer.center(line, y: buffer.height - 1 - lines.count + i, role: .accent)
        }
    }

    /// A field being typed: its label, its text (the end of it, when it is longer than the
    /// line: the cursor is at the end), the cursor, and the keys, as far as they fit.
    private func drawField(_ field: FieldEdit, into buffer: inout CellBuffer, y: Int) {
        let label = " \(field.field.label): "
        buffer.write(label, x: 0, y: y, role: .accent, style: .bold)
        let x = CellBuffer.columns(of: label)
        let room = max(4, buffer.width - x - 2)
        var shown = field.text
        while CellBuffer.columns(of: shown) > room - 1 { shown = "…" + shown.dropFirst(2) }
        buffer.write(
            shown, x: x, y: y, role: .accent, style: field.replacesOnType ? [.bold, .reverse] : .bold)
        let end = x + CellBuffer.columns(of: shown)
        buffer.write("█", x: end, y: y, role: .accent)
        let keys =
            field.replacesOnType
            ? " typing replaces it · Ctrl-U clears · Enter sets · Esc cancels"
            : " Ctrl-U clears · Enter sets · Esc cancels"
        if end + 1 + CellBuffer.columns(of: keys) <= buffer.width {
            buffer.write(keys, x: end + 1, y: y, role: .faint)
        }
    }
}
