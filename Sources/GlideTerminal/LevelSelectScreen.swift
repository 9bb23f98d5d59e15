import GlidePlay
import GlideRules
import GlideWording

/// Level select, paged like a phone's home screen: packs as tabs, a pack's levels as pages of
/// tiles showing each level's map (as many as fit), page dots, and pages that follow the
/// pointer, turn or spring back (`PageSwipe`). Arrows move the selection about the grid.
public struct LevelSelectScreen: Sendable {
    public enum Action: Equatable, Sendable {
        case open(pack: Int, level: Int)
        case edit(pack: Int, level: Int)
        /// Replay a solution of the level: the player's best or a shortest one.
        case watch(pack: Int, level: Int, ReplayScreen.Source)
        case quit
    }

    public private(set) var packIndex = 0
    /// The selected level (index in the pack).
    public private(set) var selected = 0
    public private(set) var message: String?
    public private(set) var showingHelp = false
    public private(set) var showingStats = false

    /// The pages: where they are, a drag, a turn or a bounce in progress.
    private var swipe = PageSwipe(pageCount: 1)
    /// The tiles per page `swipe` was made for; when the layout changes it starts afresh.
    private var swipePerPage = 0
    private var pressed: (x: Int, y: Int)?
    private var size = (width: 80, height: 24)

    public init() {}

    /// The page on show (or being turned to).
    public var page: Int { swipe.page }

    /// Where things go for this terminal and pack.
    func layout(for pack: PlayPack) -> TileLayout {
        TileLayout(
            width: size.width, height: size.height,
            mapWidth: pack.levels.map(\.board.width).max() ?? 1,
            mapHeight: pack.levels.map(\.board.height).max() ?? 1, levels: pack.levels.count)
    }

    /// The pages as they stand for `layout`: started afresh on the selected level's page when
    /// the layout no longer has the tiles per page they were made for.
    private func pages(_ pack: PlayPack, _ layout: TileLayout) -> PageSwipe {
        let count = Self.pageCount(pack, layout)
        guard swipePerPage != layout.perPage || swipe.pageCount != count else { return swipe }
        return PageSwipe(pageCount: count, page: selected / layout.perPage)
    }

    private mutating func syncPages(_ pack: PlayPack, _ layout: TileLayout) {
        swipe = pages(pack, layout)
        swipePerPage = layout.perPage
    }

    static func pageCount(_ pack: PlayPack, _ layout: TileLayout) -> Int {
        max(1, (pack.levels.count + layout.perPage - 1) / layout.perPage)
    }

    public func isAnimating(now: Double) -> Bool { swipe.isSettling(at: now) }

    public mutating func resize(width: Int, height: Int) {
        size = (width, height)
        swipePerPage = 0
    }

    /// Shows a one-line message (e.g. a progress warning).
    public mutating func show(_ text: String?) { message = text }

    public mutating func focus(pack: Int, level: Int) {
        packIndex = pack
        selected = level
        swipePerPage = 0
    }

    // MARK: Input

