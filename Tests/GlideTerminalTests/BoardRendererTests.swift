import GlidePlay
import GlideRules
import GlideTestSupport
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

    @Test func everyPairOfCellKindsInOneTerminalCell() throws {
        // Row 0 over row 1, one column per pair of kinds: void, wall, floor, painted floor.
        enum Kind: CaseIterable { case void, wall, floor, painted }
        let pairs = Kind.allCases.flatMap { upper in Kind.allCases.map { (upper, $0) } }
        func glyph(_ kind: Kind) -> Character {
            switch kind {
            case .void: " "
            case .wall: "#"
            case .floor, .painted: "."
            }
        }
        // A third row holds the ball, out of the way.
        let rows = [
            String(pairs.map { glyph($0.0) }), String(pairs.map { glyph($0.1) }),
            "@" + String(repeating: " ", count: pairs.count - 1),
        ]
        let board = try LevelFormat.parse(rows.joined(separator: "\n") + "\n").levels[0].board
        var painted: [Int] = []
        for (column, pair) in pairs.enumerated() {
            if pair.0 == .painted { painted.append(board.index(of: Position(row: 0, column: column))) }
            if pair.1 == .painted { painted.append(board.index(of: Position(row: 1, column: column))) }
        }
        let state = try #require(GameState(board: board, ball: board.start, painted: painted))
        let picture = BoardPicture(board: board, state: state, animation: nil, at: 0)
        var buffer = CellBuffer(width: 20, height: 3)
        BoardRenderer(glyphs: .unicode, theme: theme, colors: true, paintIndex: 0)
            .draw(
                picture, in: BoardViewport(origin: (0, 0), rows: 3, columns: pairs.count, scale: 1),
                into: &buffer)
        func color(_ kind: Kind) -> RGB? {
            switch kind {
            case .void: nil
            case .wall: theme.wall
            case .floor: theme.floor
            case .painted: theme.paint(0)
            }
        }
        for (column, pair) in pairs.enumerated() {
            let cell = buffer[column, 0]
            // Read the two pixels back from the cell, whichever way it was written.
            var upper: RGB?, lower: RGB?
            func rgb(_ role: ColorRole?) -> RGB? {
                if case let .rgb(color)? = role { return color }
                return nil
            }
            switch cell.character {
            case "▀": (upper, lower) = (rgb(cell.role), rgb(cell.background))
            case "▄": (upper, lower) = (rgb(cell.background), rgb(cell.role))
            default: (upper, lower) = (rgb(cell.background), rgb(cell.background))
            }
            #expect(upper == color(pair.0) && lower == color(pair.1), "\(pair): \(cell)")
        }
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
