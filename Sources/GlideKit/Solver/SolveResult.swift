import Foundation
import Synchronization

/// How long and how hard to search.
public struct SolveOptions: Sendable {
    /// The lower bounds the optimal search uses. Weaker settings exist to measure what each
    /// bound contributes and to cross-check proofs; play and tools use `.full`.
    public enum Heuristic: String, Sendable, CaseIterable {
        /// Distance to the farthest unpainted unit, and the row/column cover bound.
        case full
        /// Distance to the farthest unpainted unit only.
        case distance
        /// No bound: uniform-cost search over (rest cell, painted units).
        case none
    }

    /// Seconds before the search stops with the best it has; nil searches until done.
    public var timeout: Double?
    /// False asks only for a verdict and some solution (fast); true for a proven minimum.
    public var optimal: Bool
    /// Memory the optimal search may use for its tables, in bytes; past it the search stops
    /// like a timeout.
    public var memoryLimit: Int
    public var heuristic: Heuristic
    /// States the optimal search may hold with its cheap bounds before it builds pattern
    /// databases of 10 units and starts again (0: at once).
    public var patternDatabaseThreshold: Int
    /// States the search may hold with databases of 10 units before it builds databases of
    /// 16 units and starts again.
    public var largePatternDatabaseThreshold: Int
    /// States the optimal search may hold in all, over every tier; past it the search stops
    /// like a timeout. Unlike a timeout it gives the same answer on every machine, which the
    /// level generator needs (same seed, same pack).
    public var stateLimit: Int?
    /// The optimal search stops, like a timeout, once it has proven the optimum is more moves
    /// than this: for callers that only want levels up to a length (the generator).
    public var movesCeiling: Int?

    public init(timeout: Double? = 10, optimal: Bool = true, memoryLimit: Int = 3 << 30,
                heuristic: Heuristic = .full, patternDatabaseThreshold: Int = 2_000,
                largePatternDatabaseThreshold: Int = 1_500_000, stateLimit: Int? = nil, movesCeiling: Int? = nil) {
        self.timeout = timeout
        self.stateLimit = stateLimit
        self.movesCeiling = movesCeiling
        self.optimal = optimal
        self.memoryLimit = memoryLimit
        self.heuristic = heuristic
        self.patternDatabaseThreshold = patternDatabaseThreshold
        self.largePatternDatabaseThreshold = largePatternDatabaseThreshold
    }
}

/// Lets another thread stop a search (the editor re-solves after every keystroke). A search
/// stopped this way returns `.timeout` with what it had.
public final class SolveCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() { flag.store(true, ordering: .relaxed) }
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

/// Why a level (or a position in it) cannot be won, in terms a level designer can act on.
/// Cells are named 1-based, by row and column, as in the level file.
public enum UnsolvableReason: Hashable, Sendable {
    /// The ball cannot move at all from where it stands.
    case noMove(from: Position)
    /// These floor cells are painted by no slide the ball can ever make.
    case unpaintable([Position])
    /// Once the ball slides `direction` from `from` it can never come back, and from there the
    /// `stranded` cells can no longer be painted; every other way on strands cells too.
    case oneWay(from: Position, direction: Direction, stranded: [Position])
    /// No single route paints all these cells (reported only when a search was cut short
    /// before a one-way slide could be named).
    case noRoute(unpainted: [Position])

    /// The cells to point at (the editor highlights them).
    public var cells: [Position] {
        switch self {
        case let .noMove(from): [from]
        case let .unpaintable(cells): cells
        case let .oneWay(_, _, stranded): stranded
        case let .noRoute(unpainted): unpainted
        }
    }

    /// One line, without the cell list: the editor's status line.
    public var summary: String {
        switch self {
        case let .noMove(from):
            "the ball cannot move from \(from)"
        case let .unpaintable(cells):
            "\(counted(cells.count, "cell")) can never be painted"
        case let .oneWay(from, direction, stranded):
            "after sliding \(direction.name) from \(from) the ball cannot come back; "
                + "\(counted(stranded.count, "cell")) stranded"
        case let .noRoute(unpainted):
            "no route paints every cell; the best leaves \(unpainted.count) unpainted"
        }
    }
}

extension UnsolvableReason: CustomStringConvertible {
    /// The summary with the cells named (the first twelve).
    public var description: String {
        switch self {
        case .noMove: summary
        case let .unpaintable(cells), let .oneWay(_, _, cells), let .noRoute(cells):
            "\(summary): " + Self.list(cells)
        }
    }

    static func list(_ cells: [Position]) -> String {
        let shown = cells.prefix(12).map(\.description).joined(separator: ", ")
        return cells.count > 12 ? "\(shown) and \(cells.count - 12) more" : shown
    }
}

/// What the solver found.
public struct SolveResult: Equatable, Sendable {
    public enum Status: String, Hashable, Sendable {
        /// A solution is known (proven shortest when `optimal`).
        case solved
        /// No sequence of moves wins; `unsolvable` says why.
        case unsolvable
        /// Time, memory or a cancellation stopped the search first; `solution` is the best
        /// found, if any, and `lowerBound` what was proven.
        case timeout
    }

    public var status: Status
    /// The moves of the best solution found.
    public var solution: [Direction]?
    /// Whether `solution` is proven to be as short as possible.
    public var optimal: Bool
    /// A proven lower bound on the number of moves (equal to the solution's length when optimal).
    public var lowerBound: Int
    public var unsolvable: UnsolvableReason?
    /// Search states examined.
    public var states: Int
    /// Wall time spent, in seconds.
    public var seconds: Double
    /// Why a timeout stopped (time, memory, cancelled).
    public var stoppedBy: String?

    public var moves: Int? { solution?.count }

    /// The human explanation for anything but a proven solution, else nil.
    public var reason: String? {
        switch status {
        case .solved: nil
        case .unsolvable: unsolvable?.description
        case .timeout:
            if let solution {
                "\(stoppedBy ?? "stopped"): best found \(solution.count) moves, proven lower bound \(lowerBound)"
            } else {
                "\(stoppedBy ?? "stopped") before a verdict"
            }
        }
    }
}

/// Frees `value` on a background thread. Returning hundreds of megabytes of touched pages
/// (search tables, pattern databases) takes a noticeable time, which a search's caller and its
/// deadline should not wait for.
func releaseInBackground<T: Sendable>(_ value: T) {
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
}

/// Deadline and cancellation, checked by every phase of a search.
struct SolveControl {
    let deadline: ContinuousClock.Instant?
    let cancellation: SolveCancellation?
    /// See `SolveOptions.movesCeiling`.
    var movesCeiling: Int?
    private var countdown = 0

    init(timeout: Double?, cancellation: SolveCancellation?, start: ContinuousClock.Instant) {
        deadline = timeout.map { start + .milliseconds(Int64(max(0, $0) * 1000)) }
        self.cancellation = cancellation
    }

    /// Why to stop now, or nil to go on. Cheap: the clock is read once every 256 calls.
    mutating func stopReason() -> String? {
        countdown -= 1
        guard countdown <= 0 else { return nil }
        countdown = 256
        return checkNow()
    }

    func checkNow() -> String? {
        if cancellation?.isCancelled == true { return "cancelled" }
        if let deadline, ContinuousClock.now >= deadline { return "time ran out" }
        return nil
    }
}
