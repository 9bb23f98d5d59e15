/// When a step of `LevelRefiner` stops rating edits and takes the best it has. Edits are rated
/// in batches; after each batch, the step ends when an edit adds a trap away from the start
/// (the first aim, met), when `patience` edits have been searched and one improves the level
/// at all, or when `giveUp` have been searched and none does: the level is as good as the
/// refiner will make it. What counts is the edits the optimal search ran on, the costly
/// ones; those ruled out before (split floor, unsolvable) cost next to nothing. So small
/// levels, with fewer solvable edits than these, are searched whole, and large ones only
/// until a good edit turns up. The batch, not the threads, fixes the result.
public struct RefinerBudget: Sendable, Hashable {
    /// Edits rated together (on the threads given).
    public var batch: Int
    /// Searched edits after which a step settles for the best improvement found.
    public var patience: Int
    /// Searched edits after which a step with no improvement ends the refining.
    public var giveUp: Int

    public init(batch: Int = 16, patience: Int = 8, giveUp: Int = 24) {
        self.batch = batch
        self.patience = patience
        self.giveUp = giveUp
    }

    /// The budget `tools/make-packs` refines towards insight with: each step looks twice as
    /// far before settling, and four times as far before giving up, as the default does. At
    /// the default the climb stalled 3 points of insight lower (docs/benchmarks.md).
    public static let insight = RefinerBudget(batch: 16, patience: 16, giveUp: 96)

    /// Whether a step that has found `best` (nil: nothing better than `current`) after
    /// searching `searched` edits looks no further.
    func isDone(best: LevelRefiner.Rated?, current: LevelRefiner.Rated, searched: Int) -> Bool {
        guard let best else { return searched >= giveUp }
        return best.cappedTrapsAway > current.cappedTrapsAway || searched >= patience
    }
}
