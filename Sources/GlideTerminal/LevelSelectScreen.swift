import GlideKit

/// Level select, paged like a phone's home screen: packs as tabs, a pack's levels as pages of
/// tiles (as many as fit), a page indicator, page turns that slide, and a rubber band at either
/// end.
public struct LevelSelectScreen: Sendable {
    public enum Action: Equatable, Sendable {
        case open(pack: Int, level: Int)
        case edit(pack: Int, level: Int)
        case quit
    }

    public private(set) var packIndex = 0
    /// The selected level (index in the pack).
    public private(set) var selected = 0
    public private(set) var page = 0
    public private(set) var message: String?
    public private(set) var showingHelp = false

    /// A page turn or a rubber-band bounce in progress.
    private var motion: Motion?
    private var pressed: (x: Int, y: Int)?
    private var layout = Layout(width: 80, height: 24)

    static let turnDuration = 0.2
    static let bounceDuration = 0.3

    enum Motion: Sendable {
        /// From `from` to the current page; the old page leaves toward `direction` (-1 left).
        case turn(from: Int, direction: Int, started: Double)
        /// Past the first or last page: the view gives way by `distance` columns (signed) and
        /// springs back.
        case bounce(distance: Int, started: Double)
    }

    public init() {}

    /// Where things go for a terminal of this size.
    struct Layout: Sendable {
        static let tileWidth = 8, tileHeight = 4, gapX = 2, gapY = 1
        let width: Int, height: Int
        /// Tiles per row and rows per page.
        var columns: Int { max(1, (width - 2 + Self.gapX) / (Self.tileWidth + Self.gapX)) }
        var rows: Int { max(1, (height - 8 + Self.gapY) / (Self.tileHeight + Self.gapY)) }
        var perPage: Int { columns * rows }
        var gridWidth: Int { columns * (Self.tileWidth + Self.gapX) - Self.gapX }
        var gridLeft: Int { (width - gridWidth) / 2 }
        var gridTop: Int { 3 }
        var gridHeight: Int { rows * (Self.tileHeight + Self.gapY) - Self.gapY }
        var isUsable: Bool { width >= 30 && height >= 12 }

        /// The tile slot (0 ..< perPage) at a terminal cell, if any.
        func slot(x: Int, y: Int) -> Int? {
            let localX = x - gridLeft, localY = y - gridTop
            guard localX >= 0, localY >= 0 else { return nil }
            let column = localX / (Self.tileWidth + Self.gapX), row = localY / (Self.tileHeight + Self.gapY)
            guard column < columns, row < rows, localX % (Self.tileWidth + Self.gapX) < Self.tileWidth,
                localY % (Self.tileHeight + Self.gapY) < Self.tileHeight
            else { return nil }
            return row * columns + column
        }
    }

    public func isAnimating(now: Double) -> Bool {
        switch motion {
        case let .turn(_, _, started): now - started < Self.turnDuration
        case let .bounce(_, started): now - started < Self.bounceDuration
        case nil: false
        }
    }

    public mutating func resize(width: Int, height: Int) {
        layout = Layout(width: width, height: height)
        page = selected / layout.perPage
        motion = nil
    }

    /// Shows a one-line message (e.g. a progress warning).
    public mutating func show(_ text: String?) { message = text }

    public mutating func focus(pack: Int, level: Int) {
        packIndex = pack
        selected = level
        page = level / layout.perPage
    }

    // MARK: Input

