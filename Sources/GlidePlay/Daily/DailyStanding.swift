import GlideRules

/// Where a player stands on one day's puzzle, from their progress: the result so far and the
/// streak, and what there is to tell them about it as the puzzle opens and after a win.
public struct DailyStanding: Equatable, Sendable {
    /// What there is to say as the puzzle opens.
    public enum Greeting: Hashable, Sendable {
        /// Won already (today's, or a past day's): the best so far, to beat.
        case alreadyWon(DailyRecord, isToday: Bool)
        /// A past day's puzzle: it counts for the results, not the streak.
        case pastDay
        /// A streak of this many days waits on today's win.
        case streakWaiting(days: Int)
    }

    /// What to show after a win of some number of moves.
    public enum AfterWin: Hashable, Sendable {
        /// The win is the best (or as good): the result line to share, and the streak.
        case best(DailyRecord, DailyStreak)
        /// The win took more moves than the best kept, which stays.
        case worse(moves: Int, best: DailyRecord)
    }

    /// The puzzle's date.
    public let date: DailyDate
    /// Today (UTC), which the streak is counted to.
    public let today: DailyDate
    /// The player's best result on the date, if they have won it.
    public let record: DailyRecord?
    public let streak: DailyStreak

    public init(progress: PlayerProgress, date: DailyDate, today: DailyDate) {
        self.date = date
        self.today = today
        record = progress.dailyRecord(for: date)
        streak = progress.dailyStreak(today: today)
    }

    public var isToday: Bool { date == today }

    public var greeting: Greeting? {
        if let record { return .alreadyWon(record, isToday: isToday) }
        if !isToday { return .pastDay }
        if streak.current > 0 { return .streakWaiting(days: streak.current) }
        return nil
    }

    /// What to show under the board after a win of `moves`; nil before any win is recorded.
    public func afterWin(moves: Int) -> AfterWin? {
        guard let record else { return nil }
        return moves > record.bestMoves ? .worse(moves: moves, best: record) : .best(record, streak)
    }
}
