import GlideKit

/// The game screen: one level in play. It owns the game session (moves, undo, redo, restart),
/// the running slide animation, hints and the win sequence; it turns input events into moves
/// and draws the board, status line and key legend into a `CellBuffer`.
public struct GameScreen: Sendable {
    /// What the screen asks of the app.
    public enum Action: Equatable, Sendable {
        /// Leave for level select.
        case back
        /// Open another level of the pack (by index).
        case open(Int)
        /// The level was won (the app records it); `advance` when the win sequence is over.
        case won(moves: Int, hints: Int)
        case advance
    }

    public let pack: PlayPack
    public let index: Int
    public private(set) var session: GameSession
    public private(set) var hintsUsed = 0
    /// The hint on show, until the next move.
    public private(set) var hint: Direction?
    public private(set) var message: String?
    public private(set) var showingHelp = false
    let options: PlayOptions
    /// The level's par: from its file, or from the solver (computed in the background).
    public private(set) var par: Int?
    private var parPending = false
    private let parService: VerdictService
    private let hintService: VerdictService
    /// The hint being computed (its job number), while the position stays the same.
    private var hintPending: Int?
    private var hintJobs = 0

    /// The running slide: its timeline, when it began, and the cells it paints for the first
    /// time (only those animate; cells painted before keep their paint).
    private var animation: (timeline: PaintTimeline, started: Double, fresh: Set<Position>)?
    /// When the winning slide settles (the win sequence runs from there). Known at the winning
    /// move: the timeline is fixed in advance.
    private var wonAt: Double?
    private var pressed: (x: Int, y: Int)?
    /// Where the board was last drawn: its top-left terminal cell.
    private var boardOrigin: (x: Int, y: Int)?
    /// How many rows and columns of the board the screen shows (all, unless it is too big).
    private var window: (rows: Int, columns: Int) = (0, 0)

    public init(pack: PlayPack, index: Int, options: PlayOptions) {
        self.pack = pack
        self.index = index
        self.options = options
        let level = pack.levels[index]
        session = GameSession(board: level.board)
        parService = options.solverService()
        hintService = options.solverService()
        par = level.par
        if par == nil {
            // A file without Par: the solver's proven optimum, worked out while the player plays.
            parPending = true
            parService.request(level.board, generation: 0)
            pollSolver()
        }
    }

    public var level: Level { pack.levels[index] }
    public var board: Board { level.board }
    public var isWon: Bool { session.isWon }
    public var paintColor: Int { index % ColorRole.paintColors }

    /// Whether the screen changes with time alone (animation, win sequence, the solver at
    /// work).
    public func isAnimating(now: Double) -> Bool {
        if let animation, !animation.timeline.isSettled(at: now - animation.started) { return true }
        return wonAt != nil || parPending || hintPending != nil || (session.isWon && session.moveCount == 0)
    }

    /// Whether the board fits the terminal (when it does not, only q, Esc and ? act).
    public var fits: Bool { boardOrigin != nil }

    /// Takes what the background solver has finished: the par, the hint.
    private mutating func pollSolver() {
        if parPending, let result = parService.result(for: 0) {
            parPending = false
            par = result.optimal ? result.moves : nil
        }
        if let job = hintPending, let result = hintService.result(for: job) {
            hintPending = nil
            if let first = result.solution?.first {
                hint = first
                hintsUsed += 1
                message = "Hint: \(first.name)" + (result.optimal ? "" : " (best found so far)")
            } else if result.status == .unsolvable {
                message = "No finish from here: undo (u) or restart (r)."
            } else {
                message = "No hint found in time."
            }
        }
    }

    /// Whether the win sequence (flash, banner, wait) is showing at `now`.
    func isCelebrating(now: Double) -> Bool { wonAt.map { now >= $0 } ?? false }

