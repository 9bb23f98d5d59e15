import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("Editor view: scroll, zoom, traps, messages that fit")
struct EditorViewTests {
    /// A `size`×`size` floor without a start: nothing to solve, so that a large one opens at
    /// once.
    static func room(_ size: Int) -> PackDocument {
        PackDocument(title: "Big", firstLevel: LevelDraft(width: size, height: size, filledWith: .floor))
    }

    /// A `size`×`size` level: one corridor along its second row, from the start, in walls.
    static func corridor(_ size: Int) throws -> PackDocument {
        let walls = String(repeating: "#", count: size)
        let rows =
            [walls, "#@" + String(repeating: ".", count: size - 3) + "#"]
            + Array(repeating: walls, count: size - 2)
        let text = "Title: C\n\nTitle: Corridor\n" + rows.joined(separator: "\n") + "\n"
        return PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
    }

    static let colours = PlayOptions(timing: .instant, colors: true)

    func editor(
        _ document: PackDocument, width: Int = 80, height: Int = 24, options: PlayOptions = colours,
        level: Int = 0
    ) -> DrivenApp {
        .editing(document, level: level, options: options, width: width, height: height)
    }

    /// The terminal rows the board's cells may take: under the verdict and the frame's top,
    /// above the frame's bottom and the lines of the moment.
    func boardRows(_ app: DrivenApp) throws -> ClosedRange<Int> {
        let viewport = try #require(app.editorViewport())
        return viewport.origin.y...(viewport.origin.y + viewport.size.height - 1)
    }

