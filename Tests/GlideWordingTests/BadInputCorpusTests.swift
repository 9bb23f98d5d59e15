import Foundation
import GlideRules
import GlideTestSupport
import GlideWording
import Testing

/// Tests/GlideRulesTests/Corpus: each NAME.txt is a level file (most of them broken) and
/// NAME.expected the exact diagnostics `glide check NAME.txt` prints for it, one per line
/// (empty for a valid file): the parser's problems as GlideWording words them. tools/e2e/cli.sh
/// also runs `glide check` on each for the exit status.
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("GlideRulesTests/Corpus")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func theCorpusCoversTheCasesItShould() {
        #expect(Self.names.count >= 15)
    }

    @Test(arguments: names) func eachFileGivesExactlyItsExpectedErrors(name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name + ".txt")))
        let expected = try String(
            contentsOf: Self.folder.appendingPathComponent(name + ".expected"), encoding: .utf8
        )
        .split(separator: "\n").map(String.init)
        let actual: [String]
        do {
            _ = try LevelFormat.parse(bytes, path: name + ".txt")
            actual = []
        } catch {
            actual = error.diagnostics.map(\.description)
        }
        #expect(actual == expected)
    }
}
