import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@testable import GlideTerminal

@Suite("Editor screen")
struct EditorScreenTests {
    func editor(_ document: PackDocument, store: EditorFile.MemoryStore = .init(), level: Int = 0)
        -> DrivenEditor
    {
        let outbox = SolverOutbox()
        var screen = EditorScreen(
            document: document, file: .memory(store, path: "pack.txt"), solver: outbox.client,
            options: PlayOptions(timing: .instant, colors: false), level: level)
        screen.resize(width: 80, height: 24)
        return DrivenEditor(screen, outbox: outbox)
    }

    func newPack(_ width: Int = 5, _ height: Int = 5) -> PackDocument {
        PackDocument(title: "Mine", firstLevel: LevelDraft.room(width: width, height: height))
    }

    func keys(_ screen: inout DrivenEditor, _ keys: Key...) -> EditorScreen.Action? {
        var last: EditorScreen.Action?
        for key in keys { last = screen.handle(.key(key), now: 0) }
        return last
    }

    func render(_ screen: DrivenEditor, now: Double = 0) -> CellBuffer {
        var buffer = CellBuffer(width: 80, height: 24)
        screen.wrapped.draw(into: &buffer, now: now)
        return buffer
    }

    @Test func theVerdictFollowsEveryChange() {
        var screen = editor(newPack())
        #expect(screen.verdictText == "unsolvable — 1 cell can never be painted")
        #expect(screen.highlighted == [Position(row: 2, column: 2)], "the cell it names is highlighted")
        #expect(render(screen).line(1).contains("unsolvable — 1 cell can never be painted"))
        _ = keys(&screen, .right, .down, .character("#"))
        #expect(screen.verdictText == "solvable — 4 moves (optimal)")
        #expect(screen.highlighted.isEmpty)
        _ = keys(&screen, .up, .left, .character("#"))
        #expect(screen.verdictText == "no start: place @", "walling the start removes it")
        _ = keys(&screen, .character("@"))
        #expect(screen.verdictText == "solvable — 4 moves (optimal)")
    }

    @Test func aOneWayTrapIsNamed() throws {
        let text = "#########\n#...@...#\n####.####\n#.......#\n#########\n"
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        let screen = editor(document)
        #expect(screen.verdictText.hasPrefix("unsolvable — after sliding "))
        #expect(screen.verdictText.contains("the ball cannot come back; 6 cells stranded; "))
        #expect(screen.verdictText.hasSuffix("all 3 first moves lose (down, left, right)"), "not just one")
        #expect(screen.highlighted.count == 6)
        let slide = try #require(screen.editor.highlightedSlide)
        #expect(!slide.cells.isEmpty, "the slide is marked with its path")
    }

    @Test func brushesKeysAndMouse() {
        var screen = editor(newPack(7, 5))
        _ = keys(&screen, .right, .right, .character("x"))
        #expect(screen.document.draft[Position(row: 1, column: 3)] == .wall)
        _ = keys(&screen, .character("x"))
        #expect(screen.document.draft[Position(row: 1, column: 3)] == .floor)
        _ = keys(&screen, .character(" "))
        #expect(screen.document.draft[Position(row: 1, column: 3)] == .void)
        #expect(screen.brush == " ")
        // The mouse draws with the brush: a click one cell, a drag a line.
        _ = keys(&screen, .character("#"))
        // 4×2 cells: the board fits at that size.
        let origin = (x: (80 - 28) / 2, y: 3 + (24 - 7 - 10) / 2)
        _ = screen.handle(.mousePress(x: origin.x + 4, y: origin.y + 6), now: 0)
        _ = screen.handle(.mouseRelease(x: origin.x + 16, y: origin.y + 7), now: 0)
        #expect((1...4).allSatisfy { screen.document.draft[Position(row: 3, column: $0)] == .wall })
        #expect(screen.cursor == Position(row: 3, column: 4))
    }

