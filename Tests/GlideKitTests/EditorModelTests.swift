import GlideKit
import Testing

func draft(_ rows: String...) -> LevelDraft {
    let width = rows.map(\.count).max() ?? 1
    var draft = LevelDraft(width: width, height: rows.count)
    for (r, row) in rows.enumerated() {
        for (c, character) in row.enumerated() {
            let p = Position(row: r, column: c)
            switch character {
            case "#": draft.set(p, to: .wall)
            case ".": draft.set(p, to: .floor)
            case "@": draft.placeStart(at: p)
            default: break
            }
        }
    }
    return draft
}

/// The draft's rows as map text (for readable expectations).
func rows(_ d: LevelDraft) -> [String] {
    (0..<d.height).map { r in
        String((0..<d.width).map { c -> Character in
            let p = Position(row: r, column: c)
            return p == d.start ? "@" : d[p].mapCharacter
        })
    }
}

@Suite("Editor model: drafts")
struct LevelDraftTests {
    @Test func aNewLevelIsARoomWithTheStartInACorner() {
        let room = LevelDraft.room(width: 9, height: 9)
        #expect(room.width == 9 && room.height == 9)
        #expect(rows(room)[0] == "#########" && rows(room)[1] == "#@......#" && rows(room)[8] == "#########")
        #expect(rows(LevelDraft.room(width: 5, height: 4)) == ["#####", "#@..#", "#...#", "#####"])
    }

    @Test func settingCellsAndTheStart() {
        var d = draft("#.@.", "....")
        d.set(Position(row: 1, column: 0), to: .wall)
        d.placeStart(at: Position(row: 1, column: 3))
        #expect(rows(d) == ["#...", "#..@"], "there is only ever one start")
        d.placeStart(at: Position(row: 0, column: 0))
        #expect(rows(d) == ["@...", "#..."], "placing the start on a wall makes it floor")
        d.set(Position(row: 0, column: 0), to: .wall)
        #expect(d.start == nil, "covering the start removes it")
        d.toggleWall(Position(row: 0, column: 1))
        d.toggleWall(Position(row: 0, column: 0))
        #expect(rows(d) == [".#..", "#..."])
        d.set(Position(row: 5, column: 5), to: .wall)  // outside: ignored
        #expect(rows(d) == [".#..", "#..."])
    }

    @Test func dragsDrawLines() {
        var d = LevelDraft(width: 5, height: 3)
        d.drawLine(from: Position(row: 0, column: 0), to: Position(row: 0, column: 4), cell: .wall)
        d.drawLine(from: Position(row: 2, column: 4), to: Position(row: 0, column: 4), cell: .floor)
        d.drawLine(from: Position(row: 1, column: 0), to: Position(row: 2, column: 2), cell: .floor)
        #expect(rows(d) == ["####.", ".   .", " .. ."])
    }

    @Test func rowsAndColumnsAtEverySide() {
        var d = draft("@.", "#.")
        d.insertLine(at: .top)
        d.insertLine(at: .left)
        #expect(rows(d) == ["   ", " @.", " #."])
        d.insertLine(at: .bottom)
        d.insertLine(at: .right)
        #expect(rows(d) == ["    ", " @. ", " #. ", "    "])
        d.removeLine(at: .top)
        d.removeLine(at: .left)
        d.removeLine(at: .bottom)
        d.removeLine(at: .right)
        #expect(rows(d) == ["@.", "#."])
        d.removeLine(at: .top)
        #expect(rows(d) == ["#."] && d.start == nil, "removing the start's row removes the start")
        let removedLast = d.removeLine(at: .bottom)
        #expect(!removedLast, "one row always remains")
        var wide = LevelDraft(width: Board.maximumSide, height: 1)
        let grew = wide.insertLine(at: .left)
        #expect(!grew, "the size limit holds")
    }

