import Foundation
import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

/// The two terminal cells in the middle of board cell (row, column), where its glyph is.
func boardCell(_ buffer: CellBuffer, _ viewport: BoardViewport, _ row: Int, _ column: Int) -> (
    String, ColorRole, CellBuffer.Style
) {
    let (x, y) = viewport.center(Position(row: row, column: column))!
    return (
        String([buffer[x, y].character, buffer[x + 1, y].character]), buffer[x, y].role, buffer[x, y].style
    )
}

extension DrivenApp {
    /// The moves of the game on show.
    var moveCount: Int { game?.play.session.moveCount ?? 0 }
}

@Suite("Game screen")
struct GameScreenTests {
    static let level = """
        Title: Pack

        Title: Corner
        Par: 6
        ######
        #@...#
        #.##.#
        # #...
        """

    /// Where the board of `level` lands in 80×24: 6 cells wide and 4 tall, each 10 columns by
    /// 5 rows, centred between the status and the message line.
    let viewport = BoardViewport(origin: ((80 - 60) / 2, 1 + (21 - 20) / 2), rows: 4, columns: 6, scale: 10)

    /// The key that slides the ball toward `direction`.
    func key(_ direction: Direction) -> Key {
        switch direction {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }

    @Test func everyKindOfCellHasItsOwnGlyphAndRole() throws {
        let app = try DrivenApp.game(Self.level)
        #expect(app.boardViewport(at: 100) == viewport)
        let buffer = app.frame(now: 100)
        let wall = boardCell(buffer, viewport, 0, 0)
        #expect(wall.0 == "▓▓" && wall.1 == .wall)
        let floor = boardCell(buffer, viewport, 1, 2)
        #expect(floor.0 == "· " && floor.1 == .floor && floor.2.contains(.dim))
        let void = boardCell(buffer, viewport, 3, 1)
        #expect(void.0 == "  ")
        let ball = boardCell(buffer, viewport, 1, 1)
        #expect(ball.0 == "◖◗" && ball.1 == .ball && ball.2.contains(.bold))
        // Glyphs alone tell the kinds apart.
        #expect(Set([wall.0, floor.0, void.0, ball.0, Glyphs.unicode.painted]).count == 5)
        #expect(
            Set([Glyphs.ascii.wall, Glyphs.ascii.floor, "  ", Glyphs.ascii.ball, Glyphs.ascii.painted]).count
                == 5)
    }

    @Test func paintedCellsTakeTheLevelsColour() throws {
        var app = try DrivenApp.game(Self.level)
        _ = app.handle(.key(.right), now: 0)
        let buffer = app.frame(now: 10)
        let painted = boardCell(buffer, viewport, 1, 2)
        #expect(painted.0 == "██")
        #expect(painted.1 == .paint(0))
        #expect(boardCell(buffer, viewport, 1, 4).0 == "◖◗")
        // The next level of a pack paints in the next colour.
        var second = try DrivenApp.game(Self.level + "\n\n@..\n.##\n", level: 1)
        _ = second.handle(.key(.right), now: 0)
        let next = try #require(second.boardViewport(at: 10))
        #expect(boardCell(second.frame(now: 10), next, 0, 1).1 == .paint(1))
    }

