import GlidePlay
import GlideRules
import Testing

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
        let expected = Self.packText.replacingOccurrences(
            of: "Par: 2\n####\n#@.#\n##.#\n####", with: "Par: 1\n####\n#@.#\n####\n####")
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
        #expect(
            try text(renamed)
                == Self.packText.replacingOccurrences(of: "Title: Two\n", with: "Title: Two, renamed\n"))
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
        #expect(document.entry.title == "Level 2", "titled by its place")
        let added = try text(document, optimum: { _ in 2 })
        #expect(added.contains("Par: 1\n#@.#\n\nTitle: Level 2\nPar: 2\n####\n#@.#\n####\n\nTitle: Two\n"))
        document.select(0)
        document.duplicate()
        #expect(document.entry.title == "One (copy)")
        document.moveLevel(by: 1)
        #expect(document.entries.map(\.title) == ["One", "Level 2", "One (copy)", "Two", "Three"])
        let tooFar = document.moveLevel(by: 10)
        #expect(!tooFar)
        document.select(4)
        document.deleteLevel()
        document.deleteLevel()
        #expect(document.entries.map(\.title) == ["One", "Level 2", "One (copy)"])
        let reordered = try text(document)
        #expect(
            reordered.hasPrefix(
                "Title: Test pack\nAuthor: Someone\n; notes on the pack\n\n; about the first level\nTitle: One\n"
            ))
        #expect(
            reordered.hasSuffix(
                "\n\n; about the first level\nTitle: One (copy)\nPar: 1\n#@.#\n\n; the end\n"),
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
        #expect(
            try text(document, optimum: { _ in 4 })
                == "Title: Mine\n\nTitle: Level 1\nPar: 4\n#####\n#@..#\n#...#\n#####\n")
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