    /// Shows a one-line message under the status line until the next key.
    public mutating func show(_ text: String) { message = text }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, now: Double) -> Action? {
        settleIfDone(now: now)
        pollSolver()
        // A level won before any move (its only floor cell is the start) is complete at once.
        if session.isWon, session.moveCount == 0, wonAt == nil {
            wonAt = now
            return .won(moves: 0, hints: 0)
        }
        if let wonAt {
            // A key during the winning slide finishes it and shows the banner; a key during
            // the banner skips the wait.
            if now < wonAt {
                if event.isKeyOrClick {
                    self.wonAt = now
                    finishAnimation()
                }
                return nil
            }
            // Any key skips the wait.
            return event.isKeyOrClick || now - wonAt >= options.timing.winDelay ? finishWin() : nil
        }
        if showingHelp {
            if event.isKeyOrClick { showingHelp = false }
            return nil
        }
        guard fits else {
            // The board is not on screen: nothing but leaving and help may act on it.
            if case let .key(key) = event, key == .character("q") || key == .escape { return .back }
            if case .key(.character("?")) = event { showingHelp = true }
            return nil
        }
        switch event {
        case let .key(key): return handle(key, now: now)
        case let .mousePress(x, y):
            pressed = onBoard(x: x, y: y) ? (x, y) : nil
            return nil
        case let .mouseRelease(x, y):
            defer { pressed = nil }
            guard let start = pressed, let direction = Self.swipe(from: start, to: (x, y)) else { return nil }
            return move(direction, now: now)
        case .resize, .tick:
            return nil
        }
    }

    private mutating func handle(_ key: Key, now: Double) -> Action? {
        message = nil
        switch key {
        case .up, .character("w"), .character("W"), .character("k"): return move(.up, now: now)
        case .down, .character("s"), .character("S"), .character("j"): return move(.down, now: now)
        case .left, .character("a"), .character("A"), .character("h"): return move(.left, now: now)
        case .right, .character("d"), .character("D"), .character("l"): return move(.right, now: now)
        case .character("u"):
            finishAnimation()
            if session.undo() == nil { message = "Nothing to undo." }
            hint = nil
            hintPending = nil
        case .character("y"), .control("r"):
            finishAnimation()
            if session.redo() == nil { message = "Nothing to redo." }
            hint = nil
            hintPending = nil
        case .character("r"):
            finishAnimation()
            if session.restart() { message = "Restarted: u brings the game back." }
            hint = nil
            hintPending = nil
        case .character("i"):
            finishAnimation()
            showHint()
        case .character("n"):
            return index + 1 < pack.levels.count ? .open(index + 1) : nil
        case .character("p"):
            return index > 0 ? .open(index - 1) : nil
        case .character("?"):
            showingHelp = true
        case .character("q"), .escape:
            return .back
        default:
            break
        }
        return nil
    }

    private mutating func move(_ direction: Direction, now: Double) -> Action? {
        // No input waits for an animation: the running one finishes at once.
        finishAnimation()
        let before = session.state
        guard let slide = session.move(direction) else { return nil }
        hint = nil
        hintPending = nil  // a hint for the old position is no use
        message = nil
        let fresh = Set(slide.cells.filter { !before.isPainted($0, on: board) })
        let timeline = PaintTimeline(slide: slide, timing: options.timing)
        animation = (timeline, now, fresh)
        guard slide.wins else { return nil }
        wonAt = now + timeline.settleTime
        return .won(moves: session.moveCount, hints: hintsUsed)
    }

    private mutating func showHint() {
        guard !session.isWon, hintPending == nil else { return }
        hintJobs += 1
        hintPending = hintJobs
        message = "Thinking…"
        hintService.request(board, from: session.state, generation: hintJobs)
        pollSolver()
    }

    private mutating func finishAnimation() {
        animation = nil
    }

    private mutating func settleIfDone(now: Double) {
        if let animation, animation.timeline.isSettled(at: now - animation.started) { self.animation = nil }
    }

    private mutating func finishWin() -> Action {
        wonAt = nil
        return .advance
    }

    /// A drag's direction: the dominant axis, counting two columns as one cell; at least two
    /// columns or one row, or it is a click.
    static func swipe(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) -> Direction? {
        let dx = end.x - start.x, dy = end.y - start.y
        guard abs(dx) >= 2 || abs(dy) >= 1 else { return nil }
        if abs(dx) >= 2, Double(abs(dx)) / 2 >= Double(abs(dy)) { return dx > 0 ? .right : .left }
        return dy > 0 ? .down : .up
    }

    private func onBoard(x: Int, y: Int) -> Bool {
        guard let origin = boardOrigin else { return false }
        let column = (x - origin.x) / 2, row = y - origin.y
        return x >= origin.x && row >= 0 && column < window.columns && row < window.rows
    }

    // MARK: Drawing

    /// The smallest terminal this level can be played in: two columns per cell, the status
    /// and the legend. A board larger than the terminal scrolls to follow the ball, so big
    /// boards need only a window of at least 20×8 cells.
    public var neededSize: (width: Int, height: Int) {
        (max(min(board.width, 20) * 2, 40), min(board.height, 8) + 4)
    }

    public mutating func layout(width: Int, height: Int) {
        let needed = neededSize
        guard width >= needed.width, height >= needed.height else {
            boardOrigin = nil
            return
        }
        window = (rows: min(board.height, height - 4), columns: min(board.width, width / 2))
        boardOrigin = ((width - window.columns * 2) / 2, 2 + (height - 4 - window.rows) / 2)
    }

    /// The first row and column on screen: the window centred on the ball as far as the board
    /// allows (0, 0 when the whole board fits).
    func scroll(following ball: Position) -> (row: Int, column: Int) {
        (min(max(0, ball.row - window.rows / 2), board.height - window.rows),
         min(max(0, ball.column - window.columns / 2), board.width - window.columns))
    }

    public func draw(into buffer: inout CellBuffer, now: Double) {
        let glyphs = options.glyphs
        let needed = neededSize
        guard buffer.width >= needed.width, buffer.height >= needed.height, let origin = boardOrigin else {
            drawTooSmall(into: &buffer, needed: needed)
            return
        }
        drawStatus(into: &buffer)

        // The cells of the running slide, with their paint progress.
        var progress: [Position: Double] = [:]
        var ball = session.state.ball
        if let animation, !animation.timeline.isSettled(at: now - animation.started) {
            let t = now - animation.started
            for (k, cell) in animation.timeline.cells.enumerated() where animation.fresh.contains(cell) {
                progress[cell] = animation.timeline.progress(ofCell: k, at: t)
            }
            ball = animation.timeline.ballPosition(at: t)
        }
        // The win flash: painted cells in reverse video twice, in the first 0.3 s.
        let flashing = wonAt.map { now >= $0 && now - $0 < 0.3 && Int((now - $0) / 0.1) % 2 == 0 } ?? false
        let paint = ColorRole.paint(paintColor)
        let first = scroll(following: ball)
        /// Where board cell `position` is on screen, or nil when it is scrolled out of view.
        func screen(_ position: Position) -> (x: Int, y: Int)? {
            let row = position.row - first.row, column = position.column - first.column
            guard row >= 0, row < window.rows, column >= 0, column < window.columns else { return nil }
            return (origin.x + column * 2, origin.y + row)
        }
        for row in first.row..<(first.row + window.rows) {
            for column in first.column..<(first.column + window.columns) {
                let position = Position(row: row, column: column)
                guard let (x, y) = screen(position) else { continue }
                let (text, role, style): (String, ColorRole, CellBuffer.Style)
                switch board[position] {
                case .void: continue
                case .wall: (text, role, style) = (glyphs.wall, .wall, [])
                case .floor:
                    if let p = progress[position] {
                        (text, role, style) = (glyphs.paint(progress: p), p > 0 ? paint : .floor, p > 0 ? [] : .dim)
                    } else if session.state.isPainted(position, on: board) {
                        (text, role, style) = (glyphs.painted, paint, flashing ? .reverse : [])
                    } else {
                        (text, role, style) = (glyphs.floor, .floor, .dim)
                    }
                }
                buffer.write(text, x: x, y: y, role: role, style: style)
            }
        }
        // The ball, on a highlighted ground while the level is unfinished.
        if let (x, y) = screen(ball) {
            buffer.write(glyphs.ball, x: x, y: y, role: isWon ? .ball : .ballRing, style: .bold)
        }
        if let hint, let (x, y) = screen(ball.stepped(hint)) {
            // The arrow stands on the neighbouring cell the ball will slide into.
            buffer.write(glyphs.arrows[hint] ?? "", x: x, y: y, role: .hint, style: .bold)
        }
        // A scrolled board says which way more of it lies.
        if window.rows < board.height || window.columns < board.width {
            var more: [String] = []
            if first.row > 0 { more.append("↑") }
            if first.row + window.rows < board.height { more.append("↓") }
            if first.column > 0 { more.append("←") }
            if first.column + window.columns < board.width { more.append("→") }
            if message == nil { buffer.center("the board scrolls with the ball: more " + more.joined(), y: 1, role: .faint) }
        }
        drawLegend(into: &buffer)
        if isCelebrating(now: now) { drawBanner(into: &buffer, origin: origin) }
        if showingHelp { drawHelp(into: &buffer) }
        if glyphs.isASCII { buffer.transliterateToASCII() }
    }

    private func drawStatus(into buffer: inout CellBuffer) {
        let left = "\(pack.title) · Level \(index + 1)/\(pack.levels.count)" + (level.title.map { " · \($0)" } ?? "")
        let stars = par.map { options.glyphs.stars(StarRating.stars(moves: max(session.moveCount, 0), par: $0)) }
        var right = "Moves \(session.moveCount) · Par \(par.map(String.init) ?? (parPending ? "…" : "?"))"
        if let stars { right += " · \(stars)" }
        right += " · Hints \(hintsUsed)"
        buffer.fill(x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(" " + left, x: 0, y: 0, role: .status, style: [.reverse, .bold], limit: buffer.width - right.count - 2)
        buffer.write(right + " ", x: buffer.width - right.count - 1, y: 0, role: .status, style: .reverse)
        if let message { buffer.centerWrapped(message, y: 1, maxLines: 1, role: .accent) }
    }

    private func drawLegend(into buffer: inout CellBuffer) {
        let legend = "←↑→↓ move · u undo · y redo · r restart · i hint · n/p level · ? help · q back"
        buffer.center(legend, y: buffer.height - 1, role: .faint)
    }

    private func drawBanner(into buffer: inout CellBuffer, origin: (x: Int, y: Int)) {
        let moves = session.moveCount
        var lines = ["Level complete", "\(counted(moves, "move"))" + (par.map { " · par \($0)" } ?? "")]
        if let par { lines.append(options.glyphs.stars(StarRating.stars(moves: moves, par: par))) }
        let width = max(24, (lines.map(\.count).max() ?? 0) + 4)
        let top = max(2, origin.y + window.rows / 2 - 2)
        let left = (buffer.width - width) / 2
        buffer.fill(x: left, y: top, width: width, height: lines.count + 2, with: .init(" ", role: .banner, style: .reverse))
        for (i, line) in lines.enumerated() {
            buffer.center(line, y: top + 1 + i, x: left, span: width, role: .banner, style: [.reverse, .bold])
        }
    }

    static let helpLines = [
        "Glide — keys",
        "",
        "←↑→↓  wasd  hjkl   slide the ball",
        "mouse drag         slide toward the drag",
        "u                  undo (as often as you like)",
        "y  Ctrl-R          redo",
        "r                  restart (undo brings it back)",
        "i                  hint: the next move of a shortest finish",
        "n  p               next / previous level",
        "?                  this help",
        "q  Esc             back to level select",
        "",
        "Paint every floor cell. Any key closes this help.",
    ]

    private func drawHelp(into buffer: inout CellBuffer) {
        HelpOverlay.draw(Self.helpLines, into: &buffer, glyphs: options.glyphs)
    }

    private func drawTooSmall(into buffer: inout CellBuffer, needed: (width: Int, height: Int)) {
        let text = "This level needs a \(needed.width)×\(needed.height) terminal. "
            + "This one is \(buffer.width)×\(buffer.height): enlarge it, or press q."
        buffer.centerWrapped(text, y: max(0, buffer.height / 2 - 2), maxLines: max(1, buffer.height), role: .warning)
        if options.glyphs.isASCII { buffer.transliterateToASCII() }
    }
}

