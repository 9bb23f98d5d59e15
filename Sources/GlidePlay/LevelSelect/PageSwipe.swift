/// Swipe paging, as phones page their home screens: a row of pages, one on show. While the
/// pointer is held the pages follow it one for one (at half speed past the first and last page,
/// the rubber band); on release they turn to the next page or spring back; a key, the wheel or
/// a page dot turns them with the same eased motion. Positions are in pages (1.5 is half way
/// from page 1 to page 2), pointer positions in columns, times in seconds.
public struct PageSwipe: Equatable, Sendable {
    /// A release turns the page when the drag went this share of the page width.
    public static let turnShare = 0.35
    /// A quicker release turns it too: a flick, when the pointer moved at least `flickSpeed`
    /// columns a second over the last `flickWindow` seconds, towards the turn, and the drag
    /// went at least `flickDistance` columns in all.
    public static let flickSpeed = 40.0
    public static let flickWindow = 0.1
    public static let flickDistance = 3.0
    /// Past the first and last page the pages move at this share of the pointer's speed.
    public static let rubberBand = 0.5
    /// How long the pages take to settle a whole page's distance (eased out); shorter
    /// distances take less, down to `minimumSettle`.
    public static let settleDuration = 0.28
    public static let minimumSettle = 0.12
    /// A turn asked for past the first or last page gives way this far and springs back.
    public static let bounceDistance = 0.08
    public static let bounceDuration = 0.3

    public private(set) var pageCount: Int
    /// The page on show, or the one the pages are settling on.
    public private(set) var page: Int
    private var drag: Drag?
    private var settle: Settle?

    struct Drag: Equatable {
        /// The position the pages had when the pointer went down, and the pointer's column.
        let startPosition: Double
        let startX: Double
        let pageWidth: Double
        /// Recent pointer columns with their times, for the flick.
        var samples: [Sample]
        var lastX: Double { samples.last?.x ?? startX }
    }

    struct Sample: Equatable {
        let x: Double
        let time: Double
    }

    /// The pages easing from `from` to `page` (or out and back, for a bounce).
    struct Settle: Equatable {
        let from: Double
        let started: Double
        let duration: Double
        /// Out to `page + bounce` and back, instead of a move.
        let bounce: Double?
    }

    public init(pageCount: Int, page: Int = 0) {
        self.pageCount = max(1, pageCount)
        self.page = min(max(0, page), self.pageCount - 1)
    }

    /// Starts afresh on `page` of `pageCount` pages, with nothing moving (a resize, another pack).
    public mutating func reset(pageCount: Int, page: Int) {
        self = PageSwipe(pageCount: pageCount, page: page)
    }

    public var isDragging: Bool { drag != nil }

    /// Whether the pages move by themselves at `now` (a settle or bounce running).
    public func isSettling(at now: Double) -> Bool {
        guard let settle else { return false }
        return now - settle.started < settle.duration
    }

    /// Where the pages are at `now`, in pages.
    public func position(at now: Double) -> Double {
        if let drag { return Self.dragged(drag, to: drag.lastX, pageCount: pageCount) }
        guard let settle, now - settle.started < settle.duration else { return Double(page) }
        let progress = (now - settle.started) / settle.duration
        if let bounce = settle.bounce {
            // Out quickly in the first third, back gently in the rest.
            let away =
                progress < 1.0 / 3 ? Easing.out(progress * 3) : 1 - Easing.inOut((progress - 1.0 / 3) * 1.5)
            return Double(page) + bounce * away
        }
        return settle.from + (Double(page) - settle.from) * Easing.out(progress)
    }

    // MARK: The pointer

    /// The button went down at column `x`: the pages stop where they are and follow the
    /// pointer. `pageWidth` is how many columns the pages move per page.
    public mutating func press(x: Double, at now: Double, pageWidth: Double) {
        drag = Drag(
            startPosition: position(at: now), startX: x, pageWidth: max(1, pageWidth),
            samples: [Sample(x: x, time: now)])
        settle = nil
    }

    /// The pointer moved to column `x` with the button held.
    public mutating func move(x: Double, at now: Double) {
        guard var current = drag else { return }
        current.samples.append(Sample(x: x, time: now))
        // Only the flick window matters; keep the one sample before it as its baseline.
        if let firstRecent = current.samples.firstIndex(where: { now - $0.time <= Self.flickWindow }),
            firstRecent > 1
        {
            current.samples.removeFirst(firstRecent - 1)
        }
        drag = current
    }

    /// The button went up at column `x`: the pages turn (one page at most) or spring back.
    /// Returns the page they settle on.
    @discardableResult
    public mutating func release(x: Double, at now: Double) -> Int {
        guard drag != nil else { return page }
        move(x: x, at: now)
        guard let ended = drag else { return page }
        drag = nil
        let position = Self.dragged(ended, to: x, pageCount: pageCount)
        let step = Self.turnStep(ended, releasedAt: x, now: now)
        let home = Int(ended.startPosition.rounded())
        let target = min(max(0, home + step), pageCount - 1)
        settle(from: position, to: target, at: now)
        return target
    }

    /// Whether a released drag turns: -1 back a page, 1 on a page, 0 springs back. Dragging
    /// leftwards (pointer columns falling) brings the next page.
    static func turnStep(_ drag: Drag, releasedAt x: Double, now: Double) -> Int {
        let moved = x - drag.startX
        let direction = moved < 0 ? 1 : -1
        if abs(moved) >= turnShare * drag.pageWidth { return direction }
        guard abs(moved) >= flickDistance else { return 0 }
        // The flick's speed: from the last sample at or before the window to the release.
        let baseline =
            drag.samples.last { now - $0.time >= flickWindow }
            ?? drag.samples.first ?? Sample(x: drag.startX, time: now)
        let elapsed = max(now - baseline.time, 1e-3)
        let speed = (x - baseline.x) / elapsed
        return abs(speed) >= flickSpeed && (speed < 0) == (moved < 0) ? direction : 0
    }

    /// The position for a drag's pointer at `x`: one for one within the pages, at the rubber
    /// band's share past either end.
    static func dragged(_ drag: Drag, to x: Double, pageCount: Int) -> Double {
        let raw = drag.startPosition - (x - drag.startX) / drag.pageWidth
        let last = Double(pageCount - 1)
        if raw < 0 { return raw * rubberBand }
        if raw > last { return last + (raw - last) * rubberBand }
        return raw
    }

    // MARK: Keys, the wheel, the dots

    /// Turns to `target` with the eased motion, from wherever the pages are; a page that does
    /// not exist bounces at the end it lies past.
    public mutating func turn(to target: Int, at now: Double) {
        drag = nil
        guard (0..<pageCount).contains(target) else {
            page = target < 0 ? 0 : pageCount - 1
            settle = Settle(
                from: Double(page), started: now, duration: Self.bounceDuration,
                bounce: target < 0 ? -Self.bounceDistance : Self.bounceDistance)
            return
        }
        settle(from: position(at: now), to: target, at: now)
    }

    private mutating func settle(from position: Double, to target: Int, at now: Double) {
        page = target
        let distance = abs(Double(target) - position)
        guard distance > 1e-6 else {
            settle = nil
            return
        }
        settle = Settle(
            from: position, started: now,
            duration: max(Self.minimumSettle, Self.settleDuration * min(distance, 1.5)), bounce: nil)
    }
}
