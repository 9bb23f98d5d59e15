import GlideKit

/// The whole front as a value: level select and the game screen, the packs and the player's
/// progress. A driver (the curses layer, or a test) feeds it events with the time and draws
/// the frames it returns; it answers with effects for the driver to carry out.
public struct GlideApp: Sendable {
    public enum Effect: Equatable, Sendable {
        /// The player's progress changed: write it.
        case saveProgress
        case quit
    }

    public private(set) var packs: [PlayPack]
    public private(set) var progress: PlayerProgress
    public let options: PlayOptions
    public private(set) var select = LevelSelectScreen()
    public private(set) var game: GameScreen?
    public private(set) var editor: EditorScreen?
    /// The game on screen is a play-test of the editor's level (it returns to the editor).
    public private(set) var playTesting = false
    /// The app was started to edit: leaving the editor quits.
    private let editOnly: Bool
    private let editing: EditorEnvironment?
    public private(set) var width: Int
    public private(set) var height: Int
    /// A warning shown on the screen that was up, shown again on the next screen so that a
    /// screen change (the win banner moving on) does not hide it.
    private var lastingWarning: String?

    /// - Parameters:
    ///   - warning: a line to show at once (e.g. a progress file that had to be set aside).
    ///   - start: a level to open straight away instead of level select.
    public init(packs: [PlayPack], progress: PlayerProgress, options: PlayOptions, width: Int, height: Int,
                warning: String? = nil, start: (pack: Int, level: Int)? = nil, editing: EditorEnvironment? = nil) {
        self.packs = packs
        self.progress = progress
        self.options = options
        self.width = width
        self.height = height
        self.editing = editing
        editOnly = false
        select.resize(width: width, height: height)
        select.show(warning)
        if let start, packs.indices.contains(start.pack), packs[start.pack].levels.indices.contains(start.level) {
            select.focus(pack: start.pack, level: start.level)
            open(pack: start.pack, level: start.level)
        }
    }

    /// The app for `glide edit`: the editor, with play-testing; leaving the editor quits.
    public init(editor: EditorScreen, options: PlayOptions, width: Int, height: Int) {
        packs = []
        progress = PlayerProgress()
        self.options = options
        self.width = width
        self.height = height
        self.editor = editor
        self.editor?.resize(width: width, height: height)
        editing = nil
        editOnly = true
    }

    /// Whether frames change with time alone, so the driver should tick.
    public func isAnimating(now: Double) -> Bool {
        game?.isAnimating(now: now) ?? editor?.isAnimating(now: now) ?? select.isAnimating(now: now)
    }

    public mutating func handle(_ event: InputEvent, now: Double) -> [Effect] {
        if case let .resize(width, height) = event {
            self.width = width
            self.height = height
            select.resize(width: width, height: height)
            game?.layout(width: width, height: height)
            editor?.resize(width: width, height: height)
        }
        if game != nil { return handleGame(event, now: now) }
        if editor != nil { return handleEditor(event, now: now) }
        switch select.handle(event, now: now, packs: packs, progress: progress, unlockAll: options.unlockAll) {
        case let .open(pack, level)?:
            open(pack: pack, level: level)
        case let .edit(pack, level)?:
            guard let editing else {
                select.show("This pack cannot be edited here.")
                break
            }
            switch editing.open(pack, level) {
            case var .success(screen):
                screen.resize(width: width, height: height)
                editor = screen
            case let .failure(reason):
                select.show(reason.message)
            }
        case .quit?:
            return [.quit]
        case nil:
            break
        }
        return []
    }

