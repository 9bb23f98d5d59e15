/// Where level select puts its tiles for a terminal size and a pack: the tiles' size, how many
/// per row and per page, and the thumbnails' scale. As many rows of tiles as fit with
/// thumbnails at two pixels a cell (at least two rows when two fit at all), the rows sharing
/// the whole height (no blank rows under them), and thumbnails as large as their tile's
/// height then allows.
struct TileLayout: Equatable, Sendable {
    /// Rows above the tiles (title, tabs, a blank) and below them (page dots, the selected
    /// level, a message, the key legend).
    static let headerRows = 3, footerRows = 4
    static let gapX = 2, gapY = 1
    /// The narrowest tile: its bottom edge holds stars and a best of three digits.
    static let minimumTileWidth = 11
    /// Thumbnails are at least this many text rows (four pixels) high.
    static let minimumThumbnailRows = 2

    let width: Int, height: Int
    let scale: ThumbnailScale
    let tileWidth: Int, tileHeight: Int
    /// Tiles per row and rows per page.
    let columns: Int, rows: Int

    /// The layout for a terminal of `width`×`height` showing `levels` levels whose largest map
    /// is `mapWidth`×`mapHeight` cells. A pack that fills fewer tiles than fit gets fewer,
    /// larger ones, its thumbnails up to six pixels a cell, so its page is not half blank.
    init(width: Int, height: Int, mapWidth: Int, mapHeight: Int, levels: Int = .max) {
        self.width = width
        self.height = height
        let available = max(1, height - Self.headerRows - Self.footerRows)
        func rowsFitting(thumbnailRows: Int) -> Int {
            (available + Self.gapY) / (thumbnailRows + 2 + Self.gapY)
        }
        func tileHeight(rows: Int) -> Int {
            max(Self.minimumThumbnailRows + 2, (available + Self.gapY) / rows - Self.gapY)
        }
        // Tiles are never lower than the smallest thumbnail allows, however flat the maps: six
        // one-row maps at 100×30 once took six tiles of four rows, 29 rows where 23 fit.
        let natural = rowsFitting(
            thumbnailRows: max(Self.minimumThumbnailRows, (ThumbnailScale.largest.pixels(mapHeight) + 1) / 2))
        var rows = max(1, natural, min(2, rowsFitting(thumbnailRows: Self.minimumThumbnailRows)))
        var scale = ThumbnailScale(
            fitting: mapWidth, mapHeight, intoPixels: width - 4, (tileHeight(rows: rows) - 2) * 2)
        var tileWidth = min(
            max(Self.minimumTileWidth, scale.pixels(mapWidth) + 2), max(Self.minimumTileWidth, width - 2))
        var columns = max(1, (width - 2 + Self.gapX) / (tileWidth + Self.gapX))
        if levels < rows * columns {
            // Every level on one page, in tiles that fill it: the rows that give the largest
            // thumbnails, then the fewest empty tiles, then the most rows.
            var best: (factor: Double, empty: Int, rows: Int)? = nil
            for candidateRows in 1...rows {
                let candidateColumns = (levels + candidateRows - 1) / candidateRows
                let widest = (width - 2 + Self.gapX) / candidateColumns - Self.gapX
                guard widest >= Self.minimumTileWidth else { continue }
                let candidate = ThumbnailScale(
                    fitting: mapWidth, mapHeight, intoPixels: widest - 2,
                    (tileHeight(rows: candidateRows) - 2) * 2, largest: 6)
                guard candidate.factor >= scale.factor else { continue }
                let rank = (candidate.factor, -(candidateRows * candidateColumns - levels), candidateRows)
                if let best, rank <= (best.factor, -best.empty, best.rows) { continue }
                best = (candidate.factor, candidateRows * candidateColumns - levels, candidateRows)
                (rows, columns, scale, tileWidth) = (candidateRows, candidateColumns, candidate, widest)
            }
        }
        self.rows = rows
        self.columns = columns
        self.scale = scale
        self.tileWidth = tileWidth
        self.tileHeight = tileHeight(rows: rows)
    }

