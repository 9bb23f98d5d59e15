import GlidePlay
import GlideRules

extension DailyOffer {
    /// Level select's entry for today's puzzle, longest first (a front shows the first that
    /// fits): `Daily · Tuesday 2026-11-24 · won 18 moves (par 18) ★★★ · streak 3 days`, down
    /// to `Daily ★★★`.
    public var labels: [String] {
        let streakText = streak.current > 0 ? ["streak " + counted(streak.current, "day")] : []
        let short = streak.current > 0 ? ["streak \(streak.current)"] : []
        let day = "\(date.weekday) \(date)"
        let full = ["Daily", day, state(long: true)] + streakText
        let shorter = ["Daily", "\(date.weekday)", state(long: true)] + streakText
        let compact = ["Daily", state(long: false)] + short
        return [full, shorter, compact, ["Daily", state(long: false)]].map { $0.joined(separator: " · ") }
            + ["Daily"]
    }

    /// Where the player stands on it, in a few words.
    private func state(long: Bool) -> String {
        if isMaking { return long ? "making today's puzzle…" : "making…" }
        switch progress {
        case .notStarted:
            return long ? "not played yet" : "new"
        case let .inProgress(moves):
            return long ? counted(moves, "move") + " so far" : "\(moves) so far"
        case let .won(record):
            let stars = DailyResultLine.rating(stars: record.stars)
            return long
                ? "won in " + counted(record.bestMoves, "move") + " (par \(record.par)) " + stars : stars
        }
    }

    /// The line under the tiles while it is selected, longest first: what it is, where the
    /// player stands, what Enter does.
    public var about: [String] {
        let what = "Today's daily puzzle, \(date.weekday) \(date)"
        switch (isMaking, progress) {
        case (true, _):
            return ["Making today's puzzle…"]
        case (false, .notStarted):
            let streakLine =
                streak.current > 0
                ? "streak " + counted(streak.current, "day") + ": win it to make it \(streak.current + 1)"
                : "the same for every player"
            return [
                what + " · " + streakLine + " · Enter plays it", what + " · Enter plays it", "Enter plays it",
            ]
        case let (false, .inProgress(moves)):
            return [
                what + " · " + counted(moves, "move") + " so far · Enter goes on",
                counted(moves, "move") + " so far · Enter goes on",
            ]
        case let (false, .won(record)):
            let best = "Won today: " + DailyStanding.best(record)
            let streakText = streak.text.map { " · " + $0 } ?? ""
            return [
                best + streakText + " · Enter plays it again to beat it",
                best + streakText + " · Enter plays again",
                best,
            ]
        }
    }
}
