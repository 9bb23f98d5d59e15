import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

/// The whole front as a value: a stack of screens (level select, a game, the editor), the
/// packs and the player's progress. A driver (the curses layer, or a test) feeds it events
/// with the time and draws the frames it returns; it answers with effects for the driver to
/// carry out.
public struct GlideApp: Sendable {
    public enum Effect: Equatable, Sendable {
        /// The player's progress changed: write it.
        case saveProgress
        case quit
        /// Put this text on the system clipboard.
        case copy(String)
    }

    /// A screen of the app. The top of the stack is on show; the screens below are where it
    /// returns to: level select under a game, level select under the editor (`e`), the editor
    /// under its play-test.
    enum Screen: Sendable {
        case levelSelect(LevelSelectScreen)
        case game(GameScreen)
        case editor(EditorScreen)
        case replay(ReplayScreen)
    }

    public private(set) var packs: [PlayPack]
    public private(set) var progress: PlayerProgress
    public let options: PlayOptions
    private(set) var stack: [Screen]
    private let solver: SolverClient
    private let editing: EditorEnvironment?
    public private(set) var width: Int
    public private(set) var height: Int
    /// A warning shown on the screen that was up, shown again on the next screen so that a
    /// screen change (the win banner moving on) does not hide it.
    private var lastingWarning: String?
    /// A copy of a pack that `e` offered to make and edit (a bundled pack exported to a file),
    /// waiting for the player's y or n, and the level to open it on.
    private var offeredCopy: (make: EditorEnvironment.MakeCopy, level: Int)?
    /// The day's puzzle, in `glide daily`.
    private var dailyGame: DailyGame?

    /// What the app keeps of the daily puzzle it plays: whose results to record, and how.
    struct DailyGame: Sendable {
        let date: DailyDate
        /// Today as it was when the game opened: a win just past midnight UTC still counts for
        /// the day the player sat down to.
        let today: DailyDate
        /// The level's progress key.
        let levelID: String
    }

    /// The app for `glide play`: level select on `packs`.
    /// - Parameters:
    ///   - solver: runs hints and missing pars (and the editor's verdicts) in the background.
    ///   - warning: a line to show at once (e.g. a progress file that had to be set aside).
    ///   - start: a level to open straight away instead of level select, which otherwise opens
    ///     where the player left off (`ResumePoint`).
    ///   - editing: how level select's `e` opens a pack in the editor.
    public init(
        packs: [PlayPack], progress: PlayerProgress, options: PlayOptions, solver: SolverClient,
        width: Int, height: Int, warning: String? = nil, start: (pack: Int, level: Int)? = nil,
        editing: EditorEnvironment? = nil
    ) {
        self.packs = packs
        self.progress = progress
        self.options = options
        self.solver = solver
        self.width = width
        self.height = height
        self.editing = editing
        var select = LevelSelectScreen()
        select.resize(width: width, height: height)
        select.show(warning)
        let resume = ResumePoint(packs: packs.map { ($0.title, $0.ids) }, progress: progress)
        select.focus(pack: resume.pack, level: resume.level)
        stack = [.levelSelect(select)]
        if let start, packs.indices.contains(start.pack),
            packs[start.pack].levels.indices.contains(start.level)
        {
            open(pack: start.pack, level: start.level)
        }
    }

    /// The app for `glide daily`: the day's puzzle at once, no level select; leaving it quits.
    /// - Parameters:
    ///   - level: the puzzle of `date` (`DailyPuzzle.level`).
    ///   - today: today's date (UTC), which the streak counts to and which tells whether a win
    ///     is on the puzzle's own day.
    ///   - warning: a line to show at once (e.g. a progress file that had to be set aside).
    public init(
        daily level: Level, date: DailyDate, today: DailyDate, progress: PlayerProgress, options: PlayOptions,
        solver: SolverClient, width: Int, height: Int, warning: String? = nil
    ) {
        packs = [PlayPack(title: "Glide daily", levels: [level])]
        self.progress = progress
        self.options = options
        self.solver = solver
        self.width = width
        self.height = height
        editing = nil
        dailyGame = DailyGame(date: date, today: today, levelID: level.board.canonicalID)
        var game = GameScreen(
            daily: DailyStanding(progress: progress, date: date, today: today), level: level,
            options: options, solver: solver,
            firstRun: !progress.levels.values.contains(where: \.solved) && progress.daily == nil)
        game.layout(width: width, height: height)
        if let warning { game.show(warning) }
        stack = [.game(game)]
    }

