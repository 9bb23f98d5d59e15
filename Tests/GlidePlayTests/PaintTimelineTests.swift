import Foundation
import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@Suite("Animation timings")
struct PaintTimelineTests {
    /// A straight corridor: one swipe right enters ten cells.
    let corridor = try! board("@..........")
    var slide: Slide { corridor.slide(from: corridor.initialState, .right)! }

    @Test func freshPaintSettlesOverDurationsThatGrowGeometrically() {
        let timing = AnimationTiming.standard
        #expect(timing.duration(ofCell: 0) == 0.30)
        #expect(abs(timing.duration(ofCell: 1) - 0.318) < 1e-12)
        #expect(abs(timing.duration(ofCell: 9) - 0.30 * pow(1.06, 9)) < 1e-12)
        let timeline = PaintTimeline(slide: slide)
        for k in 0..<10 {
            let painted = timeline.paintTime(ofCell: k), duration = timing.duration(ofCell: k)
            #expect(timeline.glow(ofCell: k, at: painted - 0.001) == 0, "no glow before the paint")
            #expect(timeline.glow(ofCell: k, at: painted) == 1)
            #expect(
                abs(timeline.glow(ofCell: k, at: painted + duration / 2) - 0.5) < 1e-9, "eased in and out")
            #expect(timeline.glow(ofCell: k, at: painted + duration) == 0)
        }
        let last = timeline.paintTime(ofCell: 9) + timing.duration(ofCell: 9)
        #expect(abs(timeline.settleTime - last) < 1e-12, "the furthest cell settles last")
        #expect(!timeline.isSettled(at: last - 0.001) && timeline.isSettled(at: last))
    }

    @Test func theFirstFrameAlreadyShowsTheBallLeaving() {
        let timeline = PaintTimeline(slide: slide)
        #expect(timeline.travelled(at: 0) == 0.5)
        #expect(timeline.ballIndex(at: 0) == 0, "drawn cell by cell, the ball is on the first cell at once")
        #expect(timeline.ballPoint(at: 0) == BoardPoint(row: 0, column: 0.5))
    }

    @Test func theBallTravelsContinuouslyAndStopsOnTheLastCell() {
        let timeline = PaintTimeline(slide: slide)
        let stop = timeline.stopTime
        #expect(abs(stop - (0.06 + 0.055 * 9.5.squareRoot())) < 1e-12)
        var previous = -1.0
        for step in 0...400 {
            let t = Double(step) / 1000
            let distance = timeline.travelled(at: t)
            #expect(distance >= previous)
            // At 60 frames a second the ball never jumps more than about two cells a frame.
            #expect(timeline.travelled(at: t + 1.0 / 60) - distance < 2.2)
            previous = distance
        }
        #expect(timeline.travelled(at: stop) == 10)
        #expect(timeline.ballPosition(at: stop) == position(0, 10))
        #expect(timeline.travelled(at: stop - 0.01) < 10)
        // A longer slide takes longer, but only as the square root of its length.
        let timing = AnimationTiming.standard
        #expect(timing.travelTime(cells: 40) < 2 * timing.travelTime(cells: 10))
        #expect(timing.travelTime(cells: 40) < 0.5)
    }

    @Test func paintIsNeverAheadOfTheBall() {
        let timeline = PaintTimeline(slide: slide)
        for step in 0...500 {
            let t = Double(step) / 1000
            let ball = timeline.travelled(at: t)
            for k in 0..<10 {
                let coverage = timeline.coverage(ofCell: k, at: t)
                // Cell k spans k + 0.5 … k + 1.5 cells from the origin; paint ends at the ball.
                #expect(
                    coverage == 0 || Double(k) + 0.5 + coverage <= ball + 1e-9 || t >= timeline.stopTime,
                    "t=\(t) k=\(k)")
                #expect(timeline.glow(ofCell: k, at: t) == 0 || coverage >= 0.5, "no glow on unpainted cells")
            }
        }
        #expect((0..<10).allSatisfy { timeline.coverage(ofCell: $0, at: timeline.stopTime) == 1 })
    }

    @Test func theWholeCellRuleMatchesTheBall() {
        let timeline = PaintTimeline(slide: slide)
        for step in 0...500 {
            let t = Double(step) / 1000
            let index = timeline.ballIndex(at: t) ?? -1
            for k in 0..<10 where k != index {
                // Every cell behind the ball is painted, every cell ahead is not.
                #expect((timeline.coverage(ofCell: k, at: t) >= 0.5) == (k < index), "t=\(t) k=\(k)")
            }
        }
    }

    @Test func easingCurves() {
        #expect(Easing.inOut(0) == 0 && Easing.inOut(0.5) == 0.5 && Easing.inOut(1) == 1)
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(abs(Easing.inOut(1 - x) - (1 - Easing.inOut(x))) < 1e-12)
            #expect(abs(Easing.inverseOutQuad(Easing.outQuad(x)) - x) < 1e-9)
        }
        #expect(Easing.inOut(0.25) < 0.25, "slow start")
        #expect(Easing.outQuad(0.25) > 0.25, "fast start")
        #expect(Easing.inOut(-1) == 0 && Easing.inOut(2) == 1)
    }

    @Test func speedScalesEveryDuration() {
        let normal = PaintTimeline(slide: slide)
        let fast = PaintTimeline(slide: slide, timing: AnimationTiming(speed: 2))
        #expect(abs(fast.settleTime - normal.settleTime / 2) < 1e-12)
        #expect(abs(fast.stopTime - normal.stopTime / 2) < 1e-12)
    }

    @Test func zeroDurationModeSettlesAtOnce() {
        let instant = PaintTimeline(slide: slide, timing: .instant)
        #expect(instant.settleTime == 0 && instant.stopTime == 0)
        #expect(instant.isSettled(at: 0))
        #expect((0..<10).allSatisfy { instant.coverage(ofCell: $0, at: 0) == 1 })
        #expect(instant.ballPosition(at: 0) == position(0, 10))
    }

    @Test func theWinRippleRunsOutwardsOnce() throws {
        let board = try board("@....", ".....")
        let near = Position(row: 0, column: 1), far = Position(row: 1, column: 4)
        func peak(_ position: Position) -> Double {
            var best = (time: 0.0, value: 0.0)
            for step in 0...100 {
                let t = Double(step) / 200
                let value = WinRipple(board: board, center: board.start, elapsed: t, duration: 0.5).intensity(
                    at: position)
                if value > best.value { best = (t, value) }
            }
            return best.time
        }
        #expect(peak(near) < peak(far), "the ring reaches near cells first")
        #expect(
            WinRipple(board: board, center: board.start, elapsed: 0.5, duration: 0.5).intensity(at: far) == 0)
    }
}