    public mutating func handle(
        _ event: InputEvent, now: Double, packs: [PlayPack], progress: PlayerProgress,
        unlockAll: Bool
    ) -> Action? {
        // No packs, or tiles not on screen (nothing may open a level unseen): only quitting acts.
        guard !packs.isEmpty, size.width >= 30, size.height >= 12 else {
            return event == .key(.character("q")) || event == .key(.escape) ? .quit : nil
        }
        let pack = packs[packIndex]
        let layout = layout(for: pack)
        syncPages(pack, layout)
        if showingHelp || showingStats {
            if event.isKeyOrClick {
                showingHelp = false
                showingStats = false
            }
            return nil
        }
        switch event {
        case let .key(key):
            message = nil
            if let direction = key.direction(wasd: true) {
                move(direction, pack: pack, layout: layout, now: now)
                return nil
            }
            switch key {
            case .pageUp: turnPage(by: -1, pack: pack, layout: layout, now: now)
            case .pageDown: turnPage(by: 1, pack: pack, layout: layout, now: now)
            case .tab: select(min(selected + 1, pack.levels.count - 1), layout: layout, now: now)
            case .backTab: select(max(selected - 1, 0), layout: layout, now: now)
            case .character("]"): switchPack(to: (packIndex + 1) % packs.count)
            case .character("["): switchPack(to: (packIndex + packs.count - 1) % packs.count)
            case .home: select(0, layout: layout, now: now)
            case .end: select(pack.levels.count - 1, layout: layout, now: now)
            case .enter, .character(" "):
                return open(selected, pack: pack, progress: progress, unlockAll: unlockAll)
            case .character("e"): return .edit(pack: packIndex, level: selected)
            case .character("t"): showingStats = true
            case .character("b"):
                guard let solution = progress.record(for: pack.ids[selected])?.bestSolution else {
                    message = "No solution of yours is kept for this level yet: win it to keep one."
                    break
                }
                return .watch(pack: packIndex, level: selected, .best(solution))
            case .character("o"):
                guard progress.record(for: pack.ids[selected])?.solved == true else {
                    message = "Solve the level first, then o shows a shortest solution."
                    break
                }
                return .watch(pack: packIndex, level: selected, .par)
            case .character("?"): showingHelp = true
            case .character("q"), .escape: return .quit
            default: break
            }
        case let .mousePress(x, y):
            pressed = (x, y)
            // A press among the tiles takes hold of the pages, wherever they are.
            if layout.isOnGrid(y: y) {
                swipe.press(x: Double(x), at: now, pageWidth: Double(layout.pageWidth))
            }
        case let .mouseDrag(x, _):
            swipe.move(x: Double(x), at: now)
        case let .mouseRelease(x, y):
            guard let start = pressed else { return nil }
            pressed = nil
            if swipe.isDragging {
                let from = swipe.page
                let to = swipe.release(x: Double(x), at: now)
                if to != from { keepSlot(on: to, pack: pack, layout: layout) }
            }
            guard abs(x - start.x) < 2, y == start.y else { return nil }
            return click(
                x: x, y: y, packs: packs, layout: layout, progress: progress, unlockAll: unlockAll, now: now)
        case let .wheel(direction):
            turnPage(by: direction == .up ? -1 : 1, pack: pack, layout: layout, now: now)
        case .resize, .tick, .solved:
            break
        }
        return nil
    }

    /// A click (a press and release on the same cell, give or take a column): a tab, a page
    /// dot, or a tile to play.
    private mutating func click(
        x: Int, y: Int, packs: [PlayPack], layout: TileLayout, progress: PlayerProgress, unlockAll: Bool,
        now: Double
    ) -> Action? {
        let pack = packs[packIndex]
        if y == 1, let tab = tab(at: x, packs: packs) {
            switchPack(to: tab)
        } else if y == layout.indicatorRow,
            let dot = Self.dot(at: x, pages: swipe.pageCount, width: size.width)
        {
            turnPage(by: dot - swipe.page, pack: pack, layout: layout, now: now)
        } else if let slot = layout.slot(x: x, y: y) {
            let level = swipe.page * layout.perPage + slot
            if level < pack.levels.count {
                selected = level
                return open(level, pack: pack, progress: progress, unlockAll: unlockAll)
            }
        }
        return nil
    }

    /// Arrows, `hjkl` and `WASD` move the selection about the grid; across a page's left or
    /// right edge the page turns, landing on the same row; past the last page it bounces.
    private mutating func move(_ direction: Direction, pack: PlayPack, layout: TileLayout, now: Double) {
        let page = swipe.page, slot = selected - page * layout.perPage
        let column = slot % layout.columns, row = slot / layout.columns
        let last = pack.levels.count - 1
        switch direction {
        case .left where column > 0:
            select(selected - 1, layout: layout, now: now)
        case .left:
            guard page > 0 else { return swipe.turn(to: -1, at: now) }
            select(
                (page - 1) * layout.perPage + row * layout.columns + layout.columns - 1, layout: layout,
                now: now)
        case .right where column < layout.columns - 1 && selected < last:
            select(selected + 1, layout: layout, now: now)
        case .right:
            guard (page + 1) * layout.perPage <= last else { return swipe.turn(to: page + 1, at: now) }
            let target = (page + 1) * layout.perPage + row * layout.columns
            select(min(target, last), layout: layout, now: now)
        case .up where row > 0:
            select(selected - layout.columns, layout: layout, now: now)
        case .down
        where row < layout.rows - 1 && (page * layout.perPage + (row + 1) * layout.columns) <= last:
            select(min(selected + layout.columns, last), layout: layout, now: now)
        case .up, .down:
            break
        }
    }