    @Test func framesInTheMiddleOfASlideFollowTheTimeline() throws {
        var app = try DrivenApp.game(Self.level)
        _ = app.handle(.key(.right), now: 0)
        let board = try #require(app.game?.play.board)
        let timeline = PaintTimeline(slide: board.slide(from: board.initialState, .right)!)
        #expect(app.isAnimating(now: 0.1))
        #expect(
            boardCell(app.frame(now: 0), viewport, 1, 2).0 == "◖◗",
            "the first frame shows the ball moving")
        for t in stride(from: 0.0, through: 0.36, by: 0.01) {
            let buffer = app.frame(now: t)
            let ball = timeline.ballPosition(at: t)
            #expect(boardCell(buffer, viewport, ball.row, ball.column).0 == "◖◗", "t=\(t)")
            for (k, cell) in timeline.cells.enumerated() where cell != ball {
                // Painted behind the ball, never ahead of it.
                let painted = boardCell(buffer, viewport, cell.row, cell.column).0 == "██"
                #expect(painted == (k < (timeline.ballIndex(at: t) ?? -1)), "t=\(t) cell \(k)")
            }
        }
        #expect(!app.isAnimating(now: timeline.settleTime))
    }

    @Test func aKeyDuringAnAnimationFinishesItAndApplies() throws {
        var app = try DrivenApp.game(Self.level)
        _ = app.handle(.key(.right), now: 0)
        _ = app.handle(.key(.down), now: 0.05)  // mid-slide
        #expect(app.moveCount == 2)
        #expect(app.game?.play.session.state.ball == Position(row: 3, column: 4))
        let buffer = app.frame(now: 0.05)
        #expect(boardCell(buffer, viewport, 1, 3).0 == "██", "the first slide is settled at once")
    }

    @Test func undoRedoRestartAndTheirMessages() throws {
        var app = try DrivenApp.game(Self.level)
        _ = app.handle(.key(.character("d")), now: 0)
        _ = app.handle(.key(.character("j")), now: 1)
        #expect(app.moveCount == 2)
        _ = app.handle(.key(.character("u")), now: 2)
        #expect(app.moveCount == 1)
        _ = app.handle(.key(.control("r")), now: 3)
        #expect(app.moveCount == 2)
        _ = app.handle(.key(.character("r")), now: 4)
        #expect(app.moveCount == 0)
        #expect(app.frame(now: 100).find("Restarted: u brings the game back.") != nil)
        _ = app.handle(.key(.character("u")), now: 5)
        #expect(app.moveCount == 2)
        #expect(app.frame(now: 100).find("Restarted") == nil, "a notice lasts until the next key")
        _ = app.handle(.key(.character("y")), now: 6)
        _ = app.handle(.key(.character("y")), now: 7)
        #expect(app.frame(now: 100).find("Nothing to redo.") != nil)
    }

    @Test func aHintShowsAnArrowByTheBallAndCounts() throws {
        var app = try DrivenApp.game(Self.level)
        _ = app.handle(.key(.character("i")), now: 0)
        #expect(app.game?.play.hintsUsed == 1)
        let hint = try #require(app.game?.play.hint)
        let ball = try #require(app.game?.play.session.state.ball).stepped(hint)
        let buffer = app.frame(now: 100)
        #expect(boardCell(buffer, viewport, ball.row, ball.column).1 == .hint)
        #expect(buffer.line(0).contains("Hints 1"))
        #expect(buffer.find("Hint: \(hint.name)") != nil)
        // Following hints wins in par.
        while app.game?.play.isWon == false, let next = app.game?.play.hint {
            _ = app.handle(.key(key(next)), now: 1)
            _ = app.handle(.key(.character("i")), now: 1)
        }
        #expect(app.moveCount == 6)
    }

    @Test func theStatusLineShowsPackLevelMovesParStarsHints() throws {
        var app = try DrivenApp.game(Self.level)
        _ = app.handle(.key(.right), now: 0)
        let status = app.frame(now: 100).line(0)
        for part in ["Pack", "Level 1/1", "Corner", "Moves 1", "Par 6", "★★★", "Hints 0"] {
            #expect(status.contains(part), "\(part) in \(status)")
        }
        #expect(app.frame(now: 100).line(23).contains("u undo"))
    }

    @Test func winningShowsABannerOverTheBoardUntilAKey() throws {
        var app = try DrivenApp.game(Self.level)
        for (i, key) in [Key.down, .up, .right, .down, .left, .right].enumerated() {
            #expect(app.handle(.key(key), now: Double(i)).isEmpty)
        }
        #expect(app.saves.count == 1, "the win saved")
        // The last slide enters two cells: the ball stops after its travel time.
        let stop = 5 + AnimationTiming.standard.travelTime(cells: 2)
        #expect(app.frame(now: stop - 0.01).find("Level complete") == nil)
        let result = app.frame(now: stop + 0.5)
        let banner = try #require(result.find("Level complete"))
        #expect(result.find("6 moves · par 6")?.y == banner.y + 4, "under the three large stars")
        #expect(result.find("First clear")?.y == banner.y + 5)
        #expect(result.line(banner.y + 2).contains(GameScreen.largeStar[1]))
        #expect(result.find("your moves: DURDLR")?.y == 23, "in place of the legend")
        // The board shows around the banner, the ball on its cell.
        #expect(boardCell(result, viewport, 3, 5).0 == "◖◗")
        _ = app.handle(.tick, now: stop + 30)
        #expect(app.game != nil)
        _ = app.handle(.key(.enter), now: stop + 30)
        #expect(app.game == nil && app.frame(now: stop + 30).find("Pack complete!") != nil)
        #expect(app.frame(now: stop + 30).find("stars        3 of 3") != nil, "the pack's totals")
    }

    @Test func theStatusStarsAreTheBestStillReachable() throws {
        // Par 6: after six moves without a win, seven is the best finish left: two stars.
        var app = try DrivenApp.game(Self.level)
        for (i, key) in [Key.down, .up, .down, .up, .down, .up].enumerated() {
            _ = app.handle(.key(key), now: Double(i))
        }
        #expect(app.moveCount == 6 && app.game?.play.isWon == false)
        #expect(app.frame(now: 100).line(0).contains("Moves 6 · Par 6 · ★★☆"))
        var fresh = try DrivenApp.game(Self.level)
        #expect(fresh.frame(now: 100).line(0).contains("Moves 0 · Par 6 · ★★★"))
        _ = fresh.handle(.key(.down), now: 0)
        #expect(
            fresh.frame(now: 100).line(0).contains("Moves 1 · Par 6 · ★★★"), "five more moves still make par")
    }

    @Test func theLevelsCommentOrTheFirstRunHintIsShown() throws {
        let commented = try DrivenApp.game("Title: P\n\nComment: Slide right to paint.\n#@..#\n")
        #expect(commented.frame(now: 100).line(1).contains("Slide right to paint."))
        let first = try DrivenApp.game("#@..#\n", progress: PlayerProgress())
        #expect(first.frame(now: 100).line(1).contains(GameScreen.firstRunHint))
        #expect(
            try DrivenApp.game("#@..#\n").frame(now: 100).find("Swipe to paint") == nil,
            "not once a level is solved")
    }

    @Test func aBetterResultSaysNewBest() throws {
        var progress = veteran
        progress.recordWin(id: try pack("#@..#\n").ids[0], moves: 3, par: nil, hints: 0)
        var app = try DrivenApp.game("#@..#\n", progress: progress)
        _ = app.handle(.key(.right), now: 0)
        #expect(app.frame(now: 0.9).find("New best! (was 3)") != nil)
    }

    @Test func moreStarsAtTheSameMovesSayMoreStars() throws {
        var progress = veteran
        let map = "Par: 1\n#@..#\n"
        progress.recordWin(id: try pack(map).ids[0], moves: 1, par: 1, hints: 1)
        var app = try DrivenApp.game(map, progress: progress)
        _ = app.handle(.key(.right), now: 0)
        #expect(
            app.frame(now: 0.9).find("More stars! (was ★★☆)") != nil, "won with a hint before, without now")
    }

    @Test func theFinishedBoardWaitsForAKeyButNotASlide() throws {
        var app = try DrivenApp.game("#@..#\n")
        _ = app.handle(.key(.right), now: 0)
        #expect(app.game?.play.isWon == true)
        _ = app.handle(.tick, now: 30)
        #expect(app.frame(now: 30).find("Level complete") != nil, "still there after half a minute")
        #expect(app.frame(now: 30).find("Enter: go on") != nil, "the only level: nothing after it")
        _ = app.handle(.key(.left), now: 30)
        _ = app.handle(.key(.down), now: 30.1)
        #expect(app.game != nil, "slides typed ahead are not meant for it")
        _ = app.handle(.key(.character("x")), now: 30.2)
        #expect(app.game == nil, "any other key moves on")
        // A key during the winning slide finishes the slide and shows the banner; the next
        // one moves on.
        var clicked = try DrivenApp.game("#@..#\n")
        _ = clicked.handle(.key(.right), now: 0)
        #expect(clicked.frame(now: 0.1).find("Level complete") == nil)
        _ = clicked.handle(.mouseRelease(x: 1, y: 1), now: 0.1)
        #expect(clicked.frame(now: 0.1).find("Level complete") != nil)
        _ = clicked.handle(.key(.character("x")), now: 0.2)
        #expect(clicked.game == nil)
    }

    @Test func theBallPulsesAfterAResize() throws {
        var app = try DrivenApp.game(Self.level, options: PlayOptions(timing: .standard, colors: false))
        let calm = 10.0
        _ = app.handle(.tick, now: calm)
        #expect(!app.isAnimating(now: calm), "the opening pulse is long over")
        _ = app.handle(.resize(width: 80, height: 24), now: calm)
        #expect(!app.isAnimating(now: calm), "the same size: nothing to find again")
        _ = app.handle(.resize(width: 100, height: 30), now: calm)
        #expect(app.isAnimating(now: calm + 0.1), "the board is drawn afresh: the ball pulses")
        #expect(!app.isAnimating(now: calm + BallPulse.standard.duration + 0.01))
    }

    @Test func hintsAndMissingParsAreWorkedOutInTheBackground() throws {
        var app = try DrivenApp.game(
            Self.level.replacingOccurrences(of: "Par: 6\n", with: ""), background: true)
        // Once the ball's opening pulse is over.
        let later = BallPulse.standard.duration
        #expect(!app.isAnimating(now: later), "no ticks while the solver works: its results come as events")
        _ = app.handle(.key(.character("i")), now: 0)
        var now = 0.0
        while app.game?.play.hint == nil || app.game?.play.par == nil, now < 10 {
            Thread.sleep(forTimeInterval: 0.01)
            now += 0.01
            app.deliverSolves(now: now)
        }
        #expect(app.game?.play.par == 6)
        #expect(app.game?.play.hintsUsed == 1)
        #expect(app.game?.play.hint != nil)
        #expect(app.frame(now: now).line(0).contains("Par 6"))
        #expect(!app.isAnimating(now: now + 1))
    }

    @Test func aLevelWonBeforeAnyMoveCompletesAtOnce() throws {
        let app = try DrivenApp.game("#@#\n")
        // The play loop's first event, the terminal's size, brought the time: the win is in.
        #expect(app.game?.play.winPhase(at: 0) == .celebrating)
        #expect(app.saves.count == 1)
        #expect(app.isAnimating(now: 0), "the ripple")
        #expect(
            app.frame(now: 0.5).find("0 moves") != nil && app.frame(now: 0.5).find("Level complete") != nil)
    }

    @Test func aRippleRunsOverTheFinishedBoardOnce() throws {
        var app = try DrivenApp.game("#@" + String(repeating: ".", count: 28) + "#\n")
        _ = app.handle(.key(.right), now: 0)
        let stop = AnimationTiming.standard.travelTime(cells: 28)
        let viewport = try #require(app.boardViewport(at: stop))
        // The far end, 28 cells from the ball, lights up as the ring passes, then settles.
        let styles = stride(from: stop, to: stop + 0.6, by: 0.02).map {
            boardCell(app.frame(now: $0), viewport, 0, 1).2.contains(.reverse)
        }
        #expect(styles.contains(true) && styles.contains(false))
        #expect(!boardCell(app.frame(now: stop + 0.8), viewport, 0, 1).2.contains(.reverse), "once")
        #expect(!boardCell(app.frame(now: stop - 0.01), viewport, 0, 1).2.contains(.reverse))
    }

    @Test func mouseDragsSwipeAndClicksDoNot() throws {
        #expect(GameScreen.swipe(from: (10, 5), to: (10, 5)) == nil)
        #expect(GameScreen.swipe(from: (10, 5), to: (11, 5)) == nil, "one column is a click")
        #expect(GameScreen.swipe(from: (10, 5), to: (12, 5)) == .right)
        #expect(GameScreen.swipe(from: (10, 5), to: (4, 6)) == .left)
        #expect(GameScreen.swipe(from: (10, 5), to: (10, 6)) == .down)
        #expect(GameScreen.swipe(from: (10, 5), to: (11, 2)) == .up)
        var app = try DrivenApp.game(Self.level)
        // Press on the ball, release two cells to the right.
        let ball = try #require(viewport.center(Position(row: 1, column: 1)))
        _ = app.handle(.mousePress(x: ball.x, y: ball.y), now: 0)
        _ = app.handle(.mouseRelease(x: ball.x + 20, y: ball.y), now: 0)
        #expect(app.moveCount == 1)
        // A press off the board does nothing.
        _ = app.handle(.mousePress(x: 0, y: 23), now: 1)
        _ = app.handle(.mouseRelease(x: 0, y: 10), now: 1)
        #expect(app.moveCount == 1)
        // Nor does a click on it.
        _ = app.handle(.mousePress(x: ball.x + 20, y: ball.y), now: 2)
        _ = app.handle(.mouseRelease(x: ball.x + 21, y: ball.y), now: 2)
        #expect(app.moveCount == 1)
    }

    @Test func helpOverlayListsEveryKeyAndAnyKeyCloses() throws {
        var app = try DrivenApp.game(Self.level)
        _ = app.handle(.key(.character("?")), now: 0)
        let buffer = app.frame(now: 100)
        for key in ["undo", "redo", "restart", "hint", "next / previous level", "back to level select"] {
            #expect(buffer.find(key) != nil, "\(key)")
        }
        #expect(buffer.find("Corner")?.y == 0, "over the game")
        _ = app.handle(.key(.right), now: 1)
        #expect(!app.isShowingHelp)
        #expect(app.moveCount == 0, "the closing key is not also a move")
    }

    @Test func aTerminalTooSmallForEvenAWindowSaysWhatItNeeds() throws {
        let wide = String(repeating: ".", count: 45) + "@"
        var app = try DrivenApp.game(wide + "\n", width: 36)
        let buffer = app.frame(now: 100)
        #expect(buffer.find("This level needs a 40×5") != nil)
        #expect(buffer.find("◖◗") == nil)
        #expect(app.boardViewport(at: 100) == nil)
        // Only leaving and help act.
        _ = app.handle(.key(.left), now: 1)
        #expect(app.moveCount == 0)
        _ = app.handle(.key(.character("?")), now: 1)
        #expect(app.isShowingHelp)
        _ = app.handle(.key(.character("x")), now: 1)
        _ = app.handle(.key(.character("q")), now: 1)
        #expect(app.isAtLevelSelect)
    }

    @Test func aBoardLargerThanTheTerminalScrollsWithTheBall() throws {
        // A corridor of 40 rows: 20 fit on an 80×24 screen.
        let tall = "#@#\n" + String(repeating: "#.#\n", count: 38) + "###\n"
        var app = try DrivenApp.game(tall)
        #expect(app.boardViewport(at: 0) != nil)
        var buffer = app.frame(now: 100)
        #expect(buffer.find("◖◗") != nil, "the ball is on screen at the start")
        #expect(buffer.find("the board scrolls with the ball: more ↓") != nil)
        _ = app.handle(.key(.down), now: 0)
        buffer = app.frame(now: 100)
        let ball = try #require(buffer.find("◖◗"))
        #expect(
            ball.y == 20,
            "the window shows the bottom 21 rows (from screen row 1): the ball, on row 38, is 19 rows down")
        #expect(app.boardViewport(at: 100)?.firstRow == 19)
        #expect(app.game?.play.isWon == true)
    }

    @Test func asciiGlyphsForTerminalsWithoutUnicode() throws {
        let app = try DrivenApp.game(Self.level, options: PlayOptions(glyphs: .ascii))
        let buffer = app.frame(now: 100)
        #expect(boardCell(buffer, viewport, 0, 0).0 == "##")
        #expect(boardCell(buffer, viewport, 1, 1).0 == "()")
        #expect(boardCell(buffer, viewport, 1, 2).0 == ". ")
        let ascii = buffer.text.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii, "\(buffer.text)")
        #expect(buffer.line(0).contains("Level 1/1 - Corner"))
    }

    @Test func noAnimationSettlesAtOnce() throws {
        var app = try DrivenApp.game(Self.level, options: PlayOptions(timing: .instant, colors: false))
        _ = app.handle(.key(.right), now: 0)
        #expect(!app.isAnimating(now: 0))
        #expect(boardCell(app.frame(now: 0), viewport, 1, 3).0 == "██")
    }
}