    /// Where the player stands on the daily puzzle (in `glide daily`).
    public var dailyStanding: DailyStanding? {
        dailyGame.map { DailyStanding(progress: progress, date: $0.date, today: $0.today) }
    }

    /// The app for `glide edit`: the editor, with play-testing; leaving the editor quits.
    public init(editor: EditorScreen, options: PlayOptions, solver: SolverClient, width: Int, height: Int) {
        packs = []
        progress = PlayerProgress()
        self.options = options
        self.solver = solver
        self.width = width
        self.height = height
        editing = nil
        stack = [.editor(editor)]
        stack[0].resize(width: width, height: height)
    }

    /// The game on show, if the top screen is one.
    public var game: GameScreen? {
        if case let .game(screen)? = stack.last { screen } else { nil }
    }

    /// The editor on show, if the top screen is the editor.
    public var editor: EditorScreen? {
        if case let .editor(screen)? = stack.last { screen } else { nil }
    }

    /// Level select, where it is in the stack (not in `glide edit`).
    public var select: LevelSelectScreen? {
        if case let .levelSelect(screen)? = stack.first { screen } else { nil }
    }

    /// Whether the game on show is a play-test of the editor's level.
    public var isPlayTesting: Bool { game != nil && stack.dropLast().last?.isEditor == true }

    /// Whether Ctrl-C is a key for the screen on show rather than a stop: the editor asks
    /// before dropping unsaved work, as `q` does.
    public var takesInterrupt: Bool { editor != nil }

    /// Whether frames change with time alone, so the driver should tick.
    public func isAnimating(now: Double) -> Bool { stack.last?.isAnimating(now: now) ?? false }

    /// When the app changes by itself, while nothing animates (a won level moves on), if it will.
    public var wakeTime: Double? { game?.wakeTime }

    // MARK: Events

    public mutating func handle(_ event: InputEvent, now: Double) -> [Effect] {
        let lastPack = progress.lastPack
        var effects = react(to: event, now: now)
        // Opening a level of another pack changes where a relaunch continues: keep it.
        if progress.lastPack != lastPack, !effects.contains(.saveProgress) { effects.append(.saveProgress) }
        return effects
    }

    private mutating func react(to event: InputEvent, now: Double) -> [Effect] {
        switch event {
        case let .resize(width, height):
            self.width = width
            self.height = height
            for index in stack.indices { stack[index].resize(width: width, height: height) }
        case .solved:
            // Every screen hears it; the one that asked takes it (an editor may be waiting for
            // a verdict under its play-test).
            let context = self.context
            for index in stack.indices { _ = stack[index].handle(event, now: now, in: context) }
            return []
        default:
            break
        }
        if offeredCopy != nil, case let .key(key) = event { return answerCopyOffer(key) }
        guard var top = stack.popLast() else { return [.quit] }
        let action = top.handle(event, now: now, in: context)
        stack.append(top)
        switch action {
        case let .levelSelect(action)?: return apply(action)
        case let .game(action)?: return apply(action, from: top)
        case let .editor(action)?: return apply(action, from: top)
        case .replay(.back)?:
            closeTop()
            return []
        case nil: return []
        }
    }

    private mutating func apply(_ action: LevelSelectScreen.Action) -> [Effect] {
        switch action {
        case let .open(pack, level):
            open(pack: pack, level: level)
        case let .edit(pack, level):
            guard let editing else {
                showOnScreen("This pack cannot be edited here.")
                break
            }
            openEditor(editing.open(pack), level: level)
        case let .watch(pack, level, source):
            let heading =
                "\(packs[pack].title) · Level \(level + 1)"
                + (LevelHeading.title(packs[pack].levels[level].title, number: level + 1).map { " · \($0)" }
                    ?? "")
            var screen = ReplayScreen(
                level: packs[pack].levels[level], heading: heading, source: source, paintIndex: level,
                options: options, solver: solver)
            screen.resize(width: width, height: height)
            stack.append(.replay(screen))
        case .quit:
            return [.quit]
        }
        return []
    }

