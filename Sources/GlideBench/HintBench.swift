import ArgumentParser
import Foundation
import GlideRules
import GlideSolver
import GlideSolverClient

/// Hint latency: how long the game's hint (`Solver.hint`'s solve, the timeout the game gives
/// it) takes on each solvable level of a set, from the start and from mid-game (after the
/// first half of a shortest solution), and whether the hinted move is proven.
struct HintBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hints",
        abstract: "Measure hint latency on every solvable level of FILE: from the start and from mid-game."
    )

    @Argument(help: "A level pack file.")
    var file: String

    @Option(help: "Seconds a hint may take (the game's, PlayOptions.solverTimeout).")
    var timeout: Double = 5

    func run() throws {
        let pack = try PackFile.load(file)
        var start: [Double] = [], middle: [Double] = []
        var proven = 0, hints = 0, levels = 0
        for level in pack.levels {
            let solver = Solver(board: level.board)
            let first = solver.solve(options: SolveOptions(timeout: timeout))
            guard let solution = first.solution, first.status != .unsolvable else { continue }
            levels += 1
            start.append(first.seconds * 1000)
            hints += 1
            if first.optimal { proven += 1 }
            // Mid-game: play the first half of the best solution found, then ask again.
            var state = level.board.initialState
            for direction in solution.prefix(solution.count / 2) {
                guard let slide = level.board.slide(from: state, direction) else { break }
                state = slide.result
            }
            let later = solver.solve(from: state, options: SolveOptions(timeout: timeout))
            middle.append(later.seconds * 1000)
            hints += 1
            if later.optimal { proven += 1 }
        }
        func f(_ x: Double) -> String { x >= 100 ? String(format: "%.0f", x) : String(format: "%.1f", x) }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        print(
            "set  solvable  hints  proven  start median ms  start max ms  mid-game median ms  mid-game max ms"
        )
        print(
            "\(name)  \(levels)  \(hints)  \(proven)  \(f(start.median))  \(f(start.max() ?? 0))  "
                + "\(f(middle.median))  \(f(middle.max() ?? 0))")
    }
}