    @Test(arguments: [(45, 80, 24), (64, 100, 32), (64, 80, 24), (100, 200, 50)])
    func everyCellOfALargeLevelIsReachedAndShownWithTheCursor(size: Int, width: Int, height: Int) throws {
        for options in [Self.colours, PlayOptions(timing: .instant, colors: false)] {
            var app = editor(Self.room(size), width: width, height: height, options: options)
            var seen = Set<Position>()
            // Down the first column, then along every row, as a designer sweeps a board.
            for row in 0..<size {
                for column in 0..<size {
                    let cursor = try #require(app.editor?.cursor)
                    let viewport = try #require(app.editorViewport())
                    #expect(viewport.shows(cursor), "the cursor at \(cursor) is on screen")
                    for dr in -1...1 {
                        for dc in -1...1 {
                            let near = Position(row: cursor.row + dr, column: cursor.column + dc)
                            if near.row >= 0, near.row < size, near.column >= 0, near.column < size {
                                #expect(
                                    viewport.shows(near),
                                    "what is next to the cursor is seen before it is reached")
                            }
                        }
                    }
                    seen.insert(cursor)
                    _ = app.handle(.key(row % 2 == 0 ? .right : .left), now: 0)
                    _ = column
                }
                _ = app.handle(.key(.down), now: 0)
            }
            #expect(seen.count == size * size, "every cell had the cursor")
        }
    }

    @Test func theBoardIsDrawnAsTheGameDrawsIt() throws {
        let app = editor(try Self.corridor(12), width: 200, height: 50)
        let viewport = try #require(app.editorViewport())
        // As large as the play-test draws it: 12 rows in 43 text rows at 7 pixels a cell.
        #expect(viewport.scale == 7)
        let frame = app.frame(now: 0)
        let wall = frame[viewport.origin.x, viewport.origin.y]
        #expect(wall.background == .rgb(Theme.classic.wall), "walls are blocks of the theme's colour")
        let middle = try #require(viewport.center(Position(row: 1, column: 5)))
        #expect(frame[middle.x, middle.y].background == .rgb(Theme.classic.floor))
        let start = try #require(viewport.center(Position(row: 1, column: 1)))
        #expect(
            frame[start.x, start.y].background == .rgb(Theme.classic.ball), "the start is the game's ball")
    }

    @Test func zoomStepsThroughEveryScaleTheGameUsesKeepingTheCursorInView() throws {
        for (options, expected) in [
            (Self.colours, Array(1...8)), (PlayOptions(timing: .instant, colors: false), [2, 4, 6, 8]),
        ] {
            var app = editor(Self.room(45), options: options)
            for _ in 0..<30 { _ = app.handle(.key(.down), now: 0) }
            var scales = [try #require(app.editorViewport()?.scale)]
            for _ in 0..<10 {
                _ = app.handle(.key(.character("z")), now: 0)
                scales.append(try #require(app.editorViewport()?.scale))
                #expect(app.editorViewport()?.shows(Position(row: 30, column: 0)) == true)
            }
            #expect(Array(Set(scales)).sorted() == expected, "z: larger cells, up to the largest")
            for _ in 0..<10 { _ = app.handle(.key(.character("Z")), now: 0) }
            #expect(app.editorViewport()?.scale == expected.first, "Z: smaller, down to the smallest")
            #expect(app.editor?.cursor == Position(row: 30, column: 0), "zoom moves nothing")
        }
    }

    @Test func theCursorSelectionAndCornerShowOnEveryKindOfCellAtEveryScale() throws {
        let text = "Title: P\n\nTitle: Mixed\n#####\n#@.##\n#.# #\n#...#\n#####\n"
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        var app = editor(document, width: 100, height: 32)
        _ = app.handle(.key(.character("Z")), now: 0)
        for _ in 0..<8 { _ = app.handle(.key(.character("Z")), now: 0) }
        // The corner on the start, the cursor on void, the selection over wall, floor and void.
        _ = app.handle(.key(.character("m")), now: 0)
        for key in [Key.down, .right, .right] { _ = app.handle(.key(key), now: 0) }
        #expect(app.editor?.draft[Position(row: 2, column: 3)] == .void)
        for _ in 0..<8 {
            let viewport = try #require(app.editorViewport())
            let frame = app.frame(now: 0)
            let colours = (0..<frame.height).flatMap { y in (0..<frame.width).map { frame[$0, y] } }
            let yellow = ColorRole.rgb(Theme.classic.hintMark), cyan = ColorRole.rgb(RGB(0x5FFFFF))
            #expect(
                colours.contains { $0.role == yellow || $0.background == yellow },
                "the cursor at \(viewport.scale)")
            #expect(
                colours.contains { $0.role == cyan || $0.background == cyan },
                "the corner at \(viewport.scale)")
            #expect(
                colours.filter { $0.background == .rgb(Theme.classic.floor) }.count
                    > 0, "unselected floor stays as it is")
            _ = app.handle(.key(.character("z")), now: 0)
        }
    }

    /// The assistant's proposal is ringed in green, apart from the cursor's yellow ring, so it
    /// is found at a glance on a large board.
    @Test func theProposalOnShowIsRingedInGreen() throws {
        let app = try Scenes.editing([.character("a")])
        #expect(app.editor?.selectedProposal != nil)
        let frame = app.frame(now: 0)
        let green = ColorRole.rgb(EditorBoard.proposalColor)
        let greens = (0..<frame.height).flatMap { y in (0..<frame.width).map { frame[$0, y] } }.filter {
            $0.role == green || $0.background == green
        }
        #expect(greens.count >= 2, "the ring round the proposal's cell")
    }

    @Test func theLegendVerdictAndMessagesNeverOverlapTheBoard() throws {
        for (width, height) in [(80, 24), (100, 32), (40, 14)] {
            var app = editor(Self.room(64), width: width, height: height)
            let rows = try boardRows(app)
            #expect(rows.lowerBound >= 3 && rows.upperBound <= height - 5, "\(width)×\(height): \(rows)")
            _ = app.handle(.key(.character("q")), now: 0)  // a question
            let asked = try boardRows(app)
            let frame = app.frame(now: 0)
            let question = try #require(frame.find("(y/n)"))
            #expect(question.y > asked.upperBound + 1, "the question is under the board's frame")
        }
    }

    @Test func aLongQuestionWrapsAndAlwaysShowsItsKeys() throws {
        let broken = (1...3).map { "Title: L\($0)\nPar: x\n#####\n#@.x#\n#...#\n#####" }.joined(
            separator: "\n\n")
        let document = try PackRepair.open(Array(("Title: B\n\n" + broken + "\n").utf8), path: "pack.txt")
        for (width, height) in [(80, 24), (100, 32), (40, 14), (30, 12)] {
            var app = editor(document, width: width, height: height)
            _ = app.handle(.key(.character("w")), now: 0)
            let frame = app.frame(now: 0)
            #expect(frame.find("(y/n)") != nil, "\(width)×\(height):\n\(frame.text)")
            #expect(frame.find("Save anyway?") != nil || height < 14, "\(width)×\(height):\n\(frame.text)")
        }
    }

    @Test func trapsCountOnTheVerdictLineAndTMarksThemOnTheBoard() throws {
        // Tutorial 10, "No way back": up or down from the start loses.
        let text = "Title: T\n\nTitle: No way back\n######\n#....#\n###.@#\n####.#\n#....#\n######\n"
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        var app = editor(document, options: PlayOptions(timing: .instant, colors: false))
        let verdict = try #require(app.editor?.verdictText)
        #expect(verdict.hasPrefix("solvable — 6 moves (optimal) · 2 traps"), "\(verdict)")
        #expect(app.frame(now: 0).line(1).contains("2 traps"))
        let viewport = try #require(app.editorViewport())
        let start = try #require(viewport.screen(Position(row: 2, column: 4)))
        // The start cell's text, every row of it.
        func cell(_ frame: CellBuffer) -> [Character] {
            (0..<viewport.scale / 2).flatMap { dy in
                (0..<viewport.scale).map { frame[start.x + $0, start.y + dy].character }
            }
        }
        let before = app.frame(now: 0)
        _ = app.handle(.key(.character("T")), now: 0)
        let marked = app.frame(now: 0)
        #expect(
            cell(marked).contains("▲") && cell(marked).contains("▼"),
            "both losing directions at the start: \(cell(marked))")
        #expect(cell(marked).contains("◖"), "and the start's ball")
        #expect(!cell(before).contains("▲"))
        #expect(marked.find("2 traps marked") != nil)
        // The slide down from the start is tinted: its cells picked out.
        let below = try #require(viewport.center(Position(row: 3, column: 4)))
        #expect(marked[below.x, below.y].role == .warning)
        _ = app.handle(.key(.character("T")), now: 0)
        #expect(app.frame(now: 0).find("traps marked") == nil, "T again hides them")
    }

    @Test func theMouseFindsCellsOfAScrolledBoard() throws {
        var app = editor(Self.room(64), width: 80, height: 24)
        for _ in 0..<50 { _ = app.handle(.key(.down), now: 0) }
        let viewport = try #require(app.editorViewport())
        #expect(viewport.firstRow > 0, "scrolled")
        let (x, y) = try #require(viewport.screen(Position(row: 48, column: 10)))
        // At one pixel a cell a terminal row holds two rows of cells: the press is the upper.
        let target = try #require(viewport.position(x: x, y: y))
        #expect(target.row >= 47 && target.column == 10)
        _ = app.handle(.key(.character(".")), now: 0)  // the brush: floor
        _ = app.handle(.key(.character("#")), now: 0)  // the brush: walls
        _ = app.handle(.mousePress(x: x, y: y), now: 0)
        _ = app.handle(.mouseRelease(x: x, y: y), now: 0)
        #expect(app.editor?.draft[target] == .wall)
    }
}
