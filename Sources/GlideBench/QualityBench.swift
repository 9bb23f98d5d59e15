import ArgumentParser
import Foundation
import GlideKit

/// What the levels of a pack are like as puzzles: per level its size, proven par, floor, largest
/// open area (where the ball moves in both directions: sweeping, not insight), the traps along
/// an optimal line and the one-way slides, and the time the proof took; then each figure's
/// range over the pack. To compare packs, and the generator's settings.
struct QualityBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quality",
        abstract: "Print each level's par, open area, traps, one-way slides and proof time."
    )

    @Argument(help: "Level pack files.")
    var files: [String]

    @Option(help: "Seconds per proof.")
    var timeout: Double = 10

    @Flag(help: "Only each file's summary line.")
    var summary = false

    @Flag(help: "Where each trap is: the step of the optimal line, the ball's cell and the losing move.")
    var traps = false

    /// The moves on offer along `solution` that lose the level (what `Difficulty` counts).
    func printTraps(_ board: Board, _ solution: [Direction]) {
        var state = board.initialState
        for (step, move) in solution.enumerated() {
            for direction in Direction.allCases where direction != move {
                guard let slide = board.slide(from: state, direction), !slide.wins else { continue }
                let verdict = Solver(board: board).solve(
                    from: slide.result, options: SolveOptions(timeout: nil, optimal: false))
                if verdict.status == .unsolvable {
                    print("    step \(step + 1) at \(state.ball): \(direction) loses (the line goes \(move))")
                }
            }
            guard let slide = board.slide(from: state, move) else { break }
            state = slide.result
        }
    }

    func run() throws {
        for file in files {
            let pack = try PackFile.load(file)
            var rows: [(par: Int, area: Int, traps: Int, oneWay: Int, score: Int, seconds: Double)] = []
            var unproven = 0
            for (number, level) in pack.levels.enumerated() {
                let board = level.board
                let result = Solver(board: board).solve(options: SolveOptions(timeout: timeout))
                guard result.status == .solved, result.optimal, let solution = result.solution else {
                    unproven += 1
                    print("\(file) \(number + 1): \(result.status.rawValue), not proven")
                    continue
                }
                let difficulty = Difficulty(board: board, optimalSolution: solution)
                let area = OpenArea.largest(board)
                rows.append(
                    (
                        solution.count, area, difficulty.deadEnds, difficulty.oneWaySlides, difficulty.score,
                        result.seconds
                    ))
                if !summary {
                    print(
                        "\(file) \(number + 1) \(board.width)×\(board.height): par \(solution.count), "
                            + "floor \(board.floorCount), open area \(area), traps \(difficulty.deadEnds), "
                            + "one-way \(difficulty.oneWaySlides), difficulty \(difficulty.score), "
                            + String(format: "proof %.2f s", result.seconds))
                }
                if traps { printTraps(board, solution) }
            }
            func range(_ values: [Int]) -> String {
                guard let low = values.min(), let high = values.max() else { return "–" }
                return low == high ? "\(low)" : "\(low)–\(high)"
            }
            let seconds = rows.map(\.seconds)
            print(
                "\(file): \(pack.levels.count) levels (\(unproven) not proven), par \(range(rows.map(\.par))), "
                    + "open area \(range(rows.map(\.area))), traps \(range(rows.map(\.traps))) "
                    + "(median \(GeneratorBench.median(rows.map(\.traps).sorted()))), "
                    + "one-way \(range(rows.map(\.oneWay))), difficulty \(range(rows.map(\.score))), "
                    + String(
                        format: "proofs %.1f s in all, %.2f s at most", seconds.total, seconds.max() ?? 0))
        }
    }
}
