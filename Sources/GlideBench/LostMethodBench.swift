import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient

/// How each level's lost share is found (listed, counted, sampled over positions or over
/// move sequences) with a given size of decision diagrams, and at what cost: for weighing the
/// diagrams' node limit on levels larger than the shipped ones (tools/bench/large.txt).
struct LostMethodBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lost-methods",
        abstract: "Measure how each level's lost share is found with a given diagram size, and its time."
    )

    @Argument(help: "Level pack files.")
    var files: [String]

    @Option(help: "Nodes the decision diagrams may hold (default: glide's).")
    var diagramNodes = LostPositions.defaultDiagramNodes

    @Option(help: "Seconds to prove each level's optimum (levels not proven are skipped).")
    var timeout = 10.0

    func validate() throws {
        guard diagramNodes >= 1 else { throw ValidationError("--diagram-nodes must be at least 1.") }
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds.") }
    }

    func run() throws {
        var table = TextTable(["level", "size", "par", "method", "positions", "lost", "seconds"])
        var methods: [String: Int] = [:]
        for file in files {
            let pack = try PackFile.load(file)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for (index, level) in pack.levels.enumerated() {
                let board = level.board
                let proof = Solver(board: board).solve(options: SolveOptions(timeout: timeout))
                guard proof.optimal, let par = proof.moves else { continue }
                let started = ContinuousClock.now
                let measured = LostPositions.measure(
                    board, par: par, limits: PuzzleQuality.Limits(diagramNodes: diagramNodes))
                let seconds = (ContinuousClock.now - started).seconds
                let method = measured.map { "\($0.method)" } ?? "–"
                methods[method, default: 0] += 1
                table.rows.append([
                    "\(name) \(index + 1)", "\(board.width)×\(board.height)", String(par), method,
                    measured.map { String(format: "%.3g", $0.positions) } ?? "–",
                    measured.map { String(format: "%.4f %%", 100 * $0.share) } ?? "–",
                    String(format: "%.2f", seconds),
                ])
            }
        }
        table.lines.forEach { print($0) }
        print(methods.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}
