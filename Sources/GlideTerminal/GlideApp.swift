import GlidePlay
import GlideRules
import GlideSolverClient
import GlideWording

/// The terminal's side of the app: it turns keys and the mouse into the session's intents by
/// the route on show, carries out the session's effects through its clients (the solver, the
/// progress file, pack files), and draws the route on show. What only the terminal can do
/// (the clipboard, the bell, quitting) it hands back to its driver, the play loop or a test.
public struct GlideApp: Sendable {
    public enum Effect: Hashable, Sendable {
        /// Put this text on the system clipboard.
        case copy(String)
        case bell
        /// The player chose another colour theme: draw with it from now on.
        case theme(Theme.Name)
        /// The player's colour setting changed what the terminal draws with: send colours at
        /// this depth from now on.
        case colorDepth(ColorDepth)
        case quit
    }

    public private(set) var session: PlaySession
    public internal(set) var options: PlayOptions
    private let clients: AppClients
    private(set) var levelSelect = LevelSelectScreen()
    /// Where the mouse's button went down in a game, for a swipe or a click, and which game:
    /// a drag or release on another route (the win moved on meanwhile) is no swipe. `swiped`:
    /// the drag has slid the ball already, so the rest of this press does nothing.
    private var pressed: (x: Int, y: Int, route: Int?, swiped: Bool)?
    /// The editor's cell under the press, where a drawn line starts.
    private var pressedCell: Position?
    /// The editor's zoom, scroll and overlays (only the terminal knows its size).
    private(set) var editorView = EditorView()
    public private(set) var width: Int
    public private(set) var height: Int
    /// When the terminal was last resized: the board is drawn afresh at another size, and the
    /// ball pulses so the eye finds it again.
    private var resizedAt: Double?

    public init(session: PlaySession, options: PlayOptions, clients: AppClients, width: Int, height: Int) {
        self.session = session
        self.options = options
        self.clients = clients
        self.width = width
        self.height = height
        levelSelect.resize(width: width, height: height)
    }

    /// Whether frames change with time alone, so the driver should tick.
    public func isAnimating(now: Double) -> Bool {
        session.isAnimating(now: now) || (session.top.isLevelSelect && levelSelect.isAnimating(now: now))
            || (session.game != nil && resizedAt.flatMap { BallPulse.standard.ring(at: now - $0) } != nil)
    }

    /// Whether Ctrl-C is a key for the route on show rather than a stop.
    public var takesInterrupt: Bool { session.takesInterrupt }

    // MARK: Events

    public mutating func handle(_ event: InputEvent, now: Double) -> [Effect] {
        defer { followEditorView(now: now) }
        switch event {
        case let .resize(width, height):
            if (width, height) != (self.width, self.height), options.timing.animated { resizedAt = now }
            self.width = width
            self.height = height
            levelSelect.resize(width: width, height: height)
            // The play loop's first event: the solves the session asked for as it opened (a
            // level's par, the editor's verdict) go out here, not on the first key.
            return carryOut(session.advance(to: now), now: now)
        case let .solved(job, result):
            return run(.solved(job, result), now: now)
        case let .dailyMade(date, level):
            return run(.dailyMade(date, level), now: now)
        case .tick:
            return carryOut(session.advance(to: now), now: now)
        default:
            let before = session.progress
            let effects = intents(for: event, now: now).flatMap { run($0, now: now) }
            return effects + applySettings(changedFrom: before)
        }
    }

    /// The program is stopping (a signal): the session keeps what must outlive it, saved now.
    public mutating func stop(now: Double) {
        _ = run(.stopping, now: now)
    }

    /// Hands an intent to the session and carries out what it asks for.
    private mutating func run(_ intent: PlayIntent, now: Double) -> [Effect] {
        carryOut(session.handle(intent, now: now), now: now)
    }

