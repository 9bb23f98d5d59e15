import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("The app: routes on screen, the clients, messages")
struct GlideAppTests {
    static let three =
        "Title: Three\n\nTitle: A\nPar: 1\n#@.#\n\nTitle: B\nPar: 1\n#@..#\n\nTitle: C\nPar: 1\n#@...#\n"

    /// Five levels, each one cell longer than the last.
    static let five =
        "Title: Five\n\n"
        + (1...5).map { "Title: L\($0)\n#@" + String(repeating: ".", count: $0) + "#" }.joined(
            separator: "\n\n") + "\n"

    func app(
        _ text: String, progress: PlayerProgress = PlayerProgress(),
        options: PlayOptions = PlayOptions(timing: .instant, colors: false), width: Int = 80,
        height: Int = 24,
        warning: ProgressStore.LoadWarning? = nil, start: PlaySession.LevelSelection? = nil
    ) throws -> DrivenApp {
        .playing(
            [try pack(text)], progress: progress, options: options, width: width, height: height,
            warning: warning, start: start)
    }

    /// Two packs: Three (above) and a generated-looking pack whose levels are titled by number.
    func twoPacks(progress: PlayerProgress = PlayerProgress(), unlockAll: Bool = false) throws -> DrivenApp {
        let generated = "Title: Gen\n\nTitle: Level 1\nPar: 1\n#@.#\n\nTitle: Level 2\nPar: 1\n#@.#\n#..#\n"
        return .playing(
            [try pack(Self.three), try pack(generated)], progress: progress,
            options: PlayOptions(timing: .instant, colors: false, unlockAll: unlockAll))
    }

    @Test func winningSavesProgressShowsTheResultAndMovesOn() throws {
        var app = try app(Self.three)
        #expect(app.handle(.key(.enter), now: 0).isEmpty)
        #expect(app.saves.last?.lastPack == "Three", "the pack played is remembered")
        #expect(app.frame(now: 0).line(0).contains("Three · Level 1/3 · A"))
        #expect(app.handle(.key(.right), now: 1).isEmpty)
        #expect(app.saves.count == 2)
        let id = app.session.packs[0].ids[0]
        #expect(app.saves.last?.record(for: id)?.bestSolution == "R", "the win, as the session recorded it")
        #expect(app.frame(now: 1.5).find("Level complete") != nil)
        #expect(app.frame(now: 1.5).find("your moves: R") != nil, "the moves, as glide replay takes them")
        #expect(app.frame(now: 1.5).find("Enter: next level") != nil)
        _ = app.handle(.tick, now: 9)
        #expect(app.frame(now: 9).line(0).contains("Level 1/3"), "the finished board waits for the player")
        _ = app.handle(.key(.enter), now: 9)
        #expect(app.frame(now: 9).line(0).contains("Three · Level 2/3 · B"))
    }

    @Test func theLastLevelShowsThePacksTotalsThenLevelSelect() throws {
        var app = try app(Self.three, options: PlayOptions(timing: .instant, unlockAll: true))
        _ = app.handle(.key(.end), now: 0)
        _ = app.handle(.key(.enter), now: 0)
        #expect(app.frame(now: 0).line(0).contains("Level 3/3"))
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        // The last pack: nothing to move on to, and the levels skipped still to solve.
        #expect(app.frame(now: 2).find("End of Three: 2 levels to solve") != nil)
        #expect(app.frame(now: 2).find("solved       1 of 3") != nil)
        #expect(app.frame(now: 2).find("Any key: level select") != nil)
        _ = app.handle(.key(.enter), now: 2)
        #expect(app.isAtLevelSelect)
        #expect(app.frame(now: 2).find("Level 3 · C · best 1 move") != nil, "the level just won selected")
    }