    public mutating func handle(
        _ event: InputEvent, now: Double, packs: [PlayPack], progress: PlayerProgress,
        unlockAll: Bool
    ) -> Action? {
        // No packs, or tiles not on screen (nothing may open a level unseen): only quitting acts.
        guard !packs.isEmpty, layout.isUsable else {
            return event == .key(.character("q")) || event == .key(.escape) ? .quit : nil
        }
        let pack = packs[packIndex]
        if showingHelp {
            switch event {
            case .key, .mouseRelease: showingHelp = false
            default: break
            }
            return nil
        }
        switch event {
        case let .key(key):
            message = nil
            if let direction = key.direction() {
                switch direction {
                case .left: turn(by: -1, pack: pack, now: now)
                case .right: turn(by: 1, pack: pack, now: now)
                case .up: moveSelection(by: -layout.columns, pack: pack, now: now)
                case .down: moveSelection(by: layout.columns, pack: pack, now: now)
                }
                return nil
            }
            switch key {
            case .pageUp: turn(by: -1, pack: pack, now: now)
            case .pageDown: turn(by: 1, pack: pack, now: now)
            case .tab: moveSelection(by: 1, pack: pack, now: now)
            case .backTab: moveSelection(by: -1, pack: pack, now: now)
            case .character("]"): switchPack(to: (packIndex + 1) % packs.count)
            case .character("["): switchPack(to: (packIndex + packs.count - 1) % packs.count)
            case .home: select(0, pack: pack, now: now)
            case .end: select(pack.levels.count - 1, pack: pack, now: now)
            case .enter, .character(" "):
                return open(selected, pack: pack, progress: progress, unlockAll: unlockAll)
            case .character("e"): return .edit(pack: packIndex, level: selected)
            case .character("?"): showingHelp = true
            case .character("q"), .escape: return .quit
            default: break
            }
        case let .mousePress(x, y):
            pressed = (x, y)
        case let .mouseRelease(x, y):
            guard let start = pressed else { return nil }
            pressed = nil
            let dx = x - start.x, dy = y - start.y
            if start.y == 1, abs(dx) < 2, let tab = tab(at: start.x, packs: packs) {
                switchPack(to: tab)
            } else if abs(dx) >= 4, abs(dx) > abs(dy) * 2 {
                // A drag across the tiles: dragging leftwards brings the next page.
                turn(by: dx < 0 ? 1 : -1, pack: pack, now: now, dragged: abs(dx))
            } else if abs(dx) < 2, abs(dy) < 1, let slot = layout.slot(x: x, y: y) {
                let level = page * layout.perPage + slot
                if level < pack.levels.count {
                    selected = level
                    return open(level, pack: pack, progress: progress, unlockAll: unlockAll)
                }
            }
        case .resize, .tick, .solved:
            break
        }
        return nil
    }

    private func pageCount(_ pack: PlayPack) -> Int {
        max(1, (pack.levels.count + layout.perPage - 1) / layout.perPage)
    }

    private mutating func turn(by step: Int, pack: PlayPack, now: Double, dragged: Int? = nil) {
        let target = page + step
        guard (0..<pageCount(pack)).contains(target) else {
            // The rubber band: the view gives way by half the distance and springs back.
            let distance = dragged ?? Layout.tileWidth
            motion = .bounce(distance: -step * distance / 2, started: now)
            return
        }
        motion = .turn(from: page, direction: -step, started: now)
        page = target
        // The selection keeps its place on the page, or the last tile of a shorter page.
        selected = min(target * layout.perPage + selected % layout.perPage, pack.levels.count - 1)
    }

    private mutating func moveSelection(by step: Int, pack: PlayPack, now: Double) {
        select(min(max(0, selected + step), pack.levels.count - 1), pack: pack, now: now)
    }

    private mutating func select(_ level: Int, pack: PlayPack, now: Double) {
        selected = level
        let target = level / layout.perPage
        if target != page {
            motion = .turn(from: page, direction: target > page ? -1 : 1, started: now)
            page = target
        }
    }

