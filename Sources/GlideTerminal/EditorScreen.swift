import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

/// The level editor as the terminal shows it. The editing itself is a `PackEditor` (the pack,
/// the cursor, the live verdict, saving); the screen maps keys and the mouse to its
/// operations, words their outcomes, runs the prompts and questions, and draws.
public struct EditorScreen: Sendable {
    public enum Action: Equatable, Sendable {
        case quit
        /// Play the current level in the game screen (`playTestPack`), then come back.
        case playTest
        /// Put this text on the system clipboard (the solution's moves).
        case copy(String)
    }

    enum Mode: Equatable, Sendable {
        case normal
        /// Waiting for an arrow: the side to add a row or column at, or to remove one from.
        case grow, shrink
        /// A one-line prompt for a metadata value; while `fresh`, typing replaces the value
        /// it was opened with.
        case prompt(key: String, text: String, fresh: Bool)
        case confirm(Confirmation)
        case help
        /// The verdict in full, with the cells it names.
        case explanation
        /// The solution's moves in full, wrapped, over the board.
        case solutionText
        /// Arrows move the selected block.
        case moving
        /// The assistant's proposals, one previewed on the board.
        case assistant(Int)
    }

    enum Confirmation: Equatable, Sendable {
        case delete, quit, overwrite
        /// A save that writes levels without their Par.
        case lossySave(overwriting: Bool)
    }

    public private(set) var editor: PackEditor
    public private(set) var message: String?
    private(set) var mode: Mode = .normal
    /// A save's report that came while a question was up, shown once it is answered.
    private var reportAfterQuestion: String?
    let options: PlayOptions
    private var pressed: Position?
    private var width = 80, height = 24

    public init(
        document: PackDocument, file: EditorFile, solver: SolverClient, options: PlayOptions, level: Int = 0
    ) {
        editor = PackEditor(
            document: document, file: file, solver: solver, solveOptions: Self.verdictOptions,
            timing: options.timing, level: level)
        self.options = options
        let broken = document.entries.indices.filter { !document.entries[$0].readErrors.isEmpty }
        if !broken.isEmpty {
            let levels = broken.map { "\($0 + 1)" }.joined(separator: ", ")
            message =
                "Read with format errors in level\(broken.count > 1 ? "s" : "") \(levels): repaired, "
                + "marked cells show where; e lists them. Fix, then save."
        }
    }

    /// How long the live verdict (and a save's proof) may take.
    static let verdictOptions = SolveOptions(timeout: 10)

    public var document: PackDocument { editor.document }
    public var cursor: Position { editor.cursor }
    /// The brush as its map character: `#`, `.`, space or `@`.
    public var brush: Character { editor.brush.rawValue }
    public var verdict: PackEditor.Verdict { editor.verdict }
    var highlighted: Set<Position> { editor.highlighted }
    var file: EditorFile { editor.file }

    /// The current level as a one-level pack, for play-testing.
    public var playTestPack: PlayPack? {
        editor.playTestLevel.map { PlayPack(title: "Play-test", levels: [$0]) }
    }

    public func isAnimating(now: Double) -> Bool { editor.isAnimating(now: now) }

    public mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public mutating func show(_ text: String) { message = text }

    /// Stops the editor's background solves (it is closing).
    public mutating func close() { editor.cancelSolves() }

    /// The verdict as the status line shows it (cut with `…` when too long; `e` shows it all).
    public var verdictText: String {
        if let allLose = editor.explanation?.allFirstMovesLose { return verdictSummary + "; " + allLose }
        return verdictSummary
    }

