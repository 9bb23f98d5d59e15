import GlideRules
import GlideTestSupport
import Testing

@Suite("Rules: slides, painting, winning")
struct RulesTests {
    @Test func theStartIsPaintedAndTheBallOnIt() throws {
        let b = try board("#####", "#@..#", "#####")
        let state = b.initialState
        #expect(state.ball == position(1, 1))
        #expect(state.painted.count == 1)
        #expect(state.isPainted(position(1, 1), on: b))
        #expect(b.floorCount == 3)
        #expect(!b.isWon(state))
    }

    @Test func aSlideStopsBeforeAWall() throws {
        let b = try board("######", "#@..##", "#....#", "######")
        let slide = try #require(b.slide(from: b.initialState, .right))
        #expect(slide.cells == [position(1, 2), position(1, 3)])
        #expect(slide.destination == position(1, 3))
        #expect(slide.newlyPainted == 2)
        #expect(slide.result.ball == position(1, 3))
        #expect(slide.origin == position(1, 1))
        #expect(!slide.wins)
    }

    @Test func aSlideStopsAtTheGridEdgeWithoutABorder() throws {
        let b = try board("@...", "....")
        let slide = try #require(b.slide(from: b.initialState, .right))
        #expect(slide.destination == position(0, 3))
        let down = try #require(b.slide(from: slide.result, .down))
        #expect(down.cells == [position(1, 3)])
    }

    @Test func aSlideStopsBeforeVoid() throws {
        // Void both inside the shape and where a ragged row ends.
        let b = try board("@.. ..", "...")
        let right = try #require(b.slide(from: b.initialState, .right))
        #expect(right.destination == position(0, 2))
        let down = try #require(b.slide(from: right.result, .down))
        #expect(down.destination == position(1, 2))
        #expect(b.slide(from: down.result, .right) == nil, "the row ends in void after column 3")
    }

    @Test func aMoveThatCannotMoveIsNoSlide() throws {
        let b = try board("###", "#@.", "###")
        #expect(b.slide(from: b.initialState, .up) == nil)
        #expect(b.slide(from: b.initialState, .left) == nil)
        #expect(b.slide(from: b.initialState, .down) == nil)
        #expect(b.slide(from: b.initialState, .right) != nil)
    }

    @Test func aSlideOverPaintedCellsPaintsNothingNew() throws {
        let b = try board("@..", "#.#")
        let right = try #require(b.slide(from: b.initialState, .right))
        let left = try #require(b.slide(from: right.result, .left))
        #expect(left.cells == [position(0, 1), position(0, 0)])
        #expect(left.newlyPainted == 0)
        #expect(left.result.painted == right.result.painted)
    }

    @Test func theWinningSlideRunsOnToTheWall() throws {
        // Everything painted but (0, 2): sliding right paints it and wins, and the ball runs on
        // over painted cells to the row's end, as any slide does, rather than stopping there.
        let b = try board("@....")
        let almost = try #require(GameState(board: b, ball: position(0, 0), painted: [0, 1, 3, 4]))
        let slide = try #require(b.slide(from: almost, .right))
        #expect(slide.cells == [position(0, 1), position(0, 2), position(0, 3), position(0, 4)])
        #expect(slide.newlyPaintedCells == [position(0, 2)])
        #expect(slide.wins)
        #expect(slide.result.ball == position(0, 4))
        #expect(b.isWon(slide.result))
    }

    @Test func theBallRestsOnTheWinningCellAtTheEndOfARun() throws {
        let b = try board("@..")
        let slide = try #require(b.slide(from: b.initialState, .right))
        #expect(slide.wins)
        #expect(slide.destination == position(0, 2))
    }

    @Test func aLevelWithOnlyTheStartIsWonAtOnce() throws {
        let b = try board("#@#")
        #expect(b.isWon(b.initialState))
    }

    @Test func statesRejectBallsAndPaintOffTheFloor() throws {
        let b = try board("#@.#")
        #expect(GameState(board: b, ball: position(0, 0), painted: []) == nil)
        #expect(GameState(board: b, ball: position(0, 1), painted: [0]) == nil)
        let state = try #require(GameState(board: b, ball: position(0, 2), painted: []))
        #expect(state.painted.indices == [2], "the ball's own cell is painted")
    }

    @Test func theBoardTextShowsPaintAndBall() throws {
        let b = try board("#####", "#@..#", "#.  #")
        let slide = try #require(b.slide(from: b.initialState, .right))
        #expect(b.text(of: slide.result) == "#####\n#**@#\n#.  #")
    }

    @Test func boardsRefuseWhatTheFormatCannotHold() {
        #expect(throws: Board.Invalid.startNotFloor(position(0, 0))) {
            try Board(width: 2, height: 1, cells: [.wall, .floor], start: position(0, 0))
        }
        #expect(throws: Board.Invalid.voidRow(1)) {
            try Board(width: 1, height: 3, cells: [.floor, .void, .floor], start: position(0, 0))
        }
        #expect(throws: Board.Invalid.tooLarge(width: 257, height: 1)) {
            try Board(
                width: 257, height: 1, cells: Array(repeating: .floor, count: 257), start: position(0, 0))
        }
        #expect(throws: Board.Invalid.startOutside(position(3, 0))) {
            try Board(width: 1, height: 1, cells: [.floor], start: position(3, 0))
        }
    }
}
