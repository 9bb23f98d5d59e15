import GlidePlay
import GlideRules
import GlideWording

extension LevelSelectScreen {
    /// The page indicator: dots (one a page, two columns apart, centred) up to nine pages,
    /// else "3/12".
    static func indicator(page: Int, pages: Int, glyphs: Glyphs) -> String {
        pages <= 9
            ? (0..<pages).map { String($0 == page ? glyphs.pageOn : glyphs.pageOff) }.joined(separator: " ")
            : "\(page + 1)/\(pages)"
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

    /// The key legend, from the fullest to the shortest; the widest that fits is shown.
    static let legends = [
        "←↑→↓ move · PgUp/PgDn page · Enter play · [/] pack · t stats · , settings · e edit · ? help · q quit",
        "←↑→↓ · PgUp/PgDn page · Enter play · [/] pack · t stats · , settings · e edit · ? help · q quit",
        "←↑→↓ · Enter play · [/] pack · t stats · , settings · e edit · ? help · q quit",
        "←↑→↓ · Enter play · [/] pack · t stats · ? help",
    ]

    /// Draws level select at `now`; `notice` is the session's line for the player, if any.
    func draw(
        into buffer: inout CellBuffer, now: Double, session: PlaySession, options: PlayOptions,
        notice: String?
    ) {
        guard fits else {
            buffer.centerWrapped(
                "Glide needs a terminal of at least 30×12 (this one is \(buffer.width)×\(buffer.height)).",
                y: max(0, buffer.height / 2 - 1), maxLines: max(1, buffer.height), role: .warning)
            return
        }
        guard !session.packs.isEmpty else {
            return buffer.center("No levels to play.", y: buffer.height / 2, role: .warning)
        }
        let pack = session.packs[session.selection.pack]
        let layout = layout(for: pack)
        let column = drawTabs(into: &buffer, session: session)
        if let offer = session.dailyOffer { drawDaily(into: &buffer, offer: offer) }
        let stats = PackStats(ids: pack.ids, pars: pack.levels.map(\.par), progress: session.progress)
        if let summary = Self.summary(
            stats, author: pack.author, star: options.glyphs.starOn, room: buffer.width - column - 2)
        {
            buffer.write(summary, x: buffer.width - CellBuffer.columns(of: summary) - 1, y: 1, role: .faint)
        }
        let pages = pages(session)
        drawTiles(into: &buffer, now: now, session: session, layout: layout, pages: pages, options: options)
        buffer.center(
            Self.indicator(page: pages.page, pages: pages.pageCount, glyphs: options.glyphs),
            y: layout.indicatorRow,
            role: .accent)
        drawSelected(into: &buffer, session: session, layout: layout, options: options, notice: notice)
    }

    /// The title and the packs' tabs, the selected one picked out; returns the column after them.
    private func drawTabs(into buffer: inout CellBuffer, session: PlaySession) -> Int {
        buffer.write(" Glide ", x: 0, y: 0, role: .title, style: [.bold, .reverse])
        var column = 1
        for (index, item) in session.packs.enumerated() {
            let label = " \(item.title) "
            let current = index == session.selection.pack
            buffer.write(
                label, x: column, y: 1, role: current ? .selection : .faint,
                style: current ? [.bold, .reverse] : [])
            column += CellBuffer.columns(of: label) + 1
        }
        return column
    }

    /// The tiles of the pages in view, where the swipe has them.
    private func drawTiles(
        into buffer: inout CellBuffer, now: Double, session: PlaySession, layout: TileLayout,
        pages: PageSwipe,
        options: PlayOptions
    ) {
        let pack = session.packs[session.selection.pack]
        let campaign = pack.campaign(unlockAll: options.unlockAll)
        let position = pages.position(at: now)
        let first = Int(position.rounded(.down)), last = Int(position.rounded(.up))
        for page in first...last where (0..<pages.pageCount).contains(page) {
            let offset = Int(((Double(page) - position) * Double(layout.pageWidth)).rounded())
            for slot in 0..<layout.perPage {
                let level = page * layout.perPage + slot
                guard level < pack.levels.count else { break }
                let tile = Tile(
                    level: level, pack: pack, record: session.progress.record(for: pack.ids[level]),
                    isSelected: level == session.selection.level && !session.dailySelected,
                    isLocked: campaign.lock(on: level, session.progress) != nil)
                tile.draw(
                    at: layout.origin(ofSlot: slot, offset: offset), layout: layout, into: &buffer,
                    options: options)
            }
        }
    }

    /// The selected level's line, the notice (or what b and o do), and the legend.
    private func drawSelected(
        into buffer: inout CellBuffer, session: PlaySession, layout: TileLayout, options: PlayOptions,
        notice: String?
    ) {
        if let offer = session.dailyOffer, offer.isSelected {
            return drawDailySelected(into: &buffer, offer: offer, layout: layout, notice: notice)
        }
        let selection = session.selection
        let pack = session.packs[selection.pack]
        let level = pack.levels[min(selection.level, pack.levels.count - 1)]
        let campaign = pack.campaign(unlockAll: options.unlockAll)
        var about =
            "Level \(selection.level + 1)"
            + (LevelHeading.title(level.title, number: selection.level + 1).map { " · \($0)" } ?? "")
        let record = session.progress.record(for: pack.ids[selection.level])
        if let record, record.solved {
            about +=
                " · best \(counted(record.bestMoves ?? 0, "move")) · \(options.glyphs.stars(record.stars))"
        } else if campaign.lock(on: selection.level, session.progress) != nil {
            about += " · locked"
        }
        if let par = level.par { about += " · par \(par)" }
        buffer.center(about, y: layout.indicatorRow + 1, role: .normal)
        // A notice may take the legend's row for a second line.
        let noticeLines =
            notice.map { buffer.centerWrapped($0, y: layout.indicatorRow + 2, maxLines: 2, role: .warning) }
            ?? 0
        if noticeLines == 0, record?.solved == true {
            buffer.center(
                "b watch your best · o watch a par solution", y: layout.indicatorRow + 2, role: .faint)
        }
        if noticeLines < 2 {
            buffer.drawLegend(Self.legends)
        }
    }
}

/// A level's tile: its number on the top edge, its map inside, its stars and best (or a lock)
/// on the bottom edge. The selected tile has a heavy frame, in reverse video without colour.
struct Tile {
    let level: Int
    let pack: PlayPack
    let record: PlayerProgress.Record?
    let isSelected: Bool
    let isLocked: Bool

