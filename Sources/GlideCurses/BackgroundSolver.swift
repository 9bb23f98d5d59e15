import GlideSolver
import GlideSolverClient
import GlideTerminal

extension SolverClient {
    /// The solver for an app on `terminal`: jobs run on background threads, and each result
    /// comes back as a `.solved` event through the terminal's event queue, waking the input
    /// loop. `measurer` measures the levels the editor asks it for.
    public static func background(for terminal: Terminal, measurer: LevelMeasurer = .trapsOnly)
        -> SolverClient
    {
        let events = terminal.events
        return .live(measurer: measurer) { job, result in events.post(.solved(job, result)) }
    }
}
