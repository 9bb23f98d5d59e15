/// How a save keeps what other games sharing the data folder saved meanwhile: the file on disk
/// is read, merged with this game's progress, and written back, under a lock (`ProgressStore`).
///
/// - Levels and daily results: the best result wins, per level and per day; a level solved or
///   a day won on its own day in either stays so. Streaks are counted from the days won, so
///   they come out right from the merged days.
/// - Attempts, the theme, the last pack and the other settings: what this game changed since
///   it last read or saved (`base`) is its latest change and wins; what it did not change is
///   taken from the disk, where another game may have changed it.
/// - The version: the higher.
extension PlayerProgress {
    public static func merged(mine: PlayerProgress, base: PlayerProgress, disk: PlayerProgress)
        -> PlayerProgress
    {
        var merged = disk
        merged.version = max(mine.version, disk.version)
        merged.levels = mine.levels.merging(disk.levels) { $0.merged(with: $1) }
        if mine.daily != nil || disk.daily != nil {
            merged.daily = (mine.daily ?? [:]).merging(disk.daily ?? [:]) { $0.merged(with: $1) }
        }
        var attempts = disk.attempts ?? [:]
        for id in Set((mine.attempts ?? [:]).keys).union((base.attempts ?? [:]).keys)
        where mine.attempt(for: id) != base.attempt(for: id) {
            attempts[id] = mine.attempt(for: id)
        }
        merged.attempts = attempts.isEmpty ? nil : attempts
        if mine.theme != base.theme { merged.theme = mine.theme }
        if mine.lastPack != base.lastPack { merged.lastPack = mine.lastPack }
        if mine.preferences != base.preferences { merged.preferences = mine.preferences }
        return merged
    }
}

extension PlayerProgress.Record {
    /// The better of two records of one level, as if both games' wins had been played in one:
    /// solved if either is, the fewest moves (and that win's solution and hints), the most
    /// stars, the fewest moves without hints.
    public func merged(with other: Self) -> Self {
        let better = other.isBetter(than: self) ? other : self
        let worse = other.isBetter(than: self) ? self : other
        var merged = better
        merged.solved = solved || other.solved
        merged.stars = max(stars, other.stars)
        if merged.bestSolution == nil, worse.bestMoves == better.bestMoves {
            merged.bestSolution = worse.bestSolution
        }
        merged.bestUnaidedMoves = [bestUnaidedMoves, other.bestUnaidedMoves].compactMap(\.self).min()
        return merged
    }

    /// Fewer best moves (any beats none), then fewer hints in that win.
    private func isBetter(than other: Self) -> Bool {
        switch (bestMoves, other.bestMoves) {
        case let (mine?, theirs?): (mine, hintsUsed) < (theirs, other.hintsUsed)
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): (solved && !other.solved) || (solved == other.solved && hintsUsed < other.hintsUsed)
        }
    }
}

extension DailyRecord {
    /// The better of two results of one day, as `recordDailyWin` keeps the best: fewer moves,
    /// or as many with fewer hints; won on its day if either was.
    public func merged(with other: Self) -> Self {
        var merged = (other.bestMoves, other.hintsUsed) < (bestMoves, hintsUsed) ? other : self
        merged.wonOnTheDay = wonOnTheDay || other.wonOnTheDay
        return merged
    }
}
