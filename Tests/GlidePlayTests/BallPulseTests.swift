import GlidePlay
import GlideRules
import GlideSolverClient
import Testing

@Suite("The ball's pulse")
struct BallPulseTests {
    @Test func aRingLeavesTheBallSpreadsAndFades() throws {
        let pulse = BallPulse.standard
        #expect(pulse.ring(at: -0.01) == nil)
        #expect(pulse.ring(at: pulse.duration) == nil, "over")
        let first = try #require(pulse.ring(at: 0))
        #expect(first.spread == 0 && first.strength == 1, "it starts on the ball, at full strength")
        var last = first
        for step in 1..<40 {
            let ring = try #require(pulse.ring(at: pulse.duration * Double(step) / 40))
            #expect(ring.spread > last.spread && ring.strength < last.strength, "step \(step)")
            last = ring
        }
        // Eased out: most of its spread early, while it is strong.
        #expect(try #require(pulse.ring(at: pulse.duration / 4)).spread > 0.5)
        #expect(last.spread > 0.99 && last.strength < 0.01)
    }

    func play(timing: AnimationTiming = .standard) throws -> LevelPlay {
        LevelPlay(
            level: try LevelFormat.parse(LevelPlayTests.corner).levels[0], timing: timing,
            solveOptions: SolveOptions(timeout: 5))
    }

    @Test func aLevelOpensWithAPulse() throws {
        var play = try play()
        #expect(play.ballPulse(at: 0)?.spread == 0, "its first moment, before any time has come")
        #expect(play.isAnimating(now: 5), "so the front ticks")
        _ = play.advance(to: 5)
        #expect(play.ballPulse(at: 5)?.spread == 0, "it starts with the first time that comes")
        #expect(play.ballPulse(at: 5.4) != nil && play.isAnimating(now: 5.4))
        let over = 5 + BallPulse.standard.duration + 1e-9
        #expect(play.ballPulse(at: over) == nil && !play.isAnimating(now: over))
    }

    @Test func theBallPulsesWhereItJumpsNotWhereItSlides() throws {
        var play = try play()
        _ = play.advance(to: 0)
        _ = play.perform(.move(.right), now: 0.1)
        #expect(play.ballPulse(at: 0.2) == nil, "a slide is followed by the eye: the pulse stops")
        for (command, time) in [(LevelPlay.Command.undo, 10.0), (.redo, 20), (.restart, 30)] {
            _ = play.perform(command, now: time)
            #expect(play.ballPulse(at: time)?.spread == 0, "\(command)")
        }
        // An undo that does nothing moves nothing: no pulse.
        var fresh = try self.play()
        _ = fresh.advance(to: 0)
        _ = fresh.perform(.undo, now: 40)
        #expect(fresh.ballPulse(at: 40) == nil)
        _ = fresh.perform(.hint, now: 50)
        #expect(fresh.ballPulse(at: 50) == nil, "a hint leaves the ball where it is")
    }

    @Test func noPulseWithoutAnimation() throws {
        var play = try play(timing: .instant)
        #expect(play.ballPulse(at: 0) == nil)
        _ = play.advance(to: 0)
        _ = play.perform(.move(.right), now: 1)
        _ = play.perform(.undo, now: 2)
        #expect(play.ballPulse(at: 2) == nil && !play.isAnimating(now: 2))
    }
}
