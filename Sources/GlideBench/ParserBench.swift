import ArgumentParser
import Foundation
import GlideRules

/// The level parser on large and hostile inputs: how long each takes and what it answers.
struct ParserBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parser",
        abstract:
            "Measure the level parser on large inputs (100 000 tiny levels, a 10 MB line, 300×300, 32 MiB), and opening large packs to play and to edit."
    )

    func run() throws {
        let cases: [(String, [UInt8])] = [
            (
                "100 000 tiny levels",
                Array(Array(repeating: "Par: 1\n#@.#", count: 100_000).joined(separator: "\n\n").utf8)
            ),
            ("one 10 MB line", Array(("#@" + String(repeating: ".", count: 10 << 20) + "#\n").utf8)),
            (
                "a 300×300 level",
                Array(
                    (["@" + String(repeating: ".", count: 299)]
                        + Array(repeating: String(repeating: ".", count: 300), count: 299)).joined(
                            separator: "\n"
                        ).utf8)
            ),
            (
                "32 open rooms of 256×256",
                Array(
                    Array(
                        repeating: (["@" + String(repeating: ".", count: 255)]
                            + Array(repeating: String(repeating: ".", count: 256), count: 255)).joined(
                                separator: "\n"), count: 32
                    )
                    .joined(separator: "\n\n").utf8)
            ),
        ]
        print("input                           bytes        ms  result")
        for (name, bytes) in cases {
            var best = Double.infinity
            var answer = ""
            for _ in 0..<3 {
                let started = ContinuousClock.now
                do {
                    let pack = try LevelFormat.parse(bytes, path: "bench.txt")
                    answer = "\(pack.levels.count) levels"
                } catch {
                    answer = "\(error.diagnostics.count) errors"
                }
                best = min(best, (ContinuousClock.now - started).seconds * 1000)
            }
            print(
                name.padding(toLength: 30, withPad: " ", startingAt: 0)
                    + String(format: " %10d  %8.1f  ", bytes.count, best) + answer)
        }
        print()
        try LargePackBench.run()
    }
}
