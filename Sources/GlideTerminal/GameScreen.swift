import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

/// The game screen: one level in play, as the terminal shows it. The game itself is a
/// `LevelPlay`; the screen maps keys and the mouse to its commands, lays the board out as large
/// as the terminal allows and draws it with the status line, the level's comment, the result
/// of a win, the key legend and the help.
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
        /// Put this text on the clipboard (the daily puzzle's result line).
        case copy(String)
    }

    public let pack: PlayPack
    public let index: Int
    public private(set) var play: LevelPlay
    /// A line from the app (a lock, a warning), shown until the next key.
    public private(set) var message: String?
    public private(set) var showingHelp = false
    let options: PlayOptions
    /// The player's best move count on this level before this game, if they solved it.
    let previousBest: Int?
    /// The line under the status: the level's comment, or the first-run hint.
    let teaching: String?
    private var pressed: (x: Int, y: Int)?
    /// Where the board goes on screen, unscrolled; nil when the terminal is too small.
    private var area: BoardViewport?
    /// The teaching text as laid out, one line per row.
    private var teachingLines: [String] = []
    /// Where the player stands on the day's puzzle, when this game is the daily puzzle
    /// (`glide daily`): the only level, with the result line to share after the win.
    public private(set) var daily: DailyStanding?

    /// - Parameters:
    ///   - previousBest: the player's best on this level so far, to tell a new best.
    ///   - firstRun: whether the player has solved nothing yet (a level without a comment then
    ///     says what to do).
    public init(
        pack: PlayPack, index: Int, options: PlayOptions, solver: SolverClient, previousBest: Int? = nil,
        firstRun: Bool = false
    ) {
        self.pack = pack
        self.index = index
        self.options = options
        self.previousBest = previousBest
        let comment = pack.levels[index].comment
        teaching = comment ?? (firstRun ? Self.firstRunHint : nil)
        play = LevelPlay(
            level: pack.levels[index], timing: options.timing, solver: solver,
            solveOptions: options.solveOptions)
    }

    /// The daily puzzle's game: its one level, opening with what the standing has to say
    /// (won already, a streak waiting on today). `firstRun`: the player has won nothing yet, so
    /// the line under the status says what to do.
    public init(
        daily standing: DailyStanding, level: Level, options: PlayOptions, solver: SolverClient,
        firstRun: Bool = false
    ) {
        self.init(
            pack: PlayPack(title: "Glide daily", levels: [level]), index: 0, options: options, solver: solver,
            firstRun: firstRun)
        daily = standing
        message = standing.openingMessage
    }

    /// The standing after the app recorded a win.
    public mutating func update(_ standing: DailyStanding) { daily = standing }

    public var level: Level { play.level }
    public var board: Board { play.board }
    public var session: GameSession { play.session }
    public var isWon: Bool { play.isWon }
    public var par: Int? { play.par }
    public var hint: Direction? { play.hint }
    public var hintsUsed: Int { play.hintsUsed }
    public var paintColor: Int { index }

    static let firstRunHint = "Swipe to paint every floor cell: the ball slides until something stops it."

    /// Whether the screen changes with time alone (a slide, the win sequence).
    public func isAnimating(now: Double) -> Bool { play.isAnimating(now: now) }

    /// When the screen changes by itself without animating (the win moves on), if it will.
    public var wakeTime: Double? { play.wakeTime }

    /// Whether the board fits the terminal (when it does not, only q, Esc and ? act).
    public var fits: Bool { area != nil }

    /// Shows a one-line message under the status line until the next key.
    public mutating func show(_ text: String) { message = text }

    /// Stops the level's background solves (the screen is closing).
    public mutating func close() { play.cancelSolves() }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, now: Double) -> Action? {
        if case let .solved(job, result) = event {
            play.receive(job, result)
            return nil
        }
        if let outcome = play.advance(to: now) { return Self.action(outcome) }
        if play.winPhase(at: now) != nil {
            // The daily puzzle has nothing to move on to: q and c act at once (the win is
            // recorded already).
            if daily != nil, case let .key(key) = event,
                [.character("q"), .escape, .character("c")].contains(key)
            {
                message = nil
                return key == .character("c") ? dailyKey(key) ?? nil : .back
            }
            // A key or click during the win sequence hurries it on.
            return event.isKeyOrClick ? play.skip(now: now).map(Self.action) : nil
        }
        if showingHelp {
            if event.isKeyOrClick { showingHelp = false }
            return nil
        }
        guard let area else {
            // The board is not on screen: nothing but leaving and help may act on it.
            if case let .key(key) = event, key == .character("q") || key == .escape { return .back }
            if case .key(.character("?")) = event { showingHelp = true }
            return nil
        }
        switch event {
        case let .key(key):
            return handle(key, now: now)
        case let .mousePress(x, y):
            pressed = area.position(x: x, y: y) != nil ? (x, y) : nil
            return nil
        case let .mouseRelease(x, y):
            defer { pressed = nil }
            guard let start = pressed, let direction = Self.swipe(from: start, to: (x, y)) else { return nil }
            return perform(.move(direction), now: now)
        case .mouseDrag, .wheel, .resize, .tick, .solved:
            return nil
        }
    }

    private mutating func handle(_ key: Key, now: Double) -> Action? {
        message = nil
        play.clearNotice()
        if let direction = key.direction(wasd: true) { return perform(.move(direction), now: now) }
        if let action = dailyKey(key) { return action }
        switch key {
        case .character("u"): return perform(.undo, now: now)
        case .character("y"), .control("r"): return perform(.redo, now: now)
        case .character("r"): return perform(.restart, now: now)
        case .character("i"): return perform(.hint, now: now)
        // Past the pack's last level, the app opens the next pack's first.
        case .character("n"): return .open(index + 1)
        case .character("p"): return index > 0 ? .open(index - 1) : nil
        case .character("?"): showingHelp = true
        case .character("q"), .escape: return .back
        default: break
        }
        return nil
    }

    /// The daily puzzle's own keys: the action (possibly none) when `key` is one of them, nil
    /// when it is not.
    private mutating func dailyKey(_ key: Key) -> Action?? {
        guard let daily else { return nil }
        switch key {
        case .character("n"), .character("p"):
            message = "One puzzle a day: the next one comes at midnight UTC."
            return .some(nil)
        case .character("c"):
            guard let line = daily.resultLine else {
                message = "Nothing to copy yet: win the puzzle first."
                return .some(nil)
            }
            message = "Result line copied to the clipboard."
            return .copy(line)
        default:
            return nil
        }
    }

    private mutating func perform(_ command: LevelPlay.Command, now: Double) -> Action? {
        play.perform(command, now: now).map(Self.action)
    }

    private static func action(_ outcome: LevelPlay.Outcome) -> Action {
        switch outcome {
        case let .won(moves, hints): .won(moves: moves, hints: hints)
        case .finished: .advance
        }
    }

    /// A drag's direction: the dominant axis, counting two columns as one cell; at least two
    /// columns or one row, or it is a click.
    static func swipe(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) -> Direction? {
        let dx = end.x - start.x, dy = end.y - start.y
        guard abs(dx) >= 2 || abs(dy) >= 1 else { return nil }
        if abs(dx) >= 2, Double(abs(dx)) / 2 >= Double(abs(dy)) { return dx > 0 ? .right : .left }
        return dy > 0 ? .down : .up
    }

    // MARK: Layout

    /// The smallest terminal this level can be played in: the status, the legend, the message
    /// line and a window on the board of at least 20×8 cells (a board larger than the terminal
    /// scrolls to follow the ball).
    public var neededSize: (width: Int, height: Int) {
        (max(min(board.width, 20) * 2, 40), min(board.height, 8) + 4)
    }

    /// Whether the board is drawn in colour blocks and half blocks.
    var drawsPixels: Bool { BoardRenderer.drawsPixels(colors: options.colors, glyphs: options.glyphs) }

    /// Chooses the cell size: the largest at which the whole board fits between the status
    /// (and the level's comment) and the message line, down to half blocks in colour; a board
    /// too large even then scrolls.
    public mutating func layout(width: Int, height: Int) {
        let needed = neededSize
        guard width >= needed.width, height >= needed.height else {
            area = nil
            return
        }
        // The comment takes up to two lines, unless the board would then not fit whole.
        let wrapped = teaching.map { CellBuffer.wrap($0, width: max(1, width - 2)) } ?? []
        for lines in stride(from: min(2, wrapped.count), through: 0, by: -1) {
            let top = 1 + lines, rows = height - 3 - lines
            let viewport = BoardViewport.fitting(
                rows: board.height, columns: board.width, in: (0, top, width, rows), halfBlocks: drawsPixels)
            let whole = viewport.rows == board.height && viewport.columns == board.width
            if whole || lines == 0 || rows < needed.height - 4 {
                area = viewport
                teachingLines = Array(wrapped.prefix(lines))
                if lines > 0, lines < wrapped.count {
                    // The rest goes on the last line, which ends in "…" where it is cut.
                    teachingLines[lines - 1] = wrapped[(lines - 1)...].joined(separator: " ")
                }
                return
            }
        }
    }

    /// The viewport centred on the ball as far as the board allows (the whole board when it
    /// fits).
    func scrolled(_ area: BoardViewport, following ball: Position) -> BoardViewport {
        area.scrolled(toward: ball, boardRows: board.height, boardColumns: board.width)
    }

    /// Where the board is drawn at `now`; nil when it does not fit.
    public func viewport(at now: Double) -> BoardViewport? {
        area.map { scrolled($0, following: play.picture(at: now).ball) }
    }

    // MARK: Drawing

    public func draw(into buffer: inout CellBuffer, now: Double) {
        let needed = neededSize
        guard buffer.width >= needed.width, buffer.height >= needed.height, let area else {
            drawTooSmall(into: &buffer, needed: needed)
            return
        }
        drawStatus(into: &buffer)
        for (i, line) in teachingLines.enumerated() {
            buffer.center(line, y: 1 + i, x: 1, span: buffer.width - 2, role: .accent)
        }
        let picture = play.picture(at: now)
        let viewport = scrolled(area, following: picture.ball)
        BoardRenderer(
            glyphs: options.glyphs, theme: options.theme, colors: options.colors, paintIndex: paintColor
        )
        .draw(picture, in: viewport, into: &buffer, hint: play.hint)
        let messageRow = buffer.height - 2
        if let daily, isWon, play.winPhase(at: now) != .finishing {
            drawDailyResult(daily, into: &buffer, y: messageRow)
        } else if play.winPhase(at: now) == .celebrating {
            drawResult(into: &buffer, y: messageRow)
        } else if let messageText {
            buffer.center(messageText, y: messageRow, x: 1, span: buffer.width - 2, role: .accent)
        } else if viewport.rows < board.height || viewport.columns < board.width {
            drawScrollHint(viewport, into: &buffer, y: messageRow)
        }
        if daily != nil {
            drawDailyLegend(into: &buffer, now: now)
        } else if play.winPhase(at: now) == .celebrating {
            // The moves played, as `glide replay` takes them, in place of the key legend.
            buffer.center("your moves: " + solution, y: buffer.height - 1, role: .faint)
        } else {
            buffer.center(
                CellBuffer.fitting(Self.legends, in: buffer.width), y: buffer.height - 1, role: .faint)
        }
        if showingHelp {
            HelpOverlay.draw(
                daily == nil ? Self.helpLines : Self.dailyHelpLines, into: &buffer, glyphs: options.glyphs)
        }
        if options.glyphs.isASCII { buffer.transliterateToASCII() }
    }

    /// The key legend, longest first: the first that fits the terminal is shown.
    static let legends = [
        "←↑→↓ move · u undo · y redo · r restart · i hint · n/p level · ? help · q back",
        "←↑→↓ move · u undo · r restart · i hint · ? help · q back",
        "u undo · r restart · i hint · ? help · q back",
    ]

    /// The line above the legend: the app's message, or the game's latest notice.
    var messageText: String? { message ?? play.notice.map(Self.text) }

    static func text(_ notice: LevelPlay.Notice) -> String {
        switch notice {
        case .nothingToUndo: "Nothing to undo."
        case .nothingToRedo: "Nothing to redo."
        case .restarted: "Restarted: u brings the game back."
        case .thinking: "Thinking…"
        case let .hint(direction, proven): "Hint: \(direction.name)" + (proven ? "" : " (best found so far)")
        case .noFinish: "No finish from here: undo (u) or restart (r)."
        case .noHintInTime: "No hint found in time."
        }
    }

    /// The stars the player can still earn: for the count so far on a won level, else for
    /// the fewest moves that could still finish it (one more at least, and never below par).
    var reachableStars: Int? {
        guard let par else { return nil }
        let moves = session.moveCount
        return StarRating.stars(moves: isWon ? moves : max(par, moves + 1), par: par)
    }

    private func drawStatus(into buffer: inout CellBuffer) {
        let left =
            daily.map { "\(pack.title) · \($0.heading)" }
            ?? "\(pack.title) · Level \(index + 1)/\(pack.levels.count)"
            + (LevelHeading.title(level.title, number: index + 1).map { " · \($0)" } ?? "")
        let moves = session.moveCount
        var right = "Moves \(moves) · Par \(par.map(String.init) ?? (play.isSolvingPar ? "…" : "?"))"
        if let reachableStars { right += " · " + options.glyphs.stars(reachableStars) }
        right += " · Hints \(hintsUsed)"
        buffer.fill(
            x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(
            " " + left, x: 0, y: 0, role: .status, style: [.reverse, .bold],
            limit: buffer.width - right.count - 2)
        buffer.write(right + " ", x: buffer.width - right.count - 1, y: 0, role: .status, style: .reverse)
    }

    /// A scrolled board says which way more of it lies.
    private func drawScrollHint(_ viewport: BoardViewport, into buffer: inout CellBuffer, y: Int) {
        var more = ""
        if viewport.firstRow > 0 { more += "↑" }
        if viewport.firstRow + viewport.rows < board.height { more += "↓" }
        if viewport.firstColumn > 0 { more += "←" }
        if viewport.firstColumn + viewport.columns < board.width { more += "→" }
        buffer.center("the board scrolls with the ball: more " + more, y: y, role: .faint)
    }

    /// The moves played since the start or the last restart (`RDLU`).
    public var solution: String { MoveNotation.format(session.moves) }

    /// The win's result, under the board: moves, par, stars, and whether it is a new best.
    private func drawResult(into buffer: inout CellBuffer, y: Int) {
        let moves = session.moveCount
        var parts = ["Level complete", counted(moves, "move") + (par.map { " · par \($0)" } ?? "")]
        if let par { parts.append(options.glyphs.stars(StarRating.stars(moves: moves, par: par))) }
        if let previousBest, moves < previousBest {
            parts.append("new best (was \(previousBest))")
        } else if previousBest == nil {
            parts.append("first clear")
        }
        buffer.center(
            parts.joined(separator: " · "), y: y, x: 1, span: buffer.width - 2, role: .accent, style: .bold)
    }

    /// The daily puzzle's result under the board once it is won, and stays there (there is no
    /// next level to move on to): the line to share and the streak, as much as fits.
    private func drawDailyResult(_ daily: DailyStanding, into buffer: inout CellBuffer, y: Int) {
        let lines = daily.afterWin(moves: session.moveCount)
        guard !lines.isEmpty else { return }
        buffer.center(
            CellBuffer.fitting(lines, in: buffer.width - 2), y: y, x: 1, span: buffer.width - 2,
            role: .accent,
            style: .bold)
    }

    /// The daily puzzle's bottom line: the app's message or the game's notice if any, else the
    /// keys (those that matter after the win, once it is won).
    private func drawDailyLegend(into buffer: inout CellBuffer, now: Double) {
        let y = buffer.height - 1
        let won = isWon && play.winPhase(at: now) != .finishing
        if won, let messageText {
            buffer.center(messageText, y: y, x: 1, span: buffer.width - 2, role: .accent)
        } else {
            buffer.center(
                CellBuffer.fitting(won ? Self.dailyWonLegends : Self.dailyLegends, in: buffer.width), y: y,
                role: .faint)
        }
    }

    static let dailyLegends = [
        "←↑→↓ move · u undo · y redo · r restart · i hint · ? help · q quit",
        "←↑→↓ move · u undo · r restart · i hint · ? help · q quit",
        "u undo · r restart · i hint · ? help · q quit",
    ]

    static let dailyWonLegends = [
        "c copy the result · u undo · r play again for a better score · q quit",
        "c copy the result · u undo · r play again · q quit",
        "c copy · r play again · q quit",
    ]

    /// The keys of any level, in both help screens.
    static let playingKeyLines = [
        "←↑→↓  wasd  hjkl   slide the ball",
        "mouse drag         slide toward the drag",
        "u                  undo (as often as you like)",
        "y  Ctrl-R          redo",
        "r                  restart (undo brings it back)",
        "i                  hint: the next move of a shortest finish",
    ]

    static let dailyHelpLines =
        ["Glide daily — keys", ""] + playingKeyLines + [
            "c                  copy the result line (after a win)",
            "?                  this help",
            "q  Esc             quit",
            "",
            "One puzzle a day, the same for everyone. Any key closes this help.",
        ]

    static let helpLines =
        ["Glide — keys", ""] + playingKeyLines + [
            "n  p               next / previous level",
            "?                  this help",
            "q  Esc             back to level select",
            "",
            "Paint every floor cell. Any key closes this help.",
        ]

    private func drawTooSmall(into buffer: inout CellBuffer, needed: (width: Int, height: Int)) {
        let text =
            "This level needs a \(needed.width)×\(needed.height) terminal. "
            + "This one is \(buffer.width)×\(buffer.height): enlarge it, or press q."
        buffer.centerWrapped(
            text, y: max(0, buffer.height / 2 - 2), maxLines: max(1, buffer.height), role: .warning)
        if options.glyphs.isASCII { buffer.transliterateToASCII() }
    }
}
