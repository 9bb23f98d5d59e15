import Foundation
import GlideLevels
import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

/// The documents players read (README.md, CHANGELOG.md, docs/, the man page's hand-written part)
/// never show a solution of a shipped level, and the README's figures that a change to the packs
/// would make stale are checked here.
@Suite("Documentation")
struct DocumentationTests {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A shipped level, named as a player finds it.
    struct ShippedLevel {
        let name: String
        let board: Board
    }

    /// A move string in a document that wins a shipped level.
    struct Spoiler: CustomStringConvertible {
        let document: String
        let moves: String
        let level: String

        var description: String { "\(document) shows \(moves), which wins \(level)" }
    }

    /// Every level of every bundled pack.
    static func shippedLevels() throws -> [ShippedLevel] {
        var levels: [ShippedLevel] = []
        for (name, text) in BundledLevels.packs {
            let pack = try LevelFormat.parse(text, path: name)
            for (index, level) in pack.levels.enumerated() {
                let title = level.title.map { " (\($0))" } ?? ""
                levels.append(ShippedLevel(name: "\(name) level \(index + 1)\(title)", board: level.board))
            }
        }
        return levels
    }

    /// The Markdown files at the root and under docs/, and the man page's hand-written part,
    /// as paths from the root, sorted.
    static func documents() throws -> [String] {
        let files = FileManager.default
        var paths = try files.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".md") }
        let docs = root.appendingPathComponent("docs")
        for case let path as String in files.enumerator(atPath: docs.path)
            ?? FileManager.DirectoryEnumerator()
        where path.hasSuffix(".md") || path.hasSuffix(".mdoc") {
            paths.append("docs/" + path)
        }
        return paths.sorted()
    }

    /// Every run of four or more move letters (U, D, L, R) that stands as a word: no letter,
    /// digit or `_` just before or after it. Code spans and blocks are read like the rest.
    static func moveStrings(in text: String) -> [String] {
        let characters = Array(text)
        func isMove(_ index: Int) -> Bool { "UDLR".contains(characters[index]) }
        func isWordCharacter(_ index: Int) -> Bool {
            guard characters.indices.contains(index) else { return false }
            let character = characters[index]
            return character.isLetter || character.isNumber || character == "_"
        }
        var found: [String] = []
        var start = 0
        while start < characters.count {
            guard isMove(start) else {
                start += 1
                continue
            }
            var end = start
            while end < characters.count, isMove(end) { end += 1 }
            if end - start >= 4, !isWordCharacter(start - 1), !isWordCharacter(end) {
                found.append(String(characters[start..<end]))
            }
            start = end
        }
        return found
    }

    /// The move strings of `text` that win a level of `levels` when played from its start.
    static func spoilers(in text: String, document: String, levels: [ShippedLevel]) -> [Spoiler] {
        var spoilers: [Spoiler] = []
        for moves in Set(moveStrings(in: text)).sorted() {
            guard let directions = try? MoveNotation.parse(moves) else { continue }
            for level in levels {
                var session = GameSession(board: level.board)
                session.replay(directions)
                if session.isWon {
                    spoilers.append(Spoiler(document: document, moves: moves, level: level.name))
                }
            }
        }
        return spoilers
    }

    @Test func noDocumentShowsASolutionOfAShippedLevel() throws {
        let levels = try Self.shippedLevels()
        let documents = try Self.documents()
        #expect(levels.count > 100, "the shipped levels are read")
        #expect(documents.contains("README.md") && documents.contains("docs/man/sections.mdoc"))
        for document in documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for spoiler in Self.spoilers(in: text, document: document, levels: levels) {
                Issue.record("\(spoiler): no document may show a solution of a shipped level")
            }
        }
    }

    @Test func moveStringsAreFoundAsWordsOnly() {
        let text =
            "moves: `RDLU`, (DRULDR) and\nUUDDLLRR.\n```\nLURD\n```\nnot RDL, xRDLU, RDLUx, 3RDLU, RDLU_, URL"
        #expect(Self.moveStrings(in: text) == ["RDLU", "DRULDR", "UUDDLLRR", "LURD"])
    }

    /// The check can fail: a shortest solution of a shipped level, pasted into a document, is
    /// found.
    @Test func aPastedSolutionIsFound() throws {
        let levels = try Self.shippedLevels()
        let level = try #require(levels.first { $0.board.floorCount >= 12 })
        let solution = try #require(
            Solver(board: level.board).solve(options: SolveOptions(timeout: 10)).solution)
        let moves = MoveNotation.format(solution)
        #expect(moves.count >= 4)
        let text = "A doc that gives the game away: `\(moves)`, then more words."
        let found = Self.spoilers(in: text, document: "pasted.md", levels: levels)
        #expect(found.contains { $0.moves == moves && $0.level == level.name }, "\(moves) wins \(level.name)")
    }

    /// The README's table of the bundled packs lists every pack, in play order, with its number
    /// of levels: a pack remade with more or fewer levels fails here until the README says so.
    @Test func readmeListsTheBundledPacksWithTheirLevelCounts() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        // The table under the header "| pack | levels | ...": the pack's name in a code span,
        // then its number of levels.
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| pack | levels |") }, "the packs table")
        var listed: [(name: String, levels: Int)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            listed.append((name, try #require(Int(cells[1]), "levels of \(name)")))
        }
        var shipped: [(name: String, levels: Int)] = []
        for (file, text) in BundledLevels.packs {
            let name = file.hasSuffix(".txt") ? String(file.dropLast(4)) : file
            shipped.append((name, try LevelFormat.parse(text, path: file).levels.count))
        }
        #expect(
            listed.map(\.name) == shipped.map(\.name), "the README's packs table names every pack in order")
        #expect(
            listed.map(\.levels) == shipped.map(\.levels), "the README's packs table has each pack's levels")
    }
}
