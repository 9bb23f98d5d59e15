import GlideRules

/// How the editor shows its board, kept by the app between frames (only the terminal knows
/// its size): the zoom the designer chose, the part of a board too large for the terminal that
/// is scrolled to, and whether the traps are marked. The board is drawn at the game's scales
/// (`BoardViewport`): by default the largest at which the whole level fits, as the game draws
/// it; `z` and `Z` step through the others. The cursor stays `margin` cells inside the part
/// shown, so what lies beyond it is seen before it is reached.
public struct EditorView: Equatable, Sendable {
    /// The scale zoomed to; nil: the largest at which the whole draft fits.
    public private(set) var scale: Int?
    /// The first draft row and column shown.
    public private(set) var firstRow = 0, firstColumn = 0
    /// Whether the trap overlay is on.
    public var showsTraps = false
    /// The pack file and level the scroll is for: another level starts afresh around the
    /// cursor; another pack, at the fitting zoom too.
    private var shown: Shown?
    /// Whether the next viewport puts the cursor in its middle rather than scrolling just
    /// enough (after a zoom, or on another level).
    private var centering = true

    private struct Shown: Equatable, Sendable {
        let path: String
        let level: Int
    }

    public init() {}

    /// Cells kept between the cursor and the edge of the part shown, where the board allows.
    static let margin = 3
    /// The largest scale zoom reaches (larger when a small level fits larger still).
    static let largestZoom = 8

    /// The scales the board can be drawn at: every one with half blocks, even ones with
    /// glyphs (a cell is then whole rows), from the smallest up to `largestZoom` or the one at
    /// which the whole draft fits, whichever is larger.
    static func scales(fitting: Int, halfBlocks: Bool) -> [Int] {
        let step = halfBlocks ? 1 : 2
        return Array(stride(from: step, through: max(fitting, largestZoom), by: step))
    }

    /// The part of a `rows`×`columns` draft shown in `area` (terminal cells), and where: at
    /// the zoom chosen or else `fitting`, the scale at which the whole draft fits, centred
    /// where it fits, else scrolled from where this view was just far enough to keep `focus`
    /// `margin` cells inside.
    func viewport(
        rows: Int, columns: Int, in area: (x: Int, y: Int, width: Int, height: Int), fitting: Int,
        halfBlocks: Bool, focus: Position
    ) -> BoardViewport {
        let allowed = Self.scales(fitting: fitting, halfBlocks: halfBlocks)
        let scale = scale.map { zoomed in allowed.last { $0 <= zoomed } ?? allowed[0] } ?? fitting
        let shownColumns = max(1, min(columns, area.width / scale))
        let shownRows = max(1, min(rows, area.height * 2 / scale))
        var viewport = BoardViewport(origin: (0, 0), rows: shownRows, columns: shownColumns, scale: scale)
        let size = viewport.size
        viewport.origin = (area.x + (area.width - size.width) / 2, area.y + (area.height - size.height) / 2)
        let (fromRow, fromColumn) =
            centering ? (focus.row - shownRows / 2, focus.column - shownColumns / 2) : (firstRow, firstColumn)
        viewport.firstRow = Self.scrolled(fromRow, shown: shownRows, of: rows, keeping: focus.row)
        viewport.firstColumn = Self.scrolled(
            fromColumn, shown: shownColumns, of: columns, keeping: focus.column)
        return viewport
    }

    /// The first line shown after scrolling from `first` as little as keeps `focus` a margin
    /// inside the `shown` lines, within the `total`.
    static func scrolled(_ first: Int, shown: Int, of total: Int, keeping focus: Int) -> Int {
        let margin = min(Self.margin, (shown - 1) / 2)
        var first = min(first, focus - margin)
        first = max(first, focus + margin - shown + 1)
        return min(max(0, first), max(0, total - shown))
    }

    /// This view, scrolled as `viewport` is (after a key moved the cursor or the terminal
    /// changed), for the level `level` of the pack at `path`.
    mutating func follow(_ viewport: BoardViewport, path: String, level: Int) {
        firstRow = viewport.firstRow
        firstColumn = viewport.firstColumn
        centering = false
        shown = Shown(path: path, level: level)
    }

    /// Starts afresh when the editor shows another level or pack: the scroll centred on
    /// `focus` (it is then kept in view as the cursor moves), the zoom kept within a pack.
    mutating func open(path: String, level: Int) {
        guard shown != Shown(path: path, level: level) else { return }
        if shown?.path != path { scale = nil }
        centering = true
        shown = Shown(path: path, level: level)
    }

    /// Zooms in (larger cells) or out from `current`, the scale on show, the cursor put in
    /// the middle; false at the end of the scales.
    mutating func zoom(in zoomingIn: Bool, from current: Int, fitting: Int, halfBlocks: Bool) -> Bool {
        let allowed = Self.scales(fitting: fitting, halfBlocks: halfBlocks)
        guard
            let next = zoomingIn
                ? allowed.first(where: { $0 > current }) : allowed.last(where: { $0 < current })
        else { return false }
        scale = next
        centering = true
        return true
    }
}
