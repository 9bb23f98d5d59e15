/// Carries out what the mid ends ask of the solver (`SolverEffect`), as pointfreeco's isowords
/// has its clients: `live` (GlideSolver) solves on background threads, `immediate`
/// (GlideSolver) solves on the caller's thread for tests, `unanswered` never answers (tests
/// of the waiting states). Results go to whatever `deliver` the live and immediate clients
/// were made with: the terminal turns them into input events.
public struct SolverClient: Sendable {
    /// Starts the job; its result is delivered once, unless it is cancelled first.
    public var start: @Sendable (SolveJob, SolveRequest) -> Void
    /// Stops the job; nothing is delivered for it.
    public var cancel: @Sendable (SolveJob) -> Void

    public init(
        start: @escaping @Sendable (SolveJob, SolveRequest) -> Void,
        cancel: @escaping @Sendable (SolveJob) -> Void
    ) {
        self.start = start
        self.cancel = cancel
    }

    /// Carries out `effects` in order.
    public func run(_ effects: [SolverEffect]) {
        for effect in effects {
            switch effect {
            case let .start(job, request): start(job, request)
            case let .cancel(job): cancel(job)
            }
        }
    }

    /// Starts jobs and never answers them.
    public static var unanswered: SolverClient { SolverClient(start: { _, _ in }, cancel: { _ in }) }
}
