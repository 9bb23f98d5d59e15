import Testing

@testable import GlideRules

/// `glide check --fix`'s rewrite: the changed values and added lines, and not one other byte.
@Suite("Metadata rewritten in place")
struct MetadataRewriteTests {
    static func fix(_ text: String, _ changes: [(level: Int, key: String, value: String)]) throws -> String {
        let pack = try LevelFormat.parse(text)
        let rewrite = changes.map { change in
            MetadataRewrite.Change(
                span: pack.levels[change.level].source!, key: change.key, value: change.value)
        }
        return String(decoding: MetadataRewrite.apply(rewrite, to: Array(text.utf8)), as: UTF8.self)
    }

    @Test func aValueIsReplacedKeepingTheKeyAsWrittenAndTheSpacing() throws {
        let text = "Title: P\n\n; the first\nTitle: A\n  par :\t2   \n#@..#\n\nTitle: B\nPar: 3\n#@.#\n"
        #expect(try Self.fix(text, [(0, "Par", "3")]) == text.replacingOccurrences("par :\t2", "par :\t3"))
        #expect(
            try Self.fix(text, [(1, "par", "1"), (0, "Par", "30")])
                == "Title: P\n\n; the first\nTitle: A\n  par :\t30   \n#@..#\n\nTitle: B\nPar: 1\n#@.#\n")
    }

    @Test func aMissingLineGoesAfterTheLastMetadataAboveTheMap() throws {
        let text = "Title: A\n; note\nAuthor: me\n; about\n#@..#\nComment: after\n\n#@.#\n"
        #expect(
            try Self.fix(text, [(0, "Par", "3"), (0, "Difficulty", "4"), (1, "Par", "1")])
                == "Title: A\n; note\nAuthor: me\nPar: 3\nDifficulty: 4\n; about\n#@..#\nComment: after\n\nPar: 1\n#@.#\n"
        )
    }

    @Test func lineEndingsAndTheRestStayByteForByte() throws {
        let text = "\u{FEFF}Title: P\r\n\r\nTitle: A\r\nPar: 9\r\n#@..#\r\n\r\n   \r\n; trailing"
        let fixed = try Self.fix(text, [(0, "Par", "3"), (0, "Difficulty", "12")])
        #expect(
            fixed
                == "\u{FEFF}Title: P\r\n\r\nTitle: A\r\nPar: 3\r\nDifficulty: 12\r\n#@..#\r\n\r\n   \r\n; trailing"
        )
        #expect(try LevelFormat.parse(fixed).levels[0].metadata("Difficulty") == "12")
    }

    @Test func theLineOfAKeyIsFound() throws {
        let text = "Title: A\nPar: 2\n#@..#\n\nTitle: B\n#@.#\n"
        let pack = try LevelFormat.parse(text)
        #expect(MetadataRewrite.line(of: "par", in: pack.levels[0].source!, bytes: Array(text.utf8)) == 2)
        #expect(MetadataRewrite.line(of: "Par", in: pack.levels[1].source!, bytes: Array(text.utf8)) == nil)
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = self
        if let range = result.firstRange(of: target) { result.replaceSubrange(range, with: replacement) }
        return result
    }
}
