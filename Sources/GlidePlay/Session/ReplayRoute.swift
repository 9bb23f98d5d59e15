import GlideRules
import GlideSolverClient

/// A solution played back on its level, from level select: the player's best (kept with their
/// progress), or a shortest solution, which the solver works out in the background first.
public struct ReplayRoute: Sendable {
    /// Why there is nothing to play.
    public enum Problem: Hashable, Sendable {
        /// The kept moves are missing or do not read as moves.
        case noMovesKept
        /// The solver found no proven shortest solution in the time it had.
        case noShortestInTime
    }

    public let level: Level
    public let pack: Int
    public let index: Int
    public let source: ReplaySource
    public private(set) var replay: SolutionReplay?
    public private(set) var problem: Problem?
    public internal(set) var solves: SolverOutbox
    /// The moves to play, until the first call that brings the time starts them.
    private var pending: [Direction]?
    private var job: SolveJob?
    private let timing: AnimationTiming

    init(
        level: Level, pack: Int, index: Int, source: ReplaySource, best: String?, timing: AnimationTiming,
        solveOptions: SolveOptions, owner: Int
    ) {
        self.level = level
        self.pack = pack
        self.index = index
        self.source = source
        self.timing = timing
        solves = SolverOutbox(owner: owner)
        switch source {
        case .best:
            if let best, let moves = try? MoveNotation.parse(best) {
                pending = moves
            } else {
                problem = .noMovesKept
            }
        case .par:
            job = solves.start(SolveRequest(board: level.board, options: solveOptions))
        }
    }

    /// The moves shown (or about to be), once known.
    public var moves: [Direction]? { replay?.moves ?? pending }

    /// Whether the shortest solution is still being worked out.
    public var isWaitingForSolver: Bool { job != nil }

    func isAnimating(now: Double) -> Bool {
        pending != nil
            || replay.map { $0.isMoving(at: now) || ($0.isPlaying && !$0.isFinished(at: now)) } ?? false
    }

    /// Steps, pauses, changes speed or jumps (nothing while the moves are still coming).
    mutating func control(_ control: ReplayControl, now: Double) {
        advance(to: now)
        replay?.control(control, now: now)
    }

    /// Lets time pass: the replay starts on the first call, and plays on.
    mutating func advance(to now: Double) {
        if let moves = pending {
            pending = nil
            replay = SolutionReplay(board: level.board, moves: moves, timing: timing, now: now)
        }
        replay?.advance(to: now)
    }

    /// Takes the solver's shortest solution.
    mutating func receive(_ finished: SolveJob, _ result: SolveResult) {
        guard solves.finish(finished), finished == job else { return }
        job = nil
        if let moves = result.solution, result.optimal {
            pending = moves
        } else {
            problem = .noShortestInTime
        }
    }

    mutating func cancelSolves() {
        if let job { solves.cancel(job) }
        job = nil
    }
}
