import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@Suite("Game session: moves, undo, redo, restart, replay")
struct GameSessionTests {
    // A ring: R, D, L, U from the top-left corner paints everything.
    let ring = try! board("######", "#@...#", "#.##.#", "#....#", "######")

    @Test func movesAreCountedAndBlockedMovesAreNot() {
        var session = GameSession(board: ring)
        let up = session.move(.up)
        #expect(up == nil)
        #expect(session.moveCount == 0)
        let right = session.move(.right)
        #expect(right != nil)
        let againRight = session.move(.right)
        #expect(againRight == nil)
        #expect(session.moveCount == 1)
        #expect(session.moves == [.right])
    }

    @Test func undoAndRedoAreExactAndUnlimited() {
        var session = GameSession(board: ring)
        let states = [session.state] + [Direction.right, .down, .left].map { session.move($0)!.result }
        #expect(session.moveCount == 3)
        for expected in states.reversed().dropFirst() {
            let undone = session.undo()
            #expect(undone != nil)
            #expect(session.state == expected)
        }
        let pastTheBeginning = session.undo()
        #expect(pastTheBeginning == nil)
        #expect(session.moveCount == 0)
        let firstRedo = session.redo()
        let secondRedo = session.redo()
        #expect(firstRedo != nil && secondRedo != nil)
        #expect(session.state == states[2])
        #expect(session.moveCount == 2)
    }

    @Test func aNewMoveDiscardsTheRedoBranch() {
        var session = GameSession(board: ring)
        session.move(.right)
        session.move(.down)
        session.undo()
        #expect(session.canRedo)
        session.move(.left)
        #expect(!session.canRedo)
        #expect(session.moves == [.right, .left])
    }

    @Test func restartIsItselfUndoable() {
        var session = GameSession(board: ring)
        session.move(.right)
        session.move(.down)
        let before = session.state
        let restartedOnce = session.restart()
        #expect(restartedOnce)
        #expect(session.state == ring.initialState)
        #expect(session.moveCount == 0)
        #expect(session.moves.isEmpty)
        let restarted = session.restart()
        #expect(!restarted, "restarting a fresh game does nothing")
        session.undo()
        #expect(session.state == before)
        #expect(session.moveCount == 2)
        #expect(session.moves == [.right, .down])
        session.redo()
        #expect(session.state == ring.initialState)
    }

    @Test func movesAfterRestartCountFromZero() {
        var session = GameSession(board: ring)
        session.move(.right)
        session.restart()
        session.move(.down)
        #expect(session.moveCount == 1)
        #expect(session.moves == [.down])
    }

    @Test func replayWinsAndReportsBlockedAndExtraMoves() throws {
        var session = GameSession(board: ring)
        let report = session.replay(try MoveNotation.parse("rUdlu R"))
        #expect(session.isWon)
        #expect(session.moveCount == 4)
        #expect(report.applied == 4)
        #expect(report.blocked == [2])
        #expect(report.afterWin == [6])
    }

    @Test func noMoveIsTakenAfterTheWin() throws {
        var session = GameSession(board: ring)
        session.replay(try MoveNotation.parse("RDLU"))
        #expect(session.isWon)
        let afterWin = session.move(.down)
        #expect(afterWin == nil)
        let undone = session.undo()
        #expect(undone != nil)
        #expect(!session.isWon)
    }
}
