import ArgumentParser
import Foundation
import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import Synchronization

/// How long the game takes to tell a losing move: on every level of the packs given, the
/// losing moves off a solution's path (up to `--per-level` of them, spread along it), each
/// played through `LevelPlay` with the live solver client, as the game plays it: the time from
/// the move to the warning (`LevelPlay.loss`), and to the warning naming the move that lost.
struct LossBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "losses",
        abstract: "Measure the time from a losing move to the game's warning, on every level of FILE…"
    )

    @Argument(help: "Level pack files (the shipped packs: levels/*.txt).")
    var files: [String]

    @Option(help: "Losing moves measured per level, at most.")
    var perLevel = 6

    func run() throws {
        var table = TextTable([
            "pack", "levels", "losable", "moves", "warned median ms", "max ms", "named median ms", "max ms",
            "not warned",
        ])
        var all = LossTimes()
        for file in files {
            let pack = try PackFile.load(file)
            var times = LossTimes()
            for level in pack.levels { times.add(measure(level)) }
            all.add(times)
            table.rows.append(times.row(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent))
        }
        table.rows.append(all.row("all"))
        table.lines.forEach { print($0) }
    }

    /// The losing moves of one level, each timed.
    private func measure(_ level: Level) -> LossTimes {
        var times = LossTimes()
        times.levels = 1
        let losing = LosingMoves(level.board, perLevel: perLevel).moves
        if !losing.isEmpty { times.losable = 1 }
        for (before, move) in losing {
            guard let timing = time(level, before: before, move: move) else {
                times.unwarned += 1
                continue
            }
            times.warned.append(timing.warned)
            times.named.append(timing.named)
        }
        return times
    }

    /// Plays `before`, lets its verdict come in, then plays `move`: the milliseconds to the
    /// warning and to the warning naming the move. Nil when no warning came in 10 s.
    private func time(_ level: Level, before: [Direction], move: Direction) -> (
        warned: Double, named: Double
    )? {
        let results = Deliveries()
        let client = SolverClient.live { job, result in results.post(job, result) }
        let attempt = SavedAttempt(actions: MoveNotation.format(before), played: before.count)
        var play = LevelPlay(
            level: level, timing: .standard, solveOptions: SolveOptions(timeout: 5), owner: 1,
            resuming: before.isEmpty ? nil : attempt)
        client.run(play.takeSolverEffects())
        while play.solves.running.count > (play.isSolvingPar ? 1 : 0), let (job, result) = results.next() {
            play.receive(job, result, now: 0)
            client.run(play.takeSolverEffects())
        }
        let start = ContinuousClock.now
        var warned: Double?
        _ = play.perform(.move(move), now: 0)
        client.run(play.takeSolverEffects())
        while true {
            if let loss = play.loss {
                let elapsed = (ContinuousClock.now - start) / .milliseconds(1)
                warned = warned ?? elapsed
                if case .move = loss.cause { return (warned ?? elapsed, elapsed) }
            }
            guard let (job, result) = results.next() else { return nil }
            play.receive(job, result, now: 0)
            client.run(play.takeSolverEffects())
        }
    }
}

/// The losing moves off a level's solution: at each position along a solution, the moves that
/// leave no way to finish; `perLevel` of them at most, spread along the solution.
private struct LosingMoves {
    var moves: [(before: [Direction], move: Direction)] = []

    init(_ board: Board, perLevel: Int) {
        let solver = Solver(board: board)
        let verdict = SolveOptions(timeout: 5, optimal: false)
        guard let solution = solver.solve(options: verdict).solution else { return }
        var state = board.initialState
        var found: [(before: [Direction], move: Direction)] = []
        for (index, step) in solution.enumerated() {
            for direction in Direction.allCases where direction != step {
                guard let slide = board.slide(from: state, direction), !board.isWon(slide.result) else {
                    continue
                }
                if solver.solve(from: slide.result, options: verdict).status == .unsolvable {
                    found.append((Array(solution.prefix(index)), direction))
                }
            }
            state = board.slide(from: state, step)!.result
        }
        let stride = max(1, found.count / max(1, perLevel))
        moves = Swift.stride(from: 0, to: found.count, by: stride).prefix(perLevel).map { found[$0] }
    }
}

/// Solver results from the live client's threads, in the order they came.
private final class Deliveries: Sendable {
    private let queue = Mutex<[(SolveJob, SolveResult)]>([])
    private let ready = DispatchSemaphore(value: 0)

    func post(_ job: SolveJob, _ result: SolveResult) {
        queue.withLock { $0.append((job, result)) }
        ready.signal()
    }

    /// The next result, waiting up to 10 s for it.
    func next() -> (SolveJob, SolveResult)? {
        guard ready.wait(timeout: .now() + 10) == .success else { return nil }
        return queue.withLock { $0.removeFirst() }
    }
}

/// Times of a set of losing moves, in milliseconds.
private struct LossTimes {
    var levels = 0
    var losable = 0
    var warned: [Double] = []
    var named: [Double] = []
    var unwarned = 0

    mutating func add(_ other: LossTimes) {
        levels += other.levels
        losable += other.losable
        warned += other.warned
        named += other.named
        unwarned += other.unwarned
    }

    func row(_ name: String) -> [String] {
        func ms(_ x: Double?) -> String { x.map { String(format: "%.2f", $0) } ?? "-" }
        return [
            name, "\(levels)", "\(losable)",
            "\(warned.count)",
            ms(warned.isEmpty ? nil : warned.median), ms(warned.max()),
            ms(named.isEmpty ? nil : named.median),
            ms(named.max()), "\(unwarned)",
        ]
    }
}