    @Test func transformsRotateAndFlipWithTheStart() {
        let d = draft("@.#", "...")
        var r = d
        r.apply(.rotateClockwise)
        #expect(rows(r) == [".@", "..", ".#"])
        for _ in 0..<3 { r.apply(.rotateClockwise) }
        #expect(r == d)
        var h = d
        h.apply(.flipHorizontal)
        #expect(rows(h) == ["#.@", "..."])
        var v = d
        v.apply(.flipVertical)
        #expect(rows(v) == ["...", "@.#"])
        v.apply(.flipVertical)
        #expect(v == d)
    }

    @Test func cropKeepsTheUsedArea() {
        var d = draft("     ", "  #@ ", "  .. ", "     ")
        let cropped = d.crop()
        #expect(cropped)
        #expect(rows(d) == ["#@", ".."])
        let again = d.crop()
        #expect(!again, "nothing left to crop")
        var empty = LevelDraft(width: 3, height: 3)
        let nothing = empty.crop()
        #expect(!nothing)
    }

    @Test func aDraftIsALevelOnceItHasAStartAndNoEmptyRows() throws {
        #expect(draft("#..").board == .failure(.noStart))
        #expect(draft("#@.", "   ", "#..").board == .failure(.emptyRow(1)))
        let padded = try draft("   ", "#@.", "   ").board.get()
        #expect(padded.mapRows == ["#@."], "void rows above and below are left out")
        #expect(LevelDraft.Problem.noStart.description == "no start: place @")
    }
}

@Suite("Editor model: packs")
struct PackDocumentTests {
    static let packText = """
        Title: Test pack
        Author: Someone
        ; notes on the pack

        ; about the first level
        Title: One
        Par: 1
        #@.#

        Title: Two
        Par: 2
        ####
        #@.#
        ##.#
        ####
        Comment: keep me

        ; a chapter heading

        Title: Three
        #@..#

        ; the end

        """

    func open(_ text: String = Self.packText) throws -> PackDocument {
        let bytes = Array(text.utf8)
        return PackDocument(pack: try LevelFormat.parse(bytes, path: "t.txt"), bytes: bytes)
    }

    func text(_ document: PackDocument, optimum: @escaping (Board) -> Int? = { _ in nil }) throws -> String {
        String(decoding: try document.text(optimum: optimum), as: UTF8.self)
    }

    @Test func anUnchangedPackSavesByteForByte() throws {
        #expect(try text(try open()) == Self.packText)
        let messy = "\u{FEFF}Title: P\r\n\r\n\r\n; note\r\nTitle:  A \r\n#@.#   \r\n\r\n\r\n@..\r\n"
        #expect(try text(try open(messy)) == messy, "BOM, CRLF, odd spacing and all")
        #expect(!(try open()).hasUnsavedChanges())
    }

    @Test func editingOneLevelChangesOnlyItsLinesAndPar() throws {
        var document = try open()
        document.select(1)
        document.edit { $0.set(Position(row: 2, column: 2), to: .wall) }
        document.edit { $0.set(Position(row: 1, column: 2), to: .floor) }  // no change: not recorded
        let saved = try text(document, optimum: { _ in 1 })
        let expected = Self.packText.replacingOccurrences(of: "Par: 2\n####\n#@.#\n##.#\n####", with: "Par: 1\n####\n#@.#\n####\n####")
        #expect(saved == expected)
        #expect(document.hasUnsavedChanges())
    }

    @Test func anEditedMapLosesAParNothingProves() throws {
        var document = try open()
        document.select(1)
        document.edit { $0.set(Position(row: 2, column: 2), to: .wall) }
        #expect(!(try text(document)).contains("Par: 2"))
        // Metadata-only edits keep the Par.
        var renamed = try open()
        renamed.select(1)
        renamed.setMetadata("Title", "Two, renamed")
        #expect(try text(renamed) == Self.packText.replacingOccurrences(of: "Title: Two\n", with: "Title: Two, renamed\n"))
    }

