import Glibc
import Synchronization

/// The stop signals (SIGINT, SIGTERM, SIGHUP), taken by a thread of Glide's own rather than by
/// a handler, so that no library can take them away.
///
/// CLP installs a SIGINT handler of its own for every initial solve inside CBC (about 8 % of a
/// long proof, `ClpSimplex::initialSolve`) and puts the old one back afterwards; a Ctrl-C in
/// that window only stopped CLP's simplex, and the search went on. Here the stop signals are
/// blocked in every thread (`install`, first thing in `main`, before any thread exists: threads
/// inherit the mask), so a handler anyone installs never runs, and one thread takes them with
/// `sigwait`, whatever the handler is.
///
/// What a signal does: while a receiver is set (`receive`: the terminal app, which saves and
/// restores the terminal), the receiver is called on that thread; otherwise the process ends
/// at once by the signal, as the default action would have ended it (the commands that only
/// print: `solve`, `check`, `generate`).
public enum StopSignals {
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static let receiver = Mutex<(@Sendable (Int32) -> Void)?>(nil)
    private static let installed = Atomic<Bool>(false)

    /// Blocks the stop signals in the calling thread and every thread it starts after, and
    /// starts the thread that takes them. Call before any other thread starts. A signal the
    /// process was started with ignored (`nohup`, a background job of a script) stays ignored.
    public static func install() {
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        var blocked = sigset_t()
        var awaited = sigset_t()
        sigemptyset(&blocked)
        sigemptyset(&awaited)
        var awaitsAny = false
        for signal in signals {
            sigaddset(&blocked, signal)
            if !isIgnored(signal) {
                sigaddset(&awaited, signal)
                awaitsAny = true
            }
        }
        // Blocked even when ignored: a handler installed for a moment (CLP's) then finds the
        // signal pending, and putting SIG_IGN back discards it.
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        guard awaitsAny else { return }
        let waitSet = awaited
        WorkerThread.start(stackSize: 64 << 10) {
            var set = waitSet
            while true {
                var signal: Int32 = 0
                guard sigwait(&set, &signal) == 0 else { continue }
                if let receiver = receiver.withLock({ $0 }) {
                    receiver(signal)
                } else {
                    terminate(by: signal)
                }
            }
        }
    }

    /// Routes the stop signals to `receiver` (on the signals' own thread); nil puts back the
    /// default: the process ends by the signal.
    public static func receive(_ receiver: (@Sendable (Int32) -> Void)?) {
        Self.receiver.withLock { $0 = receiver }
    }

    /// Ends the process by `signal` as its default action does (the shell sees 128 + signal).
    public static func terminate(by signal: Int32) -> Never {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        // Raised in this thread, the only one that then has it unblocked.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        _exit(128 + signal)
    }

    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