    /// Turns `step` pages (a bounce past either end); the selection keeps its place.
    private mutating func turnPage(by step: Int, pack: PlayPack, layout: TileLayout, now: Double) {
        let target = swipe.page + step
        swipe.turn(to: target, at: now)
        if swipe.page == target { keepSlot(on: target, pack: pack, layout: layout) }
    }

    /// Selects the tile in the selected one's place on `page`, or the last of a shorter page.
    private mutating func keepSlot(on page: Int, pack: PlayPack, layout: TileLayout) {
        selected = min(page * layout.perPage + selected % layout.perPage, pack.levels.count - 1)
    }

    private mutating func select(_ level: Int, layout: TileLayout, now: Double) {
        selected = level
        let target = level / layout.perPage
        if target != swipe.page { swipe.turn(to: target, at: now) }
    }

    private mutating func switchPack(to index: Int) {
        packIndex = index
        selected = 0
        swipePerPage = 0
    }

    private mutating func open(_ level: Int, pack: PlayPack, progress: PlayerProgress, unlockAll: Bool)
        -> Action?
    {
        if let lock = pack.campaign(unlockAll: unlockAll).lock(on: level, progress) {
            message = lock.description
            return nil
        }
        return .open(pack: packIndex, level: level)
    }

    private func tab(at x: Int, packs: [PlayPack]) -> Int? {
        var column = 1
        for (index, pack) in packs.enumerated() {
            let width = CellBuffer.columns(of: pack.title) + 2
            if x >= column, x < column + width { return index }
            column += width + 1
        }
        return nil
    }

    /// The page indicator: dots (one a page, two columns apart, centred) up to nine pages,
    /// else "3/12".
    static func indicator(page: Int, pages: Int, glyphs: Glyphs) -> String {
        pages <= 9
            ? (0..<pages).map { String($0 == page ? glyphs.pageOn : glyphs.pageOff) }.joined(separator: " ")
            : "\(page + 1)/\(pages)"
    }

    /// The page whose dot is at column `x` (or the column beside it), if dots are shown.
    static func dot(at x: Int, pages: Int, width: Int) -> Int? {
        guard pages <= 9 else { return nil }
        let first = max(0, (width - (2 * pages - 1)) / 2)
        let page = (x - first + 1).quotientAndRemainder(dividingBy: 2).quotient
        return x >= first - 1 && page < pages ? page : nil
    }

    /// The pack's summary beside the tabs, as much of it as fits in `room` columns: levels
    /// solved, stars and author; without the author; the levels solved alone; or nothing
    /// (the six bundled packs' tabs take 53 of 80 columns).
    static func summary(_ stats: PackStats, author: String?, star: Character, room: Int) -> String? {
        let solved = "\(stats.solved)/\(stats.levels) solved"
        let stars = solved + " · \(stats.stars) \(star)"
        return [author.map { stars + " · by \($0)" }, stars, solved].compactMap { $0 }.first {
            CellBuffer.columns(of: $0) <= room
        }
    }

    // MARK: Drawing

