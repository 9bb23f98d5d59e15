import ArgumentParser
import GlideGenerator
import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient

/// The editor's verdict on open halls, the boards where proofs take longest: carved until
/// nearly all floor with few pillars left (as `glide-dev hostile-set` carves them), at each
/// side given. Times the quick verdict the editor shows first (solvable or not, with a
/// solution), the proof of the optimum that follows, and the verdict after an edit and its
/// undo, through the editor's mid end as it runs them.
struct VerdictBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verdict",
        abstract: "Measure the editor's verdict on open halls: the quick verdict, the proof, an undo."
    )

    @Option(help: "Sides of the halls (default: 30, 50, 64).")
    var side: [Int] = []

    @Option(help: "Halls at each side (each its own seed).")
    var count = 3

    func run() throws {
        var table = TextTable([
            "hall", "floor", "verdict ms", "first solution", "proof s", "optimum", "after undo ms",
        ])
        for side in side.isEmpty ? [30, 50, 64] : side {
            for index in 0..<count {
                var random = SeededRandom(seed: UInt64(side * 100 + index))
                guard
                    let board = CarvedBoard.make(
                        width: side, height: side, slides: 20_000, maxSlide: side,
                        floorTarget: (side - 2) * (side - 2) * 85 / 100, using: &random)?.board
                else { continue }
                table.rows.append(["\(side)×\(side) #\(index + 1)"] + measure(board))
            }
        }
        table.lines.forEach { print($0) }
    }

    /// One hall's row: the verdict and proof as the editor asks for them, then an edit and its
    /// undo, each answered at once on this thread and timed from the intent.
    private func measure(_ board: Board) -> [String] {
        var editor = PackEditor(
            document: PackDocument(newPack: LevelPack(levels: [Level(board: board, title: "hall")])),
            path: "hall.txt", solveOptions: SolveOptions(timeout: 60), timing: .instant)
        var verdictSeconds = 0.0
        var proofSeconds = 0.0
        var first = "–"
        // The editor's solves, answered one by one as the live client would, timed.
        func answer(_ timed: (Double, SolveRequest, SolveResult) -> Void) {
            var waiting: [(SolveJob, SolveRequest)] = []
            repeat {
                for case let .start(job, request) in editor.takeSolverEffects() {
                    waiting.append((job, request))
                }
                guard !waiting.isEmpty else { return }
                let (job, request) = waiting.removeFirst()
                let clock = ContinuousClock.now
                let result = request.answer(measurer: .trapsOnly)
                timed((ContinuousClock.now - clock).seconds, request, result)
                editor.receive(job, result)
            } while true
        }
        answer { seconds, request, result in
            if !request.options.optimal {
                verdictSeconds = seconds
                first = result.moves.map(String.init) ?? result.status.rawValue
            } else if request.provenOptimum == nil {
                proofSeconds += seconds
            }
        }
        let optimum = editor.verdict.solution.map { String($0.count) } ?? "–"
        // An edit on a floor cell away from the start, then its undo: a board seen before.
        if let cell = board.positions.first(where: { board[$0] == .floor && $0 != board.start }) {
            editor.moveCursor(rows: cell.row - editor.cursor.row, columns: cell.column - editor.cursor.column)
            editor.handle(.toggleWall, now: 0)
        }
        answer { _, _, _ in }
        let clock = ContinuousClock.now
        editor.handle(.undo, now: 0)
        let undo = (ContinuousClock.now - clock).seconds
        let cached = editor.verdict.solution != nil && !editor.verdict.isWorkedOut
        return [
            String(board.floorCount), String(format: "%.1f", verdictSeconds * 1000), first,
            String(format: "%.2f", proofSeconds), optimum,
            cached ? String(format: "%.2f", undo * 1000) : "not at once",
        ]
    }
}
