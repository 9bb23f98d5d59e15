import GlideKit

/// The level editor as the terminal shows it. The editing itself is a `PackEditor` (the pack,
/// the cursor, the live verdict, saving); the screen maps keys and the mouse to its
/// operations, words their outcomes, runs the prompts and questions, and draws.
public struct EditorScreen: Sendable {
    public enum Action: Equatable, Sendable {
        case quit
        /// Play the current level in the game screen (`playTestPack`), then come back.
        case playTest
    }

    enum Mode: Equatable, Sendable {
        case normal
        /// Waiting for an arrow: the side to add a row or column at, or to remove one from.
        case grow, shrink
        /// A one-line prompt for a metadata value.
        case prompt(key: String, text: String)
        case confirm(Confirmation)
        case help
    }

    enum Confirmation: Equatable, Sendable {
        case delete, quit, overwrite
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

    /// The verdict as the status line shows it.
    public var verdictText: String {
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
            if event.isKeyOrClick { editor.stopReplay() }  // any key ends the replay
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

    private mutating func handle(_ key: Key, now: Double) -> Action? {
        switch mode {
        case .help:
            mode = .normal
            return nil
        case let .prompt(field, text):
            handlePrompt(key, field: field, text: text)
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
            if editor.startReplay(now: now) {
                message = "Showing the solution: any key stops."
            } else {
                message = "No solution to show: \(verdictText)."
            }
        case .character("p"):
            if playTestPack != nil { return .playTest }
            message = "Cannot play yet: \(verdictText)."
        case .character("w"), .control("s"): report(editor.save(overwriting: false))
        case .character("?"): mode = .help
        case .character("q"), .escape:
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

    private mutating func prompt(_ field: String) {
        mode = .prompt(key: field, text: document.entry.metadata(field) ?? "")
    }

    private mutating func handlePrompt(_ key: Key, field: String, text: String) {
        switch key {
        case .enter:
            editor.setMetadata(field, text)
            mode = .normal
            message = "\(field) set."
        case .escape:
            mode = .normal
            message = nil
        case .backspace:
            mode = .prompt(key: field, text: String(text.dropLast()))
        case let .character(character):
            mode = .prompt(key: field, text: text + String(character))
        default:
            break
        }
    }

    private mutating func confirm(_ question: Confirmation, yes: Bool) -> Action? {
        mode = .normal
        message = nil
        guard yes else { return nil }
        switch question {
        case .delete:
            editor.deleteLevel()
        case .quit:
            return .quit
        case .overwrite:
            report(editor.save(overwriting: true))
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
        case let .unsavable(reason):
            text = "Cannot save: \(reason)."
        case let .failed(reason):
            text = "Not saved: \(reason)"
        }
        if asking { reportAfterQuestion = text } else { message = text }
    }

    // MARK: Drawing

    /// The board's top-left terminal cell (two columns per cell, a frame around).
    private var origin: (x: Int, y: Int) {
        let draft = document.draft
        return (max(2, (width - draft.width * 2) / 2), max(3, 3 + (height - 6 - draft.height) / 2))
    }

    private func cell(atX x: Int, y: Int) -> Position? {
        let position = Position(row: y - origin.y, column: (x - origin.x) >= 0 ? (x - origin.x) / 2 : -1)
        return document.draft.contains(position) ? position : nil
    }

    public func draw(into buffer: inout CellBuffer, now: Double) {
        let glyphs = options.glyphs
        let draft = document.draft
        let origin = self.origin
        // Status and verdict.
        let modified = editor.hasUnsavedChanges ? " · modified" : ""
        let title = document.entry.title.map { " · \($0)" } ?? ""
        let status =
            " Edit \(file.path) · level \(document.current + 1)/\(document.entries.count)\(title)"
            + " · \(draft.width)×\(draft.height)\(modified)"
        buffer.fill(
            x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(status, x: 0, y: 0, role: .status, style: [.reverse, .bold])
        let verdictRole: ColorRole =
            switch editor.verdict {
            case .solving: .accent
            case let .result(result) where result.status != .unsolvable: .tileSolved
            default: .warning
            }
        buffer.write(" " + verdictText, x: 0, y: 1, role: verdictRole, style: .bold)

        // The frame shows the grid's extent, void included.
        buffer.drawBox(
            x: origin.x - 1, y: origin.y - 1, width: draft.width * 2 + 2, height: draft.height + 2,
            glyphs: glyphs.box, role: .faint)
        if let replay = editor.replay {
            // The solution playing, on the board the draft makes (its void rows left out).
            let viewport = BoardViewport(
                origin: (origin.x, origin.y + draft.firstFilledRow),
                rows: replay.board.height, columns: replay.board.width)
            BoardRenderer(glyphs: glyphs, theme: options.theme, colors: options.colors, paintIndex: 0).draw(
                replay.picture(at: now), in: viewport, into: &buffer)
        } else {
            drawDraft(into: &buffer, origin: origin)
        }

        // The prompt, a question, the save under way, or a message; then the legend.
        if case let .prompt(field, text) = mode {
            buffer.write(" \(field): \(text)█", x: 0, y: buffer.height - 2, role: .accent, style: .bold)
        } else if mode == .normal, editor.provingCount > 0 {
            buffer.centerWrapped(
                "saving… proving par of \(counted(editor.provingCount, "level"))",
                y: buffer.height - 2, maxLines: 1, role: .accent)
        } else if let message {
            buffer.centerWrapped(message, y: buffer.height - 2, maxLines: 1, role: .accent)
        }
        let legend = Self.legends.first { $0.count <= buffer.width } ?? Self.legends[Self.legends.count - 1]
        buffer.center(legend, y: buffer.height - 1, role: .faint)
        if mode == .help { HelpOverlay.draw(Self.helpLines, into: &buffer, glyphs: glyphs) }
        if glyphs.isASCII { buffer.transliterateToASCII() }
    }

    /// The draft's cells, the start, the cells the verdict names, and the cursor.
    private func drawDraft(into buffer: inout CellBuffer, origin: (x: Int, y: Int)) {
        let glyphs = options.glyphs
        let draft = document.draft
        let highlighted = self.highlighted
        for position in draft.positions {
            var text: String, role: ColorRole, style: CellBuffer.Style = []
            switch draft[position] {
            case .void: (text, role) = ("  ", .normal)
            case .wall: (text, role) = (glyphs.wall, .wall)
            case .floor: (text, role, style) = (glyphs.floor, .floor, .dim)
            }
            if position == draft.start { (text, role, style) = ("@ ", .ball, .bold) }
            if highlighted.contains(position) {
                role = .warning
                style.insert(.reverse)
            }
            if position == cursor { style.formUnion([.reverse, .bold]) }
            buffer.write(
                text, x: origin.x + position.column * 2, y: origin.y + position.row, role: role, style: style)
        }
    }

    /// The key legend, longest first: the first that fits the terminal is shown.
    static let legends = [
        "←↑→↓ move · # . ␣ @ draw · x wall · u undo · s solution · p play · w save · ? help · q quit",
        "←↑→↓ move · #.␣@ draw · u undo · s solution · p play · w save · ? help · q quit",
        "#.␣@ draw · u undo · p play · w save · ? help · q quit",
    ]

    static let helpLines = [
        "Glide editor — keys",
        "",
        "←↑→↓  hjkl         move the cursor",
        "#  .  space  @     wall, floor, void, start (the brush)",
        "x                  toggle wall / floor",
        "mouse              click: draw with the brush; drag: a line",
        "+ / -  then arrow  add / remove a row or column on that side",
        "r  f  v  c         rotate, flip left-right, flip up-down, crop",
        "t  A  C            title, author, comment",
        "u  y  Ctrl-R       undo, redo",
        "[  ]  PgUp PgDn    previous / next level",
        "n  d  D  <  >      new, duplicate, delete, move level earlier / later",
        "s                  show the solution, animated",
        "p                  play-test (Esc comes back)",
        "w  Ctrl-S          save (Par becomes the proven optimum)",
        "q  Esc             quit (asks if there are unsaved changes)",
    ]
}
