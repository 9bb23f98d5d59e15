import GlideKit

/// The level editor: a cursor on the level being drawn, keys and mouse to draw, the pack's
/// levels to step through, and a live verdict from the solver after every change (in the
/// background: drawing never waits for it).
public struct EditorScreen: Sendable {
    public enum Action: Equatable, Sendable {
        case quit
        /// Play the current level in the game screen (`playTestLevel`), then come back.
        case playTest
    }

    /// What the solver says about the current level.
    public enum Verdict: Sendable {
        case problem(LevelDraft.Problem)
        case solving
        case result(SolveResult)
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

    /// The solution being replayed on the board.
    struct Replay: Sendable {
        var board: Board
        var moves: [Direction]
        var next: Int
        var state: GameState
        var timeline: PaintTimeline?
        var started: Double
    }

    public private(set) var document: PackDocument
    public private(set) var cursor = Position(row: 1, column: 1)
    /// What a typed map character or a mouse click draws: `#`, `.`, space or `@`.
    public private(set) var brush: Character = "#"
    public private(set) var verdict: Verdict = .solving
    public private(set) var message: String?
    private(set) var mode: Mode = .normal
    let file: EditorFile
    let verdicts: VerdictService
    let options: PlayOptions
    private var generation = 0
    /// Proven optima of boards seen, for the Par written on saving.
    private var optima: [Board: Int] = [:]
    private var pressed: Position?
    private var replay: Replay?
    private var width = 80, height = 24

    public init(document: PackDocument, file: EditorFile, verdicts: VerdictService, options: PlayOptions,
                level: Int = 0) {
        self.document = document
        self.file = file
        self.verdicts = verdicts
        self.options = options
        self.document.select(level)
        cursor = self.document.draft.start ?? Position(row: 0, column: 0)
        levelChanged()
    }

    /// The current level as a one-level pack, for play-testing.
    public var playTestPack: PlayPack? {
        guard case let .success(board) = document.draft.board else { return nil }
        var level = Level(board: board, title: document.entry.title ?? "Level \(document.current + 1)")
        if case let .result(result) = verdict, result.optimal { level.par = result.moves }
        return PlayPack(title: "Play-test", levels: [level])
    }

    public func isAnimating(now: Double) -> Bool {
        if case .solving = verdict { return true }  // keep polling for the result
        return replay != nil
    }

    public mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public mutating func show(_ text: String) { message = text }

    // MARK: Verdict

    /// After any change to the current level: a new verdict job.
    private mutating func levelChanged() {
        generation += 1
        replay = nil
        cursor = Position(row: min(max(0, cursor.row), document.draft.height - 1),
                          column: min(max(0, cursor.column), document.draft.width - 1))
        switch document.draft.board {
        case let .failure(problem):
            verdict = .problem(problem)
        case let .success(board):
            verdict = .solving
            verdicts.request(board, generation: generation)
        }
        pollVerdict()
    }

    private mutating func pollVerdict() {
        guard case .solving = verdict, let result = verdicts.result(for: generation) else { return }
        verdict = .result(result)
        if result.optimal, let moves = result.moves, case let .success(board) = document.draft.board {
            optima[board] = moves
        }
    }

    /// The verdict as the status line shows it.
    public var verdictText: String {
        switch verdict {
        case let .problem(problem): return problem.description
        case .solving: return "solving…"
        case let .result(result):
            switch result.status {
            case .solved:
                return "solvable — \(counted(result.moves ?? 0, "move"))" + (result.optimal ? " (optimal)" : " (best found)")
            case .unsolvable:
                return "unsolvable — " + (result.unsolvable?.summary ?? "no route paints every cell")
            case .timeout:
                if let moves = result.moves { return "solvable — \(counted(moves, "move")) (best found; not yet proven)" }
                return "undecided — the solver ran out of time"
            }
        }
    }

