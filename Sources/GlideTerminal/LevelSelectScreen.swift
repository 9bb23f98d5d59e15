import GlidePlay
import GlideRules
import GlideWording

/// Level select, paged like a phone's home screen: packs as tabs, a pack's levels as pages of
/// tiles showing each level's map (as many as fit), page dots, and pages that follow the
/// pointer, turn or spring back (`PageSwipe`). Arrows move the selection about the grid. The
/// selection itself is the session's; this keeps what only the terminal has: the layout, the
/// pages' motion and the mouse.
public struct LevelSelectScreen: Sendable {
    /// The pages: where they are, a drag, a turn or a bounce in progress.
    private var swipe = PageSwipe(pageCount: 1)
    /// The pack and tiles per page `swipe` was made for, and the selection it shows: when any
    /// changes from elsewhere (a resize, a level won, a pack switched) the pages start afresh
    /// on the selected level's page.
    private var shown: (pack: Int, perPage: Int, selection: PlaySession.LevelSelection)?
    private var pressed: (x: Int, y: Int)?
    private(set) var size = (width: 80, height: 24)

    public init() {}

    /// The smallest terminal level select draws in.
    static let minimumSize = (width: 30, height: 12)

    var fits: Bool { size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height }

    /// The page on show (or being turned to).
    public var page: Int { swipe.page }

    public func isAnimating(now: Double) -> Bool { swipe.isSettling(at: now) }

    public mutating func resize(width: Int, height: Int) {
        size = (width, height)
        shown = nil
    }

    /// Where things go for this terminal and pack.
    func layout(for pack: PlayPack) -> TileLayout {
        TileLayout(
            width: size.width, height: size.height, mapWidth: pack.levels.map(\.board.width).max() ?? 1,
            mapHeight: pack.levels.map(\.board.height).max() ?? 1, levels: pack.levels.count)
    }

    static func pageCount(_ pack: PlayPack, _ layout: TileLayout) -> Int {
        max(1, (pack.levels.count + layout.perPage - 1) / layout.perPage)
    }

    /// The pages as they stand for the session's selection: started afresh on the selected
    /// level's page when they were made for another pack, layout or selection.
    func pages(_ session: PlaySession) -> PageSwipe {
        let selection = session.selection
        let layout = layout(for: session.packs[selection.pack])
        guard let shown, shown.pack == selection.pack, shown.perPage == layout.perPage,
            shown.selection == selection,
            swipe.pageCount == Self.pageCount(session.packs[selection.pack], layout)
        else {
            return PageSwipe(
                pageCount: Self.pageCount(session.packs[selection.pack], layout),
                page: selection.level / layout.perPage)
        }
        return swipe
    }

    // MARK: Input

    /// What an event asks of the session; it may turn the pages on the way.
    mutating func intents(for event: InputEvent, session: PlaySession, now: Double) -> [PlayIntent] {
        // No packs, or tiles not on screen (nothing may open a level unseen): only quitting acts.
        guard !session.packs.isEmpty, fits else {
            return event == .key(.character("q")) || event == .key(.escape) ? [.back] : []
        }
        let selection = session.selection
        let pack = session.packs[selection.pack]
        var view = View(
            layout: layout(for: pack), pack: pack, packIndex: selection.pack, selected: selection.level,
            offersDaily: session.dailyOffer != nil, dailySelected: session.dailySelected)
        swipe = pages(session)
        defer {
            // A pack switched starts its pages afresh; any other move keeps them in motion.
            shown =
                view.packIndex == selection.pack
                ? (selection.pack, view.layout.perPage, .init(pack: view.packIndex, level: view.selected))
                : nil
        }
        switch event {
        case let .key(key):
            return intents(for: key, view: &view, packs: session.packs.count, now: now)
        case let .mousePress(x, y):
            pressed = (x, y)
            // A press among the tiles takes hold of the pages, wherever they are.
            if view.layout.isOnGrid(y: y) {
                swipe.press(x: Double(x), at: now, pageWidth: Double(view.layout.pageWidth))
            }
        case let .mouseDrag(x, _):
            swipe.move(x: Double(x), at: now)
        case let .mouseRelease(x, y):
            guard let start = pressed else { return [] }
            pressed = nil
            var intents: [PlayIntent] = []
            if swipe.isDragging {
                let from = swipe.page
                let to = swipe.release(x: Double(x), at: now)
                if to != from { intents.append(keepSlot(on: to, view: &view)) }
            }
            guard abs(x - start.x) < 2, y == start.y else { return intents }
            return intents + click(x: x, y: y, session: session, view: &view, now: now)
        case let .wheel(direction):
            return turnPage(by: direction == .up ? -1 : 1, view: &view, now: now).map { [$0] } ?? []
        case .resize, .tick, .solved, .dailyMade:
            break
        }
        return []
    }

    /// The level select as an event sees it: the layout, and the selection it moves.
    struct View {
        let layout: TileLayout
        let pack: PlayPack
        var packIndex: Int
        var selected: Int
        /// Whether today's daily puzzle is offered above the levels, and selected.
        let offersDaily: Bool
        let dailySelected: Bool

        var selecting: PlayIntent { .select(pack: packIndex, level: selected) }
    }