    /// Opens the editor on an opened document, or shows why there is none (and remembers a
    /// copy it offers to make instead).
    private mutating func openEditor(
        _ opened: Result<(PackDocument, EditorFile), EditorEnvironment.Unavailable>, level: Int
    ) {
        switch opened {
        case let .success((document, file)):
            var editor = EditorScreen(
                document: document, file: file, solver: solver, options: options, level: level)
            editor.resize(width: width, height: height)
            stack.append(.editor(editor))
        case let .failure(reason):
            showOnScreen(reason.message)
            if let copy = reason.copy { offeredCopy = (copy, level) }
        }
    }

    /// The key after a copy was offered: y makes it and edits it; any other key declines.
    private mutating func answerCopyOffer(_ key: Key) -> [Effect] {
        guard let offer = offeredCopy else { return [] }
        offeredCopy = nil
        updateScreen(at: 0) { screen in
            guard case var .levelSelect(select) = screen else { return }
            select.show(nil)
            screen = .levelSelect(select)
        }
        if key == .character("y") || key == .character("Y") { openEditor(offer.make(), level: offer.level) }
        return []
    }

    private mutating func apply(_ action: GameScreen.Action, from top: Screen) -> [Effect] {
        guard case let .game(game) = top else { return [] }
        if let dailyGame { return apply(action, from: game, daily: dailyGame) }
        if isPlayTesting {
            // A play-test: nothing is recorded; leaving or winning goes back to the editor.
            switch action {
            case .back, .advance:
                closeTop()
            case let .won(moves, _):
                updateScreen(at: stack.count - 2) { $0.show("Play-test won in \(counted(moves, "move")).") }
            case .open, .copy:
                break
            }
            return []
        }
        // A game always plays a level of the pack selected in level select.
        guard let packIndex = select?.packIndex else { return [] }
        let pack = packs[packIndex]
        let campaign = pack.campaign(unlockAll: options.unlockAll)
        switch action {
        case .back:
            closeTop()
            updateScreen(at: 0) { $0.focus(pack: packIndex, level: game.index) }
            showLastingWarning()
        case let .open(level) where level == pack.levels.count:
            // `n` on the pack's last level: the next pack's first.
            if packIndex + 1 < packs.count {
                open(pack: packIndex + 1, level: 0)
            } else {
                showOnScreen("This is the last level of the last pack.")
            }
        case let .open(level):
            if let lock = campaign.lock(on: level, progress) {
                showOnScreen(lock.description)
            } else {
                open(pack: packIndex, level: level)
            }
        case let .won(moves, hints):
            progress.recordWin(
                id: pack.ids[game.index], moves: moves, par: game.par, hints: hints, solution: game.solution)
            return [.saveProgress]
        case let .copy(text):
            return [.copy(text)]
        case .advance:
            let next = game.index + 1
            let isLast = next == pack.levels.count
            let lock = isLast ? nil : campaign.lock(on: next, progress)
            if !isLast, lock == nil {
                open(pack: packIndex, level: next)
                break
            }
            if isLast, packIndex + 1 < packs.count {
                // On to the next pack, saying so.
                let unsolved = pack.ids.filter { progress.record(for: $0)?.solved != true }.count
                let next = packs[packIndex + 1]
                open(pack: packIndex + 1, level: 0)
                showOnScreen(
                    (unsolved == 0
                        ? "\(pack.title) complete!"
                        : "End of \(pack.title) (\(counted(unsolved, "level")) to solve).")
                        + " On to \(next.title).")
                break
            }
            // The last pack's end, or a level still locked (a level opened with --level).
            closeTop()
            updateScreen(at: 0) { select in
                select.focus(pack: packIndex, level: isLast ? game.index : next)
                select.show(lock?.description ?? "\(pack.title) complete!")
            }
            showLastingWarning()
        }
        return []
    }

