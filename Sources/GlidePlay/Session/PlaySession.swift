import GlideRules
import GlideSolverClient

/// The whole app as a value, above the levels: which route is on show and where leaving it
/// returns to, the packs and the player's progress, the campaign's flow (locks, the next level,
/// the next pack), the daily puzzle, the editor and its play-tests. Intents go in with the
/// time (`handle`, `advance`); effects come out for a driver to carry out (saving progress,
/// solves, writes, the clipboard, quitting), whose results come back as intents. The routes
/// hold the mid ends (`LevelPlay`, `PackEditor`, a replay); a front maps keys to intents by
/// the route on show, lays it out and draws it, and words the notices.
public struct PlaySession: Sendable {
    public internal(set) var packs: [PlayPack]
    public internal(set) var progress: PlayerProgress
    public let settings: PlaySettings
    /// The route on show is the last; the first is where the session began (leaving it quits).
    public internal(set) var routes: [Route]
    /// Level select's selected level.
    public internal(set) var selection: LevelSelection
    /// A line for the player on the route on show, until their next key.
    public internal(set) var notice: SessionNotice?
    /// A question waiting for y or n; every other key is no.
    public internal(set) var question: SessionQuestion?
    /// A warning shown again on the next route, so that a route change (the win moving on)
    /// does not hide it.
    var lastingWarning: SessionNotice?
    /// Where `e` in level select opens the editor, while the pack is being opened.
    var editingLevel: Int?
    /// Today's daily puzzle in level select (`glide play`).
    var dailyEntry: DailyEntry?
    /// Whether level select's selection is on the daily puzzle rather than `selection`.
    public internal(set) var dailySelected = false
    var lastOwner = 0
    var effects: [PlayEffect] = []

    /// Level select's selected level.
    public struct LevelSelection: Hashable, Sendable {
        public var pack: Int
        public var level: Int

        public init(pack: Int, level: Int) {
            self.pack = pack
            self.level = level
        }
    }

    /// The session of `glide play`: level select on `packs`, opened where the player left off
    /// (`ResumePoint`), or on `start` at once; with `today`, today's daily puzzle above the
    /// pack's levels.
    public init(
        packs: [PlayPack], progress: PlayerProgress, settings: PlaySettings,
        warning: ProgressStore.LoadWarning? = nil,
        start: LevelSelection? = nil, today: DailyDate? = nil
    ) {
        dailyEntry = today.map { DailyEntry(today: $0) }
        self.packs = packs
        self.progress = progress
        self.settings = settings
        let resume = ResumePoint(packs: packs.map { ($0.title, $0.ids) }, progress: progress)
        selection = LevelSelection(pack: resume.pack, level: resume.level)
        routes = [.levelSelect]
        if let warning { warn(.progressUnreadable(warning)) }
        if let start, packs.indices.contains(start.pack),
            packs[start.pack].levels.indices.contains(start.level)
        {
            open(pack: start.pack, level: start.level)
        }
    }

    /// The session of `glide daily`: the day's puzzle at once, no level select; leaving it quits.
    /// - Parameters:
    ///   - level: the puzzle of `date`.
    ///   - today: today's date (UTC), which the streak counts to and which tells whether a win
    ///     is on the puzzle's own day.
    public init(
        daily level: Level, date: DailyDate, today: DailyDate, progress: PlayerProgress,
        settings: PlaySettings,
        warning: ProgressStore.LoadWarning? = nil
    ) {
        packs = []
        self.progress = progress
        self.settings = settings
        selection = LevelSelection(pack: 0, level: 0)
        routes = []
        let daily = DailyGame(date: date, today: today, levelID: level.board.canonicalID)
        let firstRun = !progress.levels.values.contains(where: \.solved) && progress.daily == nil
        routes = [.game(makeGame(level, purpose: .daily(daily), firstRun: firstRun))]
        if let greeting = dailyStanding?.greeting { notice = .dailyGreeting(greeting) }
        if let warning { warn(.progressUnreadable(warning)) }
    }

    /// The session of `glide edit`: the editor on `document`, saving to `path`; leaving it quits.
    public init(editing document: PackDocument, path: String, level: Int = 0, settings: PlaySettings) {
        packs = []
        progress = PlayerProgress()
        self.settings = settings
        selection = LevelSelection(pack: 0, level: 0)
        routes = []
        routes = [.editor(EditorRoute(editor: makeEditor(document, path: path, level: level), pack: nil))]
    }

    // MARK: What is on show

    /// The route on show.
    public var top: Route { routes.last ?? .levelSelect }

    /// The route under help or stats: what they are drawn over.
    public var underOverlay: Route? {
        guard case .help = top else {
            if case .stats = top { return routes.dropLast().last }
            return nil
        }
        return routes.dropLast().last
    }

    /// The game on show, if the route on show (or under its help) is one.
    public var game: GameRoute? {
        if case let .game(game) = underOverlay ?? top { game } else { nil }
    }

    /// The editor on show, if the route on show (or under its help) is the editor.
    public var editor: PackEditor? {
        if case let .editor(route) = underOverlay ?? top { route.editor } else { nil }
    }

    /// Whether the editor is on show: Ctrl-C is then a key (the editor asks before dropping
    /// unsaved work), not a stop.
    public var takesInterrupt: Bool { editor != nil }

    /// Where the player stands on the daily puzzle in play (in `glide daily`, or opened from
    /// level select).
    public var dailyStanding: DailyStanding? {
        for case let .game(game) in routes.reversed() {
            if case let .daily(daily) = game.purpose {
                return DailyStanding(progress: progress, date: daily.date, today: daily.today)
            }
        }
        return nil
    }

    /// Whether what is shown changes with time alone, so the driver should tick.
    public func isAnimating(now: Double) -> Bool { (underOverlay ?? top).isAnimating(now: now) }

