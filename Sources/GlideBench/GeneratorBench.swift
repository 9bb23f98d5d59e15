import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules

/// Levels per second of the level generator (solver proofs and ratings included) at a few
/// sizes, each from a fixed seed, and what the levels are like: their par, their largest open
/// area (where the ball moves in both directions: sweeping, not insight), the traps along their
/// optimal line (losing moves on offer, `Difficulty.deadEnds`) and their one-way slides.
struct GeneratorBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generator",
        abstract:
            "Measure the level generator: levels per second at 10x10 and 20x20 (and more sizes with --size).",
        discussion: """
            --master measures the master pack's settings (chamber mazes from 22x22 to 26x26, par \
            55 to 105; tools/make-packs refines and curates them). --room-limit, --joins, --chamber-side, \
            --walls and the moves options try others; --output writes the levels as a pack, for \
            glide solve or glide-bench quality (proof times).
            """
    )

    @Option(help: "Sizes to measure, e.g. 10x10.")
    var size: [String] = []

    @Option(help: "Levels to make at each size.")
    var count: Int = 20

    @Option(help: "The seed.")
    var seed: UInt64 = 7

    @Option(help: "Fewest optimal moves (default: the generator's).")
    var minMoves: Int?

    @Option(help: "Most optimal moves.")
    var maxMoves: Int = 1_000

    @Option(help: "Share of the inside left as wall (default: varied per level).")
    var walls: Double?

    @Option(help: "Corridor mazes: the largest open area allowed, in cells (default: the mixed style).")
    var roomLimit: Int?

    @Option(help: "Corridor mazes: the chance a new corridor may join another (close a loop).")
    var joins: Double = 1

    @Option(help: "Chamber mazes: the chambers' side, in cells (with --room-limit; default: no chambers).")
    var chamberSide: Int?

    @Flag(help: "The master pack's settings: 22x22 to 26x26 (sizes given are added), chamber mazes.")
    var master = false

    @Flag(help: "A line per level: par, floor, open area, traps, one-way slides, difficulty.")
    var levels = false

    @Option(help: "Print the first n candidate boards of each size, before the solver sees them.")
    var showCandidates = 0

    @Option(help: "Write the levels of every size to this pack file.")
    var output: String?

    @Flag(
        help:
            "Also refine each level (LevelRefiner) and measure that: seconds, traps away from the start, unique optima."
    )
    var refine = false

    /// The master plan's traps-per-move filter in tools/make-packs: the share of levels with a
    /// losing move for every this many moves of par is printed.
    static let movesPerTrap = 20

    var style: CandidateStyle {
        guard let roomLimit else { return .mixed }
        let rooms = RoomLimit(cells: roomLimit)
        guard let chamberSide else { return .corridors(rooms: rooms, joins: joins) }
        return .chambers(chamberSide: chamberSide, rooms: rooms, joins: joins)
    }

    /// What is measured: the master pack's bands, then `--size`, with the other options.
    func runs() throws -> [(label: String, settings: LevelGenerator.Settings)] {
        var runs: [(label: String, settings: LevelGenerator.Settings)] = []
        if master {
            // As MakePacks' master plan: walls 0.6, par 55 to 105, the master mazes.
            for side in 22...26 {
                runs.append(
                    (
                        "\(side)x\(side)",
                        LevelGenerator.Settings(
                            width: side, height: side, count: count, seed: seed, minMoves: 55, maxMoves: 105,
                            wallDensity: 0.6, style: .masterMazes)
                    ))
            }
        }
        for text in size.isEmpty && !master ? ["10x10", "20x20"] : size {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2 else { throw ValidationError("bad size \(text)") }
            runs.append(
                (
                    text,
                    LevelGenerator.Settings(
                        width: parts[0], height: parts[1], count: count, seed: seed, minMoves: minMoves,
                        maxMoves: maxMoves, wallDensity: walls, style: style)
                ))
        }
        return runs
    }

    func run() throws {
        if refine { return try runRefiner() }
        print(
            "size     levels  candidates   seconds  levels/s  median par  max par"
                + "  open area med/max  traps min/med  1 trap per \(Self.movesPerTrap) moves  one-way med")
        var all: [LevelGenerator.Generated] = []
        for (label, settings) in try runs() {
            for index in 0..<showCandidates {
                let board = LevelGenerator.candidate(index, settings: settings)
                print("candidate \(index):\n" + (board?.mapRows.joined(separator: "\n") ?? "none"))
            }
            let started = ContinuousClock.now
            let (made, tried) = LevelGenerator(settings: settings).generate()
            let seconds = (ContinuousClock.now - started).seconds
            let pars = made.map(\.solution.count).sorted()
            let areas = made.map { OpenArea.largest($0.board) }.sorted()
            let traps = made.map(\.difficulty.deadEnds).sorted()
            let oneWay = made.map(\.difficulty.oneWaySlides).sorted()
            let trapped = made.count { $0.difficulty.deadEnds * Self.movesPerTrap >= $0.solution.count }
            print(
                label.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(
                        format: " %6d  %10d  %8.2f  %8.2f  %10d  %7d  %9d / %-5d  %5d / %-5d  %19d %%  %11d",
                        made.count, tried, seconds, Double(made.count) / seconds, Self.median(pars),
                        pars.last ?? 0, Self.median(areas), areas.last ?? 0, traps.first ?? 0,
                        Self.median(traps), made.isEmpty ? 0 : 100 * trapped / made.count, Self.median(oneWay)
                    ))
            if levels {
                for level in made {
                    let d = level.difficulty
                    print(
                        "    candidate \(level.candidate): par \(d.moves), floor \(d.floorCells), "
                            + "open area \(OpenArea.largest(level.board)), traps \(d.deadEnds), "
                            + "one-way \(d.oneWaySlides), difficulty \(d.score)")
                }
            }
            all += made
        }
        if let output {
            let pack = LevelGenerator.pack(
                all, title: "Generator bench", author: "glide-bench generator", notes: [],
                titlePrefix: "Level")
            try Data(pack.text.utf8).write(to: URL(fileURLWithPath: output))
        }
    }

    static func median(_ sorted: [Int]) -> Int { sorted.isEmpty ? 0 : sorted[sorted.count / 2] }

    /// Seconds per level of the refiner, and what it achieves: levels with a trap away from the
    /// start, and with a unique optimum, before and after.
    func runRefiner() throws {
        print(
            "size     levels  generate s  refine s  s/level  trap away from start  unique optimum  median par"
        )
        for (text, settings) in try runs() {
            let started = ContinuousClock.now
            let levels = LevelGenerator(settings: settings).generate().levels
            let generated = ContinuousClock.now
            let moves = levels.map(\.solution.count)
            let refiner = LevelRefiner(
                settings: .init(moves: (moves.min() ?? 1)...((moves.max() ?? 1) + 6)))
            let before = levels.compactMap { refiner.rate($0.board) }
            let after = refiner.refineAll(levels, jobs: ProcessInfo.processInfo.activeProcessorCount)
                .compactMap { $0 }.compactMap { refiner.rate($0.board) }
            let refined = ContinuousClock.now
            func share(_ rated: [LevelRefiner.Rated], _ test: (LevelRefiner.Rated) -> Bool) -> String {
                "\(rated.filter(test).count)/\(rated.count)"
            }
            let awayBefore = share(before) { $0.trapsAwayFromStart > 0 }
            let awayAfter = share(after) { $0.trapsAwayFromStart > 0 }
            let uniqueBefore = share(before) { $0.optimalSolutions == .exact(1) }
            let uniqueAfter = share(after) { $0.optimalSolutions == .exact(1) }
            let refineSeconds = (refined - generated).seconds
            let pars = after.map(\.solution.count).sorted()
            print(
                text.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(
                        format: " %6d  %10.2f  %8.2f  %7.2f  ", levels.count, (generated - started).seconds,
                        refineSeconds, refineSeconds / Double(max(1, levels.count)))
                    + "\(awayBefore) → \(awayAfter)".padding(toLength: 22, withPad: " ", startingAt: 0)
                    + "\(uniqueBefore) → \(uniqueAfter)".padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(pars.isEmpty ? 0 : pars[pars.count / 2]))
        }
    }
}
