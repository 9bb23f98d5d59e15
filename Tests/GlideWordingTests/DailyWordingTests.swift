import GlidePlay
import GlideRules
import GlideWording
import Testing

@Suite("Daily puzzle in words: the result line, streaks, what the player is told")
struct DailyWordingTests {
    func date(_ text: String) -> DailyDate { try! DailyDate(parsing: text) }

    @Test func theResultLineIsExactlyWhatAPlayerPastes() {
        #expect(
            DailyResultLine.text(date: date("2026-11-23"), moves: 34, par: 34)
                == "Glide daily 2026-11-23 · 34 moves (par 34) ★★★")
        // Stars as StarRating gives them (2 within 1.5 × par rounded up), missing ones as ☆.
        #expect(
            DailyResultLine.text(date: date("2026-11-23"), moves: 51, par: 34)
                == "Glide daily 2026-11-23 · 51 moves (par 34) ★★☆")
        #expect(
            DailyResultLine.text(date: date("2026-11-23"), moves: 52, par: 34)
                == "Glide daily 2026-11-23 · 52 moves (par 34) ★☆☆")
        #expect(
            DailyResultLine.text(date: date("2027-01-02"), moves: 1, par: 1, hints: 1)
                == "Glide daily 2027-01-02 · 1 move (par 1) ★★☆ · 1 hint",
            "a win with hints earns two stars at most")
        #expect(
            DailyResultLine.text(date: date("2027-01-02"), moves: 30, par: 28, hints: 3)
                == "Glide daily 2027-01-02 · 30 moves (par 28) ★★☆ · 3 hints")
    }

    @Test func streaksInWords() {
        #expect(DailyStreak(current: 0, best: 4).text == nil)
        #expect(DailyStreak(current: 2, best: 4).text == "streak 2 days (best 4)")
        #expect(DailyStreak(current: 1, best: 1).text == "streak 1 day")
    }

    @Test func theStandingInWords() {
        let today = date("2026-11-23")
        var progress = PlayerProgress()
        var standing = DailyStanding(progress: progress, date: today, today: today)
        #expect(
            standing.resultLine == nil && standing.report.isEmpty && standing.afterWinLines(moves: 3).isEmpty)
        #expect(standing.heading == "Today · Monday 2026-11-23")

        progress.recordDailyWin(
            date: today.previous, today: today.previous, level: "y", moves: 20, par: 20, hints: 0,
            solution: "R")
        standing = DailyStanding(progress: progress, date: today, today: today)
        #expect(standing.greeting?.text == "Streak 1 day: win today's puzzle to make it 2.")

        progress.recordDailyWin(
            date: today, today: today, level: "t", moves: 26, par: 24, hints: 0, solution: "R")
        standing = DailyStanding(progress: progress, date: today, today: today)
        #expect(standing.greeting?.text == "Already won today: 26 moves (par 24) ★★☆ · play again to beat it")
        #expect(standing.resultLine == "Glide daily 2026-11-23 · 26 moves (par 24) ★★☆")
        #expect(
            standing.afterWinLines(moves: 26) == [
                "Glide daily 2026-11-23 · 26 moves (par 24) ★★☆ · streak 2 days",
                "Glide daily 2026-11-23 · 26 moves (par 24) ★★☆",
            ])
        #expect(
            standing.afterWinLines(moves: 30) == [
                "This time 30 moves · your best stays 26 moves (par 24) ★★☆ · c copies it",
                "This time 30 moves · your best stays 26 moves (par 24) ★★☆", "30 moves · best 26",
            ])
        #expect(standing.report == ["Glide daily 2026-11-23 · 26 moves (par 24) ★★☆", "Streak 2 days"])

        let past = DailyStanding(progress: progress, date: date("2026-10-01"), today: today)
        #expect(past.heading == "Thursday 2026-10-01")
        #expect(past.greeting?.text == "A past day's puzzle: it counts for your results, not your streak.")
        progress.recordDailyWin(
            date: past.date, today: today, level: "p", moves: 12, par: 12, hints: 0, solution: "R")
        let wonLate = DailyStanding(progress: progress, date: past.date, today: today)
        #expect(wonLate.greeting?.text == "Already won: 12 moves (par 12) ★★★ · play again to beat it")
    }
}