    public func draw(
        into buffer: inout CellBuffer, now: Double, packs: [PlayPack], progress: PlayerProgress,
        options: PlayOptions
    ) {
        guard size.width >= 30, size.height >= 12 else {
            buffer.centerWrapped(
                "Glide needs a terminal of at least 30×12 (this one is \(buffer.width)×\(buffer.height)).",
                y: max(0, buffer.height / 2 - 1), maxLines: max(1, buffer.height), role: .warning)
            if options.glyphs.isASCII { buffer.transliterateToASCII() }
            return
        }
        guard !packs.isEmpty else {
            buffer.center("No levels to play.", y: buffer.height / 2, role: .warning)
            return
        }
        let pack = packs[packIndex]
        let glyphs = options.glyphs
        let layout = layout(for: pack)
        let pages = pages(pack, layout)

        // Tabs.
        buffer.write(" Glide ", x: 0, y: 0, role: .title, style: [.bold, .reverse])
        var column = 1
        for (index, item) in packs.enumerated() {
            let label = " \(item.title) "
            let current = index == packIndex
            buffer.write(
                label, x: column, y: 1, role: current ? .selection : .faint,
                style: current ? [.bold, .reverse] : [])
            column += CellBuffer.columns(of: label) + 1
        }
        // Pack summary, right-aligned after a gap.
        let stats = PackStats(ids: pack.ids, pars: pack.levels.map(\.par), progress: progress)
        if let summary = Self.summary(
            stats, author: pack.author, star: glyphs.starOn, room: buffer.width - column - 2)
        {
            buffer.write(summary, x: buffer.width - CellBuffer.columns(of: summary) - 1, y: 1, role: .faint)
        }

        // Tiles: the pages in view where the swipe has them.
        let unlocked = pack.campaign(unlockAll: options.unlockAll).openCount(progress)
        let position = pages.position(at: now)
        let first = Int(position.rounded(.down)), last = Int(position.rounded(.up))
        for page in first...last where (0..<pages.pageCount).contains(page) {
            let offset = Int(((Double(page) - position) * Double(layout.pageWidth)).rounded())
            for slot in 0..<layout.perPage {
                let level = page * layout.perPage + slot
                guard level < pack.levels.count else { break }
                let origin = layout.origin(ofSlot: slot, offset: offset)
                drawTile(
                    level, at: origin, layout: layout, into: &buffer, pack: pack, progress: progress,
                    locked: level >= unlocked, options: options)
            }
        }

        // Page indicator.
        buffer.center(
            Self.indicator(page: pages.page, pages: pages.pageCount, glyphs: glyphs), y: layout.indicatorRow,
            role: .accent)

        // The selected level.
        let level = pack.levels[min(selected, pack.levels.count - 1)]
        var about =
            "Level \(selected + 1)"
            + (LevelHeading.title(level.title, number: selected + 1).map { " · \($0)" } ?? "")
        if let record = progress.record(for: pack.ids[selected]), record.solved {
            about += " · best \(counted(record.bestMoves ?? 0, "move")) · \(glyphs.stars(record.stars))"
        } else if selected >= unlocked {
            about += " · locked"
        }
        if let par = level.par { about += " · par \(par)" }
        buffer.center(about, y: layout.indicatorRow + 1, role: .normal)
        // A message may take the legend's row for a second line.
        let messageLines =
            message.map { buffer.centerWrapped($0, y: layout.indicatorRow + 2, maxLines: 2, role: .warning) }
            ?? 0
        if messageLines == 0, progress.record(for: pack.ids[selected])?.solved == true {
            buffer.center(
                "b watch your best · o watch a par solution", y: layout.indicatorRow + 2, role: .faint)
        }
        if messageLines < 2 {
            buffer.center(
                CellBuffer.fitting(Self.legends, in: buffer.width), y: buffer.height - 1, role: .faint)
        }
        if showingHelp { HelpOverlay.draw(Self.helpLines, into: &buffer, glyphs: glyphs) }
        if showingStats {
            HelpOverlay.draw(Self.statsLines(pack.title, stats), into: &buffer, glyphs: glyphs)
        }
        if glyphs.isASCII { buffer.transliterateToASCII() }
    }

    /// The key legend, from the fullest to the shortest; the widest that fits is shown.
    static let legends = [
        "←↑→↓ move · PgUp/PgDn page · Enter play · [/] pack · t stats · e edit · ? help · q quit",
        "←↑→↓ move · Enter play · [/] pack · t stats · e edit · ? help · q quit",
        "←↑→↓ · Enter play · [/] pack · t stats · ? help",
    ]

