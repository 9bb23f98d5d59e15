import Testing

@testable import GlideTerminal

@Suite("TileLayout: tiles that fill the screen")
struct TileLayoutTests {
    /// Terminal rows the tiles leave blank: between the header and the page dots, none.
    func blankRows(_ layout: TileLayout) -> Int {
        layout.height - TileLayout.headerRows - TileLayout.footerRows - layout.gridHeight
    }

    @Test(arguments: [(64, 16), (80, 24), (120, 40), (200, 50)])
    func asManyRowsAsFitAndNoBlankRows(size: (Int, Int)) {
        for (mapWidth, mapHeight) in [(8, 8), (15, 13), (25, 25)] {
            let layout = TileLayout(width: size.0, height: size.1, mapWidth: mapWidth, mapHeight: mapHeight)
            #expect(layout.rows >= 2, "\(size) \(mapWidth)×\(mapHeight)")
            #expect(blankRows(layout) <= layout.rows, "at most the rounding of the shared height")
            #expect(layout.gridWidth <= size.0 - 2)
            let thumbnailRows = (layout.scale.pixels(mapHeight) + 1) / 2
            #expect(thumbnailRows <= layout.tileHeight - 2, "the map fits its tile")
            #expect(layout.scale.pixels(mapWidth) <= layout.tileWidth - 2)
        }
    }

    @Test func smallScreensGetSmallThumbnailsLargeOnesLargeTiles() {
        let small = TileLayout(width: 64, height: 16, mapWidth: 8, mapHeight: 8)
        #expect(small.rows == 2 && small.tileHeight == 4 && small.columns == 4)
        #expect(small.scale.factor == 0.5, "8×8 maps in 4×4 pixels")
        let medium = TileLayout(width: 80, height: 24, mapWidth: 15, mapHeight: 13)
        #expect(medium.rows == 2 && medium.tileHeight == 8)
        #expect(medium.scale.pixels(13) == 12, "as high as the tile allows")
        let large = TileLayout(width: 200, height: 50, mapWidth: 8, mapHeight: 8)
        #expect(large.scale.factor == 2, "two pixels a cell at most")
        #expect(large.rows == 4 && large.perPage == 40)
    }

    @Test func aSmallPackGetsFewerLargerTilesThatFillThePage() {
        // 15 levels of up to 8×8 (the tutorial before issue 24). At 200×50, 40 tiles would fit.
        let layout = TileLayout(width: 200, height: 50, mapWidth: 8, mapHeight: 8, levels: 15)
        #expect(layout.perPage >= 15 && layout.perPage < 15 + layout.columns, "no empty row")
        #expect(layout.rows == 3 && layout.columns == 5, "three full rows of five")
        #expect(layout.scale.factor == 2 && layout.tileWidth > 2 * 8 + 2, "wider tiles")
        #expect(blankRows(layout) <= layout.rows)
        #expect(layout.gridWidth <= 198)
        #expect(layout.scale.pixels(8) <= layout.tileWidth - 2)
        #expect((layout.scale.pixels(8) + 1) / 2 <= layout.tileHeight - 2)
        // A pack with more levels than fit keeps the full grid.
        #expect(TileLayout(width: 200, height: 50, mapWidth: 8, mapHeight: 8, levels: 51).perPage == 40)
    }

    @Test func scalesDownMapTheirCellsToPixels() {
        let half = ThumbnailScale(factor: 0.5)
        #expect(half.pixels(25) == 13)
        #expect(half.cells(ofPixel: 3) == 6..<8)
        let double = ThumbnailScale(factor: 2)
        #expect(double.pixels(8) == 16)
        #expect(double.cells(ofPixel: 5) == 2..<3)
        #expect(
            ThumbnailScale(fitting: 25, 25, intoPixels: 100, 38).factor == 1, "whole pixels a cell above 1")
        #expect(ThumbnailScale(fitting: 15, 13, intoPixels: 100, 12).factor == 12.0 / 13)
    }

    @Test func slotsAreFoundByCell() {
        let layout = TileLayout(width: 80, height: 24, mapWidth: 8, mapHeight: 8)
        let origin = layout.origin(ofSlot: layout.columns + 1)
        #expect(layout.slot(x: origin.x, y: origin.y) == layout.columns + 1)
        #expect(layout.slot(x: origin.x - 1, y: origin.y) == nil, "the gap between tiles")
        #expect(layout.isOnGrid(y: origin.y) && !layout.isOnGrid(y: layout.indicatorRow))
    }

    @Test func noTileCrossesItsPageWhateverTheMapsAndTheTerminal() {
        // Terminals from the smallest level select draws in (30×12) to 200×50; maps from one
        // cell to 45×45, one row or one column, square, wide and tall; packs of 1 to 60 levels.
        let sizes = [(30, 12), (40, 14), (64, 16), (80, 24), (100, 30), (100, 32), (120, 40), (200, 50)]
        let maps = [
            (1, 1), (3, 1), (1, 3), (12, 1), (31, 1), (60, 1), (1, 20), (1, 45), (8, 8), (15, 13), (30, 30),
            (45, 45), (45, 10), (10, 45), (80, 3), (3, 40),
        ]
        for (width, height) in sizes {
            for (mapWidth, mapHeight) in maps {
                for levels in [1, 2, 3, 5, 6, 7, 12, 40, 60] {
                    let layout = TileLayout(
                        width: width, height: height, mapWidth: mapWidth, mapHeight: mapHeight, levels: levels
                    )
                    let what = "\(width)×\(height), \(levels) maps of \(mapWidth)×\(mapHeight)"
                    for slot in 0..<min(levels, layout.perPage) {
                        let (x, y) = layout.origin(ofSlot: slot)
                        // Inside the page: under the tabs, above the page dots, within the width.
                        #expect(x >= 0 && x + layout.tileWidth <= width, "\(what): slot \(slot) at x \(x)")
                        #expect(
                            y >= TileLayout.headerRows && y + layout.tileHeight <= layout.indicatorRow,
                            "\(what): slot \(slot) at y \(y)")
                    }
                    // And every map inside its tile.
                    let scale = layout.thumbnailScale(mapWidth: mapWidth, mapHeight: mapHeight)
                    #expect(scale.pixels(mapWidth) <= layout.tileWidth - 2, "\(what)")
                    #expect((scale.pixels(mapHeight) + 1) / 2 <= layout.tileHeight - 2, "\(what)")
                }
            }
        }
    }

    @Test func scaledDownMapsEachFillTheirTile() {
        // Master: maps of up to 45×45 set the tiles; a 29×30 map among them fills its tile.
        let layout = TileLayout(width: 100, height: 32, mapWidth: 45, mapHeight: 45)
        #expect(layout.scale.factor < 0.5)
        let own = layout.thumbnailScale(mapWidth: 29, mapHeight: 30)
        #expect(own.factor > layout.scale.factor)
        #expect(own.pixels(30) > layout.tileHeight * 2 - 4 - 2 || own.pixels(29) > layout.tileWidth - 2 - 2)
        // Maps drawn at whole pixels a cell keep the layout's scale, so their sizes compare.
        let tutorial = TileLayout(width: 100, height: 32, mapWidth: 8, mapHeight: 8)
        #expect(tutorial.thumbnailScale(mapWidth: 5, mapHeight: 5) == tutorial.scale)
    }
}
