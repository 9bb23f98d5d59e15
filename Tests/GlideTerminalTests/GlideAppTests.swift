import Foundation
import GlidePlay
import GlideRules
import GlideTestSupport
import Synchronization
import Testing

@testable import GlideTerminal

@Suite("The app: screens, progress, locks")
struct GlideAppTests {
    func app(
        _ text: String, progress: PlayerProgress = PlayerProgress(),
        options: PlayOptions = PlayOptions(timing: .instant, colors: false),
        width: Int = 80, height: Int = 24, warning: String? = nil, start: (pack: Int, level: Int)? = nil
    ) throws -> DrivenApp {
        let outbox = SolverOutbox()
        return DrivenApp(
            GlideApp(
                packs: [try pack(text)], progress: progress, options: options, solver: outbox.client,
                width: width, height: height, warning: warning, start: start), outbox: outbox)
    }

    static let three =
        "Title: Three\n\nTitle: A\nPar: 1\n#@.#\n\nTitle: B\nPar: 1\n#@..#\n\nTitle: C\nPar: 1\n#@...#\n"

    @Test func winningRecordsProgressAndOpensTheNextLevel() throws {
        var app = try app(Self.three)
        #expect(app.handle(.key(.enter), now: 0) == [.saveProgress], "the pack played is remembered")
        #expect(app.progress.lastPack == "Three")
        #expect(app.game?.index == 0)
        #expect(app.handle(.key(.right), now: 1) == [.saveProgress])
        let id = app.packs[0].ids[0]
        #expect(
            app.progress.record(for: id)
                == PlayerProgress.Record(
                    solved: true, bestMoves: 1, stars: 3, hintsUsed: 0, bestSolution: "R"))
        #expect(app.frame(now: 1.5).find("Level complete") != nil)
        #expect(app.frame(now: 1.5).find("your moves: R") != nil, "the moves, as glide replay takes them")
        _ = app.handle(.tick, now: 2.1)  // 1.0 s after the (instant) slide settled
        #expect(app.game?.index == 1)
    }

    @Test func theLastLevelReturnsToLevelSelect() throws {
        var app = try app(Self.three, options: PlayOptions(timing: .instant, unlockAll: true))
        _ = app.handle(.key(.end), now: 0)
        _ = app.handle(.key(.enter), now: 0)
        #expect(app.game?.index == 2)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        #expect(app.game == nil)
        #expect(app.frame(now: 2).find("Three complete!") != nil)
    }

    /// Two packs: Three (above) and a generated-looking pack whose levels are titled by number.
    func twoPacks(progress: PlayerProgress = PlayerProgress(), unlockAll: Bool = false) throws -> DrivenApp {
        let outbox = SolverOutbox()
        let generated = "Title: Gen\n\nTitle: Level 1\nPar: 1\n#@.#\n\nTitle: Level 2\nPar: 1\n#@.#\n#..#\n"
        return DrivenApp(
            GlideApp(
                packs: [try pack(Self.three), try pack(generated)], progress: progress,
                options: PlayOptions(timing: .instant, colors: false, unlockAll: unlockAll),
                solver: outbox.client,
                width: 80, height: 24), outbox: outbox)
    }

    @Test func finishingAPackSaysSoAndMovesOnToTheNext() throws {
        var app = try twoPacks(unlockAll: true)
        _ = app.handle(.key(.end), now: 0)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        #expect(app.select?.packIndex == 1)
        #expect(app.game?.index == 0)
        #expect(app.frame(now: 2).find("End of Three (2 levels to solve). On to Gen.") != nil)
        // A generated pack's header does not repeat the number.
        #expect(app.frame(now: 2).find("Gen · Level 1/2 ") != nil)
        #expect(app.frame(now: 2).find("Level 1 · Level 1") == nil)
        #expect(app.progress.lastPack == "Gen")
    }

    @Test func nOnAPacksLastLevelOpensTheNextPacksFirst() throws {
        var app = try twoPacks(unlockAll: true)
        _ = app.handle(.key(.end), now: 0)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.character("n")), now: 1)
        #expect(app.select?.packIndex == 1 && app.game?.index == 0)
        _ = app.handle(.key(.character("n")), now: 2)
        _ = app.handle(.key(.character("n")), now: 3)
        #expect(app.frame(now: 3).find("last level of the last pack") != nil)
    }

    @Test func solvedLevelsOfferTheirBestAndAParSolutionToWatch() throws {
        var app = try app(Self.three)
        _ = app.handle(.key(.character("b")), now: 0)
        #expect(app.frame(now: 0).find("No solution of yours is kept") != nil)
        _ = app.handle(.key(.character("o")), now: 0)
        #expect(app.frame(now: 0).find("Solve the level first") != nil)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        _ = app.handle(.key(.character("q")), now: 2)
        _ = app.handle(.key(.home), now: 2)
        #expect(app.frame(now: 2).find("b watch your best · o watch a par solution") != nil)
        _ = app.handle(.key(.character("b")), now: 3)
        #expect(app.frame(now: 3).find("Your best: 1 move") != nil)
        _ = app.handle(.tick, now: 4)
        #expect(app.frame(now: 4).find("1/1") != nil)
        _ = app.handle(.key(.character("x")), now: 5)
        #expect(app.select != nil && app.frame(now: 5).find("Three") != nil, "any key goes back")
        _ = app.handle(.key(.character("o")), now: 6)
        #expect(app.frame(now: 6).find("A shortest solution: 1 move") != nil)
        _ = app.handle(.mouseRelease(x: 1, y: 1), now: 7)
        #expect(app.frame(now: 7).find("Level 1 · A") != nil)
    }

    @Test func aRelaunchOpensWhereThePlayerLeftOff() throws {
        var progress = PlayerProgress()
        let ids = try twoPacks().packs[1].ids
        progress.recordWin(id: ids[0], moves: 1, par: 1, hints: 0)
        progress.lastPack = "Gen"
        let app = try twoPacks(progress: progress)
        #expect(app.select?.packIndex == 1)
        #expect(app.select?.selected == 1, "the first unsolved level of the last pack played")
        #expect(app.game == nil)
    }

    @Test func winningALevelOpenedPastTheLocksGoesBackToLevelSelect() throws {
        let text =
            "Title: Five\n\n"
            + (1...5).map { "Title: L\($0)\n#@" + String(repeating: ".", count: $0) + "#" }.joined(
                separator: "\n\n") + "\n"
        // As `glide play --level 4` does: level 4 opens, but level 5 stays locked.
        var app = try app(text, start: (0, 3))
        #expect(app.game?.index == 3)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character(" ")), now: 1.2)
        #expect(app.game == nil)
        #expect(app.frame(now: 2).find("Level 5 is locked") != nil)
    }

    @Test func aSaveWarningStaysVisibleOnTheNextScreen() throws {
        var app = try app(Self.three)
        _ = app.handle(.key(.enter), now: 0)
        #expect(app.handle(.key(.right), now: 1) == [.saveProgress])
        app.warn("Progress not saved: cannot create folder /x")
        _ = app.handle(.tick, now: 2.1)
        #expect(app.game?.index == 1)
        #expect(app.frame(now: 2.2).find("Progress not saved") != nil)
    }

    @Test func aTooSmallTerminalIgnoresKeysButQuit() throws {
        var app = try app(Self.three, width: 20, height: 8)
        #expect(app.handle(.key(.enter), now: 0).isEmpty)
        #expect(app.game == nil)
        #expect(app.handle(.key(.character("q")), now: 0) == [.quit])
    }

    @Test func nextAndPreviousRespectLocks() throws {
        let text =
            "Title: Five\n\n"
            + (1...5).map { "Title: L\($0)\n#@" + String(repeating: ".", count: $0) + "#" }.joined(
                separator: "\n\n") + "\n"
        var app = try app(text)
        _ = app.handle(.key(.enter), now: 0)
        _ = app.handle(.key(.character("n")), now: 0)
        _ = app.handle(.key(.character("n")), now: 0)
        #expect(app.game?.index == 2)
        _ = app.handle(.key(.character("n")), now: 0)
        #expect(app.game?.index == 2, "level 4 is locked until level 1 is solved")
        #expect(app.frame(now: 0).find("locked") != nil)
        _ = app.handle(.key(.character("p")), now: 0)
        #expect(app.game?.index == 1)
        _ = app.handle(.key(.character("q")), now: 0)
        #expect(app.game == nil)
        #expect(app.select?.selected == 1, "back in level select on the level just played")
        #expect(app.handle(.key(.character("q")), now: 0) == [.quit])
    }

    @Test func aWarningShowsOnTheFirstScreen() throws {
        let app = try app(Self.three, warning: "Progress file was unreadable; moved aside to x.bad-1.")
        #expect(app.frame(now: 0).find("moved aside") != nil)
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
        app.outbox.hold()  // the par is still being worked out
        _ = app.handle(.key(.enter), now: 0)
        #expect(app.game?.par == nil && app.outbox.cancelled.isEmpty)
        _ = app.handle(.key(.character("q")), now: 1)
        #expect(app.outbox.cancelled.count == 1, "the par job of the level left")
    }

    @Test func anEditorUnderItsPlayTestStillHearsTheSolver() throws {
        let outbox = SolverOutbox()
        outbox.hold()
        let document = PackDocument(title: "Mine", firstLevel: LevelDraft.room(width: 4, height: 3))
        let editor = EditorScreen(
            document: document, file: .memory(.init()), solver: outbox.client,
            options: PlayOptions(timing: .instant))
        var app = DrivenApp(
            GlideApp(
                editor: editor, options: PlayOptions(timing: .instant), solver: outbox.client, width: 80,
                height: 24),
            outbox: outbox)
        #expect(app.frame(now: 0).line(1).contains("solving…"))
        _ = app.handle(.key(.character("p")), now: 0)
        #expect(app.isPlayTesting)
        outbox.release()
        app.deliverSolves(now: 1)  // the verdict comes in while the play-test is on screen
        _ = app.handle(.key(.escape), now: 2)
        #expect(app.editor != nil)
        #expect(app.frame(now: 2).line(1).contains("solvable — 1 move (optimal)"))
    }

    /// `e` on a pack that cannot be edited where it is (a bundled one) shows the question its
    /// environment asks; `y` makes the copy and edits it, any other key declines.
    @Test func aCopyOfferedByEditIsMadeOnYesOnly() throws {
        let made = Mutex(0)
        let editing = EditorEnvironment(
            open: { _ in
                .failure(
                    .init("Export it and edit the copy? (y/n)") {
                        made.withLock { $0 += 1 }
                        let document = PackDocument(
                            title: "Copy", firstLevel: LevelDraft.room(width: 4, height: 3))
                        return .success((document, .memory(.init())))
                    })
            },
            reload: { _ in nil })
        let outbox = SolverOutbox()
        var app = DrivenApp(
            GlideApp(
                packs: [try pack(Self.three)], progress: PlayerProgress(),
                options: PlayOptions(timing: .instant), solver: outbox.client, width: 80, height: 24,
                editing: editing), outbox: outbox)
        _ = app.handle(.key(.character("e")), now: 0)
        #expect(app.frame(now: 0).find("Export it and edit the copy? (y/n)") != nil)
        _ = app.handle(.key(.character("n")), now: 0)
        #expect(app.frame(now: 0).find("Export it") == nil, "the question goes")
        #expect(app.editor == nil && made.withLock { $0 } == 0)
        _ = app.handle(.key(.character("e")), now: 1)
        _ = app.handle(.key(.character("y")), now: 1)
        #expect(made.withLock { $0 } == 1)
        #expect(app.editor != nil)
        #expect(app.select?.message == nil, "level select under the editor no longer asks")
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
        let ball = try #require(frame.find("◖◗"))
        let game = try #require(app.game)
        let timeline = PaintTimeline(
            slide: try #require(game.board.slide(from: game.board.initialState, .right)))
        let viewport = try #require(game.viewport(at: 1.1))
        #expect(viewport.scale == 2 && viewport.rows == 40 && viewport.columns == 40)
        #expect(
            ball == viewport.screen(timeline.ballPosition(at: 0.1))!, "the ball where the timeline has it")
        let corner = try #require(viewport.screen(Position(row: 39, column: 39)))
        #expect(
            frame[corner.x, corner.y].background == .rgb(Theme.classic.floor), "the far corner, unpainted")
        #expect(frame.find("the board scrolls") == nil, "40×40 fits in 100×50 without scrolling")
    }
}
