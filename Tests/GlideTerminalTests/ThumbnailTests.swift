import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("Thumbnail: a level's map in miniature")
struct ThumbnailTests {
    let board = try! LevelFormat.parse("#####\n#@..#\n#.#.#\n#...#\n#####\n").levels[0].board

    func drawn(_ state: Thumbnail.State, factor: Double, colors: Bool = true, glyphs: Glyphs = .unicode)
        -> CellBuffer
    {
        var buffer = CellBuffer(width: 12, height: 6)
        Thumbnail(board: board, scale: ThumbnailScale(factor: factor), state: state).draw(
            into: &buffer, x: 0, y: 0, theme: .classic, colors: colors, glyphs: glyphs, paintIndex: 3)
        return buffer
    }

    @Test func onePixelACellInHalfBlocks() {
        let buffer = drawn(.open, factor: 1)
        // Rows 0 and 1 of the map: wall over wall at the edge, wall over floor inside.
        #expect(buffer[0, 0].background == .rgb(Theme.classic.wall))
        #expect(buffer[1, 0].character == "▀")
        #expect(buffer[1, 0].role == .rgb(Theme.classic.wall))
        #expect(buffer[1, 0].background == .rgb(Thumbnail.floor(of: .classic)))
        #expect(buffer[5, 0].background == nil, "5 pixels wide")
        #expect(buffer[0, 3].background == nil, "5 pixels high: 3 rows")
    }

    @Test func solvedLevelsAreInTheirPaintLockedOnesGrey() {
        #expect(drawn(.solved, factor: 1)[1, 0].background == .rgb(Theme.classic.paint(3)))
        let locked = drawn(.locked, factor: 1)[1, 0]
        #expect(locked.background != .rgb(Thumbnail.floor(of: .classic)))
        #expect(locked.role != .rgb(Theme.classic.wall))
    }

    @Test func scaledUpAndDown() {
        let double = drawn(.open, factor: 2)
        #expect(double[9, 0].background == .rgb(Theme.classic.wall), "10 pixels wide")
        #expect(double[2, 1].background == .rgb(Thumbnail.floor(of: .classic)), "cell (1,1) is pixels 2…3")
        let half = Thumbnail(board: board, scale: ThumbnailScale(factor: 0.5), state: .open)
        #expect(half.pixelWidth == 3 && half.rows == 2)
        #expect(half.cell(atPixel: 0, 0) == .wall, "three walls and the start")
        #expect(half.cell(atPixel: 1, 1) == .floor, "two floors, two walls: floor on a tie")
    }

    @Test func withoutColourWallsAreHalfBlocksAndPaintIsShaded() {
        let open = drawn(.open, factor: 1, colors: false)
        #expect(open[0, 0].character == "█")
        #expect(open[1, 0].character == "▀")
        #expect(open[1, 1].character == " ", "floor over floor")
        #expect(drawn(.solved, factor: 1, colors: false)[1, 1].character == "░")
        #expect(drawn(.locked, factor: 1, colors: false)[0, 0].style.contains(.dim))
        let ascii = drawn(.solved, factor: 1, colors: false, glyphs: .ascii)
        #expect(ascii[0, 0].character == "#" && ascii[1, 1].character == "*")
    }
}
