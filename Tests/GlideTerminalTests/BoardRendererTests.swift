import GlideKit
import Testing

@testable import GlideTerminal

@Suite("Board renderer")
struct BoardRendererTests {
    let theme = Theme.classic

    /// Draws `rows` (level map rows) settled, in colour, at `scale`.
    func drawn(_ rows: [String], scale: Int, colors: Bool = true, glyphs: Glyphs = .unicode) throws -> (
        CellBuffer, BoardViewport, BoardPicture
    ) {
        let board = try LevelFormat.parse(rows.joined(separator: "\n") + "\n").levels[0].board
        let picture = BoardPicture(board: board, state: board.initialState, animation: nil, at: 0)
        let viewport = BoardViewport(origin: (1, 1), rows: board.height, columns: board.width, scale: scale)
        var buffer = CellBuffer(width: 120, height: 60)
        BoardRenderer(glyphs: glyphs, theme: theme, colors: colors, paintIndex: 0)
            .draw(picture, in: viewport, into: &buffer)
        return (buffer, viewport, picture)
    }

    @Test func halfBlocksPairTwoBoardRowsInOneTerminalRowForEveryCombinationOfCells() throws {
        // Columns: wall over wall, wall over floor, floor over wall, floor over void, void over
        // wall, void over void, floor over floor; the ball's painted cell below, at the left.
        let (buffer, _, _) = try drawn(["##..  .", "#.# # .", "@      "], scale: 1)
        let wall = ColorRole.rgb(theme.wall), floor = ColorRole.rgb(theme.floor)
        func cell(_ x: Int) -> CellBuffer.Cell { buffer[1 + x, 1] }
        #expect(cell(0) == .init(" ", background: wall), "same colour twice: a space on that colour")
        #expect(cell(1) == .init("▀", role: wall, background: floor))
        #expect(cell(2) == .init("▀", role: floor, background: wall))
        #expect(cell(3) == .init("▀", role: floor), "over void: the terminal's own background below")
        #expect(cell(4) == .init("▄", role: wall))
        #expect(cell(5) == .init(" "), "void over void is left alone")
        #expect(cell(6) == .init(" ", background: floor))
        // The third board row starts the second terminal row: the ball's pixel on top.
        let ball = theme.ball(on: theme.paint(0))
        #expect(buffer[1, 2] == .init("▀", role: .rgb(ball)))
    }

    @Test func largeCellsAreSolidBlocksWithARoundBall() throws {
        let (buffer, viewport, _) = try drawn(["#@.#"], scale: 6)
        #expect(viewport.size == (24, 3))
        let wall = ColorRole.rgb(theme.wall), floor = ColorRole.rgb(theme.floor)
        for y in 1...3 {
            #expect((1...6).allSatisfy { buffer[$0, y] == .init(" ", background: wall) })
            #expect((13...18).allSatisfy { buffer[$0, y] == .init(" ", background: floor) })
        }
        // The ball: a disk of the ball's colour inside the painted start cell, corners painted.
        let paint = ColorRole.rgb(theme.paint(0)), ball = ColorRole.rgb(theme.ball(on: theme.paint(0)))
        #expect(buffer[7, 1].background == paint || buffer[7, 1].role == paint)
        #expect(buffer[10, 2] == .init(" ", background: ball), "its middle is solid")
        #expect(
            buffer[7, 2].role == ball || buffer[7, 2].background == ball
                || buffer[7, 2] == .init(" ", background: paint))
    }

    @Test func twoColumnCellsDrawTheBallAsAGlyphOnItsCellsColour() throws {
        let (buffer, _, _) = try drawn(["#@.#"], scale: 2)
        let paint = ColorRole.rgb(theme.paint(0))
        #expect(buffer[3, 1].character == "◖" && buffer[4, 1].character == "◗")
        #expect(buffer[3, 1].background == paint)
        #expect(buffer[5, 1] == .init(" ", background: .rgb(theme.floor)))
    }

    @Test func withoutColourGlyphsAloneTellTheCellsApart() throws {
        for scale in [2, 4, 6] {
            let (buffer, viewport, _) = try drawn(["#@. #"], scale: scale, colors: false)
            func glyph(_ column: Int) -> String {
                let (x, y) = viewport.center(Position(row: 0, column: column))!
                return String([buffer[x, y].character, buffer[x + 1, y].character])
            }
            #expect([glyph(0), glyph(1), glyph(2), glyph(3)] == ["▓▓", "◖◗", "· ", "  "], "scale \(scale)")
            #expect(buffer.cells.allSatisfy { $0.background == nil }, "no colour blocks")
        }
    }

    @Test func asciiDrawsGlyphsEvenInColour() throws {
        let (buffer, _, _) = try drawn(["#@.#"], scale: 2, glyphs: .ascii)
        #expect(buffer.line(1).hasPrefix(" ##()"))
    }
}
