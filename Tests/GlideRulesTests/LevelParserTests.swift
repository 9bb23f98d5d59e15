import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Level format: reading")
struct LevelParserTests {
    let sample = """
        Title: Sample pack
        Author: Glide team
        ; a note on the pack

        ; about level one
        Title: Corner
        Par: 2
        ####
        #@.#
        #..#
        ####
        Comment: first level

        Title: Ragged
        Difficulty: easy
         ###
        #@.#
        ###

        ; the end

        """

    @Test func aPackWithHeaderLevelsMetadataAndComments() throws {
        let pack = try LevelFormat.parse(sample)
        #expect(pack.title == "Sample pack")
        #expect(pack.author == "Glide team")
        #expect(pack.levels.count == 2)
        let first = pack.levels[0]
        #expect(first.title == "Corner")
        #expect(first.par == 2)
        #expect(first.comment == "first level")
        #expect(first.lines.first == .comment("; about level one"))
        #expect(first.board.width == 4 && first.board.height == 4)
        #expect(first.board.start == position(1, 1))
        #expect(first.source == SourceSpan(firstLine: 5, lastLine: 12, mapLine: 8, number: 1))
        let second = pack.levels[1]
        #expect(second.metadata("difficulty") == "easy", "unknown keys are kept, looked up in any case")
        #expect(second.par == nil)
        #expect(second.source?.number == 2)
        #expect(pack.trailer == [["; the end"]])
    }

    @Test func raggedRowsArePaddedWithVoid() throws {
        let b = try board(" ###", "#@.#", "###")
        #expect(b.width == 4)
        #expect(b[position(0, 0)] == .void)
        #expect(b[position(2, 3)] == .void)
        #expect(b[position(1, 2)] == .floor)
        #expect(b.floorCount == 2)
    }

    @Test func trailingSpacesAreVoidAndDropped() throws {
        let b = try board("#@.#   ", "####  ")
        #expect(b.width == 4)
    }

    @Test func crlfAndBOMAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Title: A\r\n#@.#\r\n\r\nTitle: B\r\n@.\r\n".utf8)
        let pack = try LevelFormat.parse(bytes, path: "crlf.txt")
        #expect(pack.levels.map(\.title) == ["A", "B"])
        #expect(pack.levels[0].board.mapRows == ["#@.#"])
        #expect(pack.text == "Title: A\n#@.#\n\nTitle: B\n@.\n")
    }

    @Test func metadataMayFollowTheMapAndSeveralBlankLinesSeparate() throws {
        let pack = try LevelFormat.parse("@.\nTitle: after\n\n\n\n.@\n")
        #expect(pack.levels.count == 2)
        #expect(pack.levels[0].title == "after")
        #expect(pack.levels[0].lines == [.map, .metadata(key: "Title", value: "after")])
    }

    @Test func aCommentOnlyBlockBelongsToTheNextLevel() throws {
        let pack = try LevelFormat.parse("Title: P\n\n@.\n\n; chapter two\n; hard ones\n\n.@\n")
        #expect(pack.levels[1].notes == [["; chapter two", "; hard ones"]])
    }

    @Test func theLargestLevelIsAccepted() throws {
        let row = "@" + String(repeating: ".", count: 255)
        let map = [row] + Array(repeating: String(repeating: ".", count: 256), count: 255)
        let pack = try LevelFormat.parse(map.joined(separator: "\n"))
        #expect(pack.levels[0].board.width == 256 && pack.levels[0].board.height == 256)
    }
}
