import GlideRules

/// The order in which a pack's levels open: every level up to `lookahead` past the first
/// unsolved one, so a player stuck on one level may try the next two.
public struct Campaign: Hashable, Sendable {
    /// How many levels past the first unsolved one are open.
    public static let lookahead = 2

    /// The levels' progress keys (canonical IDs), in pack order.
    public let ids: [String]
    /// Every level open, solved or not (`--unlock-all`).
    public let unlockAll: Bool

    public init(ids: [String], unlockAll: Bool = false) {
        self.ids = ids
        self.unlockAll = unlockAll
    }

    /// How many levels, from the first, a player with `progress` may open.
    public func openCount(_ progress: PlayerProgress) -> Int {
        guard !unlockAll else { return ids.count }
        return min(ids.count, firstUnsolved(progress) + Self.lookahead + 1)
    }

    /// Why `level` (0-based) cannot be opened yet; nil when it is open. A level the player has
    /// solved stays open wherever it now stands (a pack reordered or remade keeps its records).
    public func lock(on level: Int, _ progress: PlayerProgress) -> LevelLock? {
        guard level >= openCount(progress), progress.record(for: ids[level])?.solved != true else {
            return nil
        }
        return LevelLock(level: level, firstLevelsToSolve: level - Self.lookahead)
    }

    private func firstUnsolved(_ progress: PlayerProgress) -> Int {
        ids.firstIndex { progress.record(for: $0)?.solved != true } ?? ids.count
    }
}

/// A level that is not open yet, and what opens it: the first `firstLevelsToSolve` levels of
/// the pack all solved.
public struct LevelLock: Hashable, Sendable {
    /// The locked level, 0-based.
    public let level: Int
    /// How many levels, from the first, must all be solved to open it.
    public let firstLevelsToSolve: Int

    public init(level: Int, firstLevelsToSolve: Int) {
        self.level = level
        self.firstLevelsToSolve = firstLevelsToSolve
    }
}
