import Glibc
import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("Editor screen")
struct EditorScreenTests {
    /// The editor of `glide edit` on `document`, saving to pack.txt among `files`.
    func editor(_ document: PackDocument, files: MemoryPackFiles = MemoryPackFiles(), level: Int = 0)
        -> DrivenApp
    {
        .editing(document, path: "pack.txt", files: files, level: level)
    }

    func newPack(_ width: Int = 5, _ height: Int = 5) -> PackDocument {
        PackDocument(title: "Mine", firstLevel: LevelDraft.room(width: width, height: height))
    }

    /// Presses `keys` in turn; returns what the app asked of the terminal.
    @discardableResult
    func keys(_ app: inout DrivenApp, _ keys: Key...) -> [GlideApp.Effect] {
        keys.flatMap { app.handle(.key($0), now: 0) }
    }

    func render(_ app: DrivenApp, now: Double = 0) -> CellBuffer { app.frame(now: now) }

    @Test func theVerdictFollowsEveryChange() {
        var app = editor(newPack())
        #expect(app.editor?.verdictText == "unsolvable — 1 cell can never be painted")
        #expect(app.editor?.highlighted == [Position(row: 2, column: 2)], "the cell it names is highlighted")
        #expect(render(app).line(1).contains("unsolvable — 1 cell can never be painted"))
        keys(&app, .right, .down, .character("#"))
        #expect(app.editor?.verdictText == "solvable — 4 moves (optimal) · no traps", "measured at once here")
        #expect(app.editor?.highlighted.isEmpty == true)
        keys(&app, .up, .left, .character("#"))
        #expect(app.editor?.verdictText == "no start: place @", "walling the start removes it")
        keys(&app, .character("@"))
        #expect(app.editor?.verdictText == "solvable — 4 moves (optimal) · no traps")
        #expect(render(app).line(1).contains("solvable — 4 moves (optimal)"))
    }

    @Test func aOneWayTrapIsNamed() throws {
        let text = "#########\n#...@...#\n####.####\n#.......#\n#########\n"
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        let editor = try #require(editor(document).editor)
        #expect(editor.verdictText.hasPrefix("unsolvable — after sliding "))
        #expect(editor.verdictText.contains("the ball cannot come back; 6 cells stranded; "))
        #expect(editor.verdictText.hasSuffix("all 3 first moves lose (down, left, right)"), "not just one")
        #expect(editor.highlighted.count == 6)
        let slide = try #require(editor.highlightedSlide)
        #expect(!slide.cells.isEmpty, "the slide is marked with its path")
    }

    @Test func brushesKeysAndMouse() throws {
        var app = editor(newPack(7, 5))
        keys(&app, .right, .right, .character("x"))
        #expect(app.editor?.draft[Position(row: 1, column: 3)] == .wall)
        keys(&app, .character("x"))
        #expect(app.editor?.draft[Position(row: 1, column: 3)] == .floor)
        keys(&app, .character(" "))
        #expect(app.editor?.draft[Position(row: 1, column: 3)] == .void)
        #expect(app.editor?.brush == .void)
        // The mouse draws with the brush: a click one cell, a drag a line.
        keys(&app, .character("#"))
        let viewport = try #require(app.editorViewport())
        // The last terminal cell of a board cell, not only its first, is that cell.
        func at(_ row: Int, _ column: Int, last: Bool = false) throws -> (x: Int, y: Int) {
            let (x, y) = try #require(viewport.screen(Position(row: row, column: column)))
            return last ? (x + viewport.scale - 1, y + viewport.scale / 2 - 1) : (x, y)
        }
        let (from, to) = (try at(3, 1), try at(3, 4, last: true))
        _ = app.handle(.mousePress(x: from.x, y: from.y), now: 0)
        _ = app.handle(.mouseRelease(x: to.x, y: to.y), now: 0)
        #expect((1...4).allSatisfy { app.editor?.draft[Position(row: 3, column: $0)] == .wall })
        #expect(app.editor?.cursor == Position(row: 3, column: 4))
        let click = try at(1, 2, last: true)
        _ = app.handle(.mousePress(x: click.x, y: click.y), now: 0)
        _ = app.handle(.mouseRelease(x: click.x, y: click.y), now: 0)
        #expect(app.editor?.draft[Position(row: 1, column: 2)] == .wall, "a click")
        // A press off the board draws nothing.
        let cell = try at(1, 1)
        _ = app.handle(.mousePress(x: 0, y: 23), now: 0)
        _ = app.handle(.mouseRelease(x: cell.x, y: cell.y), now: 0)
        #expect(app.editor?.draft[Position(row: 1, column: 1)] == .floor)
    }

