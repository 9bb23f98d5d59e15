import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@Suite("Solution replay")
struct SolutionReplayTests {
    @Test func theSolutionSteppsForwardAndBackAndReadsAsText() throws {
        let b = try board("#####", "#@..#", "#.#.#", "#...#", "#####")
        let moves: [Direction] = [.down, .right, .up, .left]
        var replay = SolutionReplay(board: b, moves: moves, timing: .instant, now: 0)
        #expect(replay.notation == "DRUL")
        replay.stepBack()
        #expect(replay.played == 0 && replay.state == b.initialState && !replay.isPlaying)
        replay.stepForward(now: 1)
        replay.stepForward(now: 2)
        #expect(replay.played == 2 && replay.state.ball == position(3, 3))
        replay.stepBack()
        #expect(replay.played == 1 && replay.state.ball == position(3, 1))
        replay.advance(to: 10)
        #expect(replay.played == 1, "paused: nothing plays by itself")
    }
}

@Suite("Solution replay: speed and jumps")
struct SolutionReplaySpeedTests {
    static let moves: [Direction] = [.down, .right, .up, .left]

    @Test func fasterPlaysTheSameSlidesInLessTime() throws {
        let b = try board("#####", "#@..#", "#.#.#", "#...#", "#####")
        var normal = SolutionReplay(board: b, moves: Self.moves, timing: .standard, now: 0)
        var fast = SolutionReplay(board: b, moves: Self.moves, timing: .standard, now: 0)
        fast.changeSpeed(by: 2)
        #expect(fast.speed == 4)
        var time = 0.0
        while !fast.isFinished(at: time) {
            time += 0.01
            fast.advance(to: time)
            normal.advance(to: time)
        }
        #expect(fast.played == Self.moves.count && normal.played < Self.moves.count)
    }

    @Test func speedStopsAtItsEnds() throws {
        let b = try board("#@.#")
        var replay = SolutionReplay(board: b, moves: [.right], timing: .instant, now: 0)
        replay.changeSpeed(by: 100)
        #expect(replay.speed == SolutionReplay.speeds.last)
        replay.control(.slower, now: 0)
        #expect(replay.speed == SolutionReplay.speeds[SolutionReplay.speeds.count - 2])
        replay.changeSpeed(by: -100)
        #expect(replay.speed == SolutionReplay.speeds.first)
    }

    @Test func homeAndEndJump() throws {
        let b = try board("#####", "#@..#", "#.#.#", "#...#", "#####")
        var replay = SolutionReplay(board: b, moves: Self.moves, timing: .standard, now: 0)
        replay.control(.toEnd, now: 0.1)
        #expect(replay.played == 4 && b.isWon(replay.state) && !replay.isPlaying)
        #expect(replay.isFinished(at: 0.1))
        replay.control(.toStart, now: 0.2)
        #expect(replay.played == 0 && replay.state == b.initialState)
        replay.control(.stepForward, now: 0.3)
        #expect(replay.played == 1)
    }
}