    @Test func rowsColumnsAndTransformsFromKeys() {
        var screen = editor(newPack(5, 4))
        _ = keys(&screen, .character("+"), .up)
        #expect(screen.document.draft.height == 5)
        #expect(screen.cursor == Position(row: 2, column: 1), "the cursor stays on its cell")
        _ = keys(&screen, .character("-"), .up)
        #expect(screen.document.draft.height == 4)
        #expect(screen.cursor == Position(row: 1, column: 1))
        _ = keys(&screen, .character("+"), .right, .character("c"))
        #expect(screen.document.draft.width == 5, "crop removed the empty column")
        _ = keys(&screen, .character("r"))
        #expect(screen.document.draft.width == 4 && screen.document.draft.height == 5)
        #expect(screen.document.draft.start == screen.cursor)
        _ = keys(&screen, .character("f"), .character("v"))
        #expect(screen.document.draft.start == screen.cursor)
        for _ in 0..<7 { _ = keys(&screen, .character("u")) }  // seven edits
        #expect(screen.document.draft == LevelDraft.room(width: 5, height: 4), "everything undoes")
    }

    @Test func metadataThroughAPrompt() {
        var screen = editor(newPack())
        _ = keys(&screen, .character("t"))
        #expect(render(screen).line(22).contains("Title: Level 1█"))
        for _ in 0..<7 { _ = keys(&screen, .backspace) }
        for character in "Ring" { _ = keys(&screen, .character(character)) }
        _ = keys(&screen, .enter)
        #expect(screen.document.entry.title == "Ring")
        _ = keys(&screen, .character("A"), .character("Z"), .escape)
        #expect(screen.document.entry.metadata("Author") == nil, "Esc cancels")
    }

