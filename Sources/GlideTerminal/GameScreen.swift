import GlidePlay
import GlideRules
import GlideWording

/// The game screen: a level in play (the session's `GameRoute`) as the terminal shows it. It
/// maps keys and the mouse to intents, lays the board out as large as the terminal allows and
/// draws it with the status line, the level's comment, the result of a win, the key legend.
struct GameScreen {
    let game: GameRoute
    /// The pack's title on the status line.
    let packTitle: String
    let options: PlayOptions
    let width: Int
    let height: Int
    /// Where the player stands on the day's puzzle, when the game is the daily puzzle.
    let daily: DailyStanding?
    /// When the terminal was last resized, for the ball's pulse.
    var resizedAt: Double? = nil

    var play: LevelPlay { game.play }
    var board: Board { play.board }

    static let firstRunHint = "Swipe to paint every floor cell: the ball slides until something stops it."

    // MARK: Input

    /// The intent of a key: slides, undo, redo, restart, hint, the next or previous level, the
    /// daily result's copy, help, back; any other key goes on (it hurries a won level on). With
    /// the board off screen only leaving and help act.
    func intent(for key: Key) -> PlayIntent? {
        if layout.area == nil {
            if key == .character("q") || key == .escape { return .back }
            return key == .character("?") ? .help : nil
        }
        if let direction = key.direction(wasd: true) { return .play(.move(direction)) }
        switch key {
        case .character("u"): return .play(.undo)
        case .character("y"), .control("r"): return .play(.redo)
        case .character("r"): return .play(.restart)
        case .character("i"): return .play(.hint)
        case .character("n"): return .nextLevel
        case .character("p"): return .previousLevel
        case .character("c"): return .copyResult
        case .character("?"): return .help
        case .character("q"), .escape: return .back
        default: return .proceed
        }
    }

    /// Whether a press at (x, y) may start a swipe: it must land on the board.
    func pressesBoard(x: Int, y: Int, now: Double) -> Bool { viewport(at: now)?.position(x: x, y: y) != nil }

    /// A press and release: a swipe slides the ball; a click goes on.
    func intent(swipeFrom start: (x: Int, y: Int)?, to end: (x: Int, y: Int)) -> PlayIntent? {
        guard layout.area != nil else { return nil }
        guard let start, let direction = Self.swipe(from: start, to: end) else { return .proceed }
        return .play(.move(direction))
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

    /// The line under the status: the level's comment, or what to do on a first run.
    var teaching: String? {
        switch game.teaching {
        case let .comment(text)?: text
        case .firstRunHint?: Self.firstRunHint
        case nil: nil
        }
    }

    /// The smallest terminal this level can be played in: the status, the legend, the message
    /// line and a window on the board of at least 20×8 cells (a board larger than the terminal
    /// scrolls to follow the ball).
    var neededSize: (width: Int, height: Int) {
        (max(min(board.width, 20) * 2, 40), min(board.height, 8) + 4)
    }

    /// Where the board goes (unscrolled; nil when the terminal is too small) and the teaching
    /// text as laid out: the largest cells at which the whole board fits between the status
    /// (and the comment) and the message line, down to half blocks in colour; a board too
    /// large even then scrolls.
    var layout: (area: BoardViewport?, teaching: [String]) {
        let needed = neededSize
        guard width >= needed.width, height >= needed.height else { return (nil, []) }
        // The comment takes up to two lines, unless the board would then not fit whole.
        let wrapped = teaching.map { CellBuffer.wrap($0, width: max(1, width - 2)) } ?? []
        for lines in stride(from: min(2, wrapped.count), through: 0, by: -1) {
            let top = 1 + lines, rows = height - 3 - lines
            let viewport = BoardViewport.fitting(
                rows: board.height, columns: board.width, in: (0, top, width, rows),
                halfBlocks: options.drawsPixels)
            let whole = viewport.rows == board.height && viewport.columns == board.width
            if whole || lines == 0 || rows < needed.height - 4 {
                var shown = Array(wrapped.prefix(lines))
                if lines > 0, lines < wrapped.count {
                    // The rest goes on the last line, which ends in "…" where it is cut.
                    shown[lines - 1] = wrapped[(lines - 1)...].joined(separator: " ")
                }
                return (viewport, shown)
            }
        }
        return (nil, [])
    }

    /// Where the board is drawn at `now`, centred on the ball as far as the board allows; nil
    /// when it does not fit.
    func viewport(at now: Double) -> BoardViewport? {
        layout.area.map {
            $0.scrolled(
                toward: play.picture(at: now).ball, boardRows: board.height, boardColumns: board.width)
        }
    }

    /// The paint colour of the level: its place in the pack.
    var paintIndex: Int { game.number - 1 }

    /// The moves played since the start or the last restart (`RDLU`).
    var solution: String { MoveNotation.format(game.moves) }

    /// The stars the player can still earn: for the count so far on a won level, else for
    /// the fewest moves that could still finish it (one more at least, and never below par).
    var reachableStars: Int? {
        guard let par = play.par else { return nil }
        let moves = play.session.moveCount
        return StarRating.stars(
            moves: play.isWon ? moves : max(par, moves + 1), par: par, hints: play.hintsUsed)
    }
}
