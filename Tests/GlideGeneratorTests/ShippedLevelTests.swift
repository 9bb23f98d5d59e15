import Foundation
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

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

    /// The packs in play order, each with its levels' declared difficulty and par.
    func campaign() throws -> [(name: String, pack: LevelPack)] {
        let list = PackList.parse(
            try String(contentsOf: levelsDirectory.appendingPathComponent("packs.list"), encoding: .utf8))
        return try list.map { ($0, try PackFile.load(levelsDirectory.appendingPathComponent($0).path)) }
    }

    static func difficulties(_ pack: LevelPack) -> [Int] {
        pack.levels.map { Int($0.metadata("Difficulty") ?? "") ?? -1 }
    }

    /// Within each generated pack, par and difficulty rise steadily: their rank correlation with
    /// the level's position is at least 0.8 (the issue's aim; the packs are picked along a curve
    /// by tools/make-packs).
    @Test func eachPackRisesSteadily() throws {
        for (name, pack) in try campaign() where name != "tutorial.txt" {
            let pars = pack.levels.compactMap(\.par).map(Double.init)
            let scores = Self.difficulties(pack).map(Double.init)
            let byPar = try #require(RankCorrelation.spearman(positionsOf: pars))
            let byDifficulty = try #require(RankCorrelation.spearman(positionsOf: scores))
            #expect(byPar >= 0.8, "\(name): par's rank correlation with position is \(byPar)")
            #expect(
                byDifficulty >= 0.8, "\(name): difficulty's rank correlation with position is \(byDifficulty)"
            )
        }
    }

    /// The easy pack starts where the tutorial leaves off, and every pack where the one before
    /// ends: its first level no easier than the middle of the pack before, and no harder than
    /// that pack's last.
    @Test func eachPackStartsWhereTheOneBeforeEnds() throws {
        let packs = try campaign()
        let tutorial = try #require(packs.first { $0.name == "tutorial.txt" }).pack
        let finale = try #require(tutorial.levels.last)
        let solution = try #require(Solver(board: finale.board).solve().solution)
        let finaleDifficulty = Difficulty(board: finale.board, optimalSolution: solution).score
        let easy = try #require(packs.first { $0.name == "easy.txt" }).pack
        let easyStart = try #require(Self.difficulties(easy).first)
        #expect(
            easyStart >= finaleDifficulty * 9 / 10,
            "the easy pack starts at difficulty \(easyStart), the tutorial ends at \(finaleDifficulty)")
        let generated = packs.filter { $0.name != "tutorial.txt" }
        for (before, after) in zip(generated, generated.dropFirst()) {
            let scores = Self.difficulties(before.pack)
            let start = try #require(Self.difficulties(after.pack).first)
            #expect(
                start >= scores[scores.count / 2] && start <= scores.last!,
                "\(after.name) starts at difficulty \(start); \(before.name) runs \(scores.first!)–\(scores.last!)"
            )
        }
    }

    /// A level measured as `glide solve --stats` measures it (nil when not proven optimal).
    static func quality(_ level: Level) -> PuzzleQuality? {
        let result = Solver(board: level.board).solve()
        guard result.optimal, let solution = result.solution else { return nil }
        return PuzzleQuality(board: level.board, optimalSolution: solution)
    }

    static func qualities(_ pack: LevelPack) -> [PuzzleQuality?] { pack.levels.map(quality) }

    /// The easy pack eases a new player in, as the mobile games begin: its first ten levels
    /// cannot be lost (no position reachable from the start is lost, so no move loses), then
    /// traps come in and the share of lost positions rises along the pack (rank correlation
    /// with position at least 0.7); the pack after it starts no more forgiving than the easy
    /// pack's middle. tools/make-packs picks them so (`MakePacks.OnRamp`).
    @Test func theEasyPackStartsStuckFreeAndBringsTrapsInGradually() throws {
        let packs = try campaign()
        let at = try #require(packs.firstIndex { $0.name == "easy.txt" })
        let easy = Self.qualities(packs[at].pack)
        #expect(easy.allSatisfy { $0 != nil }, "every easy level proven optimal and measured")
        let measured = easy.compactMap { $0 }
        for (index, quality) in measured.prefix(10).enumerated() {
            let lost = quality.lostPositions
            #expect(
                lost.exact && lost.lost == 0 && quality.traps.isEmpty,
                "easy level \(index + 1): \(lost.lost) of \(lost.positions) positions lost, traps \(quality.traps.count)"
            )
        }
        #expect(measured.dropFirst(10).first?.traps.isEmpty == false, "traps come in after the first ten")
        let rising = try #require(PackQuality(easy).lostCorrelation)
        #expect(rising >= 0.7, "the lost share's rank correlation with position is \(rising)")
        let middle = try #require(PackQuality(easy).medianLost)
        let next = try #require(packs.dropFirst(at + 1).first?.pack.levels.first)
        let nextStart = try #require(Self.quality(next))
        #expect(
            nextStart.lostPositions.share >= middle,
            "the pack after easy starts at \(nextStart.lostPositions) lost; easy's median is \(middle)")
    }

    /// The tutorial teaches that a move can lose, near its end: a level of its last quarter,
    /// before the finale, has a first move that loses and a `Comment:` to say so (the game then
    /// warns, and `u` undoes it). Its finale cannot be lost, as the easy pack's first levels
    /// cannot.
    @Test func theTutorialTeachesThatAMoveCanLose() throws {
        let tutorial = try PackFile.load(levelsDirectory.appendingPathComponent("tutorial.txt").path)
        let qualities = Self.qualities(tutorial)
        let lessons = tutorial.levels.indices.dropFirst(tutorial.levels.count * 3 / 4).dropLast().filter {
            qualities[$0]?.traps.contains { $0.move == 1 } == true
                && tutorial.levels[$0].metadata("Comment") != nil
        }
        #expect(!lessons.isEmpty, "no level of the tutorial's last quarter teaches a first move that loses")
        let finale = try #require(qualities.last ?? nil)
        #expect(finale.lostPositions.exact && finale.lostPositions.lost == 0, "the finale can be lost")
    }

    /// The hard packs are puzzles, not sweeps: no large open room, a trap on every level's
    /// optimal line (the traps are counted again by the measures in `glide solve --stats`).
    @Test func theHardPacksHaveNoLargeOpenRooms() throws {
        let caps = ["hard.txt": 24, "expert.txt": 30, "master.txt": 30]
        for (name, pack) in try campaign() {
            guard let cap = caps[name] else { continue }
            for (index, level) in pack.levels.enumerated() {
                let open = OpenArea.largest(level.board)
                #expect(
                    open <= cap, "\(name) level \(index + 1): an open area of \(open) cells (at most \(cap))")
            }
        }
    }
}
