import GlideRules
import Synchronization

/// A solve for the background: which board, from where, how hard.
public struct SolveRequest: Sendable {
    public var board: Board
    /// Where to solve from; nil for the level's start.
    public var state: GameState?
    public var options: SolveOptions

    public init(board: Board, from state: GameState? = nil, options: SolveOptions) {
        self.board = board
        self.state = state
        self.options = options
    }
}

/// Names one background solve, so that its result finds the mid end that asked for it.
public struct SolveJob: Hashable, Sendable, CustomStringConvertible {
    public let id: Int

    public init(id: Int) { self.id = id }

    public var description: String { "job \(id)" }
}

/// The solver as the mid ends (`LevelPlay`, `PackEditor`) use it: a job starts now and its
/// result comes back later, through whatever `deliver` the driver gave the client (the
/// terminal front turns it into an input event). The mid ends never wait and never poll.
///
/// A small client, as pointfreeco's isowords has them: `live` solves on background threads,
/// `immediate` solves on the caller's thread (tests), `unanswered` never answers (tests of the
/// waiting states).
public struct SolverClient: Sendable {
    /// Starts a solve and names it. Its result is delivered once, unless the job is cancelled.
    public var start: @Sendable (SolveRequest) -> SolveJob
    /// Stops a job whose result nobody wants any more; nothing is delivered for it.
    public var cancel: @Sendable (SolveJob) -> Void

    public init(
        start: @escaping @Sendable (SolveRequest) -> SolveJob,
        cancel: @escaping @Sendable (SolveJob) -> Void
    ) {
        self.start = start
        self.cancel = cancel
    }

    /// Starts jobs and never answers them.
    public static var unanswered: SolverClient {
        SolverClient(start: { _ in JobCounter.shared.next() }, cancel: { _ in })
    }
}

/// Numbers jobs from 1, one numbering for the whole process: a job's number says which job
/// it is whichever client started it.
package final class JobCounter: Sendable {
    package static let shared = JobCounter()
    private let last = Atomic<Int>(0)

    package func next() -> SolveJob { SolveJob(id: last.add(1, ordering: .relaxed).newValue) }
}
