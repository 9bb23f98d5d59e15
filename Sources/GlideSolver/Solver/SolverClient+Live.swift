import Dispatch
import GlideRules
import GlideSolverClient
import Synchronization

extension SolverClient {
    /// Solves each job on a background thread and calls `deliver` from that thread when it is
    /// done (not for cancelled jobs); `measurer` measures the levels a request asks it for.
    public static func live(
        measurer: LevelMeasurer = .trapsOnly, deliver: @escaping @Sendable (SolveJob, SolveResult) -> Void
    ) -> SolverClient {
        let jobs = RunningJobs()
        return SolverClient(
            start: { job, request in
                let cancellation = jobs.begin(job)
                DispatchQueue.global(qos: .userInitiated).async {
                    let result = request.answer(cancellation: cancellation, measurer: measurer)
                    if jobs.end(job) { deliver(job, result) }
                }
            },
            cancel: { jobs.cancel($0) }
        )
    }

    /// Solves at once on the caller's thread and hands the result to `deliver` before `start`
    /// returns. `deliver` must not call back into the mid end that started the job (it is in
    /// the middle of a change): tests collect the results and hand them back afterwards.
    public static func immediate(
        measurer: LevelMeasurer = .trapsOnly, deliver: @escaping @Sendable (SolveJob, SolveResult) -> Void
    ) -> SolverClient {
        SolverClient(
            start: { job, request in deliver(job, request.answer(measurer: measurer)) }, cancel: { _ in })
    }
}

extension SolveRequest {
    /// What the solver answers: a solve (or the proven optimum given), rated and measured when
    /// asked.
    public func answer(cancellation: SolveCancellation? = nil, measurer: LevelMeasurer = .trapsOnly)
        -> SolveResult
    {
        var result: SolveResult
        if let provenOptimum {
            result = SolveResult(
                status: .solved, solution: provenOptimum, optimal: true, lowerBound: provenOptimum.count)
        } else {
            result = Solver(board: board).solve(from: state, options: options, cancellation: cancellation)
        }
        if rating, result.optimal, state == nil, let solution = result.solution {
            result.difficulty = Difficulty(board: board, optimalSolution: solution)
        }
        if measuring, result.optimal, state == nil, let solution = result.solution {
            result.measures = (lostShare ? measurer : .trapsOnly).measure(
                board, solution, options.timeout, cancellation)
        }
        return result
    }
}

/// The live client's jobs in flight, each with the cancellation that stops its search.
private final class RunningJobs: Sendable {
    private let running = Mutex<[SolveJob: SolveCancellation]>([:])

    func begin(_ job: SolveJob) -> SolveCancellation {
        let cancellation = SolveCancellation()
        running.withLock { $0[job] = cancellation }
        return cancellation
    }

    /// Forgets a finished job; true when it was not cancelled (its result is wanted).
    func end(_ job: SolveJob) -> Bool {
        running.withLock { $0.removeValue(forKey: job) } != nil
    }

    func cancel(_ job: SolveJob) {
        running.withLock { $0.removeValue(forKey: job) }?.cancel()
    }
}
