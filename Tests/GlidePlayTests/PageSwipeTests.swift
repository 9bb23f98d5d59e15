import GlidePlay
import GlideTestSupport
import Testing

@Suite("PageSwipe: pages that follow the pointer, turn or spring back")
struct PageSwipeTests {
    /// Five pages, 100 columns wide, on page 2.
    func swipe() -> PageSwipe { PageSwipe(pageCount: 5, page: 2) }

    /// A slow drag from column 60 to `to`, moving one column every 20 ms, released 0.3 s after
    /// the last move (no flick).
    func slowDrag(_ swipe: inout PageSwipe, to x: Double) -> Double {
        swipe.press(x: 60, at: 0, pageWidth: 100)
        var now = 0.0, column = 60.0
        while column != x {
            column += x < column ? -1 : 1
            now += 0.02
            swipe.move(x: column, at: now)
        }
        now += 0.3
        swipe.release(x: x, at: now)
        return now
    }

    @Test func thePagesFollowThePointerOneForOne() {
        var swipe = swipe()
        swipe.press(x: 60, at: 0, pageWidth: 100)
        swipe.move(x: 40, at: 0.1)
        #expect(swipe.position(at: 0.1) == 2.2, "20 columns left shows a fifth of page 3")
        swipe.move(x: 75, at: 0.2)
        #expect(abs(swipe.position(at: 0.2) - 1.85) < 1e-9)
        #expect(swipe.isDragging)
    }

    @Test func aReleasePastTheShareTurnsLessSpringsBack() {
        var turned = swipe()
        let end = slowDrag(&turned, to: 60 - 36)
        #expect(turned.page == 3, "36 % of the width turns to the next page")
        #expect(turned.isSettling(at: end + 0.01))
        #expect(abs(turned.position(at: end + 1) - 3) < 1e-9)
        var back = swipe()
        _ = slowDrag(&back, to: 60 + 36)
        #expect(back.page == 1, "the same the other way")
        var sprung = swipe()
        let springEnd = slowDrag(&sprung, to: 60 - 30)
        #expect(sprung.page == 2, "30 % springs back")
        let midway = sprung.position(at: springEnd + 0.05)
        #expect(midway > 2 && midway < 2.3, "easing back from 2.3")
        #expect(sprung.position(at: springEnd + 1) == 2)
    }

    /// The page after a drag through `points` (column, time): pressed at the first, released
    /// at the last, on page 2 of five 100 columns wide.
    func page(after points: [(x: Double, time: Double)]) -> Int {
        var swipe = swipe()
        swipe.press(x: points[0].x, at: points[0].time, pageWidth: 100)
        for point in points.dropFirst().dropLast() { swipe.move(x: point.x, at: point.time) }
        return swipe.release(x: points.last!.x, at: points.last!.time)
    }

    @Test func aFlickTurnsAfterAShortDrag() {
        #expect(page(after: [(60, 0), (57, 0.03), (54, 0.06), (52, 0.08)]) == 3, "100 columns a second")
        #expect(page(after: [(60, 0), (58, 0.01)]) == 2, "a flick must go 3 columns at least")
        #expect(
            page(after: [(60, 0), (40, 0.5), (45, 0.95), (50, 1)]) == 2,
            "a flick back towards the start does not turn")
        #expect(
            page(after: [(60, 0), (50, 0.05), (50, 2)]) == 2, "a drag held still before release is no flick")
    }

    @Test func pastTheEndsThePagesMoveAtHalfSpeedAndSpringBack() {
        var first = PageSwipe(pageCount: 3, page: 0)
        first.press(x: 10, at: 0, pageWidth: 100)
        first.move(x: 50, at: 1)
        #expect(first.position(at: 1) == -0.2, "40 columns past the first page show 20")
        first.release(x: 50, at: 1)
        #expect(first.page == 0, "no page before the first")
        #expect(first.position(at: 1.05) < 0)
        #expect(first.position(at: 2) == 0)
        var last = PageSwipe(pageCount: 3, page: 1)
        last.press(x: 90, at: 0, pageWidth: 100)
        last.move(x: -40, at: 1)
        #expect(abs(last.position(at: 1) - 2.15) < 1e-9, "a page to the last, then 30 columns at half speed")
        last.release(x: -40, at: 1)
        #expect(last.page == 2)
    }

    @Test func keyTurnsEaseOutAndBounceAtTheEnds() {
        var swipe = swipe()
        swipe.turn(to: 3, at: 10)
        #expect(swipe.page == 3)
        let early = swipe.position(at: 10.05), late = swipe.position(at: 10.2)
        #expect(early > 2.4, "eased out: most of the way early")
        #expect(late > early && late < 3)
        #expect(swipe.position(at: 11) == 3)
        swipe.turn(to: 4, at: 11)
        swipe.turn(to: 5, at: 12)
        #expect(swipe.page == 4)
        #expect(swipe.position(at: 12.1) > 4, "gives way past the last page")
        #expect(swipe.position(at: 12 + PageSwipe.bounceDuration) == 4)
    }

    @Test func aPressCatchesThePagesWhereTheyAre() {
        var swipe = swipe()
        swipe.turn(to: 3, at: 0)
        let caught = swipe.position(at: 0.1)
        #expect(caught > 2.5 && caught < 3)
        swipe.press(x: 50, at: 0.1, pageWidth: 100)
        #expect(swipe.position(at: 0.5) == caught)
        swipe.release(x: 50, at: 0.6)
        #expect(swipe.page == 3, "released where caught: the nearer page")
    }
}
