import GlidePlay
import GlideRules

extension DailyStreak {
    /// `streak 5 days` (`streak 1 day`), and the best when it is longer: `streak 2 days
    /// (best 9)`. Nil without a streak.
    public var text: String? {
        guard current > 0 else { return nil }
        return "streak " + counted(current, "day") + (best > current ? " (best \(best))" : "")
    }
}

extension DailyStanding {
    /// The puzzle's name for the status line: `Today · Monday 2026-11-23`, or without `Today`
    /// for a past day.
    public var heading: String { (isToday ? "Today · " : "") + "\(date.weekday) \(date)" }

    /// The line to share, for the best result (nil before a win).
    public var resultLine: String? { record.map { DailyResultLine.text(date: date, record: $0) } }

    /// What to print on standard output after the game: the result line, and the streak.
    public var report: [String] {
        guard let resultLine else { return [] }
        return [resultLine] + (streak.text.map { [$0.prefix(1).uppercased() + $0.dropFirst()] } ?? [])
    }

    /// The line under the board after a win of `moves`, longest first (a front shows the first
    /// that fits): the result line and the streak, or, for a win worse than the best kept, both
    /// counts.
    public func afterWinLines(moves: Int) -> [String] {
        switch afterWin(moves: moves) {
        case nil:
            return []
        case let .worse(moves, record):
            let best = Self.best(record)
            return [
                "This time \(counted(moves, "move")) · your best stays \(best) · c copies it",
                "This time \(counted(moves, "move")) · your best stays \(best)",
                "\(counted(moves, "move")) · best \(record.bestMoves)",
            ]
        case let .best(record, streak):
            let line = DailyResultLine.text(date: date, record: record)
            return (streak.text.map { [line + " · " + $0] } ?? []) + [line]
        }
    }

    /// The best result without the date: `34 moves (par 34) ★★★`.
    static func best(_ record: DailyRecord) -> String {
        "\(counted(record.bestMoves, "move")) (par \(record.par)) "
            + DailyResultLine.rating(stars: record.stars)
    }
}

extension DailyStanding.Greeting {
    /// A line for the player as the puzzle opens.
    public var text: String {
        switch self {
        case let .alreadyWon(record, isToday):
            (isToday ? "Already won today: " : "Already won: ") + DailyStanding.best(record)
                + " · play again to beat it"
        case .pastDay:
            "A past day's puzzle: it counts for your results, not your streak."
        case let .streakWaiting(days):
            "Streak \(counted(days, "day")): win today's puzzle to make it \(days + 1)."
        }
    }
}
