import Foundation
import Testing

@testable import GlideDevTools

@Suite("glide-dev source-stats: no English made in the core")
struct EnglishInCoreTests {
    /// The project's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func theCoreMakesNoEnglish() throws {
        let tree = try SourceTree(root: Self.root)
        #expect(tree.files.contains { $0.path == "GlideRules/Format/LevelParser.swift" }, "the real sources")
        #expect(EnglishInCore.breaches(in: tree.files) == [])
    }

    /// A sentence put back into a core file is caught, at its line.
    @Test func aPlantedSentenceIsCaught() throws {
        let path = "GlideRules/Rules/Board.swift"
        let text = try String(contentsOfFile: Self.root + "/Sources/" + path, encoding: .utf8)
        let planted =
            text + "\nextension Board.Invalid {\n    var words: String { \"the map is empty\" }\n}\n"
        let line = planted.split(separator: "\n", omittingEmptySubsequences: false).count - 2
        let files = [SourceTree.File(path: path, shape: SourceShape(text: planted))]
        #expect(
            EnglishInCore.breaches(in: files) == [
                "\(path):\(line): words in GlideRules, which makes none: \"the map is empty\" "
                    + "(return a typed value and word it in GlideWording)"
            ])
        let elsewhere = [
            SourceTree.File(path: "GlideTerminal/Board.swift", shape: SourceShape(text: planted))
        ]
        #expect(EnglishInCore.breaches(in: elsewhere) == [], "the front words things")
    }

    @Test func programmersMessagesAreNotWordsForPlayers() {
        let shape = SourceShape(
            text: """
                func f(_ x: Int) {
                    precondition(x > 0, "x must be positive")
                    guard x < 9 else { fatalError("cannot go on: \\(x) is \\(String(describing: x))") }
                    assert(x != 3, ["three is", "not allowed"].joined())
                    print("the rest is words")
                }
                """)
        let files = [SourceTree.File(path: "GlideSolver/F.swift", shape: shape)]
        #expect(
            EnglishInCore.breaches(in: files).map { $0.prefix(22) } == ["GlideSolver/F.swift:5:"],
            "only the print")
    }

    @Test func wordsAreTwoPiecesWithLetters() {
        #expect(EnglishInCore.isWords("the map is empty"))
        #expect(EnglishInCore.isWords("row \\(…) col \\(…)"))
        #expect(EnglishInCore.isWords("Glide's level generator"))
        #expect(!EnglishInCore.isWords("job \\(…)"))
        #expect(!EnglishInCore.isWords("\\(…): \\(…)"))
        #expect(!EnglishInCore.isWords(".tmp-XXXXXX"))
        #expect(!EnglishInCore.isWords("; "))
        #expect(!EnglishInCore.isWords("Title"))
    }

    @Test func literalsAreFoundWithTheirLinesTextsAndCalls() {
        let shape = SourceShape(
            text: """
                // "not a literal"
                let a = f(g("one two \\(h("three")) four\\n"), "five")
                let b = #"raw "six" \\(seven)"#
                let c = \"\"\"
                    eight
                    nine
                    \"\"\"
                """)
        #expect(
            shape.stringLiterals == [
                .init(line: 2, text: "one two \\(…) four ", calls: ["g", "f"]),
                .init(line: 2, text: "three", calls: ["h", "", "g", "f"]),
                .init(line: 2, text: "five", calls: ["f"]),
                .init(line: 3, text: "raw \"six\" \\(seven)", calls: []),
                .init(line: 4, text: "\n    eight\n    nine\n    ", calls: []),
            ])
    }
}