    private mutating func switchPack(to index: Int) {
        packIndex = index
        selected = 0
        page = 0
        motion = nil
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

    // MARK: Drawing

    public func draw(
        into buffer: inout CellBuffer, now: Double, packs: [PlayPack], progress: PlayerProgress,
        options: PlayOptions
    ) {
        guard layout.isUsable else {
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
        // Pack summary.
        let solved = pack.ids.filter { progress.record(for: $0)?.solved == true }.count
        let stars = pack.ids.reduce(0) { $0 + (progress.record(for: $1)?.stars ?? 0) }
        let summary =
            "\(solved)/\(pack.levels.count) solved · \(stars) \(glyphs.starOn)"
            + (pack.author.map { " · by \($0)" } ?? "")
        buffer.write(
            summary, x: max(column + 1, buffer.width - CellBuffer.columns(of: summary) - 1), y: 1,
            role: .faint)

        // Tiles, shifted by the page motion.
        let unlocked = pack.campaign(unlockAll: options.unlockAll).openCount(progress)
        let span = layout.gridWidth + Layout.gapX * 2
        switch motion {
        case let .turn(from, direction, started) where now - started < Self.turnDuration:
            let shift = Int((Double(span) * Easing.out((now - started) / Self.turnDuration)).rounded())
            drawPage(
                from, offset: direction * shift, into: &buffer, pack: pack, progress: progress,
                unlocked: unlocked, glyphs: glyphs)
            drawPage(
                page, offset: direction * shift - direction * span, into: &buffer, pack: pack,
                progress: progress,
                unlocked: unlocked, glyphs: glyphs)
        case let .bounce(distance, started) where now - started < Self.bounceDuration:
            let offset = Int(
                (Double(distance) * (1 - Easing.out((now - started) / Self.bounceDuration))).rounded())
            drawPage(
                page, offset: offset, into: &buffer, pack: pack, progress: progress, unlocked: unlocked,
                glyphs: glyphs)
        default:
            drawPage(
                page, offset: 0, into: &buffer, pack: pack, progress: progress, unlocked: unlocked,
                glyphs: glyphs)
        }

        // Page indicator.
        let pages = pageCount(pack)
        let indicatorRow = layout.gridTop + layout.gridHeight + 1
        let indicator =
            pages <= 9
            ? (0..<pages).map { String($0 == page ? glyphs.pageOn : glyphs.pageOff) }.joined(separator: " ")
            : "\(page + 1)/\(pages)"
        buffer.center(indicator, y: indicatorRow, role: .accent)

        // The selected level.
        let level = pack.levels[min(selected, pack.levels.count - 1)]
        var about = "Level \(selected + 1)" + (level.title.map { " · \($0)" } ?? "")
        if let record = progress.record(for: pack.ids[selected]), record.solved {
            about += " · best \(counted(record.bestMoves ?? 0, "move")) · \(glyphs.stars(record.stars))"
        } else if selected >= unlocked {
            about += " · locked"
        }
        buffer.center(about, y: indicatorRow + 1, role: .normal)
        if let message { buffer.centerWrapped(message, y: indicatorRow + 2, maxLines: 2, role: .warning) }
        buffer.center(
            "←/→ page · ↑/↓/Tab select · Enter play · [/] pack · e edit · ? help · q quit",
            y: buffer.height - 1, role: .faint)
        if showingHelp { HelpOverlay.draw(Self.helpLines, into: &buffer, glyphs: glyphs) }
        if glyphs.isASCII { buffer.transliterateToASCII() }
    }

    static let helpLines = [
        "Glide — level select",
        "",
        "←  →  h  l  PgUp  PgDn   previous / next page",
        "mouse drag left / right  turn the page",
        "↑  ↓  k  j               move up / down a row",
        "Tab  Shift-Tab           next / previous level",
        "Home  End                first / last level",
        "Enter  Space  click      play the selected level",
        "[  ]  click a tab        previous / next pack",
        "e                        edit the selected level",
        "?                        this help",
        "q  Esc                   quit",
        "",
        "Levels open two at a time past the first unsolved one.",
    ]

    private func drawPage(
        _ page: Int, offset: Int, into buffer: inout CellBuffer, pack: PlayPack, progress: PlayerProgress,
        unlocked: Int, glyphs: Glyphs
    ) {
        let box = glyphs.box
        let first = page * layout.perPage
        for slot in 0..<layout.perPage {
            let level = first + slot
            guard level < pack.levels.count else { break }
            let x = layout.gridLeft + (slot % layout.columns) * (Layout.tileWidth + Layout.gapX) + offset
            let y = layout.gridTop + (slot / layout.columns) * (Layout.tileHeight + Layout.gapY)
            let record = progress.record(for: pack.ids[level])
            let locked = level >= unlocked
            let isSelected = level == selected
            let role: ColorRole =
                isSelected ? .selection : locked ? .tileLocked : record?.solved == true ? .tileSolved : .tile
            let style: CellBuffer.Style = isSelected ? [.bold, .reverse] : locked ? .dim : []
            func put(
                _ character: Character, _ dx: Int, _ dy: Int, _ cellRole: ColorRole = role,
                _ cellStyle: CellBuffer.Style = style
            ) {
                // Clipped by the buffer.
                buffer[x + dx, y + dy] = .init(character, role: cellRole, style: cellStyle)
            }
            let w = Layout.tileWidth
            buffer.drawBox(
                x: x, y: y, width: w, height: Layout.tileHeight, glyphs: box, role: role, style: style)
            buffer.fill(
                x: x + 1, y: y + 1, width: w - 2, height: Layout.tileHeight - 2,
                with: .init(" ", role: role, style: style))
            let number = Array(String(level + 1))
            let numberStart = (w - number.count) / 2
            for (i, character) in number.enumerated() {
                put(character, numberStart + i, 1, role, style.union(.bold))
            }
            let mark: String
            if locked {
                mark = String(glyphs.lockedMark)
            } else if let record, record.solved {
                mark = glyphs.stars(record.stars)
            } else {
                mark = ""
            }
            let markStart = (w - mark.count) / 2
            for (i, character) in mark.enumerated() {
                put(character, markStart + i, 2, record?.solved == true && !locked ? .accent : role, style)
            }
        }
    }
}
