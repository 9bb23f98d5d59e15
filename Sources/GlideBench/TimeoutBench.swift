import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import Synchronization

/// How well `--timeout` and `--jobs` hold, through the same `BatchSolver` that `glide solve`
/// and `glide check` use:
///
/// - overshoot: with one job, each level's wall time (from one result to the next) less the
///   timeout, over the levels the timeout stopped; the promise is under 10 % + 0.1 s;
/// - proofs by jobs: levels proven optimal with each `--jobs`, which must not fall as jobs rise;
/// - `--stats`: each level's wall time with its puzzle measures, which must stay within the
///   timeout as well.
struct TimeoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeouts",
        abstract: "Measure timeout overshoot, proofs by --jobs, and --stats within --timeout on FILE."
    )

    @Argument(help: "A level pack file.")
    var file: String

    @Option(help: "Timeouts to measure, in seconds, comma-separated.")
    var timeouts = "2,3"

    @Option(help: "Job counts to compare, comma-separated.")
    var jobs = "1,16"

    @Option(help: "The timeout of the --stats run, in seconds (0: none).")
    var statsTimeout = 5.0

    @Option(help: "Solves cancelled at random moments, to time how soon they stop (0: none).")
    var cancellations = 20

    func run() throws {
        let boards = try PackFile.load(file).levels.map(\.board)
        let timeouts = self.timeouts.split(separator: ",").compactMap { Double($0) }
        let jobCounts = self.jobs.split(separator: ",").compactMap { Int($0) }
        var overshoot = TextTable(
            ["timeout s", "levels", "timed out", "median over ms", "max over ms", "limit ms", "over limit"])
        var proofs = TextTable(
            ["timeout s"] + jobCounts.map { "proven, \($0) jobs" } + jobCounts.map { "s, \($0) jobs" })
        for timeout in timeouts {
            var proven: [String] = [], seconds: [String] = []
            for jobs in jobCounts {
                let run = Self.solve(boards, timeout: timeout, jobs: jobs, measuring: false)
                proven.append(String(run.proven))
                seconds.append(String(format: "%.1f", run.total))
                guard jobs == 1 else { continue }
                let over = zip(run.results, run.wall).filter { $0.0.status == .timeout }.map {
                    ($0.1 - timeout) * 1000
                }
                let limit = (timeout * 0.1 + 0.1) * 1000
                overshoot.rows.append([
                    f(timeout), String(boards.count), String(over.count), f(over.median), f(over.max() ?? 0),
                    f(limit),
                    String(over.filter { $0 > limit }.count),
                ])
            }
            proofs.rows.append([f(timeout)] + proven + seconds)
        }
        print("Timeout overshoot (one job; wall time per level less the timeout, levels stopped by it):")
        overshoot.lines.forEach { print($0) }
        print("\nLevels proven optimal by --jobs (and the run's wall time):")
        proofs.lines.forEach { print($0) }
        if cancellations > 0 { printCancellations(boards) }
        if statsTimeout > 0 {
            let run = Self.solve(boards, timeout: statsTimeout, jobs: 1, measuring: true)
            var stats = TextTable(["timeout s", "levels", "measured", "total s", "max level s", "limit s"])
            let limit = statsTimeout * 1.1 + 0.1
            stats.rows.append([
                f(statsTimeout), String(boards.count), String(run.measured),
                String(format: "%.1f", run.total),
                String(format: "%.2f", run.wall.max() ?? 0), String(format: "%.2f", limit),
            ])
            print("\n--stats (one job; wall time per level, solve and measures):")
            stats.lines.forEach { print($0) }
        }
    }

    /// Solves of the file's levels in turn (timeout 30 s), each cancelled from another thread
    /// after 0.1 to 2 s, as the editor cancels a solve at every keystroke: the time from the
    /// cancellation to the solve's return.
    private func printCancellations(_ boards: [Board]) {
        var random = SystemRandomNumberGenerator()
        var latencies: [Double] = []
        for round in 0..<cancellations {
            let board = boards[round % boards.count]
            let cancellation = SolveCancellation()
            let done = DispatchSemaphore(value: 0)
            let returned = Mutex<ContinuousClock.Instant?>(nil)
            DispatchQueue.global().async {
                _ = Solver(board: board).solve(options: SolveOptions(timeout: 30), cancellation: cancellation)
                returned.withLock { $0 = .now }
                done.signal()
            }
            let delay = Double.random(in: 0.1...2, using: &random)
            if done.wait(timeout: .now() + delay) == .success { continue }  // solved before
            let cancelled = ContinuousClock.now
            cancellation.cancel()
            done.wait()
            latencies.append((returned.withLock { $0! } - cancelled).seconds * 1000)
        }
        var table = TextTable(["cancelled", "median ms", "90th percentile ms", "max ms"])
        let sorted = latencies.sorted()
        let p90 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
        table.rows.append([String(latencies.count), f(latencies.median), f(p90), f(sorted.last ?? 0)])
        print("\nCancellation (a solve cancelled at a random moment: time until it returns):")
        table.lines.forEach { print($0) }
    }

    private func f(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }

    struct Run {
        var results: [SolveResult] = []
        /// Each level's wall time, from the previous result (or the start) to its own: with one
        /// job, the level's whole time.
        var wall: [Double] = []
        var total = 0.0
        var proven = 0
        var measured = 0
    }

    static func solve(_ boards: [Board], timeout: Double, jobs: Int, measuring: Bool) -> Run {
        var run = Run()
        let started = ContinuousClock.now
        var last = started
        // As `glide solve` and `glide check` take --jobs: at most one level per core.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        BatchSolver(options: SolveOptions(timeout: timeout), jobs: min(jobs, cores)).solve(
            boards, measuring: measuring,
            deliver: { _, measured in
                let now = ContinuousClock.now
                run.results.append(measured.result)
                run.wall.append((now - last).seconds)
                last = now
                if measured.result.optimal { run.proven += 1 }
                if measured.quality != nil { run.measured += 1 }
            })
        run.total = (ContinuousClock.now - started).seconds
        return run
    }
}