    private var verdictSummary: String {
        switch editor.verdict {
        case let .problem(problem): return problem.description
        case .solving: return "solving…"
        case let .result(result):
            switch result.status {
            case .solved:
                return "solvable — \(counted(result.moves ?? 0, "move"))"
                    + (result.optimal ? " (optimal)" : " (best found)")
            case .unsolvable:
                return "unsolvable — " + (result.unsolvable?.summary ?? "no route paints every cell")
            case .timeout:
                if let moves = result.moves {
                    return "solvable — \(counted(moves, "move")) (best found; not yet proven)"
                }
                return "undecided — the solver ran out of time"
            }
        }
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, now: Double) -> Action? {
        let action = respond(to: event, now: now)
        // A save that was waiting for proofs completes when the last comes in, or when a
        // change leaves it nothing to wait for.
        if let outcome = editor.takeCompletedSave() { report(outcome) }
        if case .assistant = mode, editor.assistant == nil { mode = .normal }
        if mode == .normal, let text = reportAfterQuestion {
            message = text
            reportAfterQuestion = nil
        }
        return action
    }

    private mutating func respond(to event: InputEvent, now: Double) -> Action? {
        if case let .solved(job, result) = event {
            editor.receive(job, result)
            return nil
        }
        editor.advance(to: now)
        if editor.replay != nil {
            if case .mousePress = event { editor.stopReplay() }
            if case let .key(key) = event { return handleSolution(key, now: now) }
            return nil
        }
        switch event {
        case let .key(key): return handle(key, now: now)
        case let .mousePress(x, y):
            pressed = mode == .normal ? cell(atX: x, y: y) : nil
        case let .mouseRelease(x, y):
            defer { pressed = nil }
            guard let start = pressed else { return nil }
            editor.drawLine(from: start, to: cell(atX: x, y: y) ?? start)
        case .mouseDrag, .wheel, .resize, .tick, .solved:
            break
        }
        return nil
    }

    /// Keys while the solution is shown: the arrows step through it, space plays or pauses,
    /// `c` copies the moves, `e` shows them all; any other key ends the showing (and its lines
    /// go with it).
    private mutating func handleSolution(_ key: Key, now: Double) -> Action? {
        message = nil
        if mode == .solutionText {
            mode = .normal
            return nil
        }
        switch key {
        case .right, .character("l"), .character("n"): editor.stepReplay(forward: true, now: now)
        case .left, .character("h"), .character("N"): editor.stepReplay(forward: false, now: now)
        case .character(" "): editor.toggleReplay(now: now)
        case .character("e"): mode = .solutionText
        case .character("c"):
            guard let notation = editor.replay?.notation else { return nil }
            message =
                "Copied \(counted(notation.count, "move")) to the clipboard (in terminals that allow it)."
            return .copy(notation)
        default: editor.stopReplay()
        }
        return nil
    }

