import GlideRules
import GlideTestSupport
import Testing

@Suite("Level format: errors, with line and column")
struct LevelParserErrorTests {
    @Test func unknownCharactersAreNamed() {
        #expect(diagnostics(of: "#@x#\n") == ["t.txt:1:3: error: unknown map character 'x'"])
        #expect(
            diagnostics(of: "#@.\n#\t.\n") == [
                "t.txt:2:2: error: unknown map character tab (U+0009); use spaces for void cells"
            ])
        #expect(diagnostics(of: "#@.7\n") == ["t.txt:1:4: error: unknown map character '7'"])
        #expect(diagnostics(of: "#@.\u{0}\n") == ["t.txt:1:4: error: unknown map character NUL (U+0000)"])
        #expect(diagnostics(of: "#@😀.\n") == ["t.txt:1:3: error: unknown map character '😀' (U+1F600)"])
        #expect(
            diagnostics(of: "#@.\u{301}.\n") == [
                "t.txt:1:4: error: unknown map character combining mark U+0301"
            ])
        #expect(diagnostics(of: "#é@\n") == ["t.txt:1:2: error: unknown map character 'é' (U+00E9)"])
    }

    @Test func aLineStartingWithALetterWithoutColonHintsAtMetadata() {
        #expect(
            diagnostics(of: "Title Foo\n#@.\n") == [
                "t.txt:1:1: error: unknown map character 'T' (metadata lines look like 'Key: value')",
                "t.txt:1:2: error: unknown map character 'i'",
                "t.txt:1:3: error: unknown map character 't'",
                "t.txt:1:4: error: unknown map character 'l'",
                "t.txt:1:5: error: unknown map character 'e'",
                "t.txt:1:7: error: unknown map character 'F'",
                "t.txt:1:8: error: unknown map character 'o'",
                "t.txt:1:9: error: unknown map character 'o'",
            ])
    }

    @Test func noStart() {
        #expect(
            diagnostics(of: "Title: A\n#..#\n#..#\n") == [
                "t.txt:2:1: error: level 1 has no start: put '@' on the cell where the ball begins"
            ])
    }

    @Test func aSecondStartIsPointedAt() {
        #expect(
            diagnostics(of: "@.\n\n#..\n#.@@\n") == [
                "t.txt:4:4: error: level 2 has a second start '@' (the first is at line 4, column 3)"
            ])
    }

    @Test func commentsAndMetadataBetweenMapRows() {
        #expect(
            diagnostics(of: "#@.\n; note\n#..\n") == [
                "t.txt:2:1: error: a comment between map rows: a level's map rows must be contiguous; put comments and metadata before or after the map"
            ])
        #expect(
            diagnostics(of: "#@.\nPar: 1\n#..\n") == [
                "t.txt:2:1: error: metadata between map rows: a level's map rows must be contiguous; put comments and metadata before or after the map"
            ])
    }

    @Test func metadataSeparatedFromItsMap() {
        #expect(
            diagnostics(of: "@.\n\nTitle: lost\n\n.@\n") == [
                "t.txt:3:1: error: metadata outside a level: a level's metadata and its map rows must not be separated by a blank line"
            ])
    }

    @Test func emptyPacks() {
        #expect(
            diagnostics(of: "") == ["t.txt:1:1: error: the file is empty: a pack needs at least one level"])
        #expect(
            diagnostics(of: "\n\n  \n") == [
                "t.txt:1:1: error: the file is empty: a pack needs at least one level"
            ])
        #expect(
            diagnostics(of: "; only a comment\n") == [
                "t.txt:1:1: error: no levels in this file: a level is a block of map rows (# wall, . floor, @ start)"
            ])
        #expect(
            diagnostics(of: "Title: Header only\nAuthor: x\n") == [
                "t.txt:1:1: error: no levels in this file: a level is a block of map rows (# wall, . floor, @ start)"
            ])
    }

    @Test func badPar() {
        #expect(
            diagnostics(of: "Par: -3\n@.\n") == [
                "t.txt:1:6: error: 'Par' must be a non-negative whole number, not '-3'"
            ])
        #expect(
            diagnostics(of: "Par:   ten\n@.\n") == [
                "t.txt:1:8: error: 'Par' must be a non-negative whole number, not 'ten'"
            ])
        #expect(
            diagnostics(of: "Par:\n@.\n") == [
                "t.txt:1:5: error: 'Par' needs a value: the optimal number of moves"
            ])
        #expect(
            diagnostics(of: "Par: 99999999999999999999\n@.\n") == [
                "t.txt:1:6: error: 'Par' is too large: 99999999999999999999"
            ])
        #expect(
            diagnostics(of: "Par: 1.5\n@.\n") == [
                "t.txt:1:6: error: 'Par' must be a non-negative whole number, not '1.5'"
            ])
    }

    @Test func duplicateKnownKeys() {
        #expect(
            diagnostics(of: "Title: A\nTitle: B\n@.\n") == [
                "t.txt:2:1: error: a second 'Title' in this block (the first is on line 1)"
            ])
    }

    @Test func levelsLargerThan256() {
        let wide = "@" + String(repeating: ".", count: 299)
        #expect(
            diagnostics(of: wide + "\n") == [
                "t.txt:1:257: error: this map row is 300 cells wide; a level is at most 256 cells wide"
            ])
        let tall = (["@"] + Array(repeating: ".", count: 299)).joined(separator: "\n")
        #expect(
            diagnostics(of: tall) == [
                "t.txt:257:1: error: level 1 has 300 map rows; a level is at most 256 rows tall"
            ])
        #expect(
            diagnostics(of: "@" + String(repeating: ".", count: 255) + "     \n") == [],
            "trailing void past 256 is fine")
        // 300×300: one error for the width, one for the height, not one per row.
        let square =
            (["@" + String(repeating: ".", count: 299)]
            + Array(repeating: String(repeating: ".", count: 300), count: 299))
            .joined(separator: "\n") + "\n"
        #expect(
            diagnostics(of: square) == [
                "t.txt:1:257: error: this map row is 300 cells wide; a level is at most 256 cells wide",
                "t.txt:257:1: error: level 1 has 300 map rows; a level is at most 256 rows tall",
            ])
        // A single 10 MB line.
        #expect(
            diagnostics(of: "#@" + String(repeating: ".", count: 10 << 20) + "#\n") == [
                "t.txt:1:257: error: this map row is 10485763 cells wide; a level is at most 256 cells wide"
            ])
    }

    @Test func invalidUTF8PointsAtTheFirstBadByte() {
        let bytes: [UInt8] = Array("Title: A\n#@.\n#".utf8) + [0xFF] + Array(".\n".utf8)
        #expect(
            diagnostics(ofBytes: bytes) == [
                "t.txt:3:2: error: the file is not valid UTF-8: byte 0xFF never appears in UTF-8"
            ])
        let truncated: [UInt8] = Array("; café ".utf8) + [0xE2, 0x82] + Array("\n@.\n".utf8)
        #expect(
            diagnostics(ofBytes: truncated) == [
                "t.txt:1:8: error: the file is not valid UTF-8: byte 0xE2 starts a 3-byte sequence that is cut short or malformed"
            ])
        #expect(
            diagnostics(ofBytes: [0x40, 0x80]) == [
                "t.txt:1:2: error: the file is not valid UTF-8: byte 0x80 is a continuation byte without a lead byte"
            ])
        #expect(
            diagnostics(ofBytes: [0xED, 0xA0, 0x80], path: "surrogate.txt") == [
                "surrogate.txt:1:1: error: the file is not valid UTF-8: byte 0xED starts a 3-byte sequence that is cut short or malformed"
            ])
    }

    @Test func everyErrorOfAFileIsReported() {
        let text = "Title: A\n#@x\n\nPar: no\n#..\n\n@.\n@.\n"
        #expect(
            diagnostics(of: text) == [
                "t.txt:2:3: error: unknown map character 'x'",
                "t.txt:4:6: error: 'Par' must be a non-negative whole number, not 'no'",
                "t.txt:5:1: error: level 2 has no start: put '@' on the cell where the ball begins",
                "t.txt:8:1: error: level 3 has a second start '@' (the first is at line 7, column 1)",
            ])
    }

    @Test func tooManyErrorsStop() {
        let text = String(repeating: "@x\n\n", count: 300)
        let found = diagnostics(of: text)
        #expect(found.count == LevelFormat.maximumErrors + 1)
        #expect(found.last?.hasSuffix("error: too many errors (100); stopping here") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(
            diagnostics(of: "Title: é\nPar: ¼\n@.\n") == [
                "t.txt:2:6: error: 'Par' must be a non-negative whole number, not '¼'"
            ])
    }
}
