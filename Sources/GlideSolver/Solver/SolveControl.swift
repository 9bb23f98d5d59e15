import GlideSolverClient

/// Deadline and cancellation, checked by every phase of a search.
package struct SolveControl {
    /// Calls of `stopReason()` per read of the clock. The A* loop and the component search call
    /// it once per step, so the clock costs them little and a deadline or a cancellation is
    /// still noticed within 256 steps.
    static let callsPerClockRead = 256

    private(set) var deadline: ContinuousClock.Instant?
    let cancellation: SolveCancellation?
    /// See `SolveOptions.movesCeiling`.
    var movesCeiling: Int?
    private var countdown = 0

    package init(timeout: Double?, cancellation: SolveCancellation?, start: ContinuousClock.Instant) {
        deadline = timeout.map { start + .milliseconds(Int64(max(0, $0) * 1000)) }
        self.cancellation = cancellation
    }

    /// Why to stop now, or nil to go on. Cheap: the clock is read once every
    /// `callsPerClockRead` calls.
    mutating func stopReason() -> SolveStop? {
        countdown -= 1
        guard countdown <= 0 else { return nil }
        countdown = Self.callsPerClockRead
        return checkNow()
    }

    /// Seconds until the deadline (0 once it has passed); nil when there is none.
    var secondsLeft: Double? { deadline.map { max(0, ($0 - ContinuousClock.now).seconds) } }

    /// The same control with its deadline brought forward to `seconds` from now, if that is
    /// sooner: the share of the time one method of the portfolio gets.
    func limited(to seconds: Double?) -> SolveControl {
        guard let seconds else { return self }
        var copy = self
        let sooner = ContinuousClock.now + .milliseconds(Int64(max(0, seconds) * 1000))
        copy.deadline = deadline.map { min($0, sooner) } ?? sooner
        return copy
    }

    /// Why to stop now (`.cancelled` or `.timeout`), or nil to go on; reads the clock.
    func checkNow() -> SolveStop? {
        if cancellation?.isCancelled == true { return .cancelled }
        if let deadline, ContinuousClock.now >= deadline { return .timeout }
        return nil
    }
}
