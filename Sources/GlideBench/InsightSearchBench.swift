import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient

/// `InsightSearch` on generated levels: how far annealing aimed at the insight measure takes
/// them, and what it costs. Prints a line per level and a summary row per size.
struct InsightSearchBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "insight-search",
        abstract: "Measure InsightSearch: insight before and after annealing, par, seconds per level."
    )

    @Option(help: "Sizes to measure, as WxH.")
    var size: [String] = ["10x10"]

    @Option(help: "Fewest optimal moves.")
    var minMoves = 15

    @Option(help: "Most optimal moves.")
    var maxMoves = 30

    @Option(help: "Candidate style: open, corridor or chamber.")
    var style: Style = .open

    enum Style: String, ExpressibleByArgument {
        case open, corridor, chamber

        func candidates(side: Int) -> CandidateStyle {
            switch self {
            case .open: .mixed
            case .corridor: .corridorMazes
            case .chamber: .chamberMazes(side: side)
            }
        }
    }

    @Option(help: "Levels at each size.")
    var count = 4

    @Option(help: "Edits tried per level.")
    var iterations = 2_000

    @Option(help: "Temperature at the start, in units of insight.")
    var hot = 0.02

    @Option(help: "Temperature at the end.")
    var cold = 0.001

    @Option(help: "The generator's seed.")
    var seed: UInt64 = 28

    @Option(help: "Levels searched at once.")
    var jobs = 2

    @Option(help: "Write the best levels to this file, in the level format.")
    var output: String?

    func run() throws {
        var table = TextTable([
            "size", "levels", "insight before", "after", "max", "par after", "unique", "s / level",
        ])
        var found: [(String, LevelRefiner.Rated)] = []
        for text in size {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2 else { throw ValidationError("size \(text): WxH") }
            let (row, levels) = measure(text, width: parts[0], height: parts[1])
            table.rows.append(row)
            found += levels
        }
        table.lines.forEach { print($0) }
        if let output {
            // The level format: blocks apart by a blank line.
            let text = found.map { title, level in
                "Title: \(title)\nPar: \(level.solution.count)\n"
                    + level.board.mapRows.joined(separator: "\n")
            }.joined(separator: "\n\n")
            try (text + "\n").write(toFile: output, atomically: true, encoding: .utf8)
        }
    }

    /// One size's row, with its levels annealed (a line each printed as it goes).
    func measure(_ text: String, width: Int, height: Int) -> (
        row: [String], levels: [(String, LevelRefiner.Rated)]
    ) {
        let generator = LevelGenerator.Settings(
            width: width, height: height, count: count, seed: seed, minMoves: minMoves,
            maxMoves: maxMoves, style: style.candidates(side: min(width, height)))
        let refiner = LevelRefiner.Settings(
            moves: minMoves...maxMoves, maxOpenArea: 4, stateLimit: 100_000, aim: .insight)
        let rated = LevelGenerator(settings: generator).generate().levels.compactMap {
            LevelRefiner(settings: refiner).rated($0)
        }
        let results = ParallelWork.map(count: rated.count, jobs: jobs) { index in
            let clock = ContinuousClock.now
            let search = InsightSearch(
                settings: InsightSearch.Settings(
                    refiner: refiner, iterations: iterations, temperatures: (hot, cold),
                    seed: seed &+ UInt64(index)))
            let outcome = search.search(from: rated[index])
            return (outcome, (ContinuousClock.now - clock).seconds)
        }
        for (index, (outcome, seconds)) in results.enumerated() {
            let before = rated[index], after = outcome.best
            print(
                "\(text) #\(index): insight \(Self.percent(before)) -> \(Self.percent(after)) "
                    + "(\(after.insight?.decisions ?? 0)/\(after.solution.count)), par \(before.solution.count) -> "
                    + "\(after.solution.count), optimal \(after.optimalSolutions), "
                    + "\(outcome.solvable)/\(outcome.tried) solvable, \(outcome.accepted) taken, "
                    + String(format: "%.1f s", seconds))
        }
        let after = results.map(\.0.best)
        let row = [
            text, "\(rated.count)",
            Self.median(rated.map { $0.insight?.share ?? 0 }),
            Self.median(after.map { $0.insight?.share ?? 0 }),
            String(format: "%.1f %%", 100 * (after.map { $0.insight?.share ?? 0 }.max() ?? 0)),
            "\(after.map(\.solution.count).min() ?? 0)-\(after.map(\.solution.count).max() ?? 0)",
            "\(after.filter { $0.optimalSolutions == .exact(1) }.count)",
            String(format: "%.1f", results.map(\.1).median),
        ]
        return (row, after.enumerated().map { ("\(text) #\($0.offset)", $0.element) })
    }

    static func percent(_ level: LevelRefiner.Rated) -> String {
        String(format: "%.1f %%", 100 * (level.insight?.share ?? 0))
    }

    static func median(_ values: [Double]) -> String { String(format: "%.1f %%", 100 * values.median) }
}