    /// Carries out the session's effects; the results go back to it as intents, in order.
    private mutating func carryOut(_ effects: [PlayEffect], now: Double) -> [Effect] {
        var terminal: [Effect] = []
        for effect in effects {
            switch effect {
            case .saveProgress:
                if let failure = clients.saveProgress(session.progress) {
                    terminal += run(.progressNotSaved(failure), now: now)
                }
            case let .solver(solverEffect):
                clients.solver.run([solverEffect])
            case let .write(path, bytes, expected, ifReadOnly):
                terminal += run(
                    .written(clients.packFiles.write(path, bytes, expected, ifReadOnly)), now: now)
            case let .openForEditing(pack):
                terminal += run(.editingOpened(pack: pack, clients.packFiles.open(pack)), now: now)
            case let .exportForEditing(pack, path):
                terminal += run(.editingOpened(pack: pack, clients.packFiles.export(pack, path)), now: now)
            case let .reloadPack(pack):
                terminal += run(.reloaded(pack: pack, clients.packFiles.reload(pack)), now: now)
            case let .copy(clip):
                terminal.append(.copy(clip.text))
            case let .makeDaily(date):
                if let level = clients.daily.make(date) { terminal += run(.dailyMade(date, level), now: now) }
            case .bell:
                terminal.append(.bell)
            case .quit:
                terminal.append(.quit)
            }
        }
        return terminal
    }

    /// What an event asks of the session, by the route on show.
    private mutating func intents(for event: InputEvent, now: Double) -> [PlayIntent] {
        if session.question != nil {
            guard case let .key(key) = event else { return [] }
            return [.answer(key == .character("y") || key == .character("Y"))]
        }
        switch session.top {
        case .help, .stats:
            return event.isKeyOrClick ? [.proceed] : []
        case .packComplete:
            guard event.isKeyOrClick else { return [] }
            return event == .key(.character("q")) || event == .key(.escape) ? [.back] : [.proceed]
        case .levelSelect:
            return levelSelect.intents(for: event, session: session, now: now)
        case .replay:
            if case let .key(key) = event,
                let control = ReplayScreen.control(for: key) ?? ReplayScreen.stepControl(for: key)
            {
                return [.controlReplay(control)]
            }
            return event.isKeyOrClick ? [.back] : []
        case .settings:
            guard case let .key(key) = event else { return [] }
            return [SettingsScreen.intent(for: key)]
        case let .game(game):
            return gameIntents(for: event, screen: gameScreen(game), now: now)
        case let .editor(route):
            return editorIntents(for: event, screen: editorScreen(route.editor))
        }
    }

    private mutating func gameIntents(for event: InputEvent, screen: GameScreen, now: Double) -> [PlayIntent]
    {
        switch event {
        case let .key(key):
            return screen.intent(for: key).map { [$0] } ?? []
        case let .mousePress(x, y):
            pressed = screen.pressesBoard(x: x, y: y, now: now) ? (x, y, session.top.id, false) : nil
            return []
        case let .mouseDrag(x, y):
            // As on a phone, a swipe acts as soon as the drag passes the threshold, once a press.
            guard let press = pressed, press.route == session.top.id, !press.swiped,
                let intent = screen.intent(swipeFrom: (press.x, press.y), to: (x, y)), intent != .proceed
            else { return [] }
            pressed?.swiped = true
            return [intent]
        case let .mouseRelease(x, y):
            defer { pressed = nil }
            if pressed?.swiped == true { return [] }
            let start = pressed.flatMap { $0.route == session.top.id ? ($0.x, $0.y) : nil }
            return screen.intent(swipeFrom: start, to: (x, y)).map { [$0] } ?? []
        default:
            return []
        }
    }

    private mutating func editorIntents(for event: InputEvent, screen: EditorScreen) -> [PlayIntent] {
        switch event {
        case let .key(key):
            if let action = screen.viewAction(for: key) {
                apply(action, on: screen)
                return []
            }
            return screen.intent(for: key).map { [$0] } ?? []
        case let .mousePress(x, y):
            if screen.editor.replay != nil { return [.edit(.stopSolution)] }
            pressedCell = screen.pressedCell(x: x, y: y)
            return []
        case let .mouseRelease(x, y):
            defer { pressedCell = nil }
            guard let start = pressedCell else { return [] }
            return [.edit(.drawLine(from: start, to: screen.cell(atX: x, y: y) ?? start))]
        default:
            return []
        }
    }

    // MARK: Drawing

    /// Where the game on show draws its board at `now`; nil without a game, or when its board
    /// does not fit.
    public func boardViewport(at now: Double) -> BoardViewport? {
        session.game.flatMap { gameScreen($0).viewport(at: now) }
    }

    /// Where the editor on show draws its draft at `now`; nil without an editor on top.
    public func editorViewport(at now: Double) -> BoardViewport? {
        guard case let .editor(route) = session.top else { return nil }
        return editorScreen(route.editor).viewport(at: now)
    }

