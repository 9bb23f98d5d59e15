import FoundationEssentials
import GlideRules
import GlideSolver
import GlideSolverClient

/// Solves many boards on several threads and hands back results in the boards' order, as soon
/// as each and all before it are done (so a command can print a table while it solves).
public struct BatchSolver: Sendable {
    public var options: SolveOptions
    public var jobs: Int

    /// One board's result, and its puzzle-quality measures when they were asked for and the
    /// optimum is proven (they start from an optimal solution).
    public struct Measured: Sendable {
        public let result: SolveResult
        public let quality: PuzzleQuality?
    }

    public init(
        options: SolveOptions = SolveOptions(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.options = options
        self.jobs = max(1, jobs)
    }

    /// Solves `boards`; calls `deliver(index, result)` in index order on the calling thread,
    /// and `progress(done)` there whenever any board finishes (and now and then meanwhile).
    public func solve(
        _ boards: [Board], deliver: (Int, SolveResult) -> Void, progress: (Int) -> Void = { _ in }
    ) {
        solve(boards, measuring: false, deliver: { deliver($0, $1.result) }, progress: progress)
    }

    /// Solves `boards` and, with `measuring`, measures each level proven optimal
    /// (`PuzzleQuality`) on the same worker thread, within what the timeout leaves of the
    /// level's time (a level whose measures would take longer has none); delivers as
    /// `solve(_:deliver:progress:)`.
    public func solve(
        _ boards: [Board], measuring: Bool, deliver: (Int, Measured) -> Void,
        progress: (Int) -> Void = { _ in }
    ) {
        let options = self.options
        ParallelWork.run(
            count: boards.count, jobs: jobs,
            { index in
                let result = Solver(board: boards[index]).solve(options: options)
                guard measuring, result.optimal, let solution = result.solution else {
                    return Measured(result: result, quality: nil)
                }
                let left = options.timeout.map { max(0, $0 - result.seconds) }
                return Measured(
                    result: result,
                    quality: PuzzleQuality(board: boards[index], optimalSolution: solution, within: left))
            }, deliver: deliver, progress: progress)
    }
}