    @Test func rowsColumnsAndTransformsFromKeys() {
        var app = editor(newPack(5, 4))
        keys(&app, .character("+"))
        #expect(render(app).find("Add a row or column: press an arrow for the side.") != nil)
        keys(&app, .up)
        #expect(app.editor?.draft.height == 5)
        #expect(render(app).find("Added a row.") != nil)
        #expect(app.editor?.cursor == Position(row: 2, column: 1), "the cursor stays on its cell")
        keys(&app, .character("-"), .up)
        #expect(app.editor?.draft.height == 4)
        #expect(app.editor?.cursor == Position(row: 1, column: 1))
        keys(&app, .character("+"), .right, .character("c"))
        #expect(app.editor?.draft.width == 5, "crop removed the empty column")
        keys(&app, .character("r"))
        #expect(app.editor?.draft.width == 4 && app.editor?.draft.height == 5)
        #expect(app.editor?.draft.start == app.editor?.cursor)
        keys(&app, .character("f"), .character("v"))
        #expect(app.editor?.draft.start == app.editor?.cursor)
        for _ in 0..<7 { keys(&app, .character("u")) }  // seven edits
        #expect(app.editor?.draft == LevelDraft.room(width: 5, height: 4), "everything undoes")
    }

    @Test func metadataThroughAPrompt() {
        var app = editor(newPack())
        keys(&app, .character("t"))
        #expect(render(app).line(22).contains("Title: Level 1█"))
        for _ in 0..<7 { keys(&app, .backspace) }
        for character in "Ring" { keys(&app, .character(character)) }
        keys(&app, .enter)
        #expect(app.editor?.document.entry.title == "Ring")
        #expect(render(app).find("Title set.") != nil)
        keys(&app, .character("A"), .character("Z"), .escape)
        #expect(app.editor?.document.entry.metadata("Author") == nil, "Esc cancels")
    }

    @Test func savingWritesTheParAndAsksBeforeOverwritingChanges() throws {
        let files = MemoryPackFiles()
        var app = editor(newPack(), files: files)
        keys(&app, .right, .down, .character("#"), .character("w"))
        let saved = try #require(files.text("pack.txt"))
        #expect(saved == "Title: Mine\n\nTitle: Level 1\nPar: 4\n#####\n#@..#\n#.#.#\n#...#\n#####\n")
        #expect(render(app).find("Saved pack.txt.") != nil)
        #expect(!render(app).line(0).contains("modified"))
        // Someone else changes the file: saving asks first.
        files["pack.txt"] = Array("Title: theirs\n@.\n".utf8)
        keys(&app, .character("t"), .character("X"), .enter, .character("w"))
        #expect(render(app).find("changed on disk since it was opened. Overwrite it? (y/n)") != nil)
        keys(&app, .character("n"))
        #expect(files.text("pack.txt") == "Title: theirs\n@.\n", "no: nothing written")
        keys(&app, .character("w"), .character("y"))
        #expect(files.text("pack.txt")?.hasPrefix("Title: Mine\n") == true)
    }

    @Test func aWriteTheFileSystemRefusesSaysWhyAndKeepsTheChanges() {
        let files = MemoryPackFiles()
        files.failWrites(.cannotWrite(path: "pack.txt", SystemError(code: ENOSPC)))
        var app = editor(newPack(), files: files)
        keys(&app, .right, .down, .character("#"), .character("w"))
        #expect(files["pack.txt"] == nil)
        #expect(render(app).find("Not saved: No space left on device; cannot write pack.txt") != nil)
        #expect(render(app).line(0).contains("modified"))
        files.failWrites(nil)
        keys(&app, .character("w"))
        #expect(render(app).find("Saved pack.txt.") != nil)
    }