    func draw(
        at origin: (x: Int, y: Int), layout: TileLayout, into buffer: inout CellBuffer, options: PlayOptions
    ) {
        let glyphs = options.glyphs
        let solved = record?.solved == true
        let role: ColorRole = isSelected ? .selection : isLocked ? .tileLocked : solved ? .tileSolved : .tile
        var style: CellBuffer.Style = isSelected ? .bold : isLocked ? .dim : []
        if isSelected, !options.colors { style.insert(.reverse) }
        let (x, y) = origin
        let (w, h) = (layout.tileWidth, layout.tileHeight)
        buffer.fill(x: x + 1, y: y + 1, width: w - 2, height: h - 2, with: .init(" "))
        buffer.drawBox(
            x: x, y: y, width: w, height: h, glyphs: isSelected ? glyphs.selectedBox : glyphs.box, role: role,
            style: style)
        buffer.write(" \(level + 1) ", x: x + 1, y: y, role: role, style: style.union(.bold), limit: w - 2)
        let inside = (width: w - 2, height: h - 2)
        let board = pack.levels[level].board
        let thumbnail = Thumbnail(
            board: board, scale: layout.thumbnailScale(mapWidth: board.width, mapHeight: board.height),
            state: isLocked ? .locked : solved ? .solved : .open)
        thumbnail.draw(
            into: &buffer, x: x + 1 + max(0, (inside.width - thumbnail.pixelWidth) / 2),
            y: y + 1 + max(0, (inside.height - thumbnail.rows) / 2), theme: options.theme,
            colors: options.colors, glyphs: glyphs, paintIndex: level)
        if isLocked {
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
