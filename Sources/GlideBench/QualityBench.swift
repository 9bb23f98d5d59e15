import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient

/// `glide solve --stats` against `glide solve` on level packs, and the puzzle measures they
/// print: per pack, the best wall time of each command over a few runs, their ratio (issue 28
/// asks for at most 10), and the pack's par range, unique-optimum share, traps away from the
/// start, insight and lost share. The commands are run as a player runs them, from the binary
/// given (so an older build can be measured the same way).
///
/// Then the editor's measures per level (this build only). With `--sampling`, also how the sampled lost share compares with the exact one on the levels
/// small enough to count exactly.
struct QualityBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quality",
        abstract: "Time glide solve and glide solve --stats per pack and print the puzzle measures."
    )

    @Argument(help: "Level pack files, one row each.")
    var files: [String]

    @Option(help: "The glide binary to run.")
    var glide: String

    @Option(help: "Runs of each command per pack; the best wall time counts.")
    var runs = 3

    @Flag(help: "Also compare the sampled lost share with the exact one where both exist.")
    var sampling = false

    func run() throws {
        var table = TextTable([
            "pack", "levels", "solve s", "--stats s", "ratio", "par", "unique optimum",
            "traps away from start", "median insight", "median lost", "lost sampled",
        ])
        for file in files {
            let solve = try (0..<runs).map { _ in try Self.wallTime(glide, ["solve", file]).seconds }.min()!
            var stats = Double.infinity
            var output = ""
            for _ in 0..<runs {
                let run = try Self.wallTime(glide, ["solve", "--stats", "--json", file])
                if run.seconds < stats { (stats, output) = (run.seconds, run.output) }
            }
            let levels = output.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            table.rows.append(
                [URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, String(levels.count)]
                    + [solve, stats].map { String(format: "%.2f", $0) }
                    + [String(format: "%.0f×", stats / solve)] + Self.measures(levels))
        }
        print("glide solve and glide solve --stats, best wall time of \(runs) runs (\(glide))")
        for line in table.lines { print(line) }
        try timeEditorMeasures()
        if sampling { try compareSampling() }
    }

    /// The editor's measures of a level (`LevelMeasurer.withLostShare`: traps and lost share,
    /// on its verdict line), per level of each pack, in this process.
    func timeEditorMeasures() throws {
        var table = TextTable(["pack", "levels", "median ms", "max ms", "total s"])
        for file in files {
            var times: [Double] = []
            for level in try PackFile.load(file).levels {
                let result = Solver(board: level.board).solve()
                guard result.optimal, let solution = result.solution else { continue }
                let started = ContinuousClock.now
                _ = LevelMeasurer.withLostShare.measure(level.board, solution, nil, nil)
                times.append((ContinuousClock.now - started).seconds * 1000)
            }
            table.rows.append([
                URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, String(times.count),
                String(format: "%.1f", times.median), String(format: "%.1f", times.max() ?? 0),
                String(format: "%.2f", times.total / 1000),
            ])
        }
        print("\nThe editor's measures (traps and lost share) per level, one thread")
        for line in table.lines { print(line) }
    }

    /// Par range, unique-optimum share, share with a trap away from the start, median insight,
    /// median lost share and how many levels' shares are sampled, from `--json` lines.
    static func measures(_ levels: [[String: Any]]) -> [String] {
        let pars = levels.compactMap { $0["moves"] as? Int }
        func share(_ count: Int) -> String { levels.isEmpty ? "-" : "\(count * 100 / levels.count) %" }
        func median(_ values: [Double]) -> String {
            values.isEmpty ? "-" : String(format: "%.0f %%", values.sorted()[values.count / 2] * 100)
        }
        return [
            pars.isEmpty ? "-" : "\(pars.min()!)–\(pars.max()!)",
            share(levels.filter { ($0["solutions"] as? Int) == 1 }.count),
            share(levels.filter { ($0["trapsAwayFromStart"] as? Int ?? 0) > 0 }.count),
            median(levels.compactMap { $0["insight"] as? Double }),
            median(levels.compactMap { $0["lost"] as? Double }),
            "\(levels.filter { ($0["lostExact"] as? Bool) == false }.count)",
        ]
    }

    /// On every level whose lost share is exact, the share sampled as for a large level, over
    /// positions and over move sequences: each sample's error against the truth.
    func compareSampling() throws {
        var table = TextTable([
            "pack", "sample over", "exact levels", "inside the 95 % interval", "median error", "max error",
        ])
        for file in files {
            var errors: [Bool: [Double]] = [:]
            var inside: [Bool: Int] = [:]
            for level in try PackFile.load(file).levels {
                let result = Solver(board: level.board).solve()
                guard result.optimal, let solution = result.solution,
                    let exact = PuzzleQuality(board: level.board, optimalSolution: solution),
                    exact.lostPositions.exact, exact.lostPositions.positions > 0
                else { continue }
                for overSequences in [false, true] {
                    guard
                        let sampled = LostPositions.sampled(
                            level.board, par: solution.count, overSequences: overSequences)
                    else { continue }
                    errors[overSequences, default: []].append(abs(sampled.share - exact.lostPositions.share))
                    if sampled.interval.contains(exact.lostPositions.share) {
                        inside[overSequences, default: 0] += 1
                    }
                }
            }
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for overSequences in [false, true] {
                let errors = errors[overSequences, default: []].sorted()
                table.rows.append([
                    name, overSequences ? "move sequences" : "positions", String(errors.count),
                    "\(inside[overSequences, default: 0])",
                    errors.isEmpty ? "-" : String(format: "%.1f", errors[errors.count / 2] * 100),
                    errors.isEmpty ? "-" : String(format: "%.1f", errors.last! * 100),
                ])
            }
        }
        print("\nThe sampled lost share against the exact one (points)")
        for line in table.lines { print(line) }
    }

    /// Runs `binary` with `arguments`; its wall time and standard output.
    static func wallTime(_ binary: String, _ arguments: [String]) throws -> (seconds: Double, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let started = ContinuousClock.now
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ((ContinuousClock.now - started).seconds, String(decoding: data, as: UTF8.self))
    }
}
