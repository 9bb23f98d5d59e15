import GlidePlay
import GlideWording

/// Today's daily puzzle in level select: an entry on the title row, above the pack's tabs and
/// levels, that ↑ from the first row of tiles (or Shift-Tab from the first level) reaches and
/// Enter or a click plays; while it is selected, the line under the tiles says where the player
/// stands on it.
extension LevelSelectScreen {
    /// The entry's text (padded; between ▶ and ◀ while selected, so that it shows without
    /// colour too) and the columns it takes, as long as fits beside the title: right-aligned
    /// on the title row.
    static func dailyLabel(_ offer: DailyOffer, width: Int) -> (text: String, columns: Range<Int>)? {
        let room = width - CellBuffer.columns(of: titleText) - 2
        let label = CellBuffer.fitting(offer.labels, in: room - 2)
        let text = offer.isSelected ? "▶" + label + "◀" : " " + label + " "
        let columns = CellBuffer.columns(of: text)
        guard columns <= room else { return nil }
        let x = width - columns - 1
        return (text, x..<(x + columns))
    }

    /// The title at the top left, which the entry stands beside.
    static let titleText = " Glide "

    /// Keys while the daily puzzle is selected: ↓ and Tab go back down to the levels, Enter and
    /// Space play it, ← → and ↑ stay; nil for the keys that act as they do on a level.
    static func dailyIntents(for key: Key, view: View) -> [PlayIntent]? {
        if let direction = key.direction(wasd: true) {
            return direction == .down ? [view.selecting] : [.proceed]
        }
        switch key {
        case .tab: return [view.selecting]
        case .backTab: return [.proceed]
        case .enter, .character(" "): return [.openSelected]
        default: return nil
        }
    }

    /// Draws the entry on the title row.
    func drawDaily(into buffer: inout CellBuffer, offer: DailyOffer) {
        guard let (text, columns) = Self.dailyLabel(offer, width: buffer.width) else { return }
        buffer.write(
            text, x: columns.lowerBound, y: 0, role: offer.isSelected ? .selection : .accent,
            style: offer.isSelected ? [.bold, .reverse] : .reverse)
    }

    /// The line under the tiles while the daily puzzle is selected: where the player stands on
    /// it, and what Enter does; a notice may take the next row.
    func drawDailySelected(
        into buffer: inout CellBuffer, offer: DailyOffer, layout: TileLayout, notice: String?
    ) {
        buffer.center(
            CellBuffer.fitting(offer.about, in: buffer.width - 2), y: layout.indicatorRow + 1, role: .normal)
        let noticeLines =
            notice.map { buffer.centerWrapped($0, y: layout.indicatorRow + 2, maxLines: 2, role: .warning) }
            ?? 0
        if noticeLines < 2 { buffer.drawLegend(Self.legends) }
    }
}
