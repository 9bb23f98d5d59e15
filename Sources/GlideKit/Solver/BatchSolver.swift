import FoundationEssentials

/// Solves many boards on several threads and hands back results in the boards' order, as soon
/// as each and all before it are done (so a command can print a table while it solves).
public struct BatchSolver: Sendable {
    public var options: SolveOptions
    public var jobs: Int

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
        let options = self.options
        ParallelWork.run(
            count: boards.count, jobs: jobs,
            { index in
                Solver(board: boards[index]).solve(options: options)
            }, deliver: deliver, progress: progress)
    }
}