    /// The daily puzzle: a win is recorded under its date (the best kept) and the board stays,
    /// with the result line; there is no other level to open, and leaving quits.
    private mutating func apply(_ action: GameScreen.Action, from game: GameScreen, daily: DailyGame)
        -> [Effect]
    {
        switch action {
        case .back:
            return [.quit]
        case let .won(moves, hints):
            progress.recordDailyWin(
                date: daily.date, today: daily.today, level: daily.levelID, moves: moves,
                par: game.par ?? moves, hints: hints, solution: game.solution)
            if let standing = dailyStanding {
                updateScreen(at: stack.count - 1) { screen in
                    guard case var .game(game) = screen else { return }
                    game.update(standing)
                    screen = .game(game)
                }
            }
            return [.saveProgress]
        case let .copy(text):
            return [.copy(text)]
        case .advance, .open:
            return []
        }
    }

    private mutating func apply(_ action: EditorScreen.Action, from top: Screen) -> [Effect] {
        guard case let .editor(editor) = top else { return [] }
        switch action {
        case .quit:
            closeTop()
            guard let packIndex = select?.packIndex else { return [.quit] }
            // Back to level select with the pack as it now stands on disk.
            if let editing, let pack = editing.reload(packIndex) { packs[packIndex] = pack }
            let level = min(editor.document.current, packs[packIndex].levels.count - 1)
            updateScreen(at: 0) { $0.focus(pack: packIndex, level: level) }
        case .playTest:
            guard let pack = editor.playTestPack else { break }
            var game = GameScreen(pack: pack, index: 0, options: options, solver: solver)
            game.layout(width: width, height: height)
            stack.append(.game(game))
        case let .copy(text):
            return [.copy(text)]
        }
        return []
    }

    /// Opens a level of a pack in the game screen, in place of the game on show if any.
    private mutating func open(pack: Int, level: Int) {
        updateScreen(at: 0) { $0.focus(pack: pack, level: level) }
        progress.lastPack = packs[pack].title
        if game != nil { closeTop() }
        var screen = GameScreen(
            pack: packs[pack], index: level, options: options, solver: solver,
            previousBest: progress.record(for: packs[pack].ids[level])?.bestMoves,
            firstRun: !progress.levels.values.contains(where: \.solved))
        screen.layout(width: width, height: height)
        stack.append(.game(screen))
        showLastingWarning()
    }

    /// Takes the top screen off the stack, stopping its background solves.
    private mutating func closeTop() {
        guard var screen = stack.popLast() else { return }
        screen.close()
    }

    private mutating func updateScreen(at index: Int, _ change: (inout Screen) -> Void) {
        guard stack.indices.contains(index) else { return }
        change(&stack[index])
    }

    // MARK: Messages

    /// Shows a one-line warning on whichever screen is up, and again on the next screen.
    public mutating func warn(_ text: String) {
        showOnScreen(text)
        lastingWarning = text
    }

    private mutating func showLastingWarning() {
        guard let text = lastingWarning else { return }
        lastingWarning = nil
        showOnScreen(text)
    }

    mutating func showOnScreen(_ text: String) {
        updateScreen(at: stack.count - 1) { $0.show(text) }
    }

    // MARK: Drawing

    /// The frame at time `now`.
    public func frame(now: Double) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        stack.last?.draw(into: &buffer, now: now, in: context)
        return buffer
    }

    /// What level select reads from the app.
    private var context: Screen.Context { Screen.Context(packs: packs, progress: progress, options: options) }
}

extension GlideApp.Screen {
    /// What a screen asked for.
    enum Action {
        case levelSelect(LevelSelectScreen.Action)
        case game(GameScreen.Action)
        case editor(EditorScreen.Action)
        case replay(ReplayScreen.Action)
    }

    struct Context {
        let packs: [PlayPack]
        let progress: PlayerProgress
        let options: PlayOptions
    }

    var isEditor: Bool {
        if case .editor = self { true } else { false }
    }

