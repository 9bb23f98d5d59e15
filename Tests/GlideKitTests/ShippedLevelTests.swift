import Foundation
import GlideKit
import Testing

/// The repository's `levels/` folder.
let levelsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("levels")

func shippedPackPaths() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: levelsDirectory.path)
        .filter { $0.hasSuffix(".txt") }.sorted()
        .map { levelsDirectory.appendingPathComponent($0).path }
}

@Suite("Shipped levels")
struct ShippedLevelTests {
    @Test func everyPackParsesAndIsCanonical() throws {
        let paths = try shippedPackPaths()
        #expect(!paths.isEmpty)
        for path in paths {
            let pack = try PackFile.load(path)
            let text = String(decoding: try PackFile.read(path), as: UTF8.self)
            #expect(pack.text == text, "\(path) is not in canonical form")
            #expect(pack.title != nil, "\(path) has no pack title")
        }
    }

    /// Levels small enough for the plain breadth-first search are held to it here; the rest
    /// are checked by Glide's solver in `tools/test` (`glide check levels/*.txt`).
    @Test func everyLevelHasATitleAndItsProvenPar() throws {
        var checked = 0
        for path in try shippedPackPaths() {
            for (index, level) in try PackFile.load(path).levels.enumerated() {
                let name = "\(path) level \(index + 1)"
                #expect(level.title != nil, "\(name) has no title")
                #expect(level.par != nil, "\(name) has no Par")
                switch ReferenceSolver.solve(level.board, stateLimit: 40_000) {
                case let .solved(moves):
                    #expect(
                        level.par == moves.count,
                        "\(name): Par \(level.par.map(String.init) ?? "missing"), optimum \(moves.count)")
                    checked += 1
                case .unsolvable:
                    Issue.record("\(name) is unsolvable")
                case .gaveUp:
                    continue
                }
            }
        }
        #expect(checked >= 50)
    }

    @Test func thePacksMakeACampaign() throws {
        let list = PackList.parse(
            try String(contentsOf: levelsDirectory.appendingPathComponent("packs.list"), encoding: .utf8))
        let packs = try list.map { try PackFile.load(levelsDirectory.appendingPathComponent($0).path) }
        let levels = packs.flatMap(\.levels)
        #expect(packs.count >= 4)
        #expect(levels.count >= 150)
        #expect(packs.allSatisfy { $0.title != nil && $0.author != nil })
        #expect(levels.contains { $0.board.width >= 25 && $0.board.height >= 25 })
        #expect(levels.compactMap(\.par).min() == 1 && levels.compactMap(\.par).max()! >= 40)
        // No level twice, up to rotation and reflection, across all the packs.
        #expect(Set(levels.map(\.board.canonicalID)).count == levels.count)
        // Each generated pack lists its levels by rising difficulty.
        for (name, pack) in zip(list, packs) where name != "tutorial.txt" {
            let scores = pack.levels.map { Int($0.metadata("Difficulty") ?? "") ?? -1 }
            #expect(
                scores.allSatisfy { $0 >= 0 } && scores == scores.sorted(),
                "\(name) is not ordered by difficulty")
        }
    }

    @Test func theTutorialRisesFrom3x3To8x8() throws {
        let levels = try PackFile.load(levelsDirectory.appendingPathComponent("tutorial.txt").path).levels
        #expect(levels.count >= 10)
        #expect(
            levels.allSatisfy {
                $0.board.width <= 8 && $0.board.height <= 8 && $0.board.width >= 3 && $0.board.height >= 3
            })
        #expect(levels.first?.par == 1)
        let pars = levels.compactMap(\.par)
        #expect(pars == pars.sorted(), "tutorial levels are ordered by optimal moves")
    }
}
