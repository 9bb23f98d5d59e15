import GlideRules
import GlideTestSupport
import Testing

@Suite("Level format: printing")
struct LevelPrinterTests {
    static let canonical = """
        Title: Tutorial
        Author: Glide team
        ; notes about the pack

        ; a note before level one

        Title: First
        Par: 1
        ; a comment inside the block
        ####
        #@.#
        ####
        Comment: after the map
        Custom-Key: kept as given

        Title: Second
          ###
        ###.#
        #@..#
        #####

        ; trailing remarks

        """

    @Test func canonicalTextRoundTrips() throws {
        let pack = try LevelFormat.parse(Self.canonical)
        #expect(pack.text == Self.canonical)
        #expect(try LevelFormat.parse(pack.text) == pack)
    }

    @Test func printingNormalises() throws {
        let messy =
            "\u{FEFF}Title:   Messy  \r\n  ; indented comment   \r\n#@.#   \r\nPar:3\r\n\r\n\r\n\r\n@.\r\n"
        let pack = try LevelFormat.parse(messy)
        #expect(pack.text == "Title: Messy\n; indented comment\n#@.#\nPar: 3\n\n@.\n")
    }

    @Test func editedMetadataIsPrintedInPlace() throws {
        var pack = try LevelFormat.parse(Self.canonical)
        pack.levels[0].par = 2
        pack.levels[1].par = 5
        pack.levels[1].title = "Second, renamed"
        pack.levels[1].author = "a\nb"
        let text = pack.text
        #expect(text.contains("Title: First\nPar: 2\n"))
        #expect(text.contains("Title: Second, renamed\nPar: 5\nAuthor: a b\n  ###"))
        pack.levels[0].par = nil
        #expect(!pack.text.contains("Par: 2"))
    }

    @Test func aNewLevelPutsItsMetadataBeforeTheMap() throws {
        var level = Level(board: try board("#@.#"), title: "New")
        level.par = 1
        #expect(level.textLines == ["Title: New", "Par: 1", "#@.#"])
    }

    @Test func levelsNeedExactlyOneMap() throws {
        let b = try board("@.")
        #expect(Level(board: b, lines: []) == nil)
        #expect(Level(board: b, lines: [.map, .map]) == nil)
        #expect(Level(board: b, lines: [.comment("; x"), .map]) != nil)
    }
}
