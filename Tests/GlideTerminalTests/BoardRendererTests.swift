import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("Board renderer")
struct BoardRendererTests {
    let theme = Theme.classic

    /// Draws `rows` (level map rows) settled, in colour, at `scale`.
    func drawn(
        _ rows: [String], scale: Int, colors: Bool = true, glyphs: Glyphs = .unicode, dimming: Double = 0,
        depth: ColorDepth = .truecolor
    ) throws -> (CellBuffer, BoardViewport, BoardPicture) {
        let board = try LevelFormat.parse(rows.joined(separator: "\n") + "\n").levels[0].board
        let picture = BoardPicture(board: board, state: board.initialState, animation: nil, at: 0)
        let viewport = BoardViewport(origin: (1, 1), rows: board.height, columns: board.width, scale: scale)
        var buffer = CellBuffer(width: 120, height: 60)
        BoardRenderer(
            glyphs: glyphs, theme: theme, colors: colors, paintIndex: 0, dimming: dimming, depth: depth
        )
        .draw(picture, in: viewport, into: &buffer)
        return (buffer, viewport, picture)
    }

    @Test func halfBlocksPairTwoBoardRowsInOneTerminalRowForEveryCombinationOfCells() throws {
        // Columns: wall over wall, wall over floor, floor over wall, floor over void, void over
        // wall, void over void, floor over floor; the ball's painted cell two rows below, at
        // the left (its plus covers the cells next to it: the one above it, and none of these).
        let (buffer, _, _) = try drawn(["##..  .", "#.# # .", "      #", "@      "], scale: 1)
        let wall = ColorRole.rgb(theme.wall), floor = ColorRole.rgb(theme.floor)
        func cell(_ x: Int) -> CellBuffer.Cell { buffer[1 + x, 1] }
        #expect(cell(0) == .init(" ", background: wall), "same colour twice: a space on that colour")
        #expect(cell(1) == .init("▀", role: wall, background: floor))
        #expect(cell(2) == .init("▀", role: floor, background: wall))
        #expect(cell(3) == .init("▀", role: floor), "over void: the terminal's own background below")
        #expect(cell(4) == .init("▄", role: wall))
        #expect(cell(5) == .init(" "), "void over void is left alone")
        #expect(cell(6) == .init(" ", background: floor))
        // The third and fourth board rows are the second terminal row: the ball and its arm.
        #expect(buffer[1, 2] == .init(" ", background: .rgb(theme.ball)))
        #expect(buffer[2, 2] == .init("▄", role: .rgb(theme.ball)), "its arm to the right")
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
        // A fourth row holds the ball, out of the way (its plus reaches the third).
        let blank = String(repeating: " ", count: pairs.count - 1)
        let rows = [
            String(pairs.map { glyph($0.0) }), String(pairs.map { glyph($0.1) }), blank + "#", "@" + blank,
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
                picture, in: BoardViewport(origin: (0, 0), rows: 4, columns: pairs.count, scale: 1),
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

    @Test func aDimmedBoardDarkensWallsAndPaintTurnsTheFloorLeftAmberAndLeavesTheBall() throws {
        let rows = ["#@..#"]
        let (bright, viewport, _) = try drawn(rows, scale: 6)
        let (dimmed, _, _) = try drawn(rows, scale: 6, dimming: 1)
        func background(_ buffer: CellBuffer, column: Int, dx: Int = 0, dy: Int = 0) -> RGB? {
            let x = viewport.origin.x + column * 6 + dx, y = viewport.origin.y + dy
            if case let .rgb(color)? = buffer[x, y].background { return color }
            return nil
        }
        let wall = (try #require(background(bright, column: 0)), try #require(background(dimmed, column: 0)))
        #expect(wall.1.luminance < 0.5 * wall.0.luminance, "the wall steps back")
        // The floor left stands out: no darker, nearer amber, and further from the wall.
        let floor = (try #require(background(bright, column: 2)), try #require(background(dimmed, column: 2)))
        #expect(floor.1.luminance >= floor.0.luminance)
        #expect(
            floor.1.contrast(with: BoardRenderer.stepBackFloor)
                < floor.0.contrast(with: BoardRenderer.stepBackFloor))
        #expect(floor.1.contrast(with: wall.1) > floor.0.contrast(with: wall.0))
        // The start's paint, in a corner of its cell, and the ball's middle.
        let paint = try #require(background(dimmed, column: 1))
        #expect(paint.luminance < 0.5 * theme.paint(0).luminance)
        #expect(background(dimmed, column: 1, dx: 3, dy: 1) == theme.ball, "the ball stays bright")
    }

    @Test func inSixteenColoursALostBoardsFloorTurnsAmberAndTheRestStays() throws {
        let rows = ["#@..#"]
        let (bright, viewport, _) = try drawn(rows, scale: 6, depth: .ansi16)
        let (lost, _, _) = try drawn(rows, scale: 6, dimming: 1, depth: .ansi16)
        func background(_ buffer: CellBuffer, column: Int) -> ColorRole? {
            buffer[viewport.origin.x + column * 6, viewport.origin.y].background
        }
        #expect(background(lost, column: 2) == .rgb(BoardRenderer.stepBackFloor16))
        #expect(background(lost, column: 0) == background(bright, column: 0), "the walls as they were")
        #expect(background(lost, column: 1) == background(bright, column: 1), "the paint as it was")
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
        let paint = ColorRole.rgb(theme.paint(0)), ball = ColorRole.rgb(theme.ball)
        #expect(buffer[7, 1].background == paint || buffer[7, 1].role == paint)
        #expect(buffer[10, 2] == .init(" ", background: ball), "its middle is solid")
        #expect(
            buffer[7, 2].role == ball || buffer[7, 2].background == ball
                || buffer[7, 2] == .init(" ", background: paint))
    }

    @Test func twoColumnCellsSpillTheBallAPixelOverTheirNeighbours() throws {
        // The ball's cell is columns 3…4 of row 1; the ball four pixels across, corners off.
        let (buffer, _, _) = try drawn([" #  ", "#@.#", " .  "], scale: 2)
        let ball = ColorRole.rgb(theme.ball), wall = ColorRole.rgb(theme.wall)
        #expect(buffer[3, 2] == .init(" ", background: ball) && buffer[4, 2] == .init(" ", background: ball))
        #expect(buffer[2, 2] == .init(" ", background: ball), "a pixel over the wall on its left")
        #expect(buffer[5, 2] == .init(" ", background: ball), "and over the floor on its right")
        #expect(buffer[3, 1] == .init("▀", role: wall, background: ball), "and above")
        #expect(buffer[2, 1] == .init(" ", background: nil) || buffer[2, 1].background != ball, "corners off")
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

    // MARK: The ball first

    /// The pixels of a drawn board read back from the terminal cells, row by row.
    func pixels(_ buffer: CellBuffer, _ viewport: BoardViewport) -> [[RGB?]] {
        func rgb(_ role: ColorRole?) -> RGB? {
            if case let .rgb(color)? = role { return color }
            return nil
        }
        let width = viewport.columns * viewport.scale, height = viewport.rows * viewport.scale
        return (0..<height).map { y in
            (0..<width).map { x in
                let cell = buffer[viewport.origin.x + x, viewport.origin.y + y / 2]
                let upper = y % 2 == 0
                switch cell.character {
                case "▀": return upper ? rgb(cell.role) : rgb(cell.background)
                case "▄": return upper ? rgb(cell.background) : rgb(cell.role)
                default: return rgb(cell.background)
                }
            }
        }
    }

    /// The pixels of `color`, as (x, y), moved so the topmost and leftmost are at 0.
    func shape(of color: RGB, in pixels: [[RGB?]]) -> Set<[Int]> {
        var points: [[Int]] = []
        for (y, row) in pixels.enumerated() {
            for (x, pixel) in row.enumerated() where pixel == color { points.append([x, y]) }
        }
        let left = points.map { $0[0] }.min() ?? 0, top = points.map { $0[1] }.min() ?? 0
        return Set(points.map { [$0[0] - left, $0[1] - top] })
    }

    func extent(_ shape: Set<[Int]>) -> (width: Int, height: Int) {
        ((shape.map { $0[0] }.max() ?? -1) + 1, (shape.map { $0[1] }.max() ?? -1) + 1)
    }

    /// A room of floor, the ball in its middle, settled or `at` a time of its slide `direction`.
    func room(scale: Int, slide direction: Direction? = nil, at time: Double = 0, hint: Direction? = nil)
        throws -> (CellBuffer, BoardViewport)
    {
        let rows = ["#########"] + (0..<7).map { $0 == 3 ? "#...@...#" : "#.......#" } + ["#########"]
        let board = try LevelFormat.parse(rows.joined(separator: "\n") + "\n").levels[0].board
        var picture = BoardPicture(board: board, state: board.initialState, animation: nil, at: 0)
        if let direction {
            let slide = try #require(board.slide(from: board.initialState, direction))
            let animation = SlideAnimation(slide, timing: .standard, started: 0)
            picture = BoardPicture(board: board, state: slide.result, animation: animation, at: time)
        }
        let viewport = BoardViewport(origin: (0, 0), rows: board.height, columns: board.width, scale: scale)
        var buffer = CellBuffer(width: 9 * scale, height: (9 * scale + 1) / 2)
        BoardRenderer(glyphs: .unicode, theme: theme, colors: true, paintIndex: 0)
            .draw(picture, in: viewport, into: &buffer, hint: hint)
        return (buffer, viewport)
    }

    @Test(arguments: 1...8)
    func theBallIsAtLeastTwoPixelsWideAndTall(scale: Int) throws {
        let (buffer, viewport) = try room(scale: scale)
        let size = extent(shape(of: theme.ball, in: pixels(buffer, viewport)))
        #expect(size.width >= 2 && size.height >= 2, "\(size)")
        // On the largest boards, three: a plus over the cells next to the ball.
        #expect(size.width >= 3 && size.height >= 3, "\(size)")
    }

    @Test(arguments: 1...7)
    func theBallKeepsItsShapeThroughASlide(scale: Int) throws {
        let (still, viewport) = try room(scale: scale)
        let resting = shape(of: theme.ball, in: pixels(still, viewport))
        for direction in Direction.allCases {
            // Every frame of a three-cell slide, 60 a second, up and down as well (half blocks:
            // a pixel is half a terminal row).
            for frame in 0...15 {
                let (buffer, _) = try room(scale: scale, slide: direction, at: Double(frame) / 60)
                let moving = shape(of: theme.ball, in: pixels(buffer, viewport))
                #expect(moving == resting, "\(direction), frame \(frame)")
            }
        }
    }

    @Test(arguments: 1...8)
    func theHintsArrowIsAsLargeAsTheBall(scale: Int) throws {
        for direction in Direction.allCases {
            let (buffer, viewport) = try room(scale: scale, hint: direction)
            let picture = pixels(buffer, viewport)
            let arrow = extent(shape(of: theme.hintMark, in: picture))
            let ball = extent(shape(of: theme.ball, in: picture))
            // Across its direction, as wide as the ball at least; along it, two pixels.
            let (across, along) =
                direction.rowStep == 0 ? (arrow.height, arrow.width) : (arrow.width, arrow.height)
            #expect(across >= (direction.rowStep == 0 ? ball.1 : ball.0), "\(direction): \(arrow)")
            #expect(along >= 2, "\(direction): \(arrow)")
        }
    }

    @Test func thePulseRingsTheBallAndFades() throws {
        let board = try LevelFormat.parse("#########\n#...@...#\n#########\n").levels[0].board
        let picture = BoardPicture(board: board, state: board.initialState, animation: nil, at: 0)
        let viewport = BoardViewport(origin: (0, 0), rows: 3, columns: 9, scale: 4)
        func drawn(_ ring: BallPulse.Ring?) -> [[RGB?]] {
            var buffer = CellBuffer(width: 36, height: 6)
            BoardRenderer(glyphs: .unicode, theme: theme, colors: true, paintIndex: 0)
                .draw(picture, in: viewport, into: &buffer, pulse: ring)
            return pixels(buffer, viewport)
        }
        let plain = drawn(nil)
        let pulse = BallPulse.standard
        func changed(_ ring: BallPulse.Ring?) -> [Int] {
            let after = drawn(ring)
            return (0..<36).filter { x in (0..<12).contains { plain[$0][x] != after[$0][x] } }
        }
        // Early, the ring hugs the ball's cell (columns 16…19); later it has spread further.
        let early = changed(pulse.ring(at: 0.05)), late = changed(pulse.ring(at: 0.5))
        #expect(!early.isEmpty && !late.isEmpty)
        #expect((late.max() ?? 0) > (early.max() ?? 0))
        #expect(changed(pulse.ring(at: pulse.duration)).isEmpty, "over")
        #expect(drawn(pulse.ring(at: 0.1))[4][18] == theme.ball, "the ball itself stays")
    }

    @Test func aDimmedBoardStepsBackAndTheBallStays() throws {
        let (buffer, viewport, picture) = try drawn(["#@..#"], scale: 4)
        var dimmed = CellBuffer(width: 120, height: 60)
        BoardRenderer(glyphs: .unicode, theme: theme, colors: true, paintIndex: 0, dimming: 1)
            .draw(picture, in: viewport, into: &dimmed)
        let lit = pixels(buffer, viewport), dark = pixels(dimmed, viewport)
        #expect(dark[0][0]!.luminance < lit[0][0]!.luminance, "walls")
        #expect(dark[1][12]! != lit[1][12]!, "the floor left turns amber")
        #expect(shape(of: theme.ball, in: dark) == shape(of: theme.ball, in: lit))
        #expect(theme.ball.contrast(with: dark[0][0]!) > theme.ball.contrast(with: lit[0][0]!))
    }
}
