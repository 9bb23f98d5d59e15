import GlideKit

/// The whole front as a value: level select and the game screen, the packs and the player's
/// progress. A driver (the curses layer, or a test) feeds it events with the time and draws
/// the frames it returns; it answers with effects for the driver to carry out.
public struct GlideApp: Sendable {
    public enum Effect: Equatable, Sendable {
        /// PlayerProgress changed: write it.
        case saveProgress
        case quit
    }

    public let packs: [PlayPack]
    public private(set) var progress: PlayerProgress
    public let options: PlayOptions
    public private(set) var select = LevelSelectScreen()
    public private(set) var game: GameScreen?
    public private(set) var width: Int
    public private(set) var height: Int

    /// - Parameters:
    ///   - warning: a line to show at once (e.g. a progress file that had to be set aside).
    ///   - start: a level to open straight away instead of level select.
    public init(packs: [PlayPack], progress: PlayerProgress, options: PlayOptions, width: Int, height: Int,
                warning: String? = nil, start: (pack: Int, level: Int)? = nil) {
        self.packs = packs
        self.progress = progress
        self.options = options
        self.width = width
        self.height = height
        select.resize(width: width, height: height)
        select.show(warning)
        if let start, packs.indices.contains(start.pack), packs[start.pack].levels.indices.contains(start.level) {
            select.focus(pack: start.pack, level: start.level)
            open(pack: start.pack, level: start.level)
        }
    }

    /// Whether frames change with time alone, so the driver should tick.
    public func isAnimating(now: Double) -> Bool {
        game?.isAnimating(now: now) ?? select.isAnimating(now: now)
    }

    public mutating func handle(_ event: InputEvent, now: Double) -> [Effect] {
        if case let .resize(width, height) = event {
            self.width = width
            self.height = height
            select.resize(width: width, height: height)
            game?.layout(width: width, height: height)
        }
        if game != nil { return handleGame(event, now: now) }
        switch select.handle(event, now: now, packs: packs, progress: progress, unlockAll: options.unlockAll) {
        case let .open(pack, level)?:
            open(pack: pack, level: level)
        case .edit?:
            select.show("The level editor is not part of this version yet: edit levels in a text editor.")
        case .quit?:
            return [.quit]
        case nil:
            break
        }
        return []
    }

    private mutating func handleGame(_ event: InputEvent, now: Double) -> [Effect] {
        guard var screen = game else { return [] }
        let action = screen.handle(event, now: now)
        game = screen
        // A game always plays a level of the pack selected in level select.
        let pack = packs[select.packIndex]
        switch action {
        case .back?:
            select.focus(pack: select.packIndex, level: screen.index)
            game = nil
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
            if next < pack.levels.count {
                open(pack: select.packIndex, level: next)
            } else {
                select.focus(pack: select.packIndex, level: screen.index)
                select.show("\(pack.title) complete!")
                game = nil
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
    }

    /// Shows a one-line warning on whichever screen is up.
    public mutating func warn(_ text: String) {
        if game != nil { game?.show(text) } else { select.show(text) }
    }

    /// The frame at time `now`.
    public func frame(now: Double) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        if let game {
            game.draw(into: &buffer, now: now)
        } else {
            select.draw(into: &buffer, now: now, packs: packs, progress: progress, options: options)
        }
        return buffer
    }
}
