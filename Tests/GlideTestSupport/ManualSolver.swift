import GlideSolver
import GlideSolverClient
import Synchronization

/// A solver client whose jobs wait until the test answers them: what the mid ends do while a
/// solve is under way, and in which order results arrive, is the test's to choose.
package final class ManualSolver: Sendable {
    private let waiting = Mutex<[(job: SolveJob, request: SolveRequest)]>([])
    private let cancelledJobs = Mutex<[SolveJob]>([])

    package init() {}

    package var client: SolverClient {
        SolverClient(
            start: { request in
                let job = SolverClient.unanswered.start(request)
                self.waiting.withLock { $0.append((job, request)) }
                return job
            },
            cancel: { job in
                self.cancelledJobs.withLock { $0.append(job) }
                self.waiting.withLock { $0.removeAll { $0.job == job } }
            }
        )
    }

    /// Jobs started and neither answered nor cancelled, oldest first.
    package var pending: [SolveJob] { waiting.withLock { $0.map(\.job) } }
    package var cancelled: [SolveJob] { cancelledJobs.withLock { $0 } }

    /// Solves the oldest waiting job for real and forgets it.
    package func answerOldest() -> (SolveJob, SolveResult)? {
        guard let (job, request) = waiting.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            return nil
        }
        return (job, Solver(board: request.board).solve(from: request.state, options: request.options))
    }
}
