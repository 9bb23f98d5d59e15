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

    func run() throws {
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
}
