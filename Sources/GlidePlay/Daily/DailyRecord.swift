import GlideRules

/// A player's result on one day's puzzle, kept in `PlayerProgress.daily` under its date.
public struct DailyRecord: Codable, Hashable, Sendable {
    /// The fewest moves the player has won the day's level in.
    public var bestMoves: Int
    /// The level's par (its proven optimum) when it was played.
    public var par: Int
    /// Stars of the best win (`StarRating`).
    public var stars: Int
    /// The moves of the best win (`RDLU`), as `glide replay` takes them.
    public var bestSolution: String
    /// Hints used in the best win.
    public var hintsUsed: Int
    /// Whether the player won it on its own day (UTC): only such days make a streak. A past
    /// day played later (`glide daily --date`) is recorded but keeps the streak as it was.
    public var wonOnTheDay: Bool
    /// The canonical ID of the level won (if the generator ever changes, old results still
    /// say which level they were for).
    public var level: String

    public init(
        bestMoves: Int, par: Int, stars: Int, bestSolution: String, hintsUsed: Int, wonOnTheDay: Bool,
        level: String
    ) {
        self.bestMoves = bestMoves
        self.par = par
        self.stars = stars
        self.bestSolution = bestSolution
        self.hintsUsed = hintsUsed
        self.wonOnTheDay = wonOnTheDay
        self.level = level
    }
}

extension PlayerProgress {
    /// The player's result on `date`'s puzzle, if they won it.
    public func dailyRecord(for date: DailyDate) -> DailyRecord? { daily?[date.description] }

    /// Records a win of `date`'s puzzle, played on `today`, keeping the best: fewer moves, or
    /// as many with fewer hints. Once won on its day, a date stays so. Returns the record as it
    /// now stands.
    @discardableResult
    public mutating func recordDailyWin(
        date: DailyDate, today: DailyDate, level: String, moves: Int, par: Int, hints: Int, solution: String
    ) -> DailyRecord {
        let win = DailyRecord(
            bestMoves: moves, par: par, stars: StarRating.stars(moves: moves, par: par, hints: hints),
            bestSolution: solution,
            hintsUsed: hints, wonOnTheDay: date == today, level: level)
        var record = win
        if let old = daily?[date.description] {
            let isBetter = (moves, hints) < (old.bestMoves, old.hintsUsed)
            record = isBetter ? win : old
            record.wonOnTheDay = old.wonOnTheDay || win.wonOnTheDay
        }
        daily = (daily ?? [:]).merging([date.description: record]) { _, new in new }
        return record
    }

    /// The dates whose puzzle the player won on its own day, earliest first.
    public var dailyWinsOnTheDay: [DailyDate] {
        (daily ?? [:]).compactMap { key, record in
            record.wonOnTheDay ? try? DailyDate(parsing: key) : nil
        }.sorted()
    }

    /// The player's streaks as of `today`.
    public func dailyStreak(today: DailyDate) -> DailyStreak {
        DailyStreak(wonOnTheDay: dailyWinsOnTheDay, today: today)
    }
}