    // MARK: Driving

    /// Carries out an intent at time `now`; returns what the driver must do.
    public mutating func handle(_ intent: PlayIntent, now: Double) -> [PlayEffect] {
        let lastPack = progress.lastPack
        if intent.isPlayer { notice = nil }
        passTime(to: now)
        react(to: intent, now: now)
        // Opening a level of another pack changes where a relaunch continues: keep it.
        if progress.lastPack != lastPack, !effects.contains(.saveProgress) { effects.append(.saveProgress) }
        return takeEffects()
    }

    /// Lets time pass: slides settle, a won level moves on when its time is up.
    public mutating func advance(to now: Double) -> [PlayEffect] {
        passTime(to: now)
        return takeEffects()
    }

    private mutating func react(to intent: PlayIntent, now: Double) {
        switch intent {
        case let .solved(job, result): deliver(job, result, now: now)
        case let .written(outcome): updateEditor { $0.fileWritten(outcome) }
        case let .editingOpened(pack, result): openedForEditing(pack: pack, result)
        case let .reloaded(pack, reloaded): packReloaded(pack, reloaded)
        case let .progressNotSaved(failure): warn(.progressNotSaved(failure))
        case .stopping: keepOpenAttempts()
        case let .dailyMade(date, level): dailyMade(date, level)
        default: reactToPlayer(intent, now: now)
        }
    }

    private mutating func reactToPlayer(_ intent: PlayIntent, now: Double) {
        if let question {
            self.question = nil
            if case .answer(true) = intent { answer(question) }
            return
        }
        switch top {
        case .help, .stats: closeTop()
        case let .packComplete(completion): goOn(after: completion, intent: intent)
        case .levelSelect: handleLevelSelect(intent)
        case let .settings(row): handleSettings(intent, on: row)
        case .game: handleGame(intent, now: now)
        case var .replay(replay):
            if case let .controlReplay(control) = intent {
                replay.control(control, now: now)
                routes[routes.count - 1] = .replay(replay)
            } else if intent != .help {
                closeTop()
            }
        case .editor: handleEditor(intent, now: now)
        }
    }

    /// Hands a finished solve to the route that asked for it, wherever it is in the stack.
    private mutating func deliver(_ job: SolveJob, _ result: SolveResult, now: Double) {
        guard let index = routes.firstIndex(where: { $0.owner == job.owner }) else { return }
        switch routes[index] {
        case var .game(game):
            game.play.receive(job, result, now: now)
            routes[index] = .game(game)
        case var .replay(replay):
            replay.receive(job, result)
            routes[index] = .replay(replay)
        case var .editor(route):
            route.editor.receive(job, result)
            routes[index] = .editor(route)
            // A save that waited for this proof goes on: its write goes out now, not on the
            // designer's next key.
            carryOutEditorEffects()
        case .levelSelect, .help, .stats, .settings, .packComplete:
            break
        }
    }

    /// Everything the routes asked for since the last take, in order: their own effects, then
    /// their solves.
    mutating func takeEffects() -> [PlayEffect] {
        for index in routes.indices {
            switch routes[index] {
            case var .game(game):
                effects += game.play.takeSolverEffects().map(PlayEffect.solver)
                routes[index] = .game(game)
            case var .replay(replay):
                effects += replay.solves.take().map(PlayEffect.solver)
                routes[index] = .replay(replay)
            case var .editor(route):
                effects += route.editor.takeSolverEffects().map(PlayEffect.solver)
                routes[index] = .editor(route)
            case .levelSelect, .help, .stats, .settings, .packComplete:
                break
            }
        }
        defer { effects = [] }
        return effects
    }

    // MARK: Routes

    /// A number no mid end of this session has had, to name its solves.
    mutating func newOwner() -> Int {
        lastOwner += 1
        return lastOwner
    }

    mutating func push(_ route: Route) { routes.append(route) }

    /// Takes the route on show off the stack, stopping its solves.
    mutating func closeTop() {
        guard let route = routes.popLast() else { return }
        switch route {
        case var .game(game):
            keepAttempt(of: game)
            game.play.cancelSolves()
            effects += game.play.takeSolverEffects().map(PlayEffect.solver)
        case var .replay(replay):
            replay.cancelSolves()
            effects += replay.solves.take().map(PlayEffect.solver)
        case var .editor(editorRoute):
            editorRoute.editor.cancelSolves()
            effects += editorRoute.editor.takeSolverEffects().map(PlayEffect.solver)
        case .levelSelect, .help, .stats, .settings, .packComplete:
            break
        }
    }

    /// Quits: at the session's first route, leaving is quitting. The attempts of the games
    /// still open are kept first.
    mutating func quit() {
        keepOpenAttempts()
        effects.append(.quit)
    }

    /// Keeps the attempt of every game on the stack (the program is about to end).
    mutating func keepOpenAttempts() {
        for route in routes {
            if case let .game(game) = route { keepAttempt(of: game) }
        }
    }

    // MARK: Notices

    /// Shows a warning on the route on show, and again on the next route.
    mutating func warn(_ warning: SessionNotice) {
        notice = warning
        lastingWarning = warning
    }

    /// The warning that was up, on the route now on show.
    mutating func showLastingWarning() {
        guard let warning = lastingWarning else { return }
        lastingWarning = nil
        notice = warning
    }

    /// Refuses what the player asked for, saying why, with the bell.
    mutating func refuse(_ notice: SessionNotice) {
        self.notice = notice
        effects.append(.bell)
    }

    private mutating func answer(_ question: SessionQuestion) {
        switch question {
        case let .exportForEditing(pack, _, path, level):
            editingLevel = level
            effects.append(.exportForEditing(pack: pack, path: path))
        }
    }
}
