/// What a mid end asks of the solver. The mid ends never solve and never wait: they say which
/// jobs to start and which to drop, and a driver carries that out (`SolverClient`) and hands
/// each result back to the mid end whose job it was.
public enum SolverEffect: Hashable, Sendable {
    case start(SolveJob, SolveRequest)
    /// Nobody wants this job's result any more: stop it, and deliver nothing for it.
    case cancel(SolveJob)
}
