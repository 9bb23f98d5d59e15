import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("The daily puzzle in the app: straight to the game, the result line, the best kept")
struct DailyGameTests {
    /// Par 3 (D U R or R L D); R L R L D wins in 5, two stars.
    static let level = try! LevelFormat.parse(
        """
        Title: Daily 2026-11-23
        Par: 3
        #####
        #@..#
        #.###
        #####
        """
    ).levels[0]
    static let date = try! DailyDate(parsing: "2026-11-23")

    func app(
        progress: PlayerProgress = PlayerProgress(), date: DailyDate = date, today: DailyDate = date,
        options: PlayOptions = PlayOptions(timing: .instant, colors: false), width: Int = 80,
        height: Int = 24
    ) -> DrivenApp {
        .daily(
            Self.level, date: date, today: today, progress: progress, options: options, width: width,
            height: height)
    }

    /// Plays `moves` from time `start`, one a second; returns the effects of the last.
    @discardableResult
    func play(_ moves: [Key], on app: inout DrivenApp, from start: Double) -> [GlideApp.Effect] {
        var effects: [GlideApp.Effect] = []
        for (i, key) in moves.enumerated() { effects = app.handle(.key(key), now: start + Double(i)) }
        return effects
    }

    @Test func theDayOpensStraightInTheGame() {
        let app = app()
        #expect(app.game != nil && app.session.routes.count == 1, "no level select under it")
        let frame = app.frame(now: 0)
        #expect(frame.find("Glide daily · Today · Monday 2026-11-23") != nil)
        #expect(frame.find("Moves 0 · Par 3 · ★★★") != nil)
        #expect(frame.find("q quit") != nil)
        #expect(frame.find("n/p level") == nil, "there is no other level")
        #expect(frame.find(GameScreen.firstRunHint) != nil, "a player who has won nothing is told what to do")
        var progress = PlayerProgress()
        progress.recordDailyWin(
            date: Self.date.previous, today: Self.date.previous, level: "y", moves: 3, par: 3, hints: 0,
            solution: "DUR")
        #expect(self.app(progress: progress).frame(now: 0).find(GameScreen.firstRunHint) == nil)
    }

    @Test func aWinIsRecordedAndTheResultLineStaysUnderTheBoard() {
        var app = app()
        #expect(play([.down, .up, .right], on: &app, from: 1).isEmpty)
        #expect(app.saves.count == 1)
        #expect(app.saves.last?.dailyRecord(for: Self.date)?.bestSolution == "DUR", "the win, saved")
        let line = "Glide daily 2026-11-23 · 3 moves (par 3) ★★★"
        #expect(app.frame(now: 3.5).find(line + " · streak 1 day") != nil)
        // Long after the win sequence: no next level, the board and the line stay.
        #expect(app.handle(.tick, now: 10) == [])
        #expect(app.game?.play.isWon == true)
        #expect(app.frame(now: 10).find(line + " · streak 1 day") != nil)
        #expect(app.frame(now: 10).find("c copy the result") != nil)
        // c copies the line, as the editor's c copies a solution.
        #expect(app.handle(.key(.character("c")), now: 11) == [.copy(line + " · streak 1 day")], "as shown")
        #expect(app.frame(now: 11).find("Result line copied to the clipboard.") != nil)
        #expect(app.handle(.key(.character("q")), now: 12) == [.quit])
        #expect(app.session.dailyStanding?.report == [line, "Streak 1 day"])
    }

