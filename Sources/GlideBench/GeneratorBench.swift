import ArgumentParser
import Foundation
import GlideKit

/// Levels per second of the level generator (solver proofs and ratings included) at a few
/// sizes, each from a fixed seed.
struct GeneratorBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generator",
        abstract:
            "Measure the level generator: levels per second at 10x10 and 20x20 (and more sizes with --size)."
    )

    @Option(help: "Sizes to measure, e.g. 10x10.")
    var size: [String] = ["10x10", "20x20"]

    @Option(help: "Levels to make at each size.")
    var count: Int = 20

    @Flag(help: "Also refine each level (LevelRefiner, 4 steps) and measure that.")
    var refine = false

    func run() throws {
        if refine { return try runRefiner() }
        print("size     levels  candidates   seconds  levels/s  median par  max par")
        for text in size {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2 else { throw ValidationError("bad size \(text)") }
            let settings = LevelGenerator.Settings(width: parts[0], height: parts[1], count: count, seed: 7)
            let started = ContinuousClock.now
            let (levels, tried) = LevelGenerator(settings: settings).generate()
            let seconds = (ContinuousClock.now - started).seconds
            let pars = levels.map(\.solution.count).sorted()
            print(
                text.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(
                        format: " %6d  %10d  %8.2f  %8.2f  %10d  %7d", levels.count, tried, seconds,
                        Double(levels.count) / seconds, pars.isEmpty ? 0 : pars[pars.count / 2],
                        pars.last ?? 0))
        }
    }

    /// Seconds per level of the refiner, and what it achieves: levels with a trap away from the
    /// start, and with a unique optimum, before and after.
    func runRefiner() throws {
        print(
            "size     levels  generate s  refine s  s/level  trap away from start  unique optimum  median par"
        )
        for text in size {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2 else { throw ValidationError("bad size \(text)") }
            let settings = LevelGenerator.Settings(width: parts[0], height: parts[1], count: count, seed: 7)
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