    @Test func aSaveThatNeedsAProofSaysSoKeepsTakingKeysAndCompletesByItself() throws {
        let files = MemoryPackFiles()
        var app = editor(newPack(), files: files)
        app.solver.hold()  // the solver is slow today
        keys(&app, .right, .down, .character("#"), .character("w"))
        #expect(render(app).line(22).contains("saving… proving par of 1 level"))
        #expect(files["pack.txt"] == nil)
        keys(&app, .left)
        #expect(app.editor?.cursor == Position(row: 2, column: 1), "keys still work")
        app.solver.release()
        app.deliverSolves(now: 1)
        #expect(render(app).find("Saved pack.txt.") != nil)
        let saved = try #require(files.text("pack.txt"))
        #expect(saved.contains("Par: 4\n"))
    }

    @Test func aQuestionWhileASaveWaitsIsAskedAndTheSaveReportedAfterIt() throws {
        let files = MemoryPackFiles()
        var app = editor(newPack(), files: files)
        app.solver.hold()
        keys(&app, .right, .down, .character("#"), .character("w"), .character("q"))
        #expect(render(app).line(22).contains("Unsaved changes: quit without saving? (y/n)"), "not hidden")
        app.solver.release()
        app.deliverSolves(now: 1)
        #expect(files["pack.txt"] != nil, "the save completed")
        #expect(render(app).line(22).contains("quit without saving? (y/n)"), "the question is still up")
        #expect(keys(&app, .character("n")).isEmpty)
        #expect(render(app).find("Saved pack.txt.") != nil, "and the save is reported once it is answered")
    }

    @Test func aLevelWithoutStartCannotBeSaved() {
        let files = MemoryPackFiles()
        var app = editor(newPack(), files: files)
        keys(&app, .character("#"), .character("w"))
        #expect(files["pack.txt"] == nil && files.writeCount == 0)
        #expect(render(app).find("Cannot save: level 1: no start: place @.") != nil)
    }

    @Test func quittingWithUnsavedChangesAsks() {
        var app = editor(newPack())
        #expect(keys(&app, .character("q")).isEmpty, "a new pack is unsaved")
        #expect(render(app).find("Unsaved changes: quit without saving? (y/n)") != nil)
        #expect(keys(&app, .character("n")).isEmpty)
        #expect(render(app).find("quit without saving") == nil)
        #expect(keys(&app, .escape, .character("y")) == [.quit])
        var saved = editor(newPack())
        keys(&saved, .character("w"), .character("y"))  // an open room: saved without Par, asked
        #expect(keys(&saved, .character("q")) == [.quit], "nothing to lose: no question")
    }

