import GlideKit
import GlideTerminal

extension Terminal {
    /// The solver for the app: jobs run on background threads, and each result comes back as a
    /// `.solved` event through `events`, waking the input loop.
    public var backgroundSolver: SolverClient {
        let events = self.events
        return .live { job, result in events.post(.solved(job, result)) }
    }
}