    /// The scale of a `mapWidth`×`mapHeight` map's thumbnail: the layout's, or, where maps are
    /// scaled down, the largest at which this map fills its tile (a 30×30 maze among 45×45
    /// ones is drawn at two thirds of a pixel a cell, not four ninths, and shows its corridors).
    func thumbnailScale(mapWidth: Int, mapHeight: Int) -> ThumbnailScale {
        guard scale.factor < 1 else { return scale }
        return ThumbnailScale(
            fitting: mapWidth, mapHeight, intoPixels: tileWidth - 2, (tileHeight - 2) * 2, largest: 1)
    }

    var perPage: Int { columns * rows }
    var gridWidth: Int { columns * (tileWidth + Self.gapX) - Self.gapX }
    var gridLeft: Int { (width - gridWidth) / 2 }
    var gridTop: Int { Self.headerRows }
    var gridHeight: Int { rows * (tileHeight + Self.gapY) - Self.gapY }
    /// How far the pages move per page: a page and the gaps either side.
    var pageWidth: Int { gridWidth + Self.gapX * 2 }
    var indicatorRow: Int { height - Self.footerRows }

    /// The top-left corner of the tile in `slot` (0 ..< perPage), on a page shifted `offset`
    /// columns.
    func origin(ofSlot slot: Int, offset: Int = 0) -> (x: Int, y: Int) {
        (
            gridLeft + (slot % columns) * (tileWidth + Self.gapX) + offset,
            gridTop + (slot / columns) * (tileHeight + Self.gapY)
        )
    }

    /// The tile slot (0 ..< perPage) at a terminal cell, if any.
    func slot(x: Int, y: Int) -> Int? {
        let localX = x - gridLeft, localY = y - gridTop
        guard localX >= 0, localY >= 0 else { return nil }
        let column = localX / (tileWidth + Self.gapX), row = localY / (tileHeight + Self.gapY)
        guard column < columns, row < rows, localX % (tileWidth + Self.gapX) < tileWidth,
            localY % (tileHeight + Self.gapY) < tileHeight
        else { return nil }
        return row * columns + column
    }

    /// Whether a terminal row is among the tiles' (where a drag moves the pages).
    func isOnGrid(y: Int) -> Bool { y >= gridTop && y < gridTop + gridHeight }
}

/// How a map's cells become a thumbnail's pixels (two pixels, one above the other, per text
/// cell): one or two pixels a cell, or, for maps too large for that, fewer pixels than cells.
struct ThumbnailScale: Equatable, Sendable {
    /// Pixels per cell: 1 or 2, or below 1 when scaling down.
    let factor: Double

    static let largest = ThumbnailScale(factor: 2)

    /// The largest scale (`largest` at most) at which a `mapWidth`×`mapHeight` map fits in
    /// `pixelWidth`×`pixelHeight` pixels; whole pixels a cell when at least one fits, so
    /// walls keep even widths.
    init(
        fitting mapWidth: Int, _ mapHeight: Int, intoPixels pixelWidth: Int, _ pixelHeight: Int,
        largest: Double = 2
    ) {
        let fit = min(
            largest, Double(max(1, pixelWidth)) / Double(max(1, mapWidth)),
            Double(max(1, pixelHeight)) / Double(max(1, mapHeight)))
        factor = fit >= 1 ? fit.rounded(.down) : fit
    }

    init(factor: Double) { self.factor = factor }

    /// How many pixels `cells` cells take.
    func pixels(_ cells: Int) -> Int { max(1, Int((Double(cells) * factor - 1e-9).rounded(.up))) }

    /// The cells (along one side) pixel `pixel` shows: one cell when enlarging, a run of cells
    /// when scaling down.
    func cells(ofPixel pixel: Int) -> Range<Int> {
        let first = Int((Double(pixel) / factor + 1e-9).rounded(.down))
        let end = Int((Double(pixel + 1) / factor - 1e-9).rounded(.up))
        return first..<max(first + 1, end)
    }

    /// How much of `cell` pixel `pixel` covers, as a share of the pixel: 1 when enlarging.
    func overlap(ofPixel pixel: Int, cell: Int) -> Double {
        guard factor < 1 else { return 1 }
        let start = Double(pixel) / factor, end = Double(pixel + 1) / factor
        return max(0, min(end, Double(cell + 1)) - max(start, Double(cell))) * factor
    }
}
