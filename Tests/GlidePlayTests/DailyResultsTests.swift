import Foundation
import GlidePlay
import GlideRules
import Testing

@Suite("Daily results: the result line, records, streaks, what the player is told")
struct DailyResultsTests {
    func date(_ text: String) -> DailyDate { try! DailyDate(parsing: text) }

    func streak(_ won: [String], today: String) -> DailyStreak {
        DailyStreak(wonOnTheDay: won.map(date), today: date(today))
    }

    // MARK: Streaks

    @Test func noWinsNoStreak() {
        #expect(streak([], today: "2026-11-23") == DailyStreak(current: 0, best: 0))
    }

    @Test func aStreakEndsTodayOrYesterdayWhileTodayIsNotWonYet() {
        let days = ["2026-11-20", "2026-11-21", "2026-11-22"]
        #expect(streak(days + ["2026-11-23"], today: "2026-11-23") == DailyStreak(current: 4, best: 4))
        // Today is not over: yesterday's streak still stands.
        #expect(streak(days, today: "2026-11-23") == DailyStreak(current: 3, best: 3))
        // A whole day missed ends it.
        #expect(streak(days, today: "2026-11-24") == DailyStreak(current: 0, best: 3))
    }

    @Test func gapsBreakStreaksAndTheBestIsTheLongestRun() {
        let won = ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04", "2026-10-06", "2026-10-07"]
        #expect(streak(won, today: "2026-10-07") == DailyStreak(current: 2, best: 4))
        #expect(
            streak(won.reversed() + won, today: "2026-10-08").current == 2, "order and repeats do not matter")
    }

    @Test func streaksRunOverMonthsYearsAndLeapDays() {
        #expect(streak(["2026-12-30", "2026-12-31", "2027-01-01"], today: "2027-01-01").current == 3)
        #expect(streak(["2026-01-31", "2026-02-01"], today: "2026-02-01").current == 2)
        #expect(streak(["2028-02-28", "2028-02-29", "2028-03-01"], today: "2028-03-01").current == 3)
        #expect(streak(["2027-02-28", "2027-03-01"], today: "2027-03-01").current == 2, "no 29th in 2027")
        // 2028-02-29 missed: the 28th and 1 March are not consecutive in a leap year.
        #expect(
            streak(["2028-02-28", "2028-03-01"], today: "2028-03-01") == DailyStreak(current: 1, best: 1))
    }

    // MARK: Records in the progress

    @Test func theBestResultIsKeptAndWinningOnTheDayStays() throws {
        var progress = PlayerProgress()
        let day = date("2026-11-23")
        progress.recordDailyWin(
            date: day, today: day, level: "abc", moves: 30, par: 24, hints: 0,
            solution: String(repeating: "R", count: 30))
        let worse = progress.recordDailyWin(
            date: day, today: day.next, level: "abc", moves: 40, par: 24, hints: 0, solution: "L")
        #expect(worse.bestMoves == 30 && worse.wonOnTheDay)
        let better = progress.recordDailyWin(
            date: day, today: day.next, level: "abc", moves: 24, par: 24, hints: 2, solution: "UDLR")
        #expect(
            better
                == DailyRecord(
                    bestMoves: 24, par: 24, stars: 2, bestSolution: "UDLR", hintsUsed: 2, wonOnTheDay: true,
                    level: "abc"))
        // As many moves with fewer hints is better too.
        let fair = progress.recordDailyWin(
            date: day, today: day.next, level: "abc", moves: 24, par: 24, hints: 0, solution: "DURL")
        #expect(fair.hintsUsed == 0 && fair.bestSolution == "DURL")
        #expect(progress.dailyRecord(for: day) == fair)
    }

    @Test func aPastDayWonLateDoesNotCountForTheStreak() {
        var progress = PlayerProgress()
        let today = date("2026-11-23")
        for text in ["2026-11-20", "2026-11-22", "2026-11-23"] {
            progress.recordDailyWin(
                date: date(text), today: date(text), level: text, moves: 20, par: 20, hints: 0, solution: "R")
        }
        #expect(progress.dailyStreak(today: today) == DailyStreak(current: 2, best: 2))
        #expect(progress.dailyWinsOnTheDay == ["2026-11-20", "2026-11-22", "2026-11-23"].map(date))
        // The 21st played today: recorded, but not won on its day, so the gap stays.
        let late = progress.recordDailyWin(
            date: date("2026-11-21"), today: today, level: "x", moves: 20, par: 20, hints: 0, solution: "R")
        #expect(!late.wonOnTheDay)
        #expect(progress.dailyRecord(for: date("2026-11-21")) != nil)
        #expect(progress.dailyStreak(today: today) == DailyStreak(current: 2, best: 2))
    }

    /// A progress file from before the daily puzzle (this release's format without "daily")
    /// loads, and one with daily results reads back the same.
    @Test func progressFilesOldAndNewLoad() throws {
        let old = """
            {"version":1,"theme":"light","lastPack":"Easy","levels":{"3f2a":{"solved":true,"bestMoves":7,\
            "stars":3,"hintsUsed":1,"bestSolution":"RDLURDL"}}}
            """
        var progress = try JSONDecoder().decode(PlayerProgress.self, from: Data(old.utf8))
        #expect(progress.daily == nil)
        #expect(progress.dailyRecord(for: date("2026-11-23")) == nil)
        #expect(progress.dailyStreak(today: date("2026-11-23")) == DailyStreak(current: 0, best: 0))
        #expect(progress.lastPack == "Easy" && progress.record(for: "3f2a")?.bestMoves == 7)

        progress.recordDailyWin(
            date: date("2026-11-23"), today: date("2026-11-23"), level: "5b68", moves: 26, par: 24, hints: 1,
            solution: "DLDU")
        let data = try JSONEncoder().encode(progress)
        #expect(try JSONDecoder().decode(PlayerProgress.self, from: data) == progress)

        let new = """
            {"version":1,"levels":{},"daily":{"2026-11-22":{"bestMoves":30,"par":28,"stars":2,\
            "bestSolution":"RDLU","hintsUsed":0,"wonOnTheDay":true,"level":"77aa"},"2026-11-23":\
            {"bestMoves":24,"par":24,"stars":3,"bestSolution":"UDLR","hintsUsed":0,"wonOnTheDay":true,\
            "level":"5b68"}}}
            """
        let loaded = try JSONDecoder().decode(PlayerProgress.self, from: Data(new.utf8))
        #expect(loaded.dailyRecord(for: date("2026-11-22"))?.stars == 2)
        #expect(loaded.dailyStreak(today: date("2026-11-24")) == DailyStreak(current: 2, best: 2))
    }

    // MARK: What the player is told

    @Test func theStandingSaysWhatThePlayerNeedsToKnow() {
        let today = date("2026-11-23")
        var progress = PlayerProgress()
        var standing = DailyStanding(progress: progress, date: today, today: today)
        #expect(standing.greeting == nil && standing.afterWin(moves: 3) == nil)

        progress.recordDailyWin(
            date: today.previous, today: today.previous, level: "y", moves: 20, par: 20, hints: 0,
            solution: "R")
        standing = DailyStanding(progress: progress, date: today, today: today)
        #expect(standing.greeting == .streakWaiting(days: 1))

        let record = progress.recordDailyWin(
            date: today, today: today, level: "t", moves: 26, par: 24, hints: 0, solution: "R")
        standing = DailyStanding(progress: progress, date: today, today: today)
        #expect(standing.greeting == .alreadyWon(record, isToday: true))
        #expect(standing.afterWin(moves: 26) == .best(record, DailyStreak(current: 2, best: 2)))
        #expect(standing.afterWin(moves: 30) == .worse(moves: 30, best: record))

        let past = DailyStanding(progress: progress, date: date("2026-10-01"), today: today)
        #expect(past.greeting == .pastDay && !past.isToday)
    }
}
