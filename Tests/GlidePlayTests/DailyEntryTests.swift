import GlidePlay
import GlideRules
import Testing

/// Today's daily puzzle in level select, by intents: selected above the levels, made on
/// asking, played, left and resumed, won; leaving comes back to level select.
@Suite("Daily puzzle in level select")
struct DailyEntryTests {
    static let today = PlaySessionTests.today
    static let day = try! LevelFormat.parse("Title: Day\nPar: 2\n#####\n#@..#\n###.#\n#####\n").levels[0]

    func bench(progress: PlayerProgress = PlayerProgress(), holding: Bool = false) throws -> SessionBench {
        let packs = [PlayPack(try LevelFormat.parse(PlaySessionTests.three), fallbackTitle: "t")]
        var bench = SessionBench(
            PlaySession(
                packs: packs, progress: progress, settings: PlaySettings(timing: .instant, unlockAll: true),
                today: Self.today))
        bench.dailyLevel = Self.day
        bench.holdingDaily = holding
        return bench
    }

    static func isDaily(_ bench: SessionBench) -> Bool {
        if case .daily? = bench.game?.purpose { true } else { false }
    }

    @Test func theDailyPuzzleIsOfferedAboveTheLevelsAndEnterPlaysIt() throws {
        var bench = try bench()
        let offer = try #require(bench.session.dailyOffer)
        #expect(
            offer
                == DailyOffer(
                    date: Self.today, progress: .notStarted, streak: DailyStreak(current: 0, best: 0)))
        #expect(!bench.session.dailySelected, "the selection starts where the player left off")
        bench.send(.selectDaily)
        #expect(bench.session.dailySelected && bench.session.dailyOffer?.isSelected == true)
        #expect(bench.session.selection == .init(pack: 0, level: 0), "the level selected stays for ↓")
        bench.send(.openSelected)
        #expect(bench.dailyAsked == [Self.today], "made on asking")
        #expect(Self.isDaily(bench) && bench.game?.play.level == Self.day)
        guard case let .daily(daily)? = bench.game?.purpose else { return }
        #expect(daily.date == Self.today && daily.today == Self.today && daily.returnsToLevelSelect)
        #expect(bench.session.dailyStanding?.date == Self.today)
    }

    @Test func noDailyPuzzleWithoutADate() throws {
        var bench = try SessionBench(packs: [PlaySessionTests.three])
        #expect(bench.session.dailyOffer == nil)
        bench.send(.selectDaily)
        #expect(!bench.session.dailySelected)
    }

    @Test func whileThePuzzleIsMadeLevelSelectSaysSoAndOpensItWhenReady() throws {
        var bench = try bench(holding: true)
        bench.send(.selectDaily)
        bench.send(.openSelected)
        #expect(bench.isOnLevelSelect && bench.session.dailyOffer?.isMaking == true)
        bench.send(.openSelected)
        #expect(bench.dailyAsked.count == 1, "asked once")
        bench.answerDaily()
        #expect(Self.isDaily(bench), "opened as soon as it is made")
        bench.send(.back)
        bench.send(.openSelected)
        #expect(Self.isDaily(bench) && bench.dailyAsked.count == 1, "made once a session")
    }

    @Test func movingAwayWhileThePuzzleIsMadeDoesNotOpenItLater() throws {
        var bench = try bench(holding: true)
        bench.send(.selectDaily)
        bench.send(.openSelected)
        bench.send(.select(pack: 0, level: 1))
        #expect(!bench.session.dailySelected && bench.session.dailyOffer?.isMaking == false)
        bench.answerDaily()
        #expect(bench.isOnLevelSelect, "the player went on to something else")
        bench.send(.selectDaily)
        bench.send(.openSelected)
        #expect(Self.isDaily(bench), "made already: opens at once")
    }

    @Test func leavingKeepsTheGameAndOpeningAgainGoesOn() throws {
        var bench = try bench()
        bench.send(.selectDaily)
        bench.send(.openSelected)
        bench.send(.play(.move(.right)))
        bench.send(.back)
        #expect(bench.isOnLevelSelect && !bench.quit, "back to level select, not out of the program")
        #expect(bench.session.dailySelected, "on the daily puzzle still")
        #expect(bench.session.dailyOffer?.progress == .inProgress(moves: 1))
        bench.send(.openSelected)
        #expect(bench.game?.play.session.moveCount == 1 && bench.game?.play.session.canUndo == true)
        bench.send(.play(.undo))
        bench.send(.back)
        #expect(
            bench.session.dailyOffer?.progress == .inProgress(moves: 0), "an undone move is kept for redo")
        bench.send(.openSelected)
        bench.send(.play(.restart))
        bench.send(.back)
        bench.send(.openSelected)
        #expect(bench.game?.play.session.moveCount == 0)
    }

    @Test func aWinIsRecordedAndLeavingComesBackToLevelSelectWithIt() throws {
        var progress = PlayerProgress()
        progress.recordDailyWin(
            date: Self.today.previous, today: Self.today.previous, level: "x", moves: 3, par: 3, hints: 0,
            solution: "R")
        var bench = try bench(progress: progress)
        #expect(bench.session.dailyOffer?.streak == DailyStreak(current: 1, best: 1))
        bench.send(.selectDaily)
        bench.send(.openSelected)
        #expect(bench.session.notice == .dailyGreeting(.streakWaiting(days: 1)), "as glide daily greets")
        bench.send(.play(.move(.right)))
        bench.send(.play(.move(.down)))
        bench.send(.back)
        #expect(bench.isOnLevelSelect && !bench.quit, "q during the win goes back too")
        let record = try #require(bench.session.progress.dailyRecord(for: Self.today))
        #expect(bench.session.dailyOffer?.progress == .won(record) && record.bestMoves == 2)
        #expect(bench.session.dailyOffer?.streak == DailyStreak(current: 2, best: 2))
        bench.send(.openSelected)
        #expect(bench.game?.play.session.moveCount == 0, "a won game is not kept: a fresh one")
        #expect(bench.session.notice == .dailyGreeting(.alreadyWon(record, isToday: true)))
        bench.win([.right, .down])
        #expect(Self.isDaily(bench), "the won board stays until the player leaves")
        bench.send(.back)
        #expect(bench.isOnLevelSelect)
    }

    @Test func levelSelectKeysOfALevelDoNothingOnTheDailyPuzzle() throws {
        var bench = try bench()
        bench.send(.selectDaily)
        bench.send(.editSelected)
        bench.send(.watchSelected(.best))
        #expect(bench.isOnLevelSelect && bench.bells == 0 && bench.session.notice == nil)
        bench.send(.showStats)
        guard case .stats = bench.session.top else { Issue.record("stats of the pack"); return }
        bench.send(.proceed)
        bench.send(.select(pack: 0, level: 2))
        bench.send(.openSelected)
        #expect(bench.level! == (0, 2), "a level selected again opens as ever")
    }
}
