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

    @Test func everyLevelHasATitleAndItsProvenPar() throws {
        for path in try shippedPackPaths() {
            for (index, level) in try PackFile.load(path).levels.enumerated() {
                let name = "\(path) level \(index + 1)"
                #expect(level.title != nil, "\(name) has no title")
                guard case let .solved(moves) = ReferenceSolver.solve(level.board, stateLimit: 200_000) else {
                    Issue.record("\(name) is not solvable within the reference search")
                    continue
                }
                #expect(level.par == moves.count, "\(name): Par \(level.par.map(String.init) ?? "missing"), optimum \(moves.count)")
            }
        }
    }

    @Test func theTutorialRisesFrom3x3To8x8() throws {
        let levels = try PackFile.load(levelsDirectory.appendingPathComponent("tutorial.txt").path).levels
        #expect(levels.count >= 10)
        #expect(levels.allSatisfy { $0.board.width <= 8 && $0.board.height <= 8 && $0.board.width >= 3 && $0.board.height >= 3 })
        #expect(levels.first?.par == 1)
        let pars = levels.compactMap(\.par)
        #expect(pars == pars.sorted(), "tutorial levels are ordered by optimal moves")
    }
}

@Suite("Reference solver")
struct ReferenceSolverTests {
    @Test func solvesARingOptimally() throws {
        let ring = try board("######", "#@...#", "#.##.#", "#....#", "######")
        guard case let .solved(moves) = ReferenceSolver.solve(ring) else {
            Issue.record("the ring is solvable")
            return
        }
        #expect(moves.count == 4)
        var session = GameSession(board: ring)
        session.replay(moves)
        #expect(session.isWon)
    }

    @Test func provesATJunctionUnsolvable() throws {
        let tee = try board("#####", "#@..#", "##.##", "#####")
        #expect(ReferenceSolver.solve(tee) == .unsolvable)
    }
}
