import GlidePlay
import GlideRules
import Testing

@testable import GlideTerminal

/// Mouse swipes in a game: the ball slides as soon as the drag passes the threshold (two
/// columns or one row), once a press; a press and release alone swipe as before.
@Suite("Swipes")
struct SwipeTests {
    /// The moves of the game on show.
    func moves(_ app: DrivenApp) -> [Direction] { app.game?.play.session.moves ?? [] }

    /// The level of the game screen's tests: the ball at the top left, room to the right.
    func game() throws -> (DrivenApp, ball: (x: Int, y: Int)) {
        let app = try DrivenApp.game(GameScreenTests.level)
        let ball = try #require(app.boardViewport(at: 0)?.center(Position(row: 1, column: 1)))
        return (app, ball)
    }

    @Test func aDragSlidesTheBallBeforeTheRelease() throws {
        var (app, ball) = try game()
        _ = app.handle(.mousePress(x: ball.x, y: ball.y), now: 0)
        _ = app.handle(.mouseDrag(x: ball.x + 1, y: ball.y), now: 0.01)
        #expect(moves(app) == [], "one column is not yet a swipe")
        _ = app.handle(.mouseDrag(x: ball.x + 2, y: ball.y), now: 0.02)
        #expect(moves(app) == [.right], "two columns are")
        // The rest of the press does nothing, wherever it goes.
        _ = app.handle(.mouseDrag(x: ball.x + 30, y: ball.y), now: 0.03)
        _ = app.handle(.mouseDrag(x: ball.x + 30, y: ball.y + 8), now: 0.04)
        _ = app.handle(.mouseRelease(x: ball.x + 30, y: ball.y + 8), now: 0.05)
        #expect(moves(app) == [.right])
        // The next press swipes again: down, by one row.
        _ = app.handle(.mousePress(x: ball.x + 30, y: ball.y), now: 1)
        _ = app.handle(.mouseDrag(x: ball.x + 30, y: ball.y + 1), now: 1.01)
        #expect(moves(app) == [.right, .down])
        _ = app.handle(.mouseRelease(x: ball.x + 30, y: ball.y + 1), now: 1.02)
        #expect(moves(app) == [.right, .down])
    }

    @Test func aReleaseShortOfTheThresholdIsAClickAndOneWithoutMotionSwipes() throws {
        var (app, ball) = try game()
        _ = app.handle(.mousePress(x: ball.x, y: ball.y), now: 0)
        _ = app.handle(.mouseDrag(x: ball.x + 1, y: ball.y), now: 0.01)
        _ = app.handle(.mouseRelease(x: ball.x + 1, y: ball.y), now: 0.02)
        #expect(moves(app) == [], "a click")
        // A terminal that reports no motion: the release swipes, as before.
        _ = app.handle(.mousePress(x: ball.x, y: ball.y), now: 1)
        _ = app.handle(.mouseRelease(x: ball.x + 20, y: ball.y), now: 1.01)
        #expect(moves(app) == [.right])
    }

    @Test func aDragFromOffTheBoardDoesNothing() throws {
        var (app, ball) = try game()
        _ = app.handle(.mousePress(x: 0, y: 23), now: 0)
        _ = app.handle(.mouseDrag(x: 0, y: 10), now: 0.01)
        _ = app.handle(.mouseDrag(x: ball.x + 20, y: ball.y), now: 0.02)
        _ = app.handle(.mouseRelease(x: ball.x + 20, y: ball.y), now: 0.03)
        #expect(moves(app) == [])
        _ = app.handle(.mouseDrag(x: ball.x + 20, y: ball.y), now: 1)
        #expect(moves(app) == [], "motion with no press")
    }
}