    /// The frame at time `now`.
    public func frame(now: Double) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        switch session.top {
        case let .help(topic):
            if let under = session.underOverlay { draw(under, into: &buffer, now: now) }
            HelpOverlay.draw(
                HelpScreens.lines(for: topic, dailyReturns: session.game?.returnsToLevelSelect ?? false),
                into: &buffer, glyphs: options.glyphs)
        case let .stats(pack):
            if let under = session.underOverlay { draw(under, into: &buffer, now: now) }
            let stats = PackStats(
                ids: session.packs[pack].ids, pars: session.packs[pack].levels.map(\.par),
                progress: session.progress)
            HelpOverlay.draw(
                HelpScreens.stats(session.packs[pack].title, stats), into: &buffer, glyphs: options.glyphs)
        case let .packComplete(completion):
            draw(.levelSelect, into: &buffer, now: now)
            HelpOverlay.draw(
                HelpScreens.packComplete(session.packs[completion.pack].title, completion),
                into: &buffer, glyphs: options.glyphs)
        case let top:
            draw(top, into: &buffer, now: now)
        }
        if options.glyphs.isASCII { buffer.transliterateToASCII() }
        return buffer
    }

    private func draw(_ route: Route, into buffer: inout CellBuffer, now: Double) {
        let notice = session.question?.text ?? session.notice?.text
        switch route {
        case .levelSelect:
            levelSelect.draw(into: &buffer, now: now, session: session, options: options, notice: notice)
        case let .game(game):
            gameScreen(game).draw(into: &buffer, now: now, notice: notice ?? game.play.shownNotice?.text)
        case let .replay(replay):
            ReplayScreen(route: replay, heading: replayHeading(replay), options: options).draw(
                into: &buffer, now: now)
        case let .editor(route):
            editorScreen(route.editor).draw(into: &buffer, now: now)
        case let .settings(row):
            SettingsScreen(options: options, session: session, row: row).draw(into: &buffer, now: now)
        case .help, .stats, .packComplete:
            break
        }
    }

    private func gameScreen(_ game: GameRoute) -> GameScreen {
        let title: String
        switch game.purpose {
        case let .campaign(pack, _): title = session.packs[pack].title
        case .daily: title = "Glide daily"
        case .playTest: title = "Play-test"
        }
        return GameScreen(
            game: game, packTitle: title, options: options, width: width, height: height,
            daily: session.dailyStanding, resizedAt: resizedAt)
    }

    private func editorScreen(_ editor: PackEditor) -> EditorScreen {
        EditorScreen(editor: editor, options: options, width: width, height: height, view: editorView)
    }

    /// Zooms the editor's board or toggles its trap overlay.
    private mutating func apply(_ action: EditorViewAction, on screen: EditorScreen) {
        switch action {
        case let .zoom(zoomingIn):
            _ = editorView.zoom(
                in: zoomingIn, from: screen.viewport(at: 0).scale, fitting: screen.fittingScale,
                halfBlocks: options.drawsPixels)
        case .toggleTraps:
            editorView.showsTraps.toggle()
        }
    }

    /// Keeps the editor's view on its cursor (or the ball of the solution playing) after
    /// whatever happened, on the level on show.
    private mutating func followEditorView(now: Double) {
        guard case let .editor(route) = session.top else { return }
        let editor = route.editor
        editorView.open(path: editor.path, level: editor.document.current)
        editorView.follow(
            editorScreen(editor).viewport(at: now), path: editor.path, level: editor.document.current)
    }

    private func replayHeading(_ replay: ReplayRoute) -> String {
        "\(session.packs[replay.pack].title) · Level \(replay.index + 1)"
            + (LevelHeading.title(replay.level.title, number: replay.index + 1).map { " · \($0)" } ?? "")
    }
}

extension Route {
    var isLevelSelect: Bool {
        if case .levelSelect = self { true } else { false }
    }
}

extension Clip {
    /// The clip as the clipboard gets it.
    var text: String {
        switch self {
        case let .moves(moves): MoveNotation.format(moves)
        case let .dailyResult(date, record, streak):
            DailyResultLine.text(date: date, record: record) + (streak.text.map { " · " + $0 } ?? "")
        case let .levelCode(code): code
        }
    }
}
