import Testing

@testable import GlideCurses

@Suite("Frame pacer: at most 60 frames a second, none lost")
struct FramePacerTests {
    @Test func anEventAfterAPauseIsShownAtOnce() {
        var pacer = FramePacer(shownAt: 0)
        let drawn = pacer.drawsAfterEvent(now: 1)
        #expect(drawn)
        #expect(pacer.waiting(nil, now: 1) == nil, "nothing owed: wait for the next event")
    }

    @Test func eventsWithinAFrameAreShownTogetherWhenItIsDue() {
        var pacer = FramePacer(shownAt: 0)
        let drawn = [1, 1.005, 1.010].map { pacer.drawsAfterEvent(now: $0) }
        #expect(drawn == [true, false, false], "5 and 10 ms after a frame: owed")
        // The loop waits no longer than until the frame is due, however long it might have.
        #expect(pacer.waiting(nil, now: 1.010) == 7)
        #expect(pacer.waiting(60_000, now: 1.010) == 7)
        #expect(pacer.waiting(2, now: 1.010) == 2)
        // Due: the next event (the loop's tick when nothing else came) draws it.
        let due = pacer.drawsAfterEvent(now: 1.017)
        #expect(due)
        #expect(pacer.waiting(nil, now: 1.017) == nil)
    }
}