/// A centred box of text over whatever is on screen.
enum HelpOverlay {
    static func draw(_ lines: [String], into buffer: inout CellBuffer, glyphs: Glyphs) {
        let width = min(buffer.width, (lines.map(\.count).max() ?? 0) + 4)
        let height = min(buffer.height, lines.count + 2)
        let left = (buffer.width - width) / 2, top = (buffer.height - height) / 2
        let box = glyphs.box
        buffer.fill(x: left, y: top, width: width, height: height, with: .init(" ", role: .normal))
        for x in left..<(left + width) {
            buffer[x, top] = .init(box.horizontal, role: .accent)
            buffer[x, top + height - 1] = .init(box.horizontal, role: .accent)
        }
        for y in top..<(top + height) {
            buffer[left, y] = .init(box.vertical, role: .accent)
            buffer[left + width - 1, y] = .init(box.vertical, role: .accent)
        }
        buffer[left, top] = .init(box.topLeft, role: .accent)
        buffer[left + width - 1, top] = .init(box.topRight, role: .accent)
        buffer[left, top + height - 1] = .init(box.bottomLeft, role: .accent)
        buffer[left + width - 1, top + height - 1] = .init(box.bottomRight, role: .accent)
        for (i, line) in lines.prefix(height - 2).enumerated() {
            buffer.write(line, x: left + 2, y: top + 1 + i, role: i == 0 ? .title : .normal, style: i == 0 ? .bold : [],
                         limit: width - 4)
        }
    }
}