    private mutating func handle(_ key: Key, now: Double) -> Action? {
        switch mode {
        case .help, .explanation, .solutionText:
            mode = .normal
            return nil
        case let .prompt(field, text, fresh):
            handlePrompt(key, field: field, text: text, fresh: fresh)
            return nil
        case let .confirm(question):
            return confirm(question, yes: key == .character("y") || key == .character("Y"))
        case .grow, .shrink:
            let growing = mode == .grow
            mode = .normal
            message = nil
            guard let side = key.direction().map(LevelDraft.Side.init) else { return nil }
            if growing, editor.insertLine(at: side) {
                message = "Added a \(side == .top || side == .bottom ? "row" : "column")."
            } else if !growing {
                editor.removeLine(at: side)
            }
            return nil
        case .moving:
            if let direction = key.direction() {
                if !editor.moveSelection(direction) { message = "The block is at the edge." }
            } else {
                mode = .normal
                editor.clearMark()
                message = "Block moved (u undoes the whole move)."
            }
            return nil
        case let .assistant(index):
            handleAssistant(key, index: index)
            return nil
        case .normal:
            break
        }
        message = nil
        if let direction = key.direction() {
            editor.moveCursor(rows: direction.rowStep, columns: direction.columnStep)
            return nil
        }
        switch key {
        case let .character(character) where PackEditor.Brush(rawValue: character) != nil:
            editor.draw(PackEditor.Brush(rawValue: character)!)
        case .character("x"): editor.toggleWall()
        case .character("u"): if !editor.undo() { message = "Nothing to undo." }
        case .character("y"), .control("r"): if !editor.redo() { message = "Nothing to redo." }
        case .character("+"):
            mode = .grow
            message = "Add a row or column: press an arrow for the side."
        case .character("-"):
            mode = .shrink
            message = "Remove a row or column: press an arrow for the side."
        case .character("r"): editor.apply(.rotateClockwise)
        case .character("f"): editor.apply(.flipHorizontal)
        case .character("v"): editor.apply(.flipVertical)
        case .character("c"): if !editor.crop() { message = "Nothing to crop." }
        case .character("m"): toggleMark()
        case .character("b"), .character("B"): drawRectangle(filled: key == .character("B"))
        case .character("F"): fill()
        case .character("M"):
            if editor.selection == nil {
                message = "Select a block first: m at one corner, then move to the other."
            } else {
                mode = .moving
            }
        case .character("e"): mode = .explanation
        case .character("a"):
            if editor.openAssistant() {
                mode = .assistant(0)
            } else {
                message = "The assistant needs a proven optimum: \(verdictText)."
            }
        case .character("t"): prompt("Title")
        case .character("A"): prompt("Author")
        case .character("C"): prompt("Comment")
        case .character("]"), .pageDown: editor.selectLevel(document.current + 1)
        case .character("["), .pageUp: editor.selectLevel(document.current - 1)
        case .character("n"):
            editor.addLevel()
            message = "New level \(document.current + 1)."
        case .character("d"):
            editor.duplicateLevel()
            message = "Duplicated as level \(document.current + 1)."
        case .character("D"):
            if document.entries.count > 1 {
                mode = .confirm(.delete)
                message = "Delete level \(document.current + 1)? (y/n)"
            } else {
                message = "The last level of a pack cannot be deleted."
            }
        case .character("<"): editor.moveLevel(by: -1)
        case .character(">"): editor.moveLevel(by: 1)
        case .character("s"):
            if !editor.startReplay(now: now) { message = "No solution to show: \(verdictText)." }
        case .character("p"):
            if playTestPack != nil { return .playTest }
            message = "Cannot play yet: \(verdictText)."
        case .character("w"), .control("s"): report(editor.save(overwriting: false))
        case .character("?"): mode = .help
        case .escape where editor.mark != nil:
            editor.clearMark()
        case .character("q"), .escape, .control("c"):
            if editor.hasUnsavedChanges {
                mode = .confirm(.quit)
                message = "Unsaved changes: quit without saving? (y/n)"
            } else {
                return .quit
            }
        default:
            break
        }
        return nil
    }

    private mutating func toggleMark() {
        if editor.mark == nil {
            editor.setMark()
            message = "Corner set: move to the other corner; b box, B filled box, M move, m or Esc clears."
        } else {
            editor.clearMark()
        }
    }

    /// The brush's name in messages.
    private var brushName: String {
        switch editor.brush {
        case .wall: "walls"
        case .floor: "floor"
        case .void: "void"
        case .start: "the start"
        }
    }

    private mutating func drawRectangle(filled: Bool) {
        guard let box = editor.selection else {
            message = "Set a corner first: m, then move to the opposite corner."
            return
        }
        guard editor.brushFillsAreas else {
            message = "The start is a single cell: choose # . or space as the brush first."
            return
        }
        editor.drawRectangle(filled: filled)
        editor.clearMark()
        message = "\(filled ? "Filled" : "Outlined") \(box.width)×\(box.height) with \(brushName)."
    }

    private mutating func fill() {
        guard editor.brushFillsAreas else {
            message = "The start is a single cell: choose # . or space as the brush first."
            return
        }
        let count = editor.draft.region(at: editor.cursor).count
        message =
            editor.fill() ? "Filled \(counted(count, "cell")) with \(brushName)." : "Already \(brushName)."
    }

