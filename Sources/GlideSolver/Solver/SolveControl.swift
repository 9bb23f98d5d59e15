import GlideSolverClient
import Synchronization

/// Deadline and cancellation, checked by every phase of a search.
///
/// Time is the solve's own: wall time less the time spent waiting for CBC, which runs one proof
/// at a time in a process (`BranchAndCut`), and, for work spread over threads of its own (the
/// pattern databases), the processor time of its busiest thread rather than the wall time
/// (`onWorkerThread`). A level waiting its turn or sharing the cores is not charged for it, so
/// it does not lose its time to the other levels solved at once (`glide check --jobs`).
package struct SolveControl {
    /// Calls of `stopReason()` per read of the clock. The A* loop and the component search call
    /// it once per step, so the clock costs them little and a deadline or a cancellation is
    /// still noticed within 256 steps.
    static let callsPerClockRead = 256

    /// The deadline on the solve's clock (`now`).
    private(set) var deadline: ContinuousClock.Instant?
    let cancellation: SolveCancellation?
    /// See `SolveOptions.movesCeiling`.
    var movesCeiling: Int?
    private var countdown = 0
    /// Time not charged to the solve, shared by every copy of this control.
    private let uncharged = UnchargedTime()
    /// On a worker thread (`onWorkerThread`): the solve's clock when the parallel phase began.
    private var workerPhaseStart: ContinuousClock.Instant?

    package init(timeout: Double?, cancellation: SolveCancellation?, start: ContinuousClock.Instant) {
        deadline = timeout.map { start + .milliseconds(Int64(max(0, $0) * 1000)) }
        self.cancellation = cancellation
    }

    /// The solve's clock: wall time less the time not charged (`exclude`); on a worker thread,
    /// the phase's start plus the thread's processor time.
    var now: ContinuousClock.Instant {
        if let workerPhaseStart { return workerPhaseStart + ThreadTime.used }
        return ContinuousClock.now - uncharged.total
    }

    /// This control for a thread started for one phase run in parallel, which began at
    /// `phaseStart` on the solve's clock: the thread's clock is its own processor time from
    /// there, so deadlines count the work it did, not the time it waited for a core.
    func onWorkerThread(phaseStart: ContinuousClock.Instant) -> SolveControl {
        var copy = self
        copy.workerPhaseStart = phaseStart
        return copy
    }

    /// Charges a phase run in parallel that took `wall` by the processor time of its busiest
    /// thread, `work`, when that is less (the threads shared the cores with other work).
    func chargeParallelPhase(wall: Duration, work: Duration) {
        if wall > work { exclude(wall - work) }
    }

    /// Moves every deadline of this control and its copies `duration` later: time the solve
    /// spent waiting, not working.
    func exclude(_ duration: Duration) { uncharged.add(duration) }

    /// Why to stop now, or nil to go on. Cheap: the clock is read once every
    /// `callsPerClockRead` calls.
    package mutating func stopReason() -> SolveStop? {
        countdown -= 1
        guard countdown <= 0 else { return nil }
        countdown = Self.callsPerClockRead
        return checkNow()
    }

    /// Seconds until the deadline (0 once it has passed); nil when there is none.
    package var secondsLeft: Double? { deadline.map { max(0, ($0 - now).seconds) } }

    /// The same control with its deadline brought forward to `seconds` from now, if that is
    /// sooner: the share of the time one method of the portfolio gets.
    func limited(to seconds: Double?) -> SolveControl {
        guard let seconds else { return self }
        var copy = self
        let sooner = now + .milliseconds(Int64(max(0, seconds) * 1000))
        copy.deadline = deadline.map { min($0, sooner) } ?? sooner
        return copy
    }

    /// Why to stop now (`.cancelled` or `.timeout`), or nil to go on; reads the clock.
    package func checkNow() -> SolveStop? {
        if cancellation?.isCancelled == true { return .cancelled }
        if let deadline, now >= deadline { return .timeout }
        return nil
    }
}

/// The time a solve spent waiting (see `SolveControl.exclude`), in nanoseconds.
private final class UnchargedTime: Sendable {
    private let nanoseconds = Atomic<Int64>(0)

    var total: Duration { .nanoseconds(nanoseconds.load(ordering: .relaxed)) }

    func add(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        nanoseconds.add(seconds * 1_000_000_000 + attoseconds / 1_000_000_000, ordering: .relaxed)
    }
}
