import Foundation
import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

func pack(_ text: String) throws -> PlayPack {
    PlayPack(try LevelFormat.parse(text), fallbackTitle: "test")
}

/// Options that draw boards in glyphs, as without colour.
let glyphOptions = PlayOptions(colors: false)

/// A game screen on an 80×24 buffer, drawn in glyphs unless `options` say otherwise. The solver
/// works at once here (its results handed back after every event) unless `background` is set.
func game(_ text: String, index: Int = 0, options: PlayOptions = glyphOptions, background: Bool = false)
    throws -> DrivenGame
{
    let outbox = SolverOutbox()
    var screen = GameScreen(
        pack: try pack(text), index: index, options: options,
        solver: background ? outbox.background : outbox.client)
    screen.layout(width: 80, height: 24)
    return DrivenGame(screen, outbox: outbox)
}

func render(_ screen: DrivenGame, now: Double = 100, width: Int = 80, height: Int = 24) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    screen.wrapped.draw(into: &buffer, now: now)
    return buffer
}

/// The two terminal cells in the middle of board cell (row, column), where its glyph is.
func boardCell(_ buffer: CellBuffer, _ viewport: BoardViewport, _ row: Int, _ column: Int) -> (
    String, ColorRole, CellBuffer.Style
) {
    let (x, y) = viewport.center(Position(row: row, column: column))!
    return (
        String([buffer[x, y].character, buffer[x + 1, y].character]), buffer[x, y].role, buffer[x, y].style
    )
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

    @Test func everyKindOfCellHasItsOwnGlyphAndRole() throws {
        let screen = try game(Self.level)
        let buffer = render(screen)
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
        var screen = try game(Self.level)
        _ = screen.handle(.key(.right), now: 0)
        let buffer = render(screen, now: 10)
        let painted = boardCell(buffer, viewport, 1, 2)
        #expect(painted.0 == "██")
        #expect(painted.1 == .paint(0))
        #expect(boardCell(buffer, viewport, 1, 4).0 == "◖◗")
        // The next level of a pack paints in the next colour.
        #expect(try game(Self.level + "\n\n#@.\n", index: 1).paintColor == 1)
    }

    @Test func framesInTheMiddleOfASlideFollowTheTimeline() throws {
        var screen = try game(Self.level)
        _ = screen.handle(.key(.right), now: 0)
        let timeline = PaintTimeline(slide: screen.board.slide(from: screen.board.initialState, .right)!)
        #expect(screen.isAnimating(now: 0.1))
        #expect(
            boardCell(render(screen, now: 0), viewport, 1, 2).0 == "◖◗",
            "the first frame shows the ball moving")
        for t in stride(from: 0.0, through: 0.36, by: 0.01) {
            let buffer = render(screen, now: t)
            let ball = timeline.ballPosition(at: t)
            #expect(boardCell(buffer, viewport, ball.row, ball.column).0 == "◖◗", "t=\(t)")
            for (k, cell) in timeline.cells.enumerated() where cell != ball {
                // Painted behind the ball, never ahead of it.
                let painted = boardCell(buffer, viewport, cell.row, cell.column).0 == "██"
                #expect(painted == (k < (timeline.ballIndex(at: t) ?? -1)), "t=\(t) cell \(k)")
            }
        }
        #expect(!screen.isAnimating(now: timeline.settleTime))
    }

    @Test func aKeyDuringAnAnimationFinishesItAndApplies() throws {
        var screen = try game(Self.level)
        _ = screen.handle(.key(.right), now: 0)
        _ = screen.handle(.key(.down), now: 0.05)  // mid-slide
        #expect(screen.session.moveCount == 2)
        #expect(screen.session.state.ball == Position(row: 3, column: 4))
        let buffer = render(screen, now: 0.05)
        #expect(boardCell(buffer, viewport, 1, 3).0 == "██", "the first slide is settled at once")
    }

    @Test func undoRedoRestartAndTheirMessages() throws {
        var screen = try game(Self.level)
        _ = screen.handle(.key(.character("d")), now: 0)
        _ = screen.handle(.key(.character("j")), now: 1)
        #expect(screen.session.moveCount == 2)
        _ = screen.handle(.key(.character("u")), now: 2)
        #expect(screen.session.moveCount == 1)
        _ = screen.handle(.key(.control("r")), now: 3)
        #expect(screen.session.moveCount == 2)
        _ = screen.handle(.key(.character("r")), now: 4)
        #expect(screen.session.moveCount == 0)
        #expect(render(screen).find("Restarted") != nil)
        _ = screen.handle(.key(.character("u")), now: 5)
        #expect(screen.session.moveCount == 2)
        _ = screen.handle(.key(.character("y")), now: 6)
        _ = screen.handle(.key(.character("y")), now: 7)
        #expect(render(screen).find("Nothing to redo.") != nil)
    }

    @Test func aHintShowsAnArrowByTheBallAndCounts() throws {
        var screen = try game(Self.level)
        _ = screen.handle(.key(.character("i")), now: 0)
        #expect(screen.hintsUsed == 1)
        let hint = try #require(screen.hint)
        let ball = screen.session.state.ball.stepped(hint)
        let buffer = render(screen)
        #expect(boardCell(buffer, viewport, ball.row, ball.column).1 == .hint)
        #expect(buffer.line(0).contains("Hints 1"))
        // Following hints wins in par.
        while !screen.isWon, let next = screen.hint {
            _ = screen.handle(
                .key(next == .up ? .up : next == .down ? .down : next == .left ? .left : .right), now: 1)
            _ = screen.handle(.key(.character("i")), now: 1)
        }
        #expect(screen.session.moveCount == 6)
    }

    @Test func theStatusLineShowsPackLevelMovesParStarsHints() throws {
        var screen = try game(Self.level)
        _ = screen.handle(.key(.right), now: 0)
        let status = render(screen).line(0)
        for part in ["Pack", "Level 1/1", "Corner", "Moves 1", "Par 6", "★★★", "Hints 0"] {
            #expect(status.contains(part), "\(part) in \(status)")
        }
        #expect(render(screen).line(23).contains("u undo"))
    }

    @Test func winningShowsTheResultUnderTheBoardThenAdvancesAfterOneSecond() throws {
        var screen = try game(Self.level)
        var actions: [GameScreen.Action] = []
        for (i, key) in [Key.down, .up, .right, .down, .left, .right].enumerated() {
            if let action = screen.handle(.key(key), now: Double(i)) { actions.append(action) }
        }
        #expect(actions == [.won(moves: 6, hints: 0)])
        // The last slide enters two cells: the ball stops after its travel time.
        let stop = 5 + AnimationTiming.standard.travelTime(cells: 2)
        #expect(render(screen, now: stop - 0.01).find("Level complete") == nil)
        let result = render(screen, now: stop + 0.5)
        #expect(
            result.find("Level complete · 6 moves · par 6 · ★★★ · first clear")?.y == 22, "above the legend")
        // The board stays whole and the ball stays on its cell.
        #expect(boardCell(result, viewport, 3, 5).0 == "◖◗")
        #expect(boardCell(result, viewport, 1, 2).0 == "██")
        #expect(screen.handle(.tick, now: stop + 0.5) == nil)
        #expect(screen.handle(.tick, now: stop + 1.01) == .advance)
    }

    @Test func theStatusStarsAreTheBestStillReachable() throws {
        // Par 6: after six moves without a win, seven is the best finish left: two stars.
        var screen = try game(Self.level)
        for (i, key) in [Key.down, .up, .down, .up, .down, .up].enumerated() {
            _ = screen.handle(.key(key), now: Double(i))
        }
        #expect(screen.session.moveCount == 6 && !screen.isWon)
        #expect(screen.wrapped.reachableStars == 2)
        #expect(render(screen).line(0).contains("★★☆"))
        var fresh = try game(Self.level)
        #expect(fresh.wrapped.reachableStars == 3)
        _ = fresh.handle(.key(.down), now: 0)
        #expect(fresh.wrapped.reachableStars == 3, "five more moves still make par")
    }

    @Test func theLevelsCommentOrTheFirstRunHintIsShown() throws {
        let commented = try game("Title: P\n\nComment: Slide right to paint.\n#@..#\n")
        #expect(render(commented).line(1).contains("Slide right to paint."))
        let first = DrivenGame(
            GameScreen(
                pack: try pack("#@..#\n"), index: 0, options: glyphOptions, solver: SolverOutbox().client,
                firstRun: true), outbox: SolverOutbox())
        var screen = first
        screen.wrapped.layout(width: 80, height: 24)
        #expect(render(screen).find("Swipe to paint every floor cell") != nil)
        #expect(render(try game("#@..#\n")).find("Swipe to paint") == nil, "not once a level is solved")
    }

    @Test func aBetterResultSaysNewBest() throws {
        var screen = DrivenGame(
            GameScreen(
                pack: try pack("#@..#\n"), index: 0, options: glyphOptions, solver: SolverOutbox().client,
                previousBest: 3), outbox: SolverOutbox())
        screen.wrapped.layout(width: 80, height: 24)
        _ = screen.handle(.key(.right), now: 0)
        #expect(render(screen, now: 0.9).find("new best (was 3)") != nil)
    }

    @Test func anyKeySkipsTheWinWait() throws {
        var screen = try game("#@..#\n")
        #expect(screen.handle(.key(.right), now: 0) == .won(moves: 1, hints: 0))
        #expect(screen.handle(.key(.character("x")), now: 0.5) == .advance)
        // A key during the winning slide finishes the slide and shows the banner; the next
        // one moves on.
        var clicked = try game("#@..#\n")
        _ = clicked.handle(.key(.right), now: 0)
        #expect(render(clicked, now: 0.1).find("Level complete") == nil)
        #expect(clicked.handle(.mouseRelease(x: 1, y: 1), now: 0.1) == nil)
        #expect(render(clicked, now: 0.1).find("Level complete") != nil)
        #expect(clicked.handle(.key(.character("x")), now: 0.2) == .advance)
    }

    @Test func hintsAndMissingParsAreWorkedOutInTheBackground() throws {
        var screen = try game(Self.level.replacingOccurrences(of: "Par: 6\n", with: ""), background: true)
        #expect(!screen.isAnimating(now: 0), "no ticks while the solver works: its results come as events")
        _ = screen.handle(.key(.character("i")), now: 0)
        var now = 0.0
        while screen.hint == nil || screen.par == nil, now < 10 {
            Thread.sleep(forTimeInterval: 0.01)
            now += 0.01
            screen.deliverSolves(now: now)
        }
        #expect(screen.par == 6)
        #expect(screen.hintsUsed == 1)
        #expect(screen.hint != nil)
        #expect(!screen.isAnimating(now: now + 1))
    }

    @Test func aLevelWonBeforeAnyMoveCompletesAtOnce() throws {
        var screen = try game("#@#\n")
        #expect(screen.isAnimating(now: 0))
        #expect(screen.handle(.tick, now: 0) == .won(moves: 0, hints: 0))
    }

    @Test func aRippleRunsOverTheFinishedBoardOnce() throws {
        var screen = try game("#@" + String(repeating: ".", count: 28) + "#\n")
        _ = screen.handle(.key(.right), now: 0)
        let stop = AnimationTiming.standard.travelTime(cells: 28)
        let viewport = try #require(screen.wrapped.viewport(at: stop))
        // The far end, 28 cells from the ball, lights up as the ring passes, then settles.
        let styles = stride(from: stop, to: stop + 0.6, by: 0.02).map {
            boardCell(render(screen, now: $0), viewport, 0, 1).2.contains(.reverse)
        }
        #expect(styles.contains(true) && styles.contains(false))
        #expect(!boardCell(render(screen, now: stop + 0.8), viewport, 0, 1).2.contains(.reverse), "once")
        #expect(!boardCell(render(screen, now: stop - 0.01), viewport, 0, 1).2.contains(.reverse))
    }

    @Test func mouseDragsSwipeAndClicksDoNot() throws {
        #expect(GameScreen.swipe(from: (10, 5), to: (10, 5)) == nil)
        #expect(GameScreen.swipe(from: (10, 5), to: (11, 5)) == nil, "one column is a click")
        #expect(GameScreen.swipe(from: (10, 5), to: (12, 5)) == .right)
        #expect(GameScreen.swipe(from: (10, 5), to: (4, 6)) == .left)
        #expect(GameScreen.swipe(from: (10, 5), to: (10, 6)) == .down)
        #expect(GameScreen.swipe(from: (10, 5), to: (11, 2)) == .up)
        var screen = try game(Self.level)
        // Press on the ball, release two cells to the right.
        let ball = try #require(viewport.center(Position(row: 1, column: 1)))
        _ = screen.handle(.mousePress(x: ball.x, y: ball.y), now: 0)
        _ = screen.handle(.mouseRelease(x: ball.x + 20, y: ball.y), now: 0)
        #expect(screen.session.moveCount == 1)
        // A press off the board does nothing.
        _ = screen.handle(.mousePress(x: 0, y: 23), now: 1)
        _ = screen.handle(.mouseRelease(x: 0, y: 10), now: 1)
        #expect(screen.session.moveCount == 1)
    }

    @Test func helpOverlayListsEveryKeyAndAnyKeyCloses() throws {
        var screen = try game(Self.level)
        _ = screen.handle(.key(.character("?")), now: 0)
        let buffer = render(screen)
        for key in ["undo", "redo", "restart", "hint", "next / previous level", "back to level select"] {
            #expect(buffer.find(key) != nil, "\(key)")
        }
        _ = screen.handle(.key(.right), now: 1)
        #expect(!screen.showingHelp)
        #expect(screen.session.moveCount == 0, "the closing key is not also a move")
    }

    @Test func aTerminalTooSmallForEvenAWindowSaysWhatItNeeds() throws {
        let wide = String(repeating: ".", count: 45) + "@"
        var screen = try game(wide + "\n")
        screen.wrapped.layout(width: 36, height: 24)
        let buffer = render(screen, width: 36)
        #expect(buffer.find("This level needs a 40×5") != nil)
        #expect(buffer.find("◖◗") == nil)
    }

    @Test func aBoardLargerThanTheTerminalScrollsWithTheBall() throws {
        // A corridor of 40 rows: 20 fit on an 80×24 screen.
        let tall = "#@#\n" + String(repeating: "#.#\n", count: 38) + "###\n"
        var screen = try game(tall)
        #expect(screen.fits)
        var buffer = render(screen)
        #expect(buffer.find("◖◗") != nil, "the ball is on screen at the start")
        #expect(buffer.find("more ↓") != nil)
        _ = screen.handle(.key(.down), now: 0)
        buffer = render(screen, now: 100)
        let ball = try #require(buffer.find("◖◗"))
        #expect(
            ball.y == 20,
            "the window shows the bottom 21 rows (from screen row 1): the ball, on row 38, is 19 rows down")
        #expect(screen.wrapped.viewport(at: 100)?.firstRow == 19)
        #expect(screen.isWon)
    }

    @Test func asciiGlyphsForTerminalsWithoutUnicode() throws {
        let screen = try game(Self.level, options: PlayOptions(glyphs: .ascii))
        let buffer = render(screen)
        #expect(boardCell(buffer, viewport, 0, 0).0 == "##")
        #expect(boardCell(buffer, viewport, 1, 1).0 == "()")
        #expect(boardCell(buffer, viewport, 1, 2).0 == ". ")
        let ascii = buffer.text.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii, "\(buffer.text)")
        #expect(buffer.line(0).contains("Level 1/1 - Corner"))
    }

    @Test func noAnimationSettlesAtOnce() throws {
        var screen = try game(Self.level, options: PlayOptions(timing: .instant, colors: false))
        _ = screen.handle(.key(.right), now: 0)
        #expect(!screen.isAnimating(now: 0))
        #expect(boardCell(render(screen, now: 0), viewport, 1, 3).0 == "██")
    }
}
