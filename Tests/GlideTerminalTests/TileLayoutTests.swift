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
}
