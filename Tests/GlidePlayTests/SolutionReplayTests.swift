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
