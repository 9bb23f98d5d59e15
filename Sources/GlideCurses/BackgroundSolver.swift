import GlideSolver
import GlideSolverClient
import GlideTerminal

extension SolverClient {
    /// The solver for an app on `terminal`: jobs run on background threads, and each result
    /// comes back as a `.solved` event through the terminal's event queue, waking the input
    /// loop.
    public static func background(for terminal: Terminal) -> SolverClient {
        let events = terminal.events
        return .live { job, result in events.post(.solved(job, result)) }
    }
}