    @Test func finishingAPackShowsItsTotalsThenMovesOnToTheNext() throws {
        var app = try twoPacks(unlockAll: true)
        _ = app.handle(.key(.end), now: 0)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        #expect(app.frame(now: 2).find("Enter: on to Gen · q: level select") != nil)
        _ = app.handle(.key(.enter), now: 2)
        #expect(app.game?.purpose == .campaign(pack: 1, level: 0))
        // A generated pack's header does not repeat the number.
        #expect(app.frame(now: 2).find("Gen · Level 1/2 ") != nil)
        #expect(app.frame(now: 2).find("Level 1 · Level 1") == nil)
        #expect(app.saves.last?.lastPack == "Gen")
    }

    @Test func nOnAPacksLastLevelOpensTheNextPacksFirst() throws {
        var app = try twoPacks(unlockAll: true)
        _ = app.handle(.key(.end), now: 0)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.character("n")), now: 1)
        #expect(app.frame(now: 1).line(0).contains("Gen · Level 1/2"))
        _ = app.handle(.key(.character("n")), now: 2)
        #expect(app.handle(.key(.character("n")), now: 3) == [.bell])
        #expect(app.frame(now: 3).find("This is the last level of the last pack.") != nil)
    }

    @Test func solvedLevelsOfferTheirBestAndAParSolutionToWatch() throws {
        var app = try app(Self.three)
        #expect(app.handle(.key(.character("b")), now: 0) == [.bell])
        #expect(app.frame(now: 0).find("No solution of yours is kept") != nil)
        #expect(app.handle(.key(.character("o")), now: 0) == [.bell])
        #expect(app.frame(now: 0).find("Solve the level first") != nil)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        _ = app.handle(.key(.character("q")), now: 2)
        _ = app.handle(.key(.home), now: 2)
        #expect(app.frame(now: 2).find("b watch your best · o watch a par solution") != nil)
        _ = app.handle(.key(.character("b")), now: 3)
        #expect(app.frame(now: 3).find("Your best: 1 move") != nil)
        #expect(app.frame(now: 3).find("Three · Level 1 · A")?.y == 0)
        _ = app.handle(.tick, now: 4)
        #expect(app.frame(now: 4).find("1/1") != nil)
        _ = app.handle(.key(.character("x")), now: 5)
        #expect(app.isAtLevelSelect && app.frame(now: 5).find("Three") != nil, "any key goes back")
        _ = app.handle(.key(.character("o")), now: 6)
        #expect(app.frame(now: 6).find("A shortest solution: 1 move") != nil)
        _ = app.handle(.mouseRelease(x: 1, y: 1), now: 7)
        #expect(app.frame(now: 7).find("Level 1 · A") != nil, "a click goes back too")
    }

    @Test func cCopiesTheSelectedLevelsCodeAndALockedOneIsRefused() throws {
        var app = try app(Self.five)
        let code = LevelCode.encode(try pack(Self.five).levels[0])
        #expect(app.handle(.key(.character("c")), now: 0) == [.copy(code)])
        #expect(try LevelCode.decode(code).title == "L1")
        #expect(app.frame(now: 0).find("Code of level 1 copied") != nil)
        _ = app.handle(.key(.end), now: 0)
        #expect(app.handle(.key(.character("c")), now: 0) == [.bell], "level 5 is locked")
    }

    @Test func aReplayChangesSpeedJumpsAndStepsAndOtherKeysGoBack() throws {
        var app = try app(Self.five)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character("q")), now: 3)
        _ = app.handle(.key(.home), now: 3)
        _ = app.handle(.key(.character("b")), now: 3)
        #expect(app.frame(now: 3).find("Your best: 1 move") != nil)
        _ = app.handle(.key(.character("+")), now: 3)
        #expect(app.frame(now: 3).find("×2 · + - speed") != nil)
        _ = app.handle(.key(.home), now: 3)
        #expect(app.frame(now: 3).find("0/1") != nil, "Home: back to the start")
        _ = app.handle(.key(.end), now: 3)
        #expect(app.frame(now: 3).find("1/1") != nil && app.frame(now: 3).find("paused") != nil)
        _ = app.handle(.key(.left), now: 3)
        #expect(app.frame(now: 3).find("0/1") != nil, "← steps back")
        _ = app.handle(.key(.character("x")), now: 4)
        #expect(app.isAtLevelSelect)
    }

    @Test func levelSelectOpensOnTheSessionsSelection() throws {
        var progress = PlayerProgress()
        let ids = try twoPacks().session.packs[1].ids
        progress.recordWin(id: ids[0], moves: 1, par: 1, hints: 0)
        progress.lastPack = "Gen"
        let app = try twoPacks(progress: progress)
        #expect(app.isAtLevelSelect)
        let frame = app.frame(now: 0)
        let tab = try #require(frame.find(" Gen "))
        #expect(frame[tab.x + 1, tab.y].style.contains(.reverse), "the last pack played is picked out")
        #expect(frame.find("Level 2 · par 1") != nil, "on its first unsolved level")
    }

    @Test func winningALevelOpenedPastTheLocksGoesBackToLevelSelect() throws {
        // As `glide play --level 4` does: level 4 opens, but level 5 stays locked.
        var app = try app(Self.five, start: .init(pack: 0, level: 3))
        #expect(app.frame(now: 0).line(0).contains("Level 4/5"))
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        #expect(app.isAtLevelSelect)
        #expect(app.frame(now: 2).find("Level 5 is locked") != nil)
    }

    @Test func aProgressSaveThatFailsIsShownAndStaysVisibleOnTheNextScreen() throws {
        var app = try app(Self.three)
        _ = app.handle(.key(.enter), now: 0)
        app.saves.fail(.cannotCreateFolder("/x"))
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.enter), now: 2.1)
        #expect(app.game?.purpose == .campaign(pack: 0, level: 1))
        #expect(app.frame(now: 2.2).find("Progress not saved: cannot create folder /x") != nil)
    }

    @Test func aTooSmallTerminalIgnoresKeysButQuit() throws {
        var app = try app(Self.three, width: 20, height: 8)
        #expect(app.frame(now: 0).text.contains("least 30×12"))
        #expect(app.handle(.key(.enter), now: 0).isEmpty)
        #expect(app.isAtLevelSelect)
        #expect(app.handle(.key(.character("q")), now: 0) == [.quit])
    }

    @Test func nextAndPreviousRespectLocks() throws {
        var app = try app(Self.five)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.character("n")), now: 0)
        _ = app.handle(.key(.character("n")), now: 0)
        #expect(app.frame(now: 0).line(0).contains("Level 3/5"))
        #expect(app.handle(.key(.character("n")), now: 0) == [.bell])
        #expect(app.frame(now: 0).line(0).contains("Level 3/5"), "level 4 is locked until level 1 is solved")
        #expect(app.frame(now: 0).find("Level 4 is locked: it opens when level 1 is solved.") != nil)
        _ = app.handle(.key(.character("p")), now: 0)
        #expect(app.frame(now: 0).line(0).contains("Level 2/5"))
        #expect(app.frame(now: 0).find("locked") == nil, "the notice goes with the next key")
        _ = app.handle(.key(.character("q")), now: 0)
        #expect(app.isAtLevelSelect)
        #expect(
            app.frame(now: 0).find("Level 2 · L2") != nil, "back in level select on the level just played")
        #expect(app.handle(.key(.character("q")), now: 0) == [.quit])
    }

    @Test func aWarningShowsOnTheFirstScreen() throws {
        let app = try app(Self.three, warning: .setAside(to: "x.bad-1"))
        #expect(app.frame(now: 0).find("moved aside") != nil)
    }

    /// `glide play FILE --level N`: the level opens at once, and the warning with it, before
    /// any key and through the play loop's first event.
    @Test func aWarningShowsAtOnceOnALevelOpenedAtStart() throws {
        let dropped = ProgressStore.LoadWarning.partsDropped(
            count: 1, first: ProgressProblem(.level("abc"), .outOfRange(.stars, -1)), keptAt: "x.bad-1")
        for (warning, width) in [(ProgressStore.LoadWarning.setAside(to: "x.bad-1"), 80), (dropped, 100)] {
            var app = try app(Self.three, width: width, warning: warning, start: .init(pack: 0, level: 1))
            #expect(app.frame(now: 0).line(0).contains("Level 2/3"))
            #expect(app.frame(now: 0).find("x.bad-1.") != nil)
            _ = app.handle(.resize(width: width, height: 24), now: 0)
            _ = app.handle(.tick, now: 0.5)
            #expect(app.frame(now: 0.5).find("x.bad-1.") != nil)
        }
    }

    /// The most a progress file may hold (`ProgressLimits`) draws in level select, the stats and
    /// the daily offer without a trap.
    @Test func recordsAtTheLimitsDraw() throws {
        var progress = PlayerProgress()
        let ids = try pack(Self.three).ids
        for id in ids {
            progress.levels[id] = .init(
                solved: true, bestMoves: ProgressLimits.moves, stars: 3, hintsUsed: ProgressLimits.moves,
                bestSolution: "R", bestUnaidedMoves: ProgressLimits.moves)
        }
        #expect(progress.validated().problems.isEmpty)
        for (width, height) in [(80, 24), (40, 12), (200, 50)] {
            var app = try app(Self.three, progress: progress, width: width, height: height)
            #expect(app.frame(now: 0).find("1000000") != nil || width < 80)
            _ = app.handle(.key(.character("t")), now: 0)
            _ = app.frame(now: 0)
        }
    }

    @Test func resizingRedrawsAndTooSmallSaysSo() throws {
        var app = try app(Self.three)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.resize(width: 30, height: 6), now: 0)
        #expect(app.frame(now: 0).width == 30)
        #expect(app.frame(now: 0).find("needs a 40×5") != nil)
        _ = app.handle(.resize(width: 100, height: 30), now: 0)
        #expect(app.frame(now: 0).find("◖◗") != nil)
    }

    @Test func leavingALevelStopsItsSolves() throws {
        var app = try app(Self.three.replacingOccurrences(of: "Par: 1\n", with: ""))
        app.solver.hold()  // the par is still being worked out
        _ = app.handle(.key(.enter), now: 0)
        #expect(app.game?.play.isSolvingPar == true && app.solver.cancelled.isEmpty)
        #expect(app.frame(now: 0).find("Par …") != nil)
        _ = app.handle(.key(.character("q")), now: 1)
        #expect(app.solver.cancelled.count == 1, "the par job of the level left")
    }

    @Test func anEditorUnderItsPlayTestStillHearsTheSolver() throws {
        let solver = SolverResults()
        solver.hold()
        let document = PackDocument(title: "Mine", firstLevel: LevelDraft.room(width: 4, height: 3))
        var app = DrivenApp.editing(document, options: PlayOptions(timing: .instant), solver: solver)
        #expect(app.frame(now: 0).line(1).contains("solving…"))
        _ = app.handle(.key(.character("p")), now: 0)
        #expect(app.game?.purpose == .playTest)
        #expect(app.frame(now: 0).line(0).contains("Play-test · Level 1"))
        app.solver.release()
        app.deliverSolves(now: 1)  // the verdict comes in while the play-test is on screen
        _ = app.handle(.key(.escape), now: 2)
        #expect(app.editor != nil)
        #expect(app.frame(now: 2).line(1).contains("solvable — 1 move (optimal)"))
    }

    /// `e` on a pack built into glide asks whether to export it to a file and edit that; `y`
    /// exports it and edits the file, any other key declines.
    @Test func aBundledPackIsExportedForEditingOnYesOnly() throws {
        let files = MemoryPackFiles(
            bundled: [0: .init(fileName: "three.txt", text: Self.three, exportPath: "three-2.txt")])
        var app = DrivenApp.playing(
            [try pack(Self.three)], options: PlayOptions(timing: .instant), files: files)
        _ = app.handle(.key(.character("e")), now: 0)
        #expect(
            app.frame(now: 0).find(
                "three.txt is built into glide. Export it to three-2.txt and edit that? (y/n)")
                != nil)
        _ = app.handle(.key(.character("n")), now: 0)
        #expect(app.frame(now: 0).find("Export it") == nil, "the question goes")
        #expect(app.editor == nil && files["three-2.txt"] == nil)
        _ = app.handle(.key(.character("e")), now: 1)
        _ = app.handle(.key(.character("y")), now: 1)
        #expect(files.text("three-2.txt") == Self.three)
        #expect(app.editor?.path == "three-2.txt")
        #expect(app.frame(now: 1).line(0).hasPrefix(" Edit three-2.txt · level 1/3 · A"))
        #expect(app.session.question == nil, "level select under the editor no longer asks")
    }

    /// `e` opens the selected level's pack file in the editor; a save writes it; leaving the
    /// editor comes back to level select with the pack as the file now holds it.
    @Test func aPackEditedFromLevelSelectComesBackAsSaved() throws {
        let files = MemoryPackFiles(files: ["three.txt": Self.three], packPaths: [0: "three.txt"])
        var app = DrivenApp.playing(
            [try pack(Self.three)], options: PlayOptions(timing: .instant, unlockAll: true), files: files)
        _ = app.handle(.key(.tab), now: 0)
        _ = app.handle(.key(.character("e")), now: 0)
        #expect(
            app.frame(now: 0).line(0).hasPrefix(" Edit three.txt · level 2/3 · B"), "on the level selected")
        for key in [Key.character("t"), .character("Z"), .enter, .character("w")] {
            _ = app.handle(.key(key), now: 1)
        }
        #expect(files.text("three.txt")?.contains("Title: Z\n") == true)
        #expect(app.frame(now: 1).find("Saved three.txt.") != nil)
        #expect(app.handle(.key(.character("q")), now: 2).isEmpty, "back, not out")
        #expect(app.isAtLevelSelect)
        #expect(app.frame(now: 2).find("Level 2 · Z · par 1") != nil)
    }

    @Test func aPackThatCannotBeEditedSaysWhy() throws {
        var app = try app(Self.three)
        #expect(app.handle(.key(.character("e")), now: 0) == [.bell])
        #expect(app.editor == nil)
        #expect(app.frame(now: 0).find("This pack cannot be edited here.") != nil)
    }

    /// What the front benchmark times (glide-bench front, release): a 40×40 board mid-slide.
    /// Here, that such a frame is right; how fast it renders is the benchmark's to measure.
    @Test func aFortyByFortyBoardMidSlideIsDrawnWhole() throws {
        var rows = ["@" + String(repeating: ".", count: 39)]
        rows += Array(repeating: String(repeating: ".", count: 40), count: 39)
        var app = try app(rows.joined(separator: "\n") + "\n", options: PlayOptions())
        _ = app.handle(.resize(width: 100, height: 50), now: 0)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.right), now: 1)
        let frame = app.frame(now: 1.1)
        let board = try #require(app.game?.play.board)
        let timeline = PaintTimeline(slide: try #require(board.slide(from: board.initialState, .right)))
        let viewport = try #require(app.boardViewport(at: 1.1))
        #expect(viewport.scale == 2 && viewport.rows == 40 && viewport.columns == 40)
        // The ball where the timeline has it, to the pixel: two columns of the ball's colour.
        let x = viewport.origin.x + Int((timeline.ballPoint(at: 0.1).column * 2).rounded())
        let ball = CellBuffer.Cell(" ", background: .rgb(Theme.classic.ball))
        #expect(frame[x, viewport.origin.y] == ball && frame[x + 1, viewport.origin.y] == ball)
        #expect(frame[x - 2, viewport.origin.y] != ball, "a disk, not a trail")
        let corner = try #require(viewport.screen(Position(row: 39, column: 39)))
        #expect(
            frame[corner.x, corner.y].background == .rgb(Theme.classic.floor), "the far corner, unpainted")
        #expect(frame.find("the board scrolls") == nil, "40×40 fits in 100×50 without scrolling")
    }
}
