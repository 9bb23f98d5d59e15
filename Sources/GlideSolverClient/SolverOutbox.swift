/// A mid end's solves on their way out: it numbers the jobs the mid end starts and keeps what
/// it asks of the solver until the driver takes it.
public struct SolverOutbox: Hashable, Sendable {
    public let owner: Int
    private var lastNumber = 0
    /// Jobs started and not yet finished or cancelled.
    public private(set) var running: Set<SolveJob> = []
    private var effects: [SolverEffect] = []

    /// - Parameter owner: a number no other mid end of the session has (`SolveJob.owner`).
    public init(owner: Int) { self.owner = owner }

    /// Starts a solve and names it.
    public mutating func start(_ request: SolveRequest) -> SolveJob {
        lastNumber += 1
        let job = SolveJob(owner: owner, number: lastNumber)
        running.insert(job)
        effects.append(.start(job, request))
        return job
    }

    /// Drops a job whose result nobody wants; nothing is cancelled for a job already done.
    public mutating func cancel(_ job: SolveJob) {
        guard running.remove(job) != nil else { return }
        effects.append(.cancel(job))
    }

    /// Notes that a job's result came in; false for a job that is not running (cancelled, or
    /// another mid end's).
    public mutating func finish(_ job: SolveJob) -> Bool { running.remove(job) != nil }

    /// What to carry out since the last take, in order.
    public mutating func take() -> [SolverEffect] {
        defer { effects = [] }
        return effects
    }

    /// Whether there is anything to take.
    public var hasEffects: Bool { !effects.isEmpty }
}
