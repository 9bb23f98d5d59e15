import GlideRules
import GlideTestSupport
import Testing

/// What the parser finds, where (GlideWordingTests holds the words).
@Suite("Level format: errors, with line and column")
struct LevelParserErrorTests {
    @Test func unknownCharactersAreNamed() {
        func unknown(_ scalar: Unicode.Scalar) -> Diagnostic.Problem {
            .unknownMapCharacter(scalar, startsLikeMetadata: false)
        }
        #expect(diagnostics(of: "#@x#\n") == [error(1, 3, unknown("x"))])
        #expect(diagnostics(of: "#@.\n#\t.\n") == [error(2, 2, unknown("\t"))])
        #expect(diagnostics(of: "#@.7\n") == [error(1, 4, unknown("7"))])
        #expect(diagnostics(of: "#@.\u{0}\n") == [error(1, 4, unknown("\u{0}"))])
        #expect(diagnostics(of: "#@😀.\n") == [error(1, 3, unknown("😀"))])
        #expect(diagnostics(of: "#@.\u{301}.\n") == [error(1, 4, unknown("\u{301}"))])
        #expect(diagnostics(of: "#é@\n") == [error(1, 2, unknown("é"))])
    }

    @Test func aLineStartingWithALetterWithoutColonHintsAtMetadata() {
        let found = diagnostics(of: "Title Foo\n#@.\n")
        #expect(found.first == error(1, 1, .unknownMapCharacter("T", startsLikeMetadata: true)))
        #expect(
            found.dropFirst() == [
                error(1, 2, .unknownMapCharacter("i", startsLikeMetadata: false)),
                error(1, 3, .unknownMapCharacter("t", startsLikeMetadata: false)),
                error(1, 4, .unknownMapCharacter("l", startsLikeMetadata: false)),
                error(1, 5, .unknownMapCharacter("e", startsLikeMetadata: false)),
                error(1, 7, .unknownMapCharacter("F", startsLikeMetadata: false)),
                error(1, 8, .unknownMapCharacter("o", startsLikeMetadata: false)),
                error(1, 9, .unknownMapCharacter("o", startsLikeMetadata: false)),
            ])
    }

    @Test func noStart() {
        #expect(diagnostics(of: "Title: A\n#..#\n#..#\n") == [error(2, 1, .noStart(level: 1))])
    }

    @Test func aSecondStartIsPointedAt() {
        #expect(
            diagnostics(of: "@.\n\n#..\n#.@@\n") == [
                error(4, 4, .secondStart(level: 2, firstLine: 4, firstColumn: 3))
            ])
    }

    @Test func commentsAndMetadataBetweenMapRows() {
        #expect(diagnostics(of: "#@.\n; note\n#..\n") == [error(2, 1, .mapInterrupted(by: .comment))])
        #expect(diagnostics(of: "#@.\nPar: 1\n#..\n") == [error(2, 1, .mapInterrupted(by: .metadata))])
    }

    @Test func metadataSeparatedFromItsMap() {
        #expect(diagnostics(of: "@.\n\nTitle: lost\n\n.@\n") == [error(3, 1, .metadataOutsideLevel)])
    }

    @Test func emptyPacks() {
        #expect(diagnostics(of: "") == [error(1, 1, .empty)])
        #expect(diagnostics(of: "\u{FEFF}") == [error(1, 1, .empty)])
        #expect(diagnostics(of: "\n\n  \n") == [error(1, 1, .onlyBlankLines)])
        #expect(diagnostics(of: "   ") == [error(1, 1, .onlyBlankLines)])
        #expect(diagnostics(of: "; only a comment\n") == [error(1, 1, .noLevels)])
        #expect(diagnostics(of: "Title: Header only\nAuthor: x\n") == [error(1, 1, .noLevels)])
    }

    /// The format forbids control characters (C0 but tab, DEL, C1) in comments and metadata:
    /// each is an error at its own column, so nothing read from a pack can drive a terminal.
    @Test func controlCharactersInTextAreErrors() {
        #expect(
            diagnostics(of: "Title: a\u{1B}]0;x\u{7}b\n@.\n") == [
                error(1, 9, .controlCharacter("\u{1B}", in: .metadata(key: "Title"))),
                error(1, 14, .controlCharacter("\u{7}", in: .metadata(key: "Title"))),
            ])
        #expect(
            diagnostics(of: "; é\u{9B}2J\n@.\n")
                == [error(1, 4, .controlCharacter("\u{9B}", in: .comment))])
        #expect(
            diagnostics(of: "Secret key: \u{7F}\n@.\n")
                == [error(1, 13, .controlCharacter("\u{7F}", in: .metadata(key: "Secret key")))])
        // The header and the notes between levels are text too.
        #expect(
            diagnostics(of: "Title: P\n\n@.\n\n;\u{0}\n\n@.\n")
                == [error(5, 2, .controlCharacter("\u{0}", in: .comment))])
        // Tabs stay allowed; C1 is U+0080–U+009F only, not the Latin-1 letters after it.
        #expect(diagnostics(of: "Title:\ta\tb\n; \u{A0}\u{E9}\n@.\n") == [])
    }

    /// Lines that end in CR alone (classic Mac OS) are not read as lines: one error says so,
    /// rather than "no levels". A stray CR in a file of LF lines is a control character.
    @Test func carriageReturnLineEndingsAreNamed() {
        #expect(diagnostics(of: "Title: A\r@.\r") == [error(1, 9, .carriageReturnLineEndings)])
        #expect(diagnostics(of: "@.\r") == [error(1, 3, .carriageReturnLineEndings)])
        #expect(diagnostics(of: "Title: A\r\n@.\r\n") == [], "CRLF is read")
        #expect(
            diagnostics(of: "; a\rb\n@.\n\n@.\n")
                == [error(1, 4, .controlCharacter("\r", in: .comment))])
    }

    @Test func badPar() {
        #expect(diagnostics(of: "Par: -3\n@.\n") == [error(1, 6, .parNotAWholeNumber("-3"))])
        #expect(diagnostics(of: "Par:   ten\n@.\n") == [error(1, 8, .parNotAWholeNumber("ten"))])
        #expect(diagnostics(of: "Par:\n@.\n") == [error(1, 5, .parWithoutValue)])
        #expect(
            diagnostics(of: "Par: 99999999999999999999\n@.\n") == [
                error(1, 6, .parTooLarge("99999999999999999999"))
            ])
        #expect(diagnostics(of: "Par: 1.5\n@.\n") == [error(1, 6, .parNotAWholeNumber("1.5"))])
    }

    @Test func duplicateKnownKeys() {
        #expect(
            diagnostics(of: "Title: A\nTitle: B\n@.\n") == [error(2, 1, .repeatedKey("Title", firstLine: 1))])
    }

    @Test func levelsLargerThan256() {
        let wide = "@" + String(repeating: ".", count: 299)
        #expect(diagnostics(of: wide + "\n") == [error(1, 257, .rowTooWide(cells: 300))])
        let tall = (["@"] + Array(repeating: ".", count: 299)).joined(separator: "\n")
        #expect(diagnostics(of: tall) == [error(257, 1, .tooManyRows(level: 1, rows: 300))])
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
                error(1, 257, .rowTooWide(cells: 300)), error(257, 1, .tooManyRows(level: 1, rows: 300)),
            ])
        // A single 10 MB line.
        #expect(
            diagnostics(of: "#@" + String(repeating: ".", count: 10 << 20) + "#\n") == [
                error(1, 257, .rowTooWide(cells: 10_485_763))
            ])
    }

    @Test func invalidUTF8PointsAtTheFirstBadByte() {
        let bytes: [UInt8] = Array("Title: A\n#@.\n#".utf8) + [0xFF] + Array(".\n".utf8)
        #expect(diagnostics(ofBytes: bytes) == [error(3, 2, .invalidUTF8(byte: 0xFF, .neverInUTF8))])
        let truncated: [UInt8] = Array("; café ".utf8) + [0xE2, 0x82] + Array("\n@.\n".utf8)
        #expect(
            diagnostics(ofBytes: truncated) == [
                error(1, 8, .invalidUTF8(byte: 0xE2, .brokenSequence(length: 3)))
            ])
        #expect(
            diagnostics(ofBytes: [0x40, 0x80]) == [
                error(1, 2, .invalidUTF8(byte: 0x80, .continuationWithoutLead))
            ])
        #expect(
            diagnostics(ofBytes: [0xED, 0xA0, 0x80], path: "surrogate.txt") == [
                error(1, 1, .invalidUTF8(byte: 0xED, .brokenSequence(length: 3)), path: "surrogate.txt")
            ])
    }

    @Test func everyErrorOfAFileIsReported() {
        let text = "Title: A\n#@x\n\nPar: no\n#..\n\n@.\n@.\n"
        #expect(
            diagnostics(of: text) == [
                error(2, 3, .unknownMapCharacter("x", startsLikeMetadata: false)),
                error(4, 6, .parNotAWholeNumber("no")),
                error(5, 1, .noStart(level: 2)),
                error(8, 1, .secondStart(level: 3, firstLine: 7, firstColumn: 1)),
            ])
    }

    @Test func tooManyErrorsStop() {
        let text = String(repeating: "@x\n\n", count: 300)
        let found = diagnostics(of: text)
        #expect(found.count == LevelFormat.maximumErrors + 1)
        #expect(found.last?.problem == .tooManyErrors)
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(diagnostics(of: "Title: é\nPar: ¼\n@.\n") == [error(2, 6, .parNotAWholeNumber("¼"))])
    }
}