    @Test func undoAndRedoEveryAction() throws {
        var document = try open()
        let original = try text(document)
        document.edit { $0.toggleWall(Position(row: 0, column: 2)) }
        document.setMetadata("Author", "Me")
        document.addLevel(LevelDraft.room(width: 4, height: 3))
        document.duplicate()
        document.moveLevel(by: -1)
        document.deleteLevel()
        for _ in 0..<6 {
            let undone = document.undo()
            #expect(undone)
        }
        let pastTheStart = document.undo()
        #expect(!pastTheStart)
        #expect(try text(document) == original)
        for _ in 0..<6 {
            let redone = document.redo()
            #expect(redone)
        }
        let pastTheEnd = document.redo()
        #expect(!pastTheEnd)
        #expect(document.entries.count == 4)
    }

    @Test func levelsCanBeAddedDuplicatedMovedAndDeleted() throws {
        var document = try open()
        document.addLevel(LevelDraft.room(width: 4, height: 3))
        #expect(document.current == 1 && document.entries.count == 4)
        #expect(document.entry.title == "Level 4")
        let added = try text(document, optimum: { _ in 2 })
        #expect(added.contains("Par: 1\n#@.#\n\nTitle: Level 4\nPar: 2\n####\n#@.#\n####\n\nTitle: Two\n"))
        document.select(0)
        document.duplicate()
        #expect(document.entry.title == "One (copy)")
        document.moveLevel(by: 1)
        #expect(document.entries.map(\.title) == ["One", "Level 4", "One (copy)", "Two", "Three"])
        let tooFar = document.moveLevel(by: 10)
        #expect(!tooFar)
        document.select(4)
        document.deleteLevel()
        document.deleteLevel()
        #expect(document.entries.map(\.title) == ["One", "Level 4", "One (copy)"])
        let reordered = try text(document)
        #expect(reordered.hasPrefix("Title: Test pack\nAuthor: Someone\n; notes on the pack\n\n; about the first level\nTitle: One\n"))
        #expect(reordered.hasSuffix("\n\n; about the first level\nTitle: One (copy)\nPar: 1\n#@.#\n\n; the end\n"),
                "the copy keeps the level's block comment and its Par")
        #expect(try LevelFormat.parse(reordered).levels.count == 3)
    }

    @Test func movingKeepsEachLevelsOwnComments() throws {
        var document = try open()
        document.select(2)
        document.moveLevel(by: -1)
        let moved = try text(document)
        #expect(moved.contains("Comment: keep me\n"))
        #expect(moved.contains("\n\n; a chapter heading\n\nTitle: Three\n#@..#\n\nTitle: Two\n"))
    }

    @Test func aNewPackIsWrittenInCanonicalForm() throws {
        let document = PackDocument(title: "Mine", firstLevel: LevelDraft.room(width: 5, height: 4))
        #expect(try text(document, optimum: { _ in 4 }) == "Title: Mine\n\nTitle: Level 1\nPar: 4\n#####\n#@..#\n#...#\n#####\n")
        #expect(document.hasUnsavedChanges())
    }

    @Test func aLevelWithoutStartCannotBeSaved() throws {
        var document = try open()
        document.select(2)
        document.edit { $0.set(Position(row: 0, column: 1), to: .wall) }
        #expect(throws: PackDocument.Unsavable(level: 2, problem: .noStart)) { try document.text() }
    }

    @Test func afterSavingNothingIsUnsaved() throws {
        var document = try open()
        document.select(1)
        document.edit { $0.set(Position(row: 2, column: 2), to: .wall) }
        let bytes = try document.text(optimum: { _ in 1 })
        try document.markSaved(bytes)
        #expect(!document.hasUnsavedChanges())
        #expect(document.current == 1)
        let undone = document.undo()
        #expect(undone, "undo survives a save")
        #expect(document.hasUnsavedChanges())
    }
}