    static let helpLines = [
        "Glide — level select",
        "",
        "←↑→↓  hjkl  WASD         move the selection (pages turn at the edges)",
        "PgUp  PgDn  wheel        previous / next page",
        "mouse drag               the page follows; let go past a third to turn",
        "click a dot              go to that page",
        "Tab  Shift-Tab           next / previous level",
        "Home  End                first / last level",
        "Enter  Space  click      play the selected level",
        "[  ]  click a tab        previous / next pack",
        "t                        the pack's stats",
        "b  o                     watch your best / a par solution (solved levels)",
        "e                        edit the selected level",
        "?                        this help",
        "q  Esc                   quit",
        "",
        "Levels open two at a time past the first unsolved one.",
    ]

    static func statsLines(_ title: String, _ stats: PackStats) -> [String] {
        var lines = [
            "\(title) — stats",
            "",
            "solved       \(stats.solved) of \(stats.levels)",
            "stars        \(stats.stars) of \(stats.maximumStars)",
        ]
        if stats.par > 0 {
            let over = stats.moves - stats.par
            lines.append(
                "moves        \(stats.moves) against par \(stats.par) ("
                    + (over == 0 ? "at par" : over > 0 ? "\(over) over" : "\(-over) under") + ")")
        }
        if stats.solvedWithoutPar > 0 {
            lines.append("              (\(counted(stats.solvedWithoutPar, "level")) without par)")
        }
        lines.append("hints used   \(stats.hints)")
        return lines
    }

    /// A tile: the level's number on its top edge, its map inside, its stars and best (or a
    /// lock) on its bottom edge. The selected tile has a heavy frame, in reverse video without
    /// colour.
    private func drawTile(
        _ level: Int, at origin: (x: Int, y: Int), layout: TileLayout, into buffer: inout CellBuffer,
        pack: PlayPack, progress: PlayerProgress, locked: Bool, options: PlayOptions
    ) {
        let glyphs = options.glyphs
        let record = progress.record(for: pack.ids[level])
        let solved = record?.solved == true
        let isSelected = level == selected
        let role: ColorRole =
            isSelected ? .selection : locked ? .tileLocked : solved ? .tileSolved : .tile
        var style: CellBuffer.Style = isSelected ? .bold : locked ? .dim : []
        if isSelected, !options.colors { style.insert(.reverse) }
        let (x, y) = origin
        let (w, h) = (layout.tileWidth, layout.tileHeight)
        buffer.fill(x: x + 1, y: y + 1, width: w - 2, height: h - 2, with: .init(" "))
        buffer.drawBox(
            x: x, y: y, width: w, height: h, glyphs: isSelected ? glyphs.selectedBox : glyphs.box, role: role,
            style: style)
        buffer.write(" \(level + 1) ", x: x + 1, y: y, role: role, style: style.union(.bold), limit: w - 2)
        let thumbnail = Thumbnail(
            board: pack.levels[level].board, scale: layout.scale,
            state: locked ? .locked : solved ? .solved : .open)
        let inside = (width: w - 2, height: h - 2)
        thumbnail.draw(
            into: &buffer, x: x + 1 + max(0, (inside.width - thumbnail.pixelWidth) / 2),
            y: y + 1 + max(0, (inside.height - thumbnail.rows) / 2), theme: options.theme,
            colors: options.colors, glyphs: glyphs, paintIndex: level)
        if locked {
            buffer.write(" \(glyphs.lockedMark) ", x: x + 1, y: y + h - 1, role: role, style: style)
        } else if let record, solved {
            let stars = " \(glyphs.stars(record.stars)) "
            buffer.write(stars, x: x + 1, y: y + h - 1, role: .accent, style: style)
            if let best = record.bestMoves {
                buffer.write(
                    "\(best) ", x: x + 1 + CellBuffer.columns(of: stars), y: y + h - 1, role: role,
                    style: style,
                    limit: max(0, w - 2 - CellBuffer.columns(of: stars)))
            }
        }
    }
}
