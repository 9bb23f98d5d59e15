import Foundation
import GlideKit
import Testing

@Suite("Animation timings")
struct PaintTimelineTests {
    /// A straight corridor: one swipe right enters ten cells.
    let corridor = try! board("@..........")
    var slide: Slide { corridor.slide(from: corridor.initialState, .right)! }

    @Test func cellDurationsGrowGeometrically() {
        let timing = AnimationTiming.standard
        #expect(timing.duration(ofCell: 0) == 0.30)
        #expect(abs(timing.duration(ofCell: 1) - 0.318) < 1e-12)
        #expect(abs(timing.duration(ofCell: 9) - 0.30 * pow(1.06, 9)) < 1e-12)
        #expect(abs(timing.duration(ofCell: 9) - 0.5068) < 1e-4)
    }

    @Test func cellZeroSettlesAtThirtyHundredths() {
        let timeline = PaintTimeline(slide: slide)
        #expect(timeline.progress(ofCell: 0, at: 0) == 0)
        #expect(timeline.progress(ofCell: 0, at: 0.15) == 0.5)
        #expect(timeline.progress(ofCell: 0, at: 0.2999) < 1)
        #expect(timeline.progress(ofCell: 0, at: 0.30) == 1)
    }

    @Test func cellNineSettlesLastAndDefinesTheSettleTime() {
        let timeline = PaintTimeline(slide: slide)
        #expect(timeline.cells.count == 10)
        let nine = 0.30 * pow(1.06, 9)
        #expect(timeline.settleTime == nine)
        #expect(timeline.progress(ofCell: 9, at: nine - 0.001) < 1)
        #expect(timeline.progress(ofCell: 9, at: nine) == 1)
        #expect(!timeline.isSettled(at: nine - 0.001))
        #expect(timeline.isSettled(at: nine))
    }

    @Test func progressIsMonotonicInTimeAndNearCellsLead() {
        let timeline = PaintTimeline(slide: slide)
        for k in 0..<10 {
            var previous = -1.0
            for step in 0...600 {
                let p = timeline.progress(ofCell: k, at: Double(step) / 1000)
                #expect(p >= previous && p >= 0 && p <= 1)
                previous = p
            }
        }
        for step in 1...600 {
            let t = Double(step) / 1000
            for k in 0..<9 {
                #expect(timeline.progress(ofCell: k, at: t) >= timeline.progress(ofCell: k + 1, at: t))
            }
        }
    }

    @Test func easingIsSymmetric() {
        #expect(Easing.inOut(0) == 0)
        #expect(Easing.inOut(0.5) == 0.5)
        #expect(Easing.inOut(1) == 1)
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(abs(Easing.inOut(1 - x) - (1 - Easing.inOut(x))) < 1e-12)
        }
        #expect(Easing.inOut(0.25) < 0.25, "slow start")
        #expect(Easing.inOut(0.75) > 0.75, "slow end")
        #expect(Easing.inOut(-1) == 0 && Easing.inOut(2) == 1)
    }

    @Test func theBallRidesTheLeadingEdge() {
        let timeline = PaintTimeline(slide: slide)
        #expect(timeline.ballIndex(at: 0) == nil)
        #expect(timeline.ballPosition(at: 0) == position(0, 0))
        #expect(timeline.ballIndex(at: 0.1499) == nil)
        #expect(timeline.ballIndex(at: 0.15) == 0, "cell 0 is half painted at half its 0.30 s")
        #expect(timeline.ballIndex(at: 0.30 * pow(1.06, 4) / 2) == 4)
        #expect(timeline.ballPosition(at: timeline.settleTime) == position(0, 10))
        var previous = -1
        for step in 0...600 {
            let index = timeline.ballIndex(at: Double(step) / 1000) ?? -1
            #expect(index >= previous)
            previous = index
            // Every cell behind the ball is at least half painted, every cell ahead less.
            let t = Double(step) / 1000
            for k in 0..<10 {
                #expect((timeline.progress(ofCell: k, at: t) >= 0.5) == (k <= index))
            }
        }
    }

    @Test func speedScalesEveryDuration() {
        let fast = PaintTimeline(slide: slide, timing: AnimationTiming(speed: 2))
        #expect(abs(fast.settleTime - 0.30 * pow(1.06, 9) / 2) < 1e-12)
        #expect(fast.progress(ofCell: 0, at: 0.15) == 1)
        #expect(fast.timing.winDelay == 0.5)
    }

    @Test func zeroDurationModeSettlesAtOnce() {
        let instant = PaintTimeline(slide: slide, timing: .instant)
        #expect(instant.settleTime == 0)
        #expect(instant.isSettled(at: 0))
        #expect((0..<10).allSatisfy { instant.progress(ofCell: $0, at: 0) == 1 })
        #expect(instant.ballPosition(at: 0) == position(0, 10))
    }

    @Test func aWinningSlideHoldsTheBoardForOneSecond() {
        #expect(slide.wins)
        let timeline = PaintTimeline(slide: slide)
        #expect(timeline.advanceTime == timeline.settleTime + 1.0)
        #expect(PaintTimeline(slide: slide, timing: .instant).advanceTime == 1.0)
        let b = try! board("@..", ".#.")
        let notWinning = PaintTimeline(slide: b.slide(from: b.initialState, .right)!)
        #expect(notWinning.advanceTime == nil)
    }
}
