import GlideKit

/// How the front plays: animation timing, glyphs, and whether every level is open.
public struct PlayOptions: Sendable {
    public var timing: AnimationTiming
    public var glyphs: Glyphs
    public var unlockAll: Bool
    /// Seconds the solver may spend, in the background, on a hint or on a par the level file
    /// does not give.
    public var solverTimeout: Double
    /// False solves hints and pars at once instead of in the background (for tests).
    public var solveInBackground: Bool

    public init(timing: AnimationTiming = .standard, glyphs: Glyphs = .unicode, unlockAll: Bool = false,
                solverTimeout: Double = 5, solveInBackground: Bool = true) {
        self.timing = timing
        self.glyphs = glyphs
        self.unlockAll = unlockAll
        self.solverTimeout = solverTimeout
        self.solveInBackground = solveInBackground
    }

    /// A solver service for a screen's background work.
    func solverService() -> VerdictService {
        VerdictService(synchronous: !solveInBackground, options: SolveOptions(timeout: solverTimeout))
    }
}

/// A pack as the front plays it: its levels with their progress keys.
public struct PlayPack: Sendable {
    public var title: String
    public var author: String?
    public var levels: [Level]
    /// Each level's canonical ID: the key of its progress record.
    public var ids: [String]

    public init(title: String, author: String? = nil, levels: [Level]) {
        self.title = title
        self.author = author
        self.levels = levels
        ids = levels.map(\.board.canonicalID)
    }

    public init(_ pack: LevelPack, fallbackTitle: String) {
        self.init(title: pack.title ?? fallbackTitle, author: pack.author, levels: pack.levels)
    }

    /// Levels a player may open: up to two past the first unsolved one (all with `unlockAll`).
    public func unlockedCount(progress: PlayerProgress, unlockAll: Bool) -> Int {
        guard !unlockAll else { return levels.count }
        let firstUnsolved = ids.firstIndex { progress.record(for: $0)?.solved != true } ?? levels.count
        return min(levels.count, firstUnsolved + 3)
    }
}