    private mutating func intents(for key: Key, view: inout View, packs: Int, now: Double) -> [PlayIntent] {
        if view.dailySelected, let intents = Self.dailyIntents(for: key, view: view) { return intents }
        if let direction = key.direction(wasd: true) {
            return move(direction, view: &view, now: now).map { [$0] } ?? [.proceed]
        }
        let last = view.pack.levels.count - 1
        switch key {
        case .pageUp: return turnPage(by: -1, view: &view, now: now).map { [$0] } ?? [.proceed]
        case .pageDown: return turnPage(by: 1, view: &view, now: now).map { [$0] } ?? [.proceed]
        case .tab: return [select(min(view.selected + 1, last), view: &view, now: now)]
        case .backTab where view.selected == 0 && view.offersDaily: return [.selectDaily]
        case .backTab: return [select(max(view.selected - 1, 0), view: &view, now: now)]
        case .character("]"): return [switchPack(to: (view.packIndex + 1) % packs, view: &view)]
        case .character("["): return [switchPack(to: (view.packIndex + packs - 1) % packs, view: &view)]
        case .home: return [select(0, view: &view, now: now)]
        case .end: return [select(last, view: &view, now: now)]
        case .enter, .character(" "): return [.openSelected]
        case .character("e"): return [.editSelected]
        case .character("t"): return [.showStats]
        case .character("c"): return [.copyLevelCode]
        case .character(","): return [.showSettings]
        case .character("b"): return [.watchSelected(.best)]
        case .character("o"): return [.watchSelected(.par)]
        case .character("?"): return [.help]
        case .character("q"), .escape: return [.back]
        default: return [.proceed]
        }
    }

    /// A click (a press and release on the same cell, give or take a column): a tab, a page
    /// dot, or a tile to play.
    private mutating func click(x: Int, y: Int, session: PlaySession, view: inout View, now: Double)
        -> [PlayIntent]
    {
        if y == 0, let offer = session.dailyOffer,
            Self.dailyLabel(offer, width: size.width)?.columns.contains(x) == true
        {
            return [.selectDaily, .openSelected]
        } else if y == 1, let tab = Self.tab(at: x, packs: session.packs) {
            return [switchPack(to: tab, view: &view)]
        } else if y == view.layout.indicatorRow,
            let dot = Self.dot(at: x, pages: swipe.pageCount, width: size.width)
        {
            return turnPage(by: dot - swipe.page, view: &view, now: now).map { [$0] } ?? []
        } else if let slot = view.layout.slot(x: x, y: y) {
            let level = swipe.page * view.layout.perPage + slot
            if level < view.pack.levels.count {
                view.selected = level
                return [view.selecting, .openSelected]
            }
        }
        return []
    }

    /// Arrows, `hjkl` and `WASD` move the selection about the grid; across a page's left or
    /// right edge the page turns, landing on the same row; past the last page it bounces.
    private mutating func move(_ direction: Direction, view: inout View, now: Double) -> PlayIntent? {
        let layout = view.layout
        let page = swipe.page, slot = view.selected - page * layout.perPage
        let column = slot % layout.columns, row = slot / layout.columns
        let last = view.pack.levels.count - 1
        switch direction {
        case .left where column > 0:
            return select(view.selected - 1, view: &view, now: now)
        case .left:
            guard page > 0 else {
                swipe.turn(to: -1, at: now)
                return nil
            }
            return select(
                (page - 1) * layout.perPage + row * layout.columns + layout.columns - 1, view: &view, now: now
            )
        case .right where column < layout.columns - 1 && view.selected < last:
            return select(view.selected + 1, view: &view, now: now)
        case .right:
            guard (page + 1) * layout.perPage <= last else {
                swipe.turn(to: page + 1, at: now)
                return nil
            }
            return select(
                min((page + 1) * layout.perPage + row * layout.columns, last), view: &view, now: now)
        case .up where row > 0:
            return select(view.selected - layout.columns, view: &view, now: now)
        case .up where view.offersDaily:
            // Above the first row: today's daily puzzle.
            return .selectDaily
        case .down
        where row < layout.rows - 1 && (page * layout.perPage + (row + 1) * layout.columns) <= last:
            return select(min(view.selected + layout.columns, last), view: &view, now: now)
        case .up, .down:
            return nil
        }
    }

    /// Turns `step` pages (a bounce past either end); the selection keeps its place.
    private mutating func turnPage(by step: Int, view: inout View, now: Double) -> PlayIntent? {
        let target = swipe.page + step
        swipe.turn(to: target, at: now)
        return swipe.page == target ? keepSlot(on: target, view: &view) : nil
    }

    /// Selects the tile in the selected one's place on `page`, or the last of a shorter page.
    private func keepSlot(on page: Int, view: inout View) -> PlayIntent {
        view.selected = min(
            page * view.layout.perPage + view.selected % view.layout.perPage, view.pack.levels.count - 1)
        return view.selecting
    }

    private mutating func select(_ level: Int, view: inout View, now: Double) -> PlayIntent {
        view.selected = level
        let target = level / view.layout.perPage
        if target != swipe.page { swipe.turn(to: target, at: now) }
        return view.selecting
    }

    private func switchPack(to index: Int, view: inout View) -> PlayIntent {
        view.packIndex = index
        view.selected = 0
        return view.selecting
    }

    static func tab(at x: Int, packs: [PlayPack]) -> Int? {
        var column = 1
        for (index, pack) in packs.enumerated() {
            let width = CellBuffer.columns(of: pack.title) + 2
            if x >= column, x < column + width { return index }
            column += width + 1
        }
        return nil
    }

    /// The page whose dot is at column `x` (or the column beside it), if dots are shown.
    static func dot(at x: Int, pages: Int, width: Int) -> Int? {
        guard pages <= 9 else { return nil }
        let first = max(0, (width - (2 * pages - 1)) / 2)
        let page = (x - first + 1).quotientAndRemainder(dividingBy: 2).quotient
        return x >= first - 1 && page < pages ? page : nil
    }
}