    private mutating func handleAssistant(_ key: Key, index: Int) {
        let count = editor.assistant?.proposals.count ?? 0
        switch key {
        case .right, .down, .tab, .character("l"), .character("j"):
            mode = .assistant(count == 0 ? 0 : (index + 1) % count)
        case .left, .up, .backTab, .character("h"), .character("k"):
            mode = .assistant(count == 0 ? 0 : (index + count - 1) % count)
        case .enter:
            guard let proposal = editor.assistant?.proposals[safe: index] else { return }
            let par = editor.assistant?.par ?? 0
            editor.applyProposal(index)
            mode = .normal
            message =
                "\(proposal.cell == .wall ? "Wall added" : "Wall removed") at \(editor.boardPosition(proposal.position)): "
                + "par \(par) → \(proposal.par) (u undoes)."
        default:
            editor.closeAssistant()
            mode = .normal
        }
    }

    private mutating func prompt(_ field: String) {
        mode = .prompt(key: field, text: document.entry.metadata(field) ?? "", fresh: true)
    }

    /// A field opened with its value: typing replaces it (it shows selected), Backspace or an
    /// arrow keeps it for editing, Ctrl-U clears it.
    private mutating func handlePrompt(_ key: Key, field: String, text: String, fresh: Bool) {
        switch key {
        case .enter:
            editor.setMetadata(field, text)
            mode = .normal
            message = "\(field) set."
        case .escape:
            mode = .normal
            message = nil
        case .control("u"):
            mode = .prompt(key: field, text: "", fresh: false)
        case .backspace:
            mode = .prompt(key: field, text: String(text.dropLast()), fresh: false)
        case let .character(character):
            mode = .prompt(key: field, text: (fresh ? "" : text) + String(character), fresh: false)
        case .left, .right, .end, .home:
            mode = .prompt(key: field, text: text, fresh: false)
        default:
            break
        }
    }

    private mutating func confirm(_ question: Confirmation, yes: Bool) -> Action? {
        mode = .normal
        message = nil
        guard yes else {
            if case .lossySave = question { message = "Not saved." }
            return nil
        }
        switch question {
        case .delete:
            editor.deleteLevel()
        case .quit:
            return .quit
        case .overwrite:
            report(editor.save(overwriting: true))
        case let .lossySave(overwriting):
            report(editor.save(overwriting: overwriting, confirmed: true))
        }
        return nil
    }