    /// Draft cells the verdict names (stranded, unpaintable, the stuck start).
    var highlighted: Set<Position> {
        guard case let .result(result) = verdict, let reason = result.unsolvable else { return [] }
        let offset = document.draft.firstFilledRow
        return Set(reason.cells.map { Position(row: $0.row + offset, column: $0.column) })
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, now: Double) -> Action? {
        pollVerdict()
        if replay != nil {
            switch event {
            case .tick, .resize, .mousePress: advanceReplay(now: now)
            case .key, .mouseRelease: replay = nil  // any key ends the replay
            }
            return nil
        }
        switch event {
        case let .key(key): return handle(key, now: now)
        case let .mousePress(x, y):
            pressed = mode == .normal ? cell(atX: x, y: y) : nil
        case let .mouseRelease(x, y):
            defer { pressed = nil }
            guard let start = pressed, let end = cell(atX: x, y: y) ?? Optional(start) else { return nil }
            cursor = end
            paint(from: start, to: end)
        case .resize, .tick:
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
            switch key {
            case .enter:
                document.setMetadata(field, text)
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
            return nil
        case let .confirm(question):
            mode = .normal
            message = nil
            guard key == .character("y") || key == .character("Y") else { return nil }
            switch question {
            case .delete:
                if document.deleteLevel() { levelChanged() }
            case .quit:
                verdicts.cancel()
                return .quit
            case .overwrite:
                save(overwriting: true)
            }
            return nil
        case .grow, .shrink:
            let growing = mode == .grow
            mode = .normal
            let side: LevelDraft.Side? = switch key {
            case .up, .character("k"): .top
            case .down, .character("j"): .bottom
            case .left, .character("h"): .left
            case .right, .character("l"): .right
            default: nil
            }
            guard let side else {
                message = nil
                return nil
            }
            guard edit({ _ = growing ? $0.insertLine(at: side) : $0.removeLine(at: side) }) else { return nil }
            // The cursor stays on its cell as rows and columns come and go above and to the left.
            let step = growing ? 1 : -1
            if side == .top { cursor.row = max(0, cursor.row + step) }
            if side == .left { cursor.column = max(0, cursor.column + step) }
            message = growing ? "Added a \(side == .top || side == .bottom ? "row" : "column")." : nil
            return nil
        case .normal:
            break
        }
        message = nil
        switch key {
        case .up, .character("k"): moveCursor(-1, 0)
        case .down, .character("j"): moveCursor(1, 0)
        case .left, .character("h"): moveCursor(0, -1)
        case .right, .character("l"): moveCursor(0, 1)
        case let .character(character) where "#. @".contains(character):
            brush = character
            paint(from: cursor, to: cursor)
        case .character("x"):
            let at = cursor
            edit { $0.toggleWall(at) }
        case .character("u"):
            if document.undo() { levelChanged() } else { message = "Nothing to undo." }
        case .character("y"), .control("r"):
            if document.redo() { levelChanged() } else { message = "Nothing to redo." }
        case .character("+"):
            mode = .grow
            message = "Add a row or column: press an arrow for the side."
        case .character("-"):
            mode = .shrink
            message = "Remove a row or column: press an arrow for the side."
        case .character("r"): transform(.rotateClockwise)
        case .character("f"): transform(.flipHorizontal)
        case .character("v"): transform(.flipVertical)
        case .character("c"):
            let before = document.draft
            if edit({ $0.crop() }) { cursor = shiftedCursor(before: before) } else { message = "Nothing to crop." }
        case .character("t"): mode = .prompt(key: "Title", text: document.entry.metadata("Title") ?? "")
        case .character("A"): mode = .prompt(key: "Author", text: document.entry.metadata("Author") ?? "")
        case .character("C"): mode = .prompt(key: "Comment", text: document.entry.metadata("Comment") ?? "")
        case .character("]"), .pageDown: selectLevel(document.current + 1)
        case .character("["), .pageUp: selectLevel(document.current - 1)
        case .character("n"):
            document.addLevel(LevelDraft.room(width: 9, height: 9))
            cursor = Position(row: 1, column: 1)
            levelChanged()
            message = "New level \(document.current + 1)."
        case .character("d"):
            document.duplicate()
            levelChanged()
            message = "Duplicated as level \(document.current + 1)."
        case .character("D"):
            if document.entries.count > 1 {
                mode = .confirm(.delete)
                message = "Delete level \(document.current + 1)? (y/n)"
            } else {
                message = "The last level of a pack cannot be deleted."
            }
        case .character("<"): if document.moveLevel(by: -1) { levelChanged() }
        case .character(">"): if document.moveLevel(by: 1) { levelChanged() }
        case .character("s"): startReplay(now: now)
        case .character("p"):
            if playTestPack != nil { return .playTest }
            message = "Cannot play yet: \(verdictText)."
        case .character("w"), .control("s"): save(overwriting: false)
        case .character("?"): mode = .help
        case .character("q"), .escape:
            if document.hasUnsavedChanges() {
                mode = .confirm(.quit)
                message = "Unsaved changes: quit without saving? (y/n)"
            } else {
                verdicts.cancel()
                return .quit
            }
        default:
            break
        }
        return nil
    }

    private mutating func moveCursor(_ rows: Int, _ columns: Int) {
        cursor = Position(row: min(max(0, cursor.row + rows), document.draft.height - 1),
                          column: min(max(0, cursor.column + columns), document.draft.width - 1))
    }

    /// Draws with the brush from one cell to another (one cell: a click or a key).
    private mutating func paint(from start: Position, to end: Position) {
        let brush = self.brush
        edit { draft in
            if brush == "@" {
                draft.placeStart(at: end)
            } else {
                draft.drawLine(from: start, to: end, cell: brush == "#" ? .wall : brush == "." ? .floor : .void)
            }
        }
    }

    /// Applies a change to the current draft and, if it changed anything, re-solves.
    @discardableResult
    private mutating func edit(_ change: (inout LevelDraft) -> Void) -> Bool {
        guard document.edit(change) else { return false }
        levelChanged()
        return true
    }

    private mutating func transform(_ transform: BoardTransform) {
        let (width, height) = (document.draft.width, document.draft.height)
        if edit({ $0.apply(transform) }) {
            cursor = transform.map(cursor, width: width, height: height)
        }
    }

    /// Where the cursor's cell went after a crop.
    private func shiftedCursor(before: LevelDraft) -> Position {
        let top = before.positions.filter { before[$0] != .void }.map(\.row).min() ?? 0
        let left = before.positions.filter { before[$0] != .void }.map(\.column).min() ?? 0
        return Position(row: cursor.row - top, column: cursor.column - left)
    }

    private mutating func selectLevel(_ index: Int) {
        guard document.entries.indices.contains(index) else { return }
        document.select(index)
        cursor = document.draft.start ?? Position(row: 0, column: 0)
        levelChanged()
    }

    // MARK: Replay

    private mutating func startReplay(now: Double) {
        guard case let .result(result) = verdict, let moves = result.solution, !moves.isEmpty,
              case let .success(board) = document.draft.board else {
            message = "No solution to show: \(verdictText)."
            return
        }
        replay = Replay(board: board, moves: moves, next: 0, state: board.initialState, timeline: nil, started: now)
        advanceReplay(now: now)
        message = "Showing the solution: any key stops."
    }

    private mutating func advanceReplay(now: Double) {
        guard var replay else { return }
        if let timeline = replay.timeline, !timeline.isSettled(at: now - replay.started) {
            return
        }
        if let timeline = replay.timeline { replay.state = timeline.slide.result }
        guard replay.next < replay.moves.count,
              let slide = replay.board.slide(from: replay.state, replay.moves[replay.next]) else {
            // Finished: hold the painted board until a key.
            replay.timeline = nil
            self.replay = replay
            return
        }
        replay.next += 1
        replay.timeline = PaintTimeline(slide: slide, timing: options.timing)
        replay.started = now
        self.replay = replay
    }

    // MARK: Saving

    /// Writes the pack: every edited level gets its proven optimum as Par (the solver gets a
    /// moment for levels it has not proven yet). Asks first when the file changed on disk.
    private mutating func save(overwriting: Bool) {
        for entry in document.entries where entry.isEdited {
            guard case let .success(board) = entry.draft.board, optima[board] == nil else { continue }
            let result = Solver(board: board).solve(options: SolveOptions(timeout: 2))
            if result.optimal, let moves = result.moves { optima[board] = moves }
        }
        let optima = self.optima
        let bytes: [UInt8]
        do {
            bytes = try document.text(optimum: { optima[$0] })
        } catch {
            message = "Cannot save: \(error)."
            return
        }
        if !overwriting, file.read() != document.savedBytes {
            mode = .confirm(.overwrite)
            message = "\(file.name) changed on disk since it was opened. Overwrite it? (y/n)"
            return
        }
        do {
            try file.write(bytes)
            try document.markSaved(bytes)
            message = "Saved \(file.name)."
        } catch {
            message = "Not saved: \(error)"
        }
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
        let modified = document.hasUnsavedChanges() ? " · modified" : ""
        let title = document.entry.title.map { " · \($0)" } ?? ""
        let status = " Edit \(file.path) · level \(document.current + 1)/\(document.entries.count)\(title)"
            + " · \(draft.width)×\(draft.height)\(modified)"
        buffer.fill(x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(status, x: 0, y: 0, role: .status, style: [.reverse, .bold])
        let verdictRole: ColorRole = switch verdict {
        case .solving: .accent
        case let .result(result) where result.status != .unsolvable: .tileSolved
        default: .warning
        }
        buffer.write(" " + verdictText, x: 0, y: 1, role: verdictRole, style: .bold)

        // The frame shows the grid's extent, void included.
        let box = glyphs.box
        let (left, top, right, bottom) = (origin.x - 1, origin.y - 1, origin.x + draft.width * 2, origin.y + draft.height)
        for x in left...right {
            buffer[x, top] = .init(box.horizontal, role: .faint)
            buffer[x, bottom] = .init(box.horizontal, role: .faint)
        }
        for y in top...bottom {
            buffer[left, y] = .init(box.vertical, role: .faint)
            buffer[right, y] = .init(box.vertical, role: .faint)
        }
        buffer[left, top] = .init(box.topLeft, role: .faint)
        buffer[right, top] = .init(box.topRight, role: .faint)
        buffer[left, bottom] = .init(box.bottomLeft, role: .faint)
        buffer[right, bottom] = .init(box.bottomRight, role: .faint)

        // Cells: the draft, or the solution being replayed over it.
        let highlighted = self.highlighted
        let offset = draft.firstFilledRow
        for position in draft.positions {
            let x = origin.x + position.column * 2, y = origin.y + position.row
            var text: String, role: ColorRole, style: CellBuffer.Style = []
            switch draft[position] {
            case .void: (text, role) = ("  ", .normal)
            case .wall: (text, role) = (glyphs.wall, .wall)
            case .floor: (text, role, style) = (glyphs.floor, .floor, .dim)
            }
            if position == draft.start { (text, role, style) = ("@ ", .ball, .bold) }
            if let replay {
                let boardPosition = Position(row: position.row - offset, column: position.column)
                let t = now - replay.started
                let ball = replay.timeline?.ballPosition(at: t) ?? replay.state.ball
                if draft[position] == .floor {
                    var progress = replay.state.isPainted(boardPosition, on: replay.board) ? 1.0 : 0.0
                    if let timeline = replay.timeline, let k = timeline.cells.firstIndex(of: boardPosition), progress == 0 {
                        progress = timeline.progress(ofCell: k, at: t)
                    }
                    if progress > 0 { (text, role, style) = (glyphs.paint(progress: progress), .paint(0), []) }
                    if position == draft.start, progress == 0 { (text, role, style) = (glyphs.floor, .floor, .dim) }
                }
                if boardPosition == ball { (text, role, style) = (glyphs.ball, .ballRing, .bold) }
            }
            if highlighted.contains(position) { role = .warning; style.insert(.reverse) }
            if position == cursor, replay == nil { style.insert(.reverse); style.insert(.bold) }
            buffer.write(text, x: x, y: y, role: role, style: style)
        }

        // Prompt or message, then the legend.
        switch mode {
        case let .prompt(field, text):
            buffer.write(" \(field): \(text)█", x: 0, y: buffer.height - 2, role: .accent, style: .bold)
        default:
            if let message { buffer.centerWrapped(message, y: buffer.height - 2, maxLines: 1, role: .accent) }
        }
        let legend = Self.legends.first { $0.count <= buffer.width } ?? Self.legends[Self.legends.count - 1]
        buffer.center(legend, y: buffer.height - 1, role: .faint)
        if mode == .help { HelpOverlay.draw(Self.helpLines, into: &buffer, glyphs: glyphs) }
        if glyphs.isASCII { buffer.transliterateToASCII() }
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

extension LevelDraft {
    /// The first row holding a wall or floor: board row 0 (boards leave void rows out).
    public var firstFilledRow: Int {
        (0..<height).first { row in (0..<width).contains { self[Position(row: row, column: $0)] != .void } } ?? 0
    }
}
