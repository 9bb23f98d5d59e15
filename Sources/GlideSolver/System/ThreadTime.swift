import Glibc

/// The processor time the calling thread has used since it started.
///
/// A phase run on threads of its own (`ParallelWork`) is charged by this, not by the wall
/// clock: with one level at a time its threads each have a core and both agree; with several
/// levels at once (`--jobs`) they share the cores, and each level is still charged only the
/// work it did. So a level proves the same with one job or many.
enum ThreadTime {
    static var used: Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