    /// Words a save's outcome. A save that completes while a prompt or question is up neither
    /// hides it nor takes the keyboard from it: its report waits until the question is answered,
    /// and a conflict is reported instead of asked about.
    private mutating func report(_ outcome: PackEditor.SaveOutcome) {
        let asking = mode != .normal
        let text: String?
        switch outcome {
        case .saved:
            text = "Saved \(file.name)."
        case .proving:
            text = nil  // the saving line shows the proofs under way
        case .changedOnDisk where asking:
            text = "Not saved: \(file.name) changed on disk since it was opened; save again to overwrite it."
        case .changedOnDisk:
            mode = .confirm(.overwrite)
            text = "\(file.name) changed on disk since it was opened. Overwrite it? (y/n)"
        case let .needsConfirmation(warnings) where asking:
            text =
                "Not saved: " + warnings.map(\.description).joined(separator: "; ")
                + ". Save again to decide."
        case let .needsConfirmation(warnings):
            mode = .confirm(.lossySave(overwriting: false))
            text =
                Self.capitalized(warnings.map(\.description).joined(separator: "; ")) + ". Save anyway? (y/n)"
        case let .unsavable(reason):
            text = "Cannot save: \(reason)."
        case let .failed(reason):
            text = "Not saved: \(reason)"
        }
        if asking { reportAfterQuestion = text } else { message = text }
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    // MARK: Drawing

    /// Terminal columns and rows per cell: 4×2 blocks when the draft fits that way (room for
    /// the cursor's frame around the cell's own glyphs), else 2×1.
    private var cellSize: (width: Int, height: Int) {
        let draft = document.draft
        return draft.width * 4 + 4 <= width && draft.height * 2 <= height - 7 ? (4, 2) : (2, 1)
    }

    /// The board's top-left terminal cell (a frame around; the status and verdict above, two
    /// lines of messages and the legend below).
    private var origin: (x: Int, y: Int) {
        let draft = document.draft
        let size = cellSize
        return (
            max(2, (width - draft.width * size.width) / 2),
            max(3, 3 + (height - 7 - draft.height * size.height) / 2)
        )
    }

    private func cell(atX x: Int, y: Int) -> Position? {
        let size = cellSize
        let dx = x - origin.x, dy = y - origin.y
        guard dx >= 0, dy >= 0 else { return nil }
        let position = Position(row: dy / size.height, column: dx / size.width)
        return document.draft.contains(position) ? position : nil
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

    public func draw(into buffer: inout CellBuffer, now: Double) {
        let glyphs = options.glyphs
        let draft = document.draft
        let origin = self.origin
        let size = cellSize
        // Status, with the cursor's place at its right end (the path gives way first).
        let modified = editor.hasUnsavedChanges ? " · modified" : ""
        let title = document.entry.title.map { " · \($0)" } ?? ""
        let place = " \(cursorText) "
        // The path gives way to the file's name, then the title is cut, so that "modified"
        // and the cursor's place always show.
        let level = " · level \(document.current + 1)/\(document.entries.count)"
        let extent = " · \(draft.width)×\(draft.height)\(modified)"
        let room = buffer.width - CellBuffer.columns(of: place) - 1
        let name =
            CellBuffer.columns(of: " Edit \(file.path)\(level)\(title)\(extent)") <= room
            ? file.path : file.name
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
        let verdictRole: ColorRole =
            switch editor.verdict {
            case .solving: .accent
            case let .result(result) where result.status != .unsolvable: .tileSolved
            default: .warning
            }
        // Cut with … when too long, and the key that shows it whole named after it.
        let verdict = " " + verdictText
        if CellBuffer.columns(of: verdict) > buffer.width {
            let more = " e: all"
            let room = max(1, buffer.width - CellBuffer.columns(of: more))
            buffer.write(verdict, x: 0, y: 1, role: verdictRole, style: .bold, limit: room)
            buffer.write(more, x: room, y: 1, role: .faint)
        } else {
            buffer.write(verdict, x: 0, y: 1, role: verdictRole, style: .bold)
        }

        // The frame shows the grid's extent, void included.
        buffer.drawBox(
            x: origin.x - 1, y: origin.y - 1, width: draft.width * size.width + 2,
            height: draft.height * size.height + 2, glyphs: glyphs.box, role: .faint)
        if let replay = editor.replay {
            // The solution playing, on the board the draft makes (its void rows left out).
            let viewport = BoardViewport(
                origin: (origin.x, origin.y + draft.firstFilledRow * size.height),
                rows: replay.board.height, columns: replay.board.width, scale: size.width)
            BoardRenderer(glyphs: glyphs, theme: options.theme, colors: options.colors, paintIndex: 0).draw(
                replay.picture(at: now), in: viewport, into: &buffer)
        } else {
            drawDraft(into: &buffer, origin: origin)
        }

        // The solution, the assistant, the prompt, a question, the save under way, or a
        // message, on the two lines above the legend.
        let bottom = buffer.height - 3
        if let replay = editor.replay {
            drawSolution(replay, into: &buffer, y: bottom)
        } else if case let .assistant(index) = mode, let assistant = editor.assistant {
            drawAssistant(assistant, index: index, into: &buffer, y: bottom)
        } else if case let .prompt(field, text, fresh) = mode {
            buffer.write(" \(field): ", x: 0, y: bottom + 1, role: .accent, style: .bold)
            let x = CellBuffer.columns(of: " \(field): ")
            buffer.write(text, x: x, y: bottom + 1, role: .accent, style: fresh ? [.bold, .reverse] : .bold)
            buffer.write("█", x: x + CellBuffer.columns(of: text), y: bottom + 1, role: .accent)
            buffer.write(
                fresh
                    ? " typing replaces it · Ctrl-U clears · Enter sets · Esc"
                    : " Ctrl-U clears · Enter sets · Esc",
                x: x + CellBuffer.columns(of: text) + 1, y: bottom + 1, role: .faint)
        } else if mode == .normal, editor.provingCount > 0 {
            buffer.centerWrapped(
                "saving… proving par of \(counted(editor.provingCount, "level"))",
                y: bottom + 1, maxLines: 1, role: .accent)
        } else if mode == .moving {
            buffer.centerWrapped(
                "Moving the block: arrows move it; any other key drops it (one undo step).", y: bottom + 1,
                maxLines: 1, role: .accent)
        } else if let message {
            let lines = CellBuffer.wrap(message, width: max(1, buffer.width - 2)).count
            buffer.centerWrapped(message, y: lines > 1 ? bottom : bottom + 1, maxLines: 2, role: .accent)
        }
        let legend = Self.legends.first { $0.count <= buffer.width } ?? Self.legends[Self.legends.count - 1]
        buffer.center(legend, y: buffer.height - 1, role: .faint)
        if mode == .help { HelpOverlay.draw(Self.helpLines, into: &buffer, glyphs: glyphs) }
        if mode == .explanation {
            HelpOverlay.draw(explanationLines(width: buffer.width - 6), into: &buffer, glyphs: glyphs)
        }
        if mode == .solutionText, let replay = editor.replay {
            let lines = CellBuffer.wrap(replay.notation, width: max(10, buffer.width - 10))
            HelpOverlay.draw(
                ["Solution, \(counted(replay.moves.count, "move"))", ""] + lines + [
                    "", "Any key closes this.",
                ],
                into: &buffer, glyphs: glyphs)
        }
        if glyphs.isASCII { buffer.transliterateToASCII() }
    }

    /// The moves as text, the ones shown so far picked out, and the keys.
    private func drawSolution(_ replay: SolutionReplay, into buffer: inout CellBuffer, y: Int) {
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
        let state = replay.isPlaying ? "playing" : "move \(replay.played)/\(replay.moves.count)"
        let keys = [
            "\(state) · → next · ← back · space play/pause · c copy · e all · any other key ends",
            "\(state) · → ← step · space play · c copy · e all · other keys end",
        ]
        if let message {
            buffer.center(message, y: y + 1, role: .accent)
        } else {
            buffer.center(
                keys.first { CellBuffer.columns(of: $0) <= buffer.width } ?? keys[1], y: y + 1, role: .faint)
        }
    }

    private func drawAssistant(
        _ assistant: DesignAssistant, index: Int, into buffer: inout CellBuffer, y: Int
    ) {
        let progress =
            assistant.isFinished
            ? "tried all \(assistant.candidateCount) single-cell edits"
            : "trying \(assistant.tried)/\(assistant.candidateCount)…"
        let head =
            " Assistant · par \(assistant.par), difficulty \(assistant.difficulty.score) · \(progress)"
            + " · ←→ choose · Enter applies · Esc"
        buffer.write(head, x: 0, y: y, role: .accent, style: .bold, limit: buffer.width)
        let line: String
        if let proposal = assistant.proposals[safe: index] {
            let what = proposal.cell == .wall ? "add a wall" : "remove the wall"
            line =
                "\(index + 1)/\(assistant.proposals.count): \(what) at \(editor.boardPosition(proposal.position))"
                + " → par \(proposal.par) (+\(proposal.par - assistant.par)), difficulty "
                + "\(proposal.difficulty.score) (+\(proposal.difficulty.score - assistant.difficulty.score)), "
                + counted(proposal.difficulty.deadEnds, "dead end")
        } else {
            line =
                assistant.isFinished
                ? "No single-cell edit keeps this level solvable and makes it harder."
                : "Looking for edits that keep the level solvable and raise its par or difficulty…"
        }
        buffer.write(" " + line, x: 0, y: y + 1, role: .normal, limit: buffer.width)
    }

    /// The explanation overlay: the whole verdict, the cells it names, the slide and the first
    /// moves, wrapped to the screen.
    private func explanationLines(width: Int) -> [String] {
        var paragraphs = [verdictText]
        let readErrors = document.entry.openReadErrors
        if !readErrors.isEmpty {
            paragraphs.append(
                "Read with format errors (marked ?? on the board until the level is edited):")
            paragraphs += readErrors.map(\.description)
        }
        if case let .result(result) = editor.verdict, let reason = result.unsolvable {
            let cells = reason.cells.map { $0.description }.joined(separator: ", ")
            if !cells.isEmpty { paragraphs.append("Cells: " + cells + " (highlighted).") }
            if let slide = editor.explanation?.slide {
                let end = slide.cells.last.map { " to \($0)" } ?? ""
                paragraphs.append(
                    "The slide: from \(slide.from), \(slide.direction.name)\(end) (marked with arrows).")
            }
            if let explanation = editor.explanation {
                paragraphs.append(
                    explanation.firstMoves.count > 1
                        ? "Every first move loses: \(explanation.firstMoves.map(\.name).joined(separator: ", ")). "
                            + "Changing one way out is not enough."
                        : "The start offers one first move.")
            }
        } else if case let .result(result) = editor.verdict, let reason = result.reason {
            paragraphs.append(reason)
        }
        let wrapWidth = max(20, min(width, 76))
        var lines = ["The verdict", ""]
        for paragraph in paragraphs { lines += CellBuffer.wrap(paragraph, width: wrapWidth) + [""] }
        return lines + ["Any key closes."]
    }

    /// The draft's cells, the start, the cells the verdict names, the slide it names, the
    /// selection, the assistant's proposal, and the cursor.
    private func drawDraft(into buffer: inout CellBuffer, origin: (x: Int, y: Int)) {
        let glyphs = options.glyphs
        let draft = document.draft
        let highlighted = self.highlighted
        let size = cellSize
        let slide = editor.highlightedSlide
        let selection = editor.selection
        var proposal: DesignAssistant.Proposal?
        if case let .assistant(index) = mode { proposal = editor.assistant?.proposals[safe: index] }
        for position in draft.positions {
            var text: String, role: ColorRole, style: CellBuffer.Style = []
            var kind = draft[position]
            if position == proposal?.position, let cell = proposal?.cell { kind = cell }
            switch kind {
            case .void: (text, role) = ("  ", .normal)
            case .wall: (text, role) = (glyphs.wall, .wall)
            case .floor: (text, role, style) = (glyphs.floor, .floor, .dim)
            }
            if position == draft.start { (text, role, style) = ("@ ", .ball, .bold) }
            if highlighted.contains(position) {
                role = .warning
                style.insert(.reverse)
            }
            if let slide, position == slide.from || slide.cells.contains(position) {
                (text, role, style) = (Self.arrow(slide.direction) + " ", .warning, [.bold, .reverse])
            }
            if let selection, selection.rows.contains(position.row),
                selection.columns.contains(position.column)
            {
                style.insert(.underline)
                if kind == .void { text = glyphs.isASCII ? "::" : "░░" }
            }
            if readErrorCells.contains(position) {
                (text, role, style) = ("??", .warning, [.bold, .reverse])
            }
            if position == proposal?.position {
                role = .accent
                style = [.bold, .reverse]
            }
            let x = origin.x + position.column * size.width, y = origin.y + position.row * size.height
            for row in 0..<size.height {
                for column in stride(from: 0, to: size.width, by: 2) {
                    buffer.write(text, x: x + column, y: y + row, role: role, style: style)
                }
            }
        }
        drawCursor(into: &buffer, origin: origin)
    }

    /// Cells the current level was read with errors in, until it is edited.
    private var readErrorCells: Set<Position> { Set(document.entry.openReadErrors.compactMap(\.cell)) }

    /// The cursor: a frame around its cell (brackets in 2×1 cells and in ASCII), drawn over
    /// whatever the cell shows, and markers on the board's frame at its row and column.
    private func drawCursor(into buffer: inout CellBuffer, origin: (x: Int, y: Int)) {
        let size = cellSize
        let ascii = options.glyphs.isASCII
        let cursor = editor.cursor
        let x = origin.x + cursor.column * size.width, y = origin.y + cursor.row * size.height
        let role = ColorRole.accent, style: CellBuffer.Style = .bold
        if size.height == 1 {
            buffer.write("[", x: x, y: y, role: role, style: style)
            buffer.write("]", x: x + 1, y: y, role: role, style: style)
        } else {
            let (topLeft, topRight, bottomLeft, bottomRight) =
                ascii ? ("[", "]", "[", "]") : ("┏", "┓", "┗", "┛")
            buffer.write(topLeft, x: x, y: y, role: role, style: style)
            buffer.write(topRight, x: x + size.width - 1, y: y, role: role, style: style)
            buffer.write(bottomLeft, x: x, y: y + size.height - 1, role: role, style: style)
            buffer.write(bottomRight, x: x + size.width - 1, y: y + size.height - 1, role: role, style: style)
        }
        for column in 0..<size.width {
            buffer.write("▼", x: x + column, y: origin.y - 1, role: role, style: style)
        }
        for row in 0..<size.height {
            buffer.write("▶", x: origin.x - 1, y: y + row, role: role, style: style)
        }
    }

    static func arrow(_ direction: Direction) -> String {
        switch direction {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        }
    }

    /// The key legend, longest first: the first that fits the terminal is shown.
    static let legends = [
        "←↑→↓ move · #.␣@ draw · m corner · b box · F fill · u undo · s solution · a assist · e why · w save · ? help",
        "#.␣@ draw · m b F tools · u undo · s solution · a assist · e why · w save · ? help",
        "#.␣@ draw · u undo · s solve · a assist · w save · ? help",
    ]

    static let helpLines = [
        "Glide editor — keys",
        "",
        "←↑→↓  hjkl         move the cursor (its row and column: top right)",
        "#  .  space  @     wall, floor, void, start (the brush)",
        "x                  toggle wall / floor",
        "mouse              click: draw with the brush; drag: a line",
        "m                  set (or clear) a corner: the selection runs to the cursor",
        "b  B               rectangle with the brush: outline, filled",
        "F                  flood fill the area under the cursor with the brush",
        "M  then arrows     move the selected block (cells left become floor)",
        "+ / -  then arrow  add / remove a row or column on that side",
        "r  f  v  c         rotate, flip left-right, flip up-down, crop",
        "t  A  C            title, author, comment (typing replaces, Ctrl-U clears)",
        "u  y  Ctrl-R       undo, redo (each tool is one step)",
        "[  ]  PgUp PgDn    previous / next level",
        "n  d  D  <  >      new, duplicate, delete, move level earlier / later",
        "s                  the solution as text; ← → step, space plays, c copies, e all",
        "e                  the verdict in full",
        "a                  assistant: single-cell edits that make the level harder",
        "p                  play-test (Esc comes back)",
        "w  Ctrl-S          save (asks before dropping a Par)",
        "q  Esc  Ctrl-C     quit (asks if there are unsaved changes)",
    ]
}