    @Test func qAndCActAtOnceRightAfterTheWin() {
        var app = app()
        play([.down, .up, .right], on: &app, from: 1)
        #expect(app.game?.play.winPhase(at: 3.2) == .celebrating, "the win sequence runs")
        #expect(
            app.handle(.key(.character("c")), now: 3.2) == [
                .copy("Glide daily 2026-11-23 · 3 moves (par 3) ★★★ · streak 1 day")
            ])
        #expect(app.handle(.key(.character("q")), now: 3.3) == [.quit], "nothing to hurry on to")
    }

    @Test func playingAgainKeepsTheBest() {
        var app = app()
        play([.down, .up, .right], on: &app, from: 1)
        _ = app.handle(.key(.enter), now: 10)
        _ = app.handle(.key(.character("r")), now: 11)
        #expect(app.moveCount == 0)
        #expect(play([.right, .left, .right, .left, .down], on: &app, from: 12).isEmpty)
        #expect(app.saves.count == 2)
        #expect(
            app.frame(now: 20).find("This time 5 moves · your best stays 3 moves (par 3) ★★★ · c copies it")
                != nil)
        _ = app.handle(.key(.enter), now: 20)
        // Undo after a win goes back into the game.
        _ = app.handle(.key(.character("u")), now: 21)
        #expect(app.game?.play.isWon == false && app.moveCount == 4)
        #expect(app.frame(now: 21).find("c copy the result") == nil)
    }

    @Test func aWorseFirstWinIsBeatenLater() {
        var app = app()
        play([.right, .left, .right, .left, .down], on: &app, from: 1)
        #expect(app.frame(now: 7).find("Glide daily 2026-11-23 · 5 moves (par 3) ★★☆ · streak 1 day") != nil)
        _ = app.handle(.key(.enter), now: 10)
        _ = app.handle(.key(.character("r")), now: 11)
        play([.down, .up, .right], on: &app, from: 12)
        #expect(app.frame(now: 15).find("Glide daily 2026-11-23 · 3 moves (par 3) ★★★ · streak 1 day") != nil)
    }

    @Test func anAlreadyWonDaySaysSoOnOpening() {
        var progress = PlayerProgress()
        progress.recordDailyWin(
            date: Self.date, today: Self.date, level: "x", moves: 4, par: 3, hints: 0, solution: "RLRD")
        let app = app(progress: progress)
        #expect(
            app.frame(now: 0).find("Already won today: 4 moves (par 3) ★★☆ · play again to beat it") != nil)
    }

    @Test func keysForOtherLevelsAndCopyingBeforeAWinSayWhy() {
        var app = app()
        #expect(app.handle(.key(.character("n")), now: 1) == [.bell])
        #expect(app.frame(now: 1).find("One puzzle a day: the next one comes at midnight UTC.") != nil)
        #expect(app.handle(.key(.character("c")), now: 2) == [.bell])
        #expect(app.frame(now: 2).find("Nothing to copy yet: win the puzzle first.") != nil)
        #expect(app.handle(.key(.escape), now: 3) == [.quit])
        #expect(app.session.dailyStanding?.report == [], "nothing to print without a win")
    }

    @Test func aPastDayWonNowKeepsTheStreakAsItWas() {
        let today = DailyDate(ordinal: Self.date.ordinal + 3)
        var app = app(today: today)
        #expect(app.frame(now: 0).find("Glide daily · Monday 2026-11-23") != nil)
        #expect(app.frame(now: 0).find("A past day's puzzle") != nil)
        play([.down, .up, .right], on: &app, from: 1)
        #expect(app.frame(now: 10).find("Glide daily 2026-11-23 · 3 moves (par 3) ★★★") != nil)
        #expect(app.frame(now: 10).find("streak") == nil, "a past day's win makes no streak")
        #expect(app.session.dailyStanding?.report == ["Glide daily 2026-11-23 · 3 moves (par 3) ★★★"])
    }

    @Test func narrowTerminalsAndASCIIGetALineThatFits() {
        var narrow = app(width: 50, height: 16)
        play([.down, .up, .right], on: &narrow, from: 1)
        let frame = narrow.frame(now: 10)
        #expect(frame.find("Glide daily 2026-11-23 · 3 moves (par 3) ★★★") != nil)
        #expect(frame.find("streak") == nil, "the streak is left out where it does not fit")
        #expect(frame.find("c copy") != nil && frame.find("q quit") != nil)

        var ascii = app(options: PlayOptions(timing: .instant, glyphs: .ascii, colors: false))
        play([.down, .up, .right], on: &ascii, from: 1)
        #expect(
            ascii.frame(now: 10).find("Glide daily 2026-11-23 - 3 moves (par 3) *** - streak 1 day") != nil)
    }
}

@Suite("Waiting screen")
struct WaitingScreenTests {
    @Test func saysWhatTheProgramIsBusyWith() {
        let screen = WaitingScreen(
            title: "Glide daily · Sunday 2026-11-29", text: "Making today's puzzle…",
            options: PlayOptions(colors: false))
        let frame = screen.frame(width: 80, height: 24)
        #expect(frame.find("Glide daily · Sunday 2026-11-29")?.y == 0)
        #expect(frame.find("Making today's puzzle…")?.y == 11)
        #expect(frame.find("q quit")?.y == 23)
        let ascii = WaitingScreen(
            title: "Glide daily · Sunday 2026-11-29", text: "Making today's puzzle…",
            options: PlayOptions(glyphs: .ascii, colors: false))
        #expect(ascii.frame(width: 40, height: 10).find("Making today's puzzle.") != nil)
        #expect(screen.frame(width: 0, height: 0).width == 0, "nothing to draw on, no crash")
    }
}
