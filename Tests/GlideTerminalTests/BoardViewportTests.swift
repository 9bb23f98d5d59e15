import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("Board viewport")
struct BoardViewportTests {
    func fit(_ rows: Int, _ columns: Int, _ width: Int, _ height: Int, halfBlocks: Bool = true)
        -> BoardViewport
    {
        BoardViewport.fitting(rows: rows, columns: columns, in: (0, 0, width, height), halfBlocks: halfBlocks)
    }

    @Test func smallBoardsGetLargeCells() {
        let viewport = fit(5, 5, 200, 46)
        #expect(viewport.scale == 18, "5 × 18 = 90 pixels = 45 rows of 46")
        #expect(viewport.size.height >= 46 / 2, "at least half the smaller side")
        #expect(fit(12, 12, 100, 28).scale == 4)
        #expect(fit(12, 12, 100, 28, halfBlocks: false).scale == 4)
        #expect(fit(5, 5, 200, 46, halfBlocks: false).scale == 18)
        #expect(fit(5, 7, 200, 46, halfBlocks: false).scale % 2 == 0, "glyph cells are whole rows")
    }

    @Test func largeBoardsFitWholeInHalfBlocks() {
        // 40×40 in 80×24 (21 rows between the status and the message line), 45×45 in 100×30.
        let forty = fit(40, 40, 80, 21)
        #expect(forty.scale == 1 && forty.rows == 40 && forty.columns == 40 && forty.size == (40, 20))
        let fortyFive = fit(45, 45, 100, 27)
        #expect(fortyFive.scale == 1 && fortyFive.rows == 45 && fortyFive.size == (45, 23))
        // Without colour, the same boards scroll.
        let glyphs = fit(40, 40, 80, 21, halfBlocks: false)
        #expect(glyphs.scale == 2 && glyphs.rows == 21 && glyphs.columns == 40)
    }

    @Test func boardsTooLargeForHalfBlocksScroll() {
        let viewport = fit(64, 64, 80, 21)
        #expect(viewport.scale == 1 && viewport.rows == 42 && viewport.columns == 64)
        let scrolled = viewport.scrolled(
            toward: Position(row: 63, column: 0), boardRows: 64, boardColumns: 64)
        #expect(scrolled.firstRow == 22)
    }

    @Test func screenPositionsRoundTrip() {
        for scale in 1...6 {
            let viewport = BoardViewport(origin: (3, 2), rows: 10, columns: 10, scale: scale)
            for row in 0..<10 {
                for column in 0..<10 {
                    let position = Position(row: row, column: column)
                    let (x, y) = viewport.center(position)!
                    #expect(viewport.position(x: x, y: y)?.column == column)
                    if scale >= 2 { #expect(viewport.position(x: x, y: y) == position, "scale \(scale)") }
                }
            }
        }
    }
}
