import GlideRules
import GlideTestSupport
import GlideWording
import Testing

/// The level format's errors as `glide check` prints them, byte for byte: what the parser
/// finds (GlideRulesTests' LevelParserErrorTests) in GlideWording's words.
@Suite("Level format: errors in words, compiler-style")
struct DiagnosticWordingTests {
    @Test func unknownCharactersAreNamed() {
        #expect(messages(of: "#@x#\n") == ["t.txt:1:3: error: unknown map character 'x'"])
        #expect(
            messages(of: "#@.\n#\t.\n") == [
                "t.txt:2:2: error: unknown map character tab (U+0009); use spaces for void cells"
            ])
        #expect(messages(of: "#@.7\n") == ["t.txt:1:4: error: unknown map character '7'"])
        #expect(messages(of: "#@.\u{0}\n") == ["t.txt:1:4: error: unknown map character NUL (U+0000)"])
        #expect(messages(of: "#@😀.\n") == ["t.txt:1:3: error: unknown map character '😀' (U+1F600)"])
        #expect(
            messages(of: "#@.\u{301}.\n") == [
                "t.txt:1:4: error: unknown map character combining mark U+0301"
            ])
        #expect(messages(of: "#é@\n") == ["t.txt:1:2: error: unknown map character 'é' (U+00E9)"])
    }

    @Test func aLineStartingWithALetterWithoutColonHintsAtMetadata() {
        #expect(
            messages(of: "Title Foo\n#@.\n") == [
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
            messages(of: "Title: A\n#..#\n#..#\n") == [
                "t.txt:2:1: error: level 1 has no start: put '@' on the cell where the ball begins"
            ])
    }

    @Test func aSecondStartIsPointedAt() {
        #expect(
            messages(of: "@.\n\n#..\n#.@@\n") == [
                "t.txt:4:4: error: level 2 has a second start '@' (the first is at line 4, column 3)"
            ])
    }

    @Test func commentsAndMetadataBetweenMapRows() {
        #expect(
            messages(of: "#@.\n; note\n#..\n") == [
                "t.txt:2:1: error: a comment between map rows: a level's map rows must be contiguous; put comments and metadata before or after the map"
            ])
        #expect(
            messages(of: "#@.\nPar: 1\n#..\n") == [
                "t.txt:2:1: error: metadata between map rows: a level's map rows must be contiguous; put comments and metadata before or after the map"
            ])
    }

    @Test func metadataSeparatedFromItsMap() {
        #expect(
            messages(of: "@.\n\nTitle: lost\n\n.@\n") == [
                "t.txt:3:1: error: metadata outside a level: a level's metadata and its map rows must not be separated by a blank line"
            ])
    }

    @Test func emptyPacks() {
        #expect(
            messages(of: "") == ["t.txt:1:1: error: the file is empty: a pack needs at least one level"])
        #expect(
            messages(of: "\n\n  \n") == [
                "t.txt:1:1: error: the file has only blank lines (spaces, tabs and line breaks): a pack needs at least one level"
            ])
        #expect(
            messages(of: "; only a comment\n") == [
                "t.txt:1:1: error: no levels in this file: a level is a block of map rows (# wall, . floor, @ start)"
            ])
        #expect(
            messages(of: "Title: Header only\nAuthor: x\n") == [
                "t.txt:1:1: error: no levels in this file: a level is a block of map rows (# wall, . floor, @ start)"
            ])
    }

    @Test func badPar() {
        #expect(
            messages(of: "Par: -3\n@.\n") == [
                "t.txt:1:6: error: 'Par' must be a non-negative whole number, not '-3'"
            ])
        #expect(
            messages(of: "Par:   ten\n@.\n") == [
                "t.txt:1:8: error: 'Par' must be a non-negative whole number, not 'ten'"
            ])
        #expect(
            messages(of: "Par:\n@.\n") == [
                "t.txt:1:5: error: 'Par' needs a value: the optimal number of moves"
            ])
        #expect(
            messages(of: "Par: 99999999999999999999\n@.\n") == [
                "t.txt:1:6: error: 'Par' is too large: 99999999999999999999"
            ])
        #expect(
            messages(of: "Par: 1.5\n@.\n") == [
                "t.txt:1:6: error: 'Par' must be a non-negative whole number, not '1.5'"
            ])
    }

    @Test func duplicateKnownKeys() {
        #expect(
            messages(of: "Title: A\nTitle: B\n@.\n") == [
                "t.txt:2:1: error: a second 'Title' in this block (the first is on line 1)"
            ])
    }

    @Test func levelsLargerThan256() {
        let wide = "@" + String(repeating: ".", count: 299)
        #expect(
            messages(of: wide + "\n") == [
                "t.txt:1:257: error: this map row is 300 cells wide; a level is at most 256 cells wide"
            ])
        let tall = (["@"] + Array(repeating: ".", count: 299)).joined(separator: "\n")
        #expect(
            messages(of: tall) == [
                "t.txt:257:1: error: level 1 has 300 map rows; a level is at most 256 rows tall"
            ])
        #expect(
            messages(of: "@" + String(repeating: ".", count: 255) + "     \n") == [],
            "trailing void past 256 is fine")
        // 300×300: one error for the width, one for the height, not one per row.
        let square =
            (["@" + String(repeating: ".", count: 299)]
            + Array(repeating: String(repeating: ".", count: 300), count: 299))
            .joined(separator: "\n") + "\n"
        #expect(
            messages(of: square) == [
                "t.txt:1:257: error: this map row is 300 cells wide; a level is at most 256 cells wide",
                "t.txt:257:1: error: level 1 has 300 map rows; a level is at most 256 rows tall",
            ])
        // A single 10 MB line.
        #expect(
            messages(of: "#@" + String(repeating: ".", count: 10 << 20) + "#\n") == [
                "t.txt:1:257: error: this map row is 10485763 cells wide; a level is at most 256 cells wide"
            ])
    }

    @Test func invalidUTF8PointsAtTheFirstBadByte() {
        let bytes: [UInt8] = Array("Title: A\n#@.\n#".utf8) + [0xFF] + Array(".\n".utf8)
        #expect(
            messages(ofBytes: bytes) == [
                "t.txt:3:2: error: the file is not valid UTF-8: byte 0xFF never appears in UTF-8"
            ])
        let truncated: [UInt8] = Array("; café ".utf8) + [0xE2, 0x82] + Array("\n@.\n".utf8)
        #expect(
            messages(ofBytes: truncated) == [
                "t.txt:1:8: error: the file is not valid UTF-8: byte 0xE2 starts a 3-byte sequence that is cut short or malformed"
            ])
        #expect(
            messages(ofBytes: [0x40, 0x80]) == [
                "t.txt:1:2: error: the file is not valid UTF-8: byte 0x80 is a continuation byte without a lead byte"
            ])
        #expect(
            messages(ofBytes: [0xED, 0xA0, 0x80], path: "surrogate.txt") == [
                "surrogate.txt:1:1: error: the file is not valid UTF-8: byte 0xED starts a 3-byte sequence that is cut short or malformed"
            ])
    }

    @Test func everyErrorOfAFileIsReported() {
        let text = "Title: A\n#@x\n\nPar: no\n#..\n\n@.\n@.\n"
        #expect(
            messages(of: text) == [
                "t.txt:2:3: error: unknown map character 'x'",
                "t.txt:4:6: error: 'Par' must be a non-negative whole number, not 'no'",
                "t.txt:5:1: error: level 2 has no start: put '@' on the cell where the ball begins",
                "t.txt:8:1: error: level 3 has a second start '@' (the first is at line 7, column 1)",
            ])
    }

    @Test func tooManyErrorsStop() {
        let text = String(repeating: "@x\n\n", count: 300)
        let found = messages(of: text)
        #expect(found.count == LevelFormat.maximumErrors + 1)
        #expect(found.last?.hasSuffix("error: too many errors (100); stopping here") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(
            messages(of: "Title: é\nPar: ¼\n@.\n") == [
                "t.txt:2:6: error: 'Par' must be a non-negative whole number, not '¼'"
            ])
    }

    @Test func everyProblemOfReadingAFileIsWorded() {
        let problems: [(Diagnostic.Problem, String)] = [
            (.unreadable(SystemError(code: 2)), "cannot read file: No such file or directory"),
            (.folder, "cannot read file: it is a directory"),
            (.fileTooLarge, "the file is larger than 32 MiB, the largest pack file Glide reads"),
            (
                .invalidBoard(level: 2, .startNotFloor(position(0, 1))),
                "level 2: the start (row 1 col 2) is not a floor cell"
            ),
        ]
        for (problem, words) in problems { #expect(problem.description == words) }
    }

    @Test func invisibleAndControlCharactersAreNamedByCodePoint() {
        #expect(
            messages(of: "#@\u{200B}.\n") == [
                "t.txt:1:3: error: unknown map character invisible character U+200B"
            ])
        #expect(
            messages(of: "#@\u{7}.\n") == ["t.txt:1:3: error: unknown map character bell character (U+0007)"]
        )
        #expect(
            messages(of: "#@\u{1}.\n") == ["t.txt:1:3: error: unknown map character control character U+0001"]
        )
        #expect(
            Diagnostic.Problem.unknownMapCharacter("\r", startsLikeMetadata: false).description
                == "unknown map character carriage return (U+000D)")
    }

    @Test func controlCharactersInTextAreNamedWithWhereTheyAre() {
        #expect(
            messages(of: "Title: \u{1B}]0;x\u{7}\n; \u{9B}\n@.\n") == [
                "t.txt:1:8: error: escape character (U+001B) in 'Title': metadata and comments may hold "
                    + "no control characters (tab aside), which a terminal showing them would act on",
                "t.txt:1:13: error: bell character (U+0007) in 'Title': metadata and comments may hold "
                    + "no control characters (tab aside), which a terminal showing them would act on",
                "t.txt:2:3: error: control character U+009B in a comment: metadata and comments may hold "
                    + "no control characters (tab aside), which a terminal showing them would act on",
            ])
    }

    @Test func whatIsWrongWithAFileWithoutLevelsIsSaid() {
        #expect(messages(of: "") == ["t.txt:1:1: error: the file is empty: a pack needs at least one level"])
        #expect(
            messages(of: "  \n\t\n") == [
                "t.txt:1:1: error: the file has only blank lines (spaces, tabs and line breaks): "
                    + "a pack needs at least one level"
            ])
        #expect(
            messages(of: "Title: A\r@.\r") == [
                "t.txt:1:9: error: the lines end in a carriage return alone (classic Mac OS line endings); "
                    + "Glide reads LF or CRLF line endings: convert the file, e.g. with tr '\\r' '\\n'"
            ])
    }

    /// A file's name, or a value quoted from a rejected file, is shown with its control
    /// characters written out: a diagnostic line never drives the terminal.
    @Test func aDiagnosticShowsFileTextEscaped() {
        #expect(
            messages(of: "Par: 1\u{1B}[2J\n@.\n", path: "a\u{1B}]0;x\u{7}.txt").last
                == "a\\x1b]0;x\\x07.txt:1:6: error: 'Par' must be a non-negative whole number, "
                + "not '1\\x1b[2J'")
        #expect(
            Level(
                board: try! Board(
                    width: 2, height: 1, cells: [.floor, .floor], start: .init(row: 0, column: 0)),
                title: "a\u{9B}b"
            )
            .name(number: 2) == "level 2 \"a\\x9bb\"")
    }

    @Test func aDiagnosticReadsAsACompilerWould() {
        let warning = DiagnosticLine(
            .warning, path: "p.txt", line: 3, column: 1, "level 1 has no Par (optimum is 4)")
        #expect(warning.description == "p.txt:3:1: warning: level 1 has no Par (optimum is 4)")
        let error = LevelFormatError([
            Diagnostic(.error, path: "p.txt", line: 1, column: 1, .empty),
            Diagnostic(.note, path: "p.txt", line: 2, column: 4, .parWithoutValue),
        ])
        #expect(error.diagnostics[0].message == "the file is empty: a pack needs at least one level")
        #expect(
            error.description == """
                p.txt:1:1: error: the file is empty: a pack needs at least one level
                p.txt:2:4: note: 'Par' needs a value: the optimal number of moves
                """)
    }

    private func messages(of text: String, path: String = "t.txt") -> [String] {
        diagnostics(of: text, path: path).map(\.description)
    }

    private func messages(ofBytes bytes: [UInt8], path: String = "t.txt") -> [String] {
        diagnostics(ofBytes: bytes, path: path).map(\.description)
    }
}