    @Test func savingWritesTheParAndAsksBeforeOverwritingChanges() throws {
        let store = EditorFile.MemoryStore()
        var screen = editor(newPack(), store: store)
        _ = keys(&screen, .right, .down, .character("#"), .character("w"))
        let saved = String(decoding: try #require(store.bytes), as: UTF8.self)
        #expect(saved == "Title: Mine\n\nTitle: Level 1\nPar: 4\n#####\n#@..#\n#.#.#\n#...#\n#####\n")
        #expect(render(screen).find("Saved pack.txt.") != nil)
        #expect(!render(screen).line(0).contains("modified"))
        // Someone else changes the file: saving asks first.
        store.bytes = Array("Title: theirs\n@.\n".utf8)
        _ = keys(&screen, .character("t"), .character("X"), .enter, .character("w"))
        #expect(render(screen).find("changed on disk since it was opened. Overwrite it? (y/n)") != nil)
        _ = keys(&screen, .character("n"))
        #expect(String(decoding: store.bytes!, as: UTF8.self) == "Title: theirs\n@.\n", "no: nothing written")
        _ = keys(&screen, .character("w"), .character("y"))
        #expect(String(decoding: store.bytes!, as: UTF8.self).hasPrefix("Title: Mine\n"))
    }

    @Test func aSaveThatNeedsAProofSaysSoKeepsTakingKeysAndCompletesByItself() throws {
        let store = EditorFile.MemoryStore()
        var screen = editor(newPack(), store: store)
        screen.outbox.hold()  // the solver is slow today
        _ = keys(&screen, .right, .down, .character("#"), .character("w"))
        #expect(render(screen).line(22).contains("saving… proving par of 1 level"))
        #expect(store.bytes == nil)
        _ = keys(&screen, .left)
        #expect(screen.cursor == Position(row: 2, column: 1), "keys still work")
        screen.outbox.release()
        screen.deliverSolves(now: 1)
        #expect(render(screen).find("Saved pack.txt.") != nil)
        let saved = String(decoding: try #require(store.bytes), as: UTF8.self)
        #expect(saved.contains("Par: 4\n"))
    }

    @Test func aQuestionWhileASaveWaitsIsAskedAndTheSaveReportedAfterIt() throws {
        let store = EditorFile.MemoryStore()
        var screen = editor(newPack(), store: store)
        screen.outbox.hold()
        _ = keys(&screen, .right, .down, .character("#"), .character("w"), .character("q"))
        #expect(render(screen).line(22).contains("Unsaved changes: quit without saving? (y/n)"), "not hidden")
        screen.outbox.release()
        screen.deliverSolves(now: 1)
        #expect(store.bytes != nil, "the save completed")
        #expect(render(screen).line(22).contains("quit without saving? (y/n)"), "the question is still up")
        _ = keys(&screen, .character("n"))
        #expect(render(screen).find("Saved pack.txt.") != nil, "and the save is reported once it is answered")
    }

    @Test func aLevelWithoutStartCannotBeSaved() {
        let store = EditorFile.MemoryStore()
        var screen = editor(newPack(), store: store)
        _ = keys(&screen, .character("#"), .character("w"))
        #expect(store.bytes == nil)
        #expect(render(screen).find("Cannot save: level 1: no start: place @.") != nil)
    }

    @Test func quittingWithUnsavedChangesAsks() {
        var screen = editor(newPack())
        #expect(keys(&screen, .character("q")) == nil, "a new pack is unsaved")
        #expect(render(screen).find("Unsaved changes: quit without saving? (y/n)") != nil)
        #expect(keys(&screen, .character("n")) == nil)
        #expect(keys(&screen, .escape, .character("y")) == .quit)
        var saved = editor(newPack())
        _ = keys(&saved, .character("w"), .character("y"))  // an open room: saved without Par, asked
        #expect(keys(&saved, .character("q")) == .quit, "nothing to lose: no question")
    }

    @Test func theSolutionReplaysAnimated() {
        var screen = editor(newPack())
        screen.wrapped.resize(width: 23, height: 24)  // 2×1 cells
        _ = keys(&screen, .right, .down, .character("#"), .up, .left, .character("s"))
        #expect(screen.isAnimating(now: 0))
        var painted: [Int] = []
        for step in 0..<40 {
            let t = Double(step) * 0.05
            _ = screen.handle(.tick, now: t)
            painted.append(render(screen, now: t).text.filter { $0 == "█" }.count)
        }
        #expect(
            painted.last == 14, "all eight floor cells end painted: seven shown as ██, the ball on the eighth"
        )
        #expect(painted.first! < painted.last!)
        _ = keys(&screen, .character("x"))
        #expect(!screen.isAnimating(now: 5), "any key stops the replay")
        #expect(screen.document.draft[Position(row: 1, column: 1)] == .floor, "and does nothing else")
    }

    @Test func playTestingNeedsALevel() {
        var screen = editor(newPack())
        #expect(keys(&screen, .character("p")) == .playTest)
        #expect(screen.playTestPack?.levels.count == 1)
        _ = keys(&screen, .character("#"))
        #expect(keys(&screen, .character("p")) == nil)
        #expect(render(screen).find("Cannot play yet: no start: place @.") != nil)
    }

    @Test func levelsFromKeys() throws {
        let text = "Title: P\n\nTitle: A\n#@.#\n\nTitle: B\n#@..#\n"
        var screen = editor(PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8)))
        _ = keys(&screen, .character("]"))
        #expect(screen.document.current == 1)
        _ = keys(&screen, .character("n"))
        #expect(screen.document.entries.count == 3 && screen.document.current == 2)
        _ = keys(&screen, .character("d"))
        #expect(screen.document.entries.count == 4)
        _ = keys(&screen, .character("<"), .character("<"))
        #expect(screen.document.current == 1)
        _ = keys(&screen, .character("D"), .character("y"))
        #expect(screen.document.entries.count == 3)
        _ = keys(&screen, .character("["))
        #expect(screen.document.current == 0)
        #expect(screen.document.entries.map(\.title) == ["A", "B", "Level 3"])
    }

    @Test func theHelpListsEveryKey() {
        var screen = editor(newPack())
        _ = keys(&screen, .character("?"))
        let buffer = render(screen)
        for phrase in [
            "rotate", "crop", "title, author, comment", "undo, redo", "play-test", "save",
            "duplicate, delete",
        ] {
            #expect(buffer.find(phrase) != nil, "\(phrase)")
        }
    }

    @Test func theCursorIsAFrameOverAnyCellAndItsPlaceIsOnTheStatusLine() {
        var screen = editor(newPack(7, 5))
        let board = render(screen)
        #expect(board.line(0).hasSuffix(" row 2 col 2 · start "))
        #expect(board.find("┏") != nil && board.find("┛") != nil, "a frame, not a colour swap")
        _ = keys(&screen, .up)
        let onWall = render(screen)
        #expect(onWall.line(0).contains("row 1 col 2 · wall"))
        let corner = onWall.find("┏")!
        #expect(onWall.line(corner.y).contains("┏▓▓┓"), "the wall still shows inside the frame")
    }

    @Test func theTitlePromptIsReplacedByTypingAndClearedByCtrlU() {
        var screen = editor(newPack())
        _ = keys(&screen, .character("t"), .character("Z"), .enter)
        #expect(screen.document.entry.title == "Z", "typing replaces the value it opened with")
        _ = keys(&screen, .character("t"), .backspace, .character("q"), .enter)
        #expect(screen.document.entry.title == "q", "Backspace edits it instead")
        _ = keys(&screen, .character("t"), .right, .character("x"), .control("u"), .character("y"), .enter)
        #expect(screen.document.entry.title == "y")
    }

    @Test func ctrlCAsksLikeQ() {
        var screen = editor(newPack())
        #expect(keys(&screen, .control("c")) == nil)
        #expect(render(screen).find("Unsaved changes: quit without saving? (y/n)") != nil)
        #expect(keys(&screen, .character("y")) == .quit)
    }

    @Test func theSolutionIsTextSteppedThroughAndItsLinesGoWhenItEnds() {
        var screen = editor(newPack())
        _ = keys(&screen, .right, .down, .character("#"), .up, .left, .character("s"))
        let moves = render(screen).find("Solution, 4 moves: ")
        #expect(moves != nil)
        _ = keys(&screen, .left, .left, .left, .left, .right)
        #expect(screen.editor.replay?.played == 1)
        #expect(render(screen).find("move 1/4") != nil)
        _ = keys(&screen, .escape)
        #expect(screen.editor.replay == nil)
        #expect(render(screen).find("Solution") == nil && render(screen).find("any other key") == nil)
    }

    @Test func theSolutionIsCopiedWithCAndShownWholeWithE() throws {
        var screen = editor(newPack())
        _ = keys(&screen, .right, .down, .character("#"), .up, .left, .character("s"))
        let notation = try #require(screen.editor.replay?.notation)
        #expect(notation.count == 4)
        #expect(keys(&screen, .character("c")) == .copy(notation), "c asks the terminal to copy the moves")
        #expect(render(screen).find("Copied 4 moves to the clipboard") != nil)
        _ = keys(&screen, .character("e"))
        #expect(render(screen).find("Solution, 4 moves") != nil && render(screen).find(notation) != nil)
        _ = keys(&screen, .character("x"))
        #expect(screen.editor.replay != nil, "the key that closes the full view does not end the showing")
        #expect(screen.wrapped.mode == .normal)
    }

    @Test func aLongVerdictIsCutWithAnEllipsisAndShownWholeWithE() throws {
        let text = "#########\n#...@...#\n####.####\n#.......#\n#########\n"
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        var screen = editor(document)
        var narrow = CellBuffer(width: 60, height: 24)
        screen.wrapped.resize(width: 60, height: 24)
        screen.wrapped.draw(into: &narrow, now: 0)
        #expect(narrow.line(1).hasSuffix("… e: all"))
        _ = keys(&screen, .character("e"))
        #expect(render(screen).find("Every first move loses") != nil)
    }
}
