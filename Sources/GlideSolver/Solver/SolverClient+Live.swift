import Dispatch
import GlideRules
import GlideSolverClient
import Synchronization

extension SolverClient {
    /// Solves each job on a background thread and calls `deliver` from that thread when it is
    /// done (not for cancelled jobs).
    public static func live(deliver: @escaping @Sendable (SolveJob, SolveResult) -> Void) -> SolverClient {
        let jobs = RunningJobs()
        return SolverClient(
            start: { request in
                let (job, cancellation) = jobs.begin()
                DispatchQueue.global(qos: .userInitiated).async {
                    let result = Solver(board: request.board).solve(
                        from: request.state, options: request.options, cancellation: cancellation)
                    if jobs.end(job) { deliver(job, result) }
                }
                return job
            },
            cancel: { jobs.cancel($0) }
        )
    }

    /// Solves at once on the caller's thread and hands the result to `deliver` before `start`
    /// returns. `deliver` must not call back into the mid end that started the job (it is in
    /// the middle of a change): tests collect the results and hand them back as events.
    public static func immediate(deliver: @escaping @Sendable (SolveJob, SolveResult) -> Void) -> SolverClient
    {
        SolverClient(
            start: { request in
                let job = JobCounter.shared.next()
                deliver(
                    job, Solver(board: request.board).solve(from: request.state, options: request.options))
                return job
            },
            cancel: { _ in }
        )
    }
}

/// The live client's jobs in flight, each with the cancellation that stops its search.
private final class RunningJobs: Sendable {
    private let running = Mutex<[SolveJob: SolveCancellation]>([:])

    func begin() -> (SolveJob, SolveCancellation) {
        let job = JobCounter.shared.next()
        let cancellation = SolveCancellation()
        running.withLock { $0[job] = cancellation }
        return (job, cancellation)
    }

    /// Forgets a finished job; true when it was not cancelled (its result is wanted).
    func end(_ job: SolveJob) -> Bool {
        running.withLock { $0.removeValue(forKey: job) } != nil
    }

    func cancel(_ job: SolveJob) {
        running.withLock { $0.removeValue(forKey: job) }?.cancel()
    }
}