    @Test func theSolutionReplaysAnimated() {
        var app = editor(newPack())
        _ = app.handle(.resize(width: 13, height: 24), now: 0)  // 2×1 cells
        keys(&app, .right, .down, .character("#"), .up, .left, .character("s"))
        #expect(app.isAnimating(now: 0))
        var painted: [Int] = []
        for step in 0..<40 {
            let t = Double(step) * 0.05
            _ = app.handle(.tick, now: t)
            painted.append(render(app, now: t).text.filter { $0 == "█" }.count)
        }
        #expect(
            painted.last == 14, "all eight floor cells end painted: seven shown as ██, the ball on the eighth"
        )
        #expect(painted.first! < painted.last!)
        keys(&app, .character("x"))
        #expect(!app.isAnimating(now: 5), "any key stops the replay")
        #expect(app.editor?.replay == nil)
        #expect(app.editor?.draft[Position(row: 1, column: 1)] == .floor, "and does nothing else")
    }

    @Test func playTestingNeedsALevel() {
        var app = editor(newPack())
        #expect(keys(&app, .character("p")).isEmpty)
        #expect(app.game?.purpose == .playTest)
        #expect(render(app).line(0).contains("Play-test · Level 1") && !render(app).line(0).contains("1/1"))
        keys(&app, .escape)
        #expect(app.editor != nil, "back in the editor")
        keys(&app, .character("#"))
        keys(&app, .character("p"))
        #expect(app.game == nil)
        #expect(render(app).find("Cannot play yet: no start: place @.") != nil)
    }

    @Test func aPlayTestWonIsReportedInTheEditor() {
        var app = editor(newPack(4, 3))
        keys(&app, .character("p"), .right)
        #expect(app.game?.play.isWon == true)
        keys(&app, .character("x"))
        #expect(app.editor != nil)
        #expect(render(app).find("Play-test won in 1 move.") != nil)
    }

    @Test func levelsFromKeys() throws {
        let text = "Title: P\n\nTitle: A\n#@.#\n\nTitle: B\n#@..#\n"
        var app = editor(PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8)))
        keys(&app, .character("]"))
        #expect(app.editor?.document.current == 1)
        keys(&app, .character("n"))
        #expect(render(app).find("New level's size (width×height): 5×1") != nil, "the current level's size")
        keys(&app, .character("7"), .character("x"), .character("4"), .enter)
        #expect(app.editor?.document.entries.count == 3 && app.editor?.document.current == 2)
        #expect(app.editor?.draft.width == 7 && app.editor?.draft.height == 4)
        #expect(render(app).find("New level 3.") != nil)
        keys(&app, .character("d"))
        #expect(app.editor?.document.entries.count == 4)
        keys(&app, .character("<"), .character("<"))
        #expect(app.editor?.document.current == 1)
        keys(&app, .character("D"))
        #expect(render(app).find("Delete level 2? (y/n)") != nil)
        keys(&app, .character("y"))
        #expect(app.editor?.document.entries.count == 3)
        keys(&app, .character("["))
        #expect(app.editor?.document.current == 0)
        #expect(app.editor?.document.entries.map(\.title) == ["A", "B", "Level 3"])
    }

    @Test func theHelpListsEveryKey() {
        var app = editor(newPack())
        keys(&app, .character("?"))
        let buffer = render(app)
        for phrase in [
            "rotate", "crop", "title, author, comment", "undo, redo", "play-test", "save",
            "duplicate, delete",
        ] {
            #expect(buffer.find(phrase) != nil, "\(phrase)")
        }
        keys(&app, .character("#"))
        #expect(render(app).find("title, author, comment") == nil, "any key closes it")
        #expect(app.editor?.draft.start != nil, "and does nothing else")
    }

    @Test func theCursorIsAFrameOverAnyCellAndItsPlaceIsOnTheStatusLine() throws {
        var app = editor(newPack(7, 5))
        let board = render(app)
        #expect(board.line(0).hasSuffix(" row 2 col 2 · start "))
        #expect(board.find("┏") != nil && board.find("┛") != nil, "a frame, not a colour swap")
        #expect(board.find("◖◗") != nil, "the start shows inside it, as the game's ball")
        keys(&app, .up)
        let onWall = render(app)
        #expect(onWall.line(0).contains("row 1 col 2 · wall"))
        let corner = try #require(onWall.find("┏"))
        let scale = try #require(app.editorViewport()?.scale)
        #expect(
            onWall.line(corner.y).contains("┏" + String(repeating: "▓", count: scale - 2) + "┓"),
            "the wall still shows inside the frame")
    }

    @Test func theTitlePromptIsReplacedByTypingAndClearedByCtrlU() {
        var app = editor(newPack())
        keys(&app, .character("t"), .character("Z"), .enter)
        #expect(app.editor?.document.entry.title == "Z", "typing replaces the value it opened with")
        keys(&app, .character("t"), .backspace, .character("q"), .enter)
        #expect(app.editor?.document.entry.title == "q", "Backspace edits it instead")
        keys(&app, .character("t"), .right, .character("x"), .control("u"), .character("y"), .enter)
        #expect(app.editor?.document.entry.title == "y")
    }

    @Test func ctrlCAsksLikeQ() {
        var app = editor(newPack())
        #expect(app.takesInterrupt, "the play loop hands Ctrl-C over as a key")
        #expect(keys(&app, .control("c")).isEmpty)
        #expect(render(app).find("Unsaved changes: quit without saving? (y/n)") != nil)
        #expect(keys(&app, .character("y")) == [.quit])
    }

    @Test func theSolutionIsTextSteppedThroughAndItsLinesGoWhenItEnds() {
        var app = editor(newPack())
        keys(&app, .right, .down, .character("#"), .up, .left, .character("s"))
        let moves = render(app).find("Solution, 4 moves: ")
        #expect(moves != nil)
        keys(&app, .left, .left, .left, .left, .right)
        #expect(app.editor?.replay?.played == 1)
        #expect(render(app).find("move 1/4") != nil)
        keys(&app, .escape)
        #expect(app.editor?.replay == nil)
        #expect(render(app).find("Solution") == nil && render(app).find("any other key") == nil)
    }

    @Test func theSolutionPlaysFasterAndJumps() {
        var app = editor(newPack())
        keys(&app, .right, .down, .character("#"), .up, .left, .character("s"))
        keys(&app, .character("+"), .character("+"))
        #expect(app.editor?.replay?.speed == 4 && render(app).find("playing ×4") != nil)
        keys(&app, .end)
        #expect(app.editor?.replay?.played == 4 && render(app).find("move 4/4 · ×4") != nil)
        keys(&app, .home)
        #expect(app.editor?.replay?.played == 0)
        keys(&app, .character("-"), .character("-"), .character("-"))
        #expect(app.editor?.replay?.speed == 0.5, "- slows down, +/- do not end the showing")
    }

    @Test func blocksAreCopiedCutAndPastedAndTheLevelsCodeCopied() throws {
        var app = editor(newPack(7, 5))
        keys(&app, .character("m"), .right, .character("Y"))
        #expect(render(app).find("Copied the 2×1 block") != nil)
        keys(&app, .down, .down, .character("P"))
        #expect(app.editor?.draft.start == Position(row: 3, column: 2), "the start came along")
        keys(&app, .character("u"))
        #expect(app.editor?.mark == nil, "undo clears the selection")
        keys(&app, .up, .up, .character("#"), .character("m"), .down, .character("X"))
        #expect(app.editor?.draft[Position(row: 1, column: 2)] == .floor)
        #expect(render(app).find("Cut the 1×2 block") != nil)
        keys(&app, .character("u"))
        let effects = keys(&app, .character("K"))
        guard case let .copy(code)? = effects.first else {
            Issue.record("K copies the code: \(effects)")
            return
        }
        #expect(try LevelCode.decode(code).board == app.editor?.playTestLevel?.board)
        #expect(render(app).find("Level code copied") != nil)
    }

    @Test func theSolutionIsCopiedWithCAndShownWholeWithE() throws {
        var app = editor(newPack())
        keys(&app, .right, .down, .character("#"), .up, .left, .character("s"))
        let notation = try #require(app.editor?.replay?.notation)
        #expect(notation.count == 4)
        #expect(keys(&app, .character("c")) == [.copy(notation)], "c asks the terminal to copy the moves")
        #expect(render(app).find("Copied 4 moves to the clipboard") != nil)
        keys(&app, .character("e"))
        #expect(render(app).find("Solution, 4 moves") != nil && render(app).find(notation) != nil)
        keys(&app, .character("x"))
        #expect(app.editor?.replay != nil, "the key that closes the full view does not end the showing")
        #expect(app.editor?.panel == nil)
    }

    @Test func aLongVerdictIsCutWithAnEllipsisAndShownWholeWithE() throws {
        let text = "#########\n#...@...#\n####.####\n#.......#\n#########\n"
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        var app = editor(document)
        _ = app.handle(.resize(width: 60, height: 24), now: 0)
        #expect(app.frame(now: 0).line(1).hasSuffix("… e: all"))
        keys(&app, .character("e"))
        #expect(app.frame(now: 0).find("Every first move loses") != nil)
    }
}