    private mutating func handleEditor(_ event: InputEvent, now: Double) -> [Effect] {
        guard var screen = editor else { return [] }
        let action = screen.handle(event, now: now)
        editor = screen
        switch action {
        case .quit?:
            if editOnly { return [.quit] }
            // Back to level select with the pack as it now stands on disk.
            if let editing, let pack = editing.reload(select.packIndex) { packs[select.packIndex] = pack }
            select.focus(pack: select.packIndex, level: min(screen.document.current, packs[select.packIndex].levels.count - 1))
            editor = nil
        case .playTest?:
            guard let pack = screen.playTestPack else { break }
            var game = GameScreen(pack: pack, index: 0, options: options)
            game.layout(width: width, height: height)
            self.game = game
            playTesting = true
        case nil:
            break
        }
        return []
    }

    private mutating func handleGame(_ event: InputEvent, now: Double) -> [Effect] {
        guard var screen = game else { return [] }
        let action = screen.handle(event, now: now)
        game = screen
        if playTesting {
            // A play-test: nothing is recorded; leaving or winning goes back to the editor.
            switch action {
            case .back?:
                game = nil
                playTesting = false
            case let .won(moves, _)?:
                editor?.show("Play-test won in \(counted(moves, "move")).")
            case .advance?:
                game = nil
                playTesting = false
            default:
                break
            }
            return []
        }
        // A game always plays a level of the pack selected in level select.
        let pack = packs[select.packIndex]
        switch action {
        case .back?:
            select.focus(pack: select.packIndex, level: screen.index)
            game = nil
            showLastingWarning()
        case let .open(level)?:
            if level < pack.unlockedCount(progress: progress, unlockAll: options.unlockAll) {
                open(pack: select.packIndex, level: level)
            } else {
                game?.show("Level \(level + 1) is locked: win this one first.")
            }
        case let .won(moves, hints)?:
            let id = pack.ids[screen.index]
            progress.recordWin(id: id, moves: moves, par: screen.par, hints: hints)
            return [.saveProgress]
        case .advance?:
            let next = screen.index + 1
            if next < pack.levels.count, next < pack.unlockedCount(progress: progress, unlockAll: options.unlockAll) {
                open(pack: select.packIndex, level: next)
            } else {
                // The pack's end, or a level still locked (a level opened with --level).
                select.focus(pack: select.packIndex, level: next < pack.levels.count ? next : screen.index)
                select.show(next < pack.levels.count ? "Level \(next + 1) is locked: win the levels before it first."
                                                     : "\(pack.title) complete!")
                game = nil
                showLastingWarning()
            }
        case nil:
            break
        }
        return []
    }

    private mutating func open(pack: Int, level: Int) {
        select.focus(pack: pack, level: level)
        var screen = GameScreen(pack: packs[pack], index: level, options: options)
        screen.layout(width: width, height: height)
        game = screen
        showLastingWarning()
    }

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

    private mutating func showOnScreen(_ text: String) {
        if game != nil { game?.show(text) } else if editor != nil { editor?.show(text) } else { select.show(text) }
    }

    /// The frame at time `now`.
    public func frame(now: Double) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        if let game {
            game.draw(into: &buffer, now: now)
        } else if let editor {
            editor.draw(into: &buffer, now: now)
        } else {
            select.draw(into: &buffer, now: now, packs: packs, progress: progress, options: options)
        }
        return buffer
    }
}

/// What the app needs to open level select's packs in the editor (`e`): the driver knows which
/// packs come from files.
public struct EditorEnvironment: Sendable {
    public struct Unavailable: Error, Sendable {
        public let message: String
        public init(_ message: String) { self.message = message }
    }

    /// Opens pack `pack` in the editor at level `level`, or says why it cannot.
    public var open: @Sendable (_ pack: Int, _ level: Int) -> Result<EditorScreen, Unavailable>
    /// The pack as it stands on disk, after editing.
    public var reload: @Sendable (_ pack: Int) -> PlayPack?

    public init(open: @escaping @Sendable (Int, Int) -> Result<EditorScreen, Unavailable>,
                reload: @escaping @Sendable (Int) -> PlayPack?) {
        self.open = open
        self.reload = reload
    }
}
