import GlidePlay
import GlideRules
import GlideSolverClient
import GlideTestSupport
import Testing

/// The whole app without a screen: intents in, state and effects out.
@Suite("Play session: routes, campaign, daily puzzle, editor")
struct PlaySessionTests {
    static let three =
        "Title: Three\n\nTitle: A\nPar: 1\n#@.#\n\nTitle: B\nPar: 1\n#@..#\n\nTitle: C\nPar: 1\n#@...#\n"
    /// A ring: every position can still be finished.
    static let four = "Title: Four\n\nTitle: Ring\n#####\n#@..#\n#.#.#\n#...#\n#####\n"
    static let two = "Title: Two\n\nTitle: D\nPar: 1\n#@.#\n\nTitle: E\nPar: 1\n#@..#\n"

    // MARK: The campaign

    @Test func winningRecordsProgressAndOpensTheNextLevel() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.openSelected)
        #expect(bench.level! == (0, 0))
        #expect(
            bench.session.progress.lastPack == "Three" && bench.saves == 1, "the pack played is remembered")
        bench.send(.play(.move(.right)))
        #expect(bench.saves == 2)
        let id = bench.session.packs[0].ids[0]
        #expect(
            bench.session.progress.record(for: id)
                == PlayerProgress.Record(
                    solved: true, bestMoves: 1, stars: 3, hintsUsed: 0, bestSolution: "R", bestUnaidedMoves: 1
                ))
        #expect(bench.game?.play.winPhase(at: bench.now) == .celebrating)
        bench.wait(until: 30)
        #expect(bench.level! == (0, 0), "the finished board waits for the player")
        bench.send(.play(.move(.left)))
        #expect(bench.level! == (0, 0), "a slide typed ahead is not meant for it")
        bench.send(.proceed)
        #expect(bench.level! == (0, 1), "then the next level")
    }

    /// On the finished board undo and restart take the win back to try for fewer moves (it
    /// stays recorded), help opens over it, and q leaves with the next level chosen.
    @Test func theFinishedBoardTakesUndoRestartHelpAndQ() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.openSelected)
        bench.send(.play(.move(.right)))
        bench.wait(until: 5)
        bench.send(.play(.undo))
        #expect(bench.level! == (0, 0) && bench.game?.play.isWon == false, "back in the game")
        #expect(bench.game?.play.session.moveCount == 0 && bench.game?.play.winPhase(at: bench.now) == nil)
        let id = bench.session.packs[0].ids[0]
        #expect(bench.session.progress.record(for: id)?.solved == true, "the win stays recorded")
        bench.send(.play(.move(.right)))
        bench.wait(until: 10)
        bench.send(.play(.restart))
        #expect(bench.level! == (0, 0) && bench.game?.play.session.moveCount == 0)
        bench.send(.play(.move(.right)))
        bench.wait(until: 15)
        bench.send(.help)
        guard case .help = bench.session.top else {
            Issue.record("no help over the finished board: \(bench.session.top)")
            return
        }
        bench.send(.proceed)
        #expect(bench.game?.play.winPhase(at: bench.now) == .celebrating, "the card is still there")
        bench.send(.back)
        #expect(bench.game == nil && bench.session.selection == .init(pack: 0, level: 1))
    }

    @Test func aKeyDuringTheWinHurriesItOn() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.openSelected)
        bench.send(.play(.move(.right)))
        bench.send(.proceed, at: 0.2)
        #expect(bench.level! == (0, 1))
    }

    @Test func theLastLevelOfTheLastPackShowsThePacksTotalsThenLevelSelect() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.select(pack: 0, level: 2))
        bench.send(.openSelected)
        bench.win([.right])
        guard case let .packComplete(completion) = bench.session.top else {
            Issue.record("no pack-complete route: \(bench.session.top)")
            return
        }
        #expect(completion.pack == 0 && completion.next == nil && completion.nextTitle == nil)
        #expect(completion.stats.solved == 1 && completion.stats.levels == 3 && completion.stats.stars == 3)
        bench.send(.proceed)
        #expect(bench.isOnLevelSelect && bench.session.selection == .init(pack: 0, level: 2))
    }

    @Test func finishingAPackShowsItsTotalsThenMovesOnToTheNext() throws {
        var bench = try SessionBench(packs: [Self.three, Self.two])
        bench.send(.select(pack: 0, level: 2))
        bench.send(.openSelected)
        bench.win([.right])
        guard case let .packComplete(completion) = bench.session.top else {
            Issue.record("no pack-complete route: \(bench.session.top)")
            return
        }
        #expect(completion.next == .init(pack: 1, level: 0) && completion.nextTitle == "Two")
        bench.send(.proceed)
        #expect(bench.level! == (1, 0))
        #expect(bench.session.progress.lastPack == "Two")
    }

    @Test func qOnAPacksTotalsGoesBackToLevelSelect() throws {
        var bench = try SessionBench(packs: [Self.three, Self.two])
        bench.send(.select(pack: 0, level: 2))
        bench.send(.openSelected)
        bench.win([.right])
        bench.send(.back)
        #expect(bench.isOnLevelSelect && bench.session.selection == .init(pack: 1, level: 0))
    }

    // MARK: Attempts and losses

    @Test func anAttemptLeftIsResumedWithItsHistoryAndForgottenOnceWon() throws {
        var bench = try SessionBench(packs: [Self.four])
        bench.send(.openSelected)
        bench.send(.play(.move(.right)))
        bench.send(.play(.move(.down)))
        bench.send(.play(.undo))
        bench.send(.back)
        let id = bench.session.packs[0].ids[0]
        #expect(bench.session.progress.attempt(for: id) == SavedAttempt(actions: "RD", played: 1))
        bench.send(.openSelected)
        #expect(bench.game!.play.session.moveCount == 1 && bench.game!.play.notice == .resumed(moves: 1))
        bench.send(.play(.redo))
        #expect(bench.game!.play.session.moves == [.right, .down], "what was undone can be redone")
        bench.send(.play(.move(.left)))
        bench.send(.play(.move(.up)))
        #expect(bench.game!.play.isWon)
        bench.wait(until: bench.now + 10)
        bench.send(.proceed)
        #expect(bench.session.progress.attempt(for: id) == nil, "a won level starts afresh")
    }

    @Test func quittingAndStoppingKeepTheAttempt() throws {
        var bench = try SessionBench(packs: [Self.four])
        bench.send(.openSelected)
        bench.send(.play(.move(.right)))
        let saves = bench.saves
        bench.send(.stopping)
        let id = bench.session.packs[0].ids[0]
        #expect(bench.session.progress.attempt(for: id) == SavedAttempt(actions: "R", played: 1))
        #expect(bench.saves == saves + 1, "kept on disk before the program ends")
    }

    @Test func aLosingMoveIsToldWithTheMoveThatLostAndUndoGoesBackBeforeIt() throws {
        // Down first (or up) can never come back for the top row's right end.
        var bench = try SessionBench(packs: [
            "Title: T\n\nTitle: Trap\n#######\n###...#\n###@.##\n###.###\n#...###\n#######\n"
        ])
        bench.send(.openSelected)
        bench.send(.play(.move(.down)))
        #expect(
            bench.game!.play.loss == PositionLoss(cause: .move(number: 1, direction: .down), movesSince: 0))
        bench.send(.play(.move(.left)))
        #expect(
            bench.game!.play.loss == PositionLoss(cause: .move(number: 1, direction: .down), movesSince: 1))
        bench.send(.play(.undo))
        #expect(bench.game!.play.session.moveCount == 0 && bench.game!.play.loss == nil)
        bench.send(.play(.move(.right)))
        #expect(bench.game!.play.loss == nil)
    }

    @Test func aLevelThatCannotBeLostIsNeverMarked() throws {
        var bench = try SessionBench(packs: [Self.four])
        bench.send(.openSelected)
        for move in [Direction.down, .up, .right, .left, .right, .down] {
            bench.send(.play(.move(move)))
            #expect(bench.game?.play.loss == nil)
        }
    }

    @Test func nextAndPreviousLevelsCrossBetweenPacksButNotPastEitherEnd() throws {
        var bench = try SessionBench(packs: [Self.three, Self.two])
        bench.send(.select(pack: 0, level: 2))
        bench.send(.openSelected)
        bench.send(.nextLevel)
        #expect(bench.level! == (1, 0), "past a pack's last level, the next pack's first")
        bench.send(.previousLevel)
        #expect(bench.level! == (0, 2), "before a pack's first level, the previous pack's last")
        bench.send(.nextLevel)
        bench.send(.nextLevel)
        bench.send(.nextLevel)
        #expect(bench.level! == (1, 1) && bench.session.notice == .lastLevelOfLastPack && bench.bells == 1)
        bench.send(.back)
        bench.send(.select(pack: 0, level: 0))
        bench.send(.openSelected)
        bench.send(.previousLevel)
        #expect(bench.level! == (0, 0) && bench.session.notice == .firstLevelOfFirstPack && bench.bells == 2)
    }

    @Test func theNextPackOpensWhereThereIsSomethingLeftToDo() throws {
        var progress = PlayerProgress()
        let two = try PlayPack(LevelFormat.parse(Self.two), fallbackTitle: "t")
        progress.recordWin(id: two.ids[0], moves: 1, par: 1, hints: 0)
        var bench = try SessionBench(packs: [Self.three, Self.two], progress: progress)
        bench.send(.select(pack: 0, level: 2))
        bench.send(.openSelected)
        bench.win([.right])
        bench.send(.proceed)
        #expect(bench.level! == (1, 1), "Two's first level is solved already")
    }

    @Test func lockedLevelsAreRefusedWithTheirLock() throws {
        var bench = try SessionBench(
            packs: ["Title: P\n\n" + Array(repeating: "#@.#\n", count: 5).joined(separator: "\n")],
            locked: true)
        bench.send(.select(pack: 0, level: 4))
        bench.send(.openSelected)
        #expect(
            bench.isOnLevelSelect
                && bench.session.notice == .locked(LevelLock(level: 4, firstLevelsToSolve: 2)))
        #expect(bench.bells == 1)
        bench.send(.select(pack: 0, level: 2))
        bench.send(.openSelected)
        bench.send(.nextLevel)
        #expect(
            bench.level! == (0, 2)
                && bench.session.notice == .locked(LevelLock(level: 3, firstLevelsToSolve: 1)))
    }

    @Test func backLeavesTheGameWithTheLevelSelectedAndQuitsFromLevelSelect() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.select(pack: 0, level: 1))
        bench.send(.openSelected)
        bench.send(.back)
        #expect(bench.isOnLevelSelect && bench.session.selection == .init(pack: 0, level: 1) && !bench.quit)
        bench.send(.back)
        #expect(bench.quit)
    }

    @Test func aWarningStaysForTheNextRoute() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.progressNotSaved(.notAFolder("/x")))
        #expect(bench.session.notice == .progressNotSaved(.notAFolder("/x")))
        bench.send(.openSelected)
        #expect(bench.session.notice == .progressNotSaved(.notAFolder("/x")), "shown again in the game")
        bench.send(.play(.move(.left)))
        #expect(bench.session.notice == nil)
    }

    @Test func helpAndStatsCloseOnAnyKeyAndLeaveTheRouteBelowAsItWas() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.help)
        guard case .help(.levelSelect) = bench.session.top else { Issue.record("help"); return }
        bench.send(.openSelected)
        #expect(bench.isOnLevelSelect && bench.game == nil, "the key closed help and did nothing else")
        bench.send(.showStats)
        guard case .stats(pack: 0) = bench.session.top else { Issue.record("stats"); return }
        bench.send(.proceed)
        bench.send(.openSelected)
        bench.send(.help)
        guard case .help(.game) = bench.session.top, bench.session.game != nil else {
            Issue.record("the game's help over the game")
            return
        }
        bench.send(.back)
        #expect(bench.game != nil, "back closes help, not the game")
    }

    // MARK: Settings

    @Test func theThemeIsChosenAmongTheFrontsAndKept() throws {
        let packs = [PlayPack(try LevelFormat.parse(Self.three), fallbackTitle: "t")]
        var bench = SessionBench(
            PlaySession(
                packs: packs, progress: PlayerProgress(),
                settings: PlaySettings(themes: ["dark", "pale", "loud"])))
        #expect(bench.session.theme == "dark", "the default, before any choice")
        bench.send(.showSettings)
        guard case .settings = bench.session.top else { Issue.record("settings"); return }
        bench.send(.changeSetting(by: -1))
        #expect(bench.session.theme == "loud" && bench.session.progress.theme == "loud" && bench.saves == 1)
        bench.send(.changeSetting(by: 2))
        #expect(bench.session.theme == "pale")
        bench.send(.openSelected)
        #expect(bench.game == nil, "level select's keys mean nothing here")
        bench.send(.back)
        #expect(bench.isOnLevelSelect && bench.session.theme == "pale")
    }

    @Test func aRememberedThemeTheFrontNoLongerHasGivesWayToTheDefault() throws {
        var progress = PlayerProgress()
        progress.theme = "gone"
        let session = PlaySession(
            packs: [], progress: progress, settings: PlaySettings(themes: ["dark", "pale"]))
        #expect(session.theme == "dark")
    }

    // MARK: Solves

    @Test func aLevelWithoutParGetsItsOptimumAndLeavingStopsItsSolves() throws {
        var bench = try SessionBench(packs: ["Title: P\n\n#####\n#@..#\n#.#.#\n#...#\n#####\n"])
        bench.holdingSolves = true
        bench.send(.openSelected)
        #expect(bench.game?.play.isSolvingPar == true && bench.solver.pending.count == 1)
        bench.send(.play(.hint))
        #expect(bench.solver.pending.count == 2)
        bench.send(.back)
        #expect(
            bench.solver.pending.isEmpty && bench.solver.cancelled.count == 2, "nobody waits for them now")
        bench.send(.openSelected)
        bench.answerSolves()
        #expect(bench.game?.play.par == 4)
    }

    @Test func aSolveFindsTheRouteThatAskedForItUnderAnother() throws {
        var bench = SessionBench(
            PlaySession(
                editing: PackDocument(
                    pack: try LevelFormat.parse("#####\n#@..#\n#####\n"),
                    bytes: Array("#####\n#@..#\n#####\n".utf8)),
                path: "p.txt", settings: PlaySettings(timing: .instant)), holdingSolves: true)
        bench.send(.edit(.playTest))
        #expect(
            bench.game != nil && bench.solver.pending.count == 2,
            "the editor's verdict and the play-test's par")
        bench.answerSolves()
        #expect(bench.game?.play.par == 1)
        guard case let .editor(route) = bench.session.routes[0], case .result = route.editor.verdict else {
            Issue.record("the verdict reached the editor under the play-test")
            return
        }
    }

    // MARK: The daily puzzle

    static let today = try! DailyDate(parsing: "2026-11-23")

    func daily(progress: PlayerProgress = PlayerProgress()) throws -> SessionBench {
        let level = try LevelFormat.parse("Title: Day\nPar: 2\n#####\n#@..#\n###.#\n#####\n").levels[0]
        return SessionBench(
            PlaySession(
                daily: level, date: Self.today, today: Self.today, progress: progress,
                settings: PlaySettings(timing: .instant)))
    }

    @Test func theDailyPuzzleRecordsItsWinUnderItsDateAndStays() throws {
        var bench = try daily()
        #expect(bench.session.notice == nil, "nothing to say on a first day")
        bench.send(.copyResult)
        #expect(bench.session.notice == .nothingToCopyYet && bench.copied.isEmpty)
        bench.win([.right, .down])
        let record = try #require(bench.session.progress.dailyRecord(for: Self.today))
        #expect(record.bestMoves == 2 && record.wonOnTheDay && bench.saves == 1)
        #expect(bench.game != nil, "no next level: the board stays")
        bench.send(.copyResult)
        #expect(
            bench.copied == [.dailyResult(Self.today, record, DailyStreak(current: 1, best: 1))],
            "the result line and the streak, as shown")
        #expect(bench.session.notice == .resultCopied)
        bench.send(.nextLevel)
        #expect(
            bench.session.notice == .onePuzzleADay && bench.bells == 2, "refused, as copying too early was")
        bench.send(.back)
        #expect(bench.quit)
    }

    @Test func theDailyPuzzlesQuitAndCopyActDuringTheWin() throws {
        var bench = try daily()
        bench.send(.play(.move(.right)))
        bench.send(.play(.move(.down)))
        bench.send(.copyResult)
        #expect(bench.copied.count == 1, "the win is recorded already")
        bench.send(.back)
        #expect(bench.quit)
    }

    @Test func theDailyPuzzleGreetsAStreakWaitingOnToday() throws {
        var progress = PlayerProgress()
        progress.recordDailyWin(
            date: Self.today.previous, today: Self.today.previous, level: "x", moves: 3, par: 3, hints: 0,
            solution: "R")
        let bench = try daily(progress: progress)
        #expect(bench.session.notice == .dailyGreeting(.streakWaiting(days: 1)))
        #expect(bench.session.dailyStanding?.streak.current == 1)
    }

    // MARK: The editor

    static let packText = "Title: P\n\nTitle: A\n#####\n#@..#\n#####\n"

    func editable(_ text: String = Self.packText) throws -> EditableDocument {
        EditableDocument(
            document: PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8)), path: "p.txt")
    }

    @Test func editingAPackOpensTheEditorAndLeavingReloadsThePack() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.files["p.txt"] = Array(Self.packText.utf8)
        bench.editable[0] = .success(try editable())
        bench.reloadable[0] = PlayPack(try LevelFormat.parse(Self.two), fallbackTitle: "x")
        bench.send(.select(pack: 0, level: 0))
        bench.send(.editSelected)
        #expect(bench.session.editor?.path == "p.txt")
        bench.send(.edit(.editField(.author)))
        bench.send(.edit(.field(.type("M"))))
        bench.send(.edit(.field(.commit)))
        bench.send(.edit(.save))
        #expect(bench.session.editor?.notice == .saved(fileName: "p.txt"))
        #expect(String(decoding: bench.files["p.txt"] ?? [], as: UTF8.self).contains("Par: 1"))
        bench.send(.edit(.quit))
        #expect(bench.isOnLevelSelect && bench.session.packs[0].title == "Two", "the pack as it now stands")
    }

    @Test func aBundledPackIsOfferedForExportAndOnlyYesExports() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.editable[0] = .failure(.bundled(fileName: "three.txt", exportPath: "three-2.txt"))
        bench.send(.editSelected)
        #expect(
            bench.session.question
                == .exportForEditing(pack: 0, fileName: "three.txt", path: "three-2.txt", level: 0))
        bench.send(.openSelected)
        #expect(
            bench.session.question == nil && bench.exports.isEmpty && bench.game == nil, "any other key is no"
        )
        bench.send(.editSelected)
        bench.editable[0] = .success(try editable())
        bench.send(.answer(true))
        #expect(bench.exports == ["three-2.txt"] && bench.session.editor != nil)
    }

    @Test func aPackThatCannotBeEditedSaysWhy() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.editSelected)
        #expect(bench.session.notice == .editingUnavailable(.notEditable) && bench.bells == 1)
    }

    @Test func aPlayTestIsNotRecordedAndItsWinIsToldToTheEditor() throws {
        var bench = try SessionBench(
            PlaySession(
                editing: try editable().document, path: "p.txt", settings: PlaySettings(timing: .instant)))
        bench.send(.edit(.playTest))
        guard case .playTest? = bench.game?.purpose else { Issue.record("a play-test"); return }
        bench.win([.right])
        #expect(bench.session.editor?.notice == .playTestWon(moves: 1))
        #expect(bench.session.progress == PlayerProgress() && bench.saves == 0, "nothing recorded")
        bench.send(.edit(.quit))
        #expect(bench.quit, "in glide edit, leaving the editor quits")
    }

    // MARK: Replays

    @Test func replaysShowTheBestOrAShortestSolutionOfASolvedLevel() throws {
        var bench = try SessionBench(packs: [Self.three])
        bench.send(.watchSelected(.par))
        #expect(bench.session.notice == .solveFirst && bench.bells == 1)
        bench.send(.watchSelected(.best))
        #expect(bench.session.notice == .noSolutionKept)
        bench.send(.openSelected)
        bench.win([.right])
        bench.send(.back)
        bench.send(.select(pack: 0, level: 0))
        bench.send(.watchSelected(.best))
        guard case let .replay(replay) = bench.session.top else { Issue.record("a replay"); return }
        #expect(replay.moves == [.right] && replay.source == .best)
        bench.send(.proceed)
        #expect(bench.isOnLevelSelect)
        bench.send(.watchSelected(.par))
        guard case let .replay(shortest) = bench.session.top else { Issue.record("a replay"); return }
        #expect(shortest.moves == [.right])
    }
}
