import Glibc

/// A mutex with a condition variable, waited on against the monotonic clock (a change of the
/// wall clock neither cuts a wait short nor stretches it). What Foundation's `NSCondition`
/// gave the solver, without linking full Foundation (see `WorkerThread`).
final class ConditionLock: @unchecked Sendable {  // the pthread objects are the synchronisation
    /// A point in time on the monotonic clock.
    struct Deadline {
        fileprivate let time: timespec
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// `seconds` from now.
    static func deadline(after seconds: Double) -> Deadline {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = Int(now.tv_nsec) + Int((seconds * 1e9).rounded())
        return Deadline(
            time: timespec(
                tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000))
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Wakes one waiter. Call it holding the lock.
    func signal() { pthread_cond_signal(condition) }

    /// Waits, holding the lock, until signalled (or woken spuriously) or until `deadline`.
    /// Returns false once the deadline has passed.
    func wait(until deadline: Deadline) -> Bool {
        var time = deadline.time
        return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
    }
}