    mutating func handle(_ event: InputEvent, now: Double, in app: Context) -> Action? {
        switch self {
        case var .levelSelect(screen):
            let action = screen.handle(
                event, now: now, packs: app.packs, progress: app.progress,
                unlockAll: app.options.unlockAll)
            self = .levelSelect(screen)
            return action.map(Action.levelSelect)
        case var .game(screen):
            let action = screen.handle(event, now: now)
            self = .game(screen)
            return action.map(Action.game)
        case var .editor(screen):
            let action = screen.handle(event, now: now)
            self = .editor(screen)
            return action.map(Action.editor)
        case var .replay(screen):
            let action = screen.handle(event, now: now)
            self = .replay(screen)
            return action.map(Action.replay)
        }
    }

    mutating func resize(width: Int, height: Int) {
        switch self {
        case var .levelSelect(screen):
            screen.resize(width: width, height: height)
            self = .levelSelect(screen)
        case var .game(screen):
            screen.layout(width: width, height: height)
            self = .game(screen)
        case var .editor(screen):
            screen.resize(width: width, height: height)
            self = .editor(screen)
        case var .replay(screen):
            screen.resize(width: width, height: height)
            self = .replay(screen)
        }
    }

    mutating func show(_ text: String) {
        switch self {
        case var .levelSelect(screen):
            screen.show(text)
            self = .levelSelect(screen)
        case var .game(screen):
            screen.show(text)
            self = .game(screen)
        case var .editor(screen):
            screen.show(text)
            self = .editor(screen)
        case var .replay(screen):
            screen.show(text)
            self = .replay(screen)
        }
    }

    mutating func focus(pack: Int, level: Int) {
        guard case var .levelSelect(screen) = self else { return }
        screen.focus(pack: pack, level: level)
        self = .levelSelect(screen)
    }

    /// Stops the screen's background solves: it is leaving the stack.
    mutating func close() {
        switch self {
        case .levelSelect: break
        case var .game(screen):
            screen.close()
            self = .game(screen)
        case var .editor(screen):
            screen.close()
            self = .editor(screen)
        case var .replay(screen):
            screen.close()
            self = .replay(screen)
        }
    }

    func isAnimating(now: Double) -> Bool {
        switch self {
        case let .levelSelect(screen): screen.isAnimating(now: now)
        case let .game(screen): screen.isAnimating(now: now)
        case let .editor(screen): screen.isAnimating(now: now)
        case let .replay(screen): screen.isAnimating(now: now)
        }
    }

    func draw(into buffer: inout CellBuffer, now: Double, in app: Context) {
        switch self {
        case let .levelSelect(screen):
            screen.draw(
                into: &buffer, now: now, packs: app.packs, progress: app.progress, options: app.options)
        case let .game(screen): screen.draw(into: &buffer, now: now)
        case let .editor(screen): screen.draw(into: &buffer, now: now)
        case let .replay(screen): screen.draw(into: &buffer, now: now)
        }
    }
}

/// What the app needs to open level select's packs in the editor (`e`): the driver knows which
/// packs come from files.
public struct EditorEnvironment: Sendable {
    /// Makes a copy of a pack that can be edited, and opens it.
    public typealias MakeCopy = @Sendable () -> Result<(PackDocument, EditorFile), Unavailable>

    public struct Unavailable: Error, Sendable {
        public let message: String
        /// A copy to edit instead, if there can be one (a bundled pack exported to a file):
        /// `message` then asks the player whether to make it (`y`, or any other key for no).
        public let copy: MakeCopy?
        public init(_ message: String, copy: MakeCopy? = nil) {
            self.message = message
            self.copy = copy
        }
    }

    /// Pack `pack` as a document to edit and the file it saves to, or why it cannot be edited.
    public var open: @Sendable (_ pack: Int) -> Result<(PackDocument, EditorFile), Unavailable>
    /// The pack as it stands on disk, after editing.
    public var reload: @Sendable (_ pack: Int) -> PlayPack?

    public init(
        open: @escaping @Sendable (Int) -> Result<(PackDocument, EditorFile), Unavailable>,
        reload: @escaping @Sendable (Int) -> PlayPack?
    ) {
        self.open = open
        self.reload = reload
    }
}
