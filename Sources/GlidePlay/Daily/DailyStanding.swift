import GlideRules

/// Where a player stands on one day's puzzle, from their progress: the result so far and the
/// streak, and what a front tells them about it (the words are here, so every front says the
/// same; the front only lays them out).
public struct DailyStanding: Equatable, Sendable {
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

    /// The puzzle's name for the status line: `Today · Monday 2026-11-23`, or without `Today`
    /// for a past day.
    public var heading: String { (isToday ? "Today · " : "") + "\(date.weekday) \(date)" }

    /// The line to share, for the best result (nil before a win).
    public var resultLine: String? { record.map { DailyResultLine.text(date: date, record: $0) } }

    /// A line for the player as the puzzle opens, if there is something to say: that it is won
    /// already (and the best so far), that a streak waits on today, or that a past day does not
    /// count for the streak.
    public var openingMessage: String? {
        if let best {
            return (isToday ? "Already won today: " : "Already won: ") + best + " · play again to beat it"
        }
        if !isToday { return "A past day's puzzle: it counts for your results, not your streak." }
        if streak.current > 0 {
            return
                "Streak \(counted(streak.current, "day")): win today's puzzle to make it \(streak.current + 1)."
        }
        return nil
    }

    /// The best result without the date: `34 moves (par 34) ★★★`.
    var best: String? {
        record.map {
            "\(counted($0.bestMoves, "move")) (par \($0.par)) " + DailyResultLine.rating(stars: $0.stars)
        }
    }

    /// The line under the board after a win of `moves`, longest first (a front shows the first
    /// that fits): the result line and the streak, or, for a win worse than the best kept, both
    /// counts.
    public func afterWin(moves: Int) -> [String] {
        guard let record, let resultLine, let best else { return [] }
        if moves > record.bestMoves {
            return [
                "This time \(counted(moves, "move")) · your best stays \(best) · c copies it",
                "This time \(counted(moves, "move")) · your best stays \(best)",
                "\(counted(moves, "move")) · best \(record.bestMoves)",
            ]
        }
        return (streak.text.map { [resultLine + " · " + $0] } ?? []) + [resultLine]
    }

    /// What to print on standard output after the game: the result line, and the streak.
    public var report: [String] {
        guard let resultLine else { return [] }
        return [resultLine] + (streak.text.map { [$0.prefix(1).uppercased() + $0.dropFirst()] } ?? [])
    }
}
