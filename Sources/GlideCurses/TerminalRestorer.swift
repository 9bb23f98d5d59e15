import Glibc
import GlideSolver
import Synchronization

/// Restores the terminal when the program is asked to stop or crashes, and wakes the input
/// loop for signals it must act on.
///
/// Stop signals (SIGINT, SIGTERM, SIGHUP) only raise a flag the run loop reads and write a
/// byte to its wake pipe, so the program ends normally (progress saved, `endwin`). SIGWINCH
/// goes to ncurses' own handler first (it turns a resize into `KEY_RESIZE`), then wakes the
/// loop too: a signal may land on a solver thread instead of the one waiting for input.
/// Crash signals restore the saved terminal settings and escape state, then let the signal
/// take its default course. Every handler is async-signal-safe: no allocation, no locks; they
/// call only `write`, `tcsetattr`, `sigaction`, `raise`, atomics and ncurses' own resize
/// handler (itself made for a signal), and what they write is prepared by `install`.
enum TerminalRestorer {
    private static let received = Atomic<Int32>(0)
    /// Ctrl-Z was pressed (SIGTSTP), or the program was continued after a stop (SIGCONT).
    private static let suspendAsked = Atomic<Bool>(false)
    private static let continued = Atomic<Bool>(false)
    private static let wakeDescriptor = Atomic<Int32>(-1)
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false
    /// The bytes that put the terminal back, written once before any handler can run.
    nonisolated(unsafe) private static var resetBytes: UnsafeMutableBufferPointer<UInt8>?
    /// ncurses' SIGWINCH handler, chained from ours.
    nonisolated(unsafe) private static var cursesResizeHandler: (@convention(c) (Int32) -> Void)?
    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Leaves the alternate screen, shows the cursor, stops mouse reporting, resets colours.
    static let resetSequence = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n"

    static var pendingSignal: Int32? {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Takes a pending SIGINT back (the screen on show asks before quitting: Ctrl-C becomes a
    /// key); false when the pending signal is another, or none.
    static func takeInterrupt() -> Bool {
        received.compareExchange(expected: SIGINT, desired: 0, ordering: .relaxed).exchanged
    }

    /// Installs the stop and crash handlers (before the terminal is opened). `wake` is written
    /// to when a stop signal arrives.
    static func install(wake: Int32) {
        hasSaved = tcgetattr(STDIN_FILENO, &saved) == 0
        if resetBytes == nil {
            let bytes = Array(resetSequence.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            resetBytes = buffer
        }
        wakeDescriptor.store(wake, ordering: .relaxed)
        // Touches `received` now, so its lazy set-up never happens inside a signal handler.
        _ = pendingSignal
        // `glide` takes the stop signals on a thread of its own (`StopSignals`: CLP would
        // replace a handler during a solve); the handler is for a process that does not.
        StopSignals.receive { signal in
            TerminalRestorer.received.store(signal, ordering: .relaxed)
            TerminalRestorer.wakeLoop()
        }
        for signal in stopSignals {
            setHandler(signal, flags: 0) { signal in  // no SA_RESTART: a blocked wait returns
                TerminalRestorer.received.store(signal, ordering: .relaxed)
                TerminalRestorer.wakeLoop()
            }
        }
        // Installed before curses starts, which then leaves SIGTSTP to us: its own handler
        // redraws what curses drew, and Glide draws its frames itself.
        _ = suspendAsked.load(ordering: .relaxed)
        _ = continued.load(ordering: .relaxed)
        setHandler(SIGTSTP, flags: Int32(SA_RESTART)) { _ in
            TerminalRestorer.suspendAsked.store(true, ordering: .relaxed)
            TerminalRestorer.wakeLoop()
        }
        setHandler(SIGCONT, flags: Int32(SA_RESTART)) { _ in
            TerminalRestorer.continued.store(true, ordering: .relaxed)
            TerminalRestorer.wakeLoop()
        }
        for signal in crashSignals {
            setHandler(signal, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) { signal in
                TerminalRestorer.restoreFromSignal()
                var fallback = sigaction()
                fallback.__sigaction_handler.sa_handler = SIG_DFL
                sigaction(signal, &fallback, nil)
                raise(signal)
            }
        }
    }

    /// Chains a wake-up after ncurses' resize handler (call once the terminal is open: ncurses
    /// installs its handler then).
    static func wakeOnResize() {
        var current = sigaction()
        sigaction(SIGWINCH, nil, &current)
        cursesResizeHandler = current.__sigaction_handler.sa_handler
        setHandler(SIGWINCH, flags: Int32(SA_RESTART)) { signal in
            TerminalRestorer.cursesResizeHandler?(signal)
            TerminalRestorer.wakeLoop()
        }
    }

    static func uninstall() {
        StopSignals.receive(nil)
        for signal in stopSignals + crashSignals + [SIGWINCH, SIGTSTP, SIGCONT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            sigaction(signal, &action, nil)
        }
        wakeDescriptor.store(-1, ordering: .relaxed)
    }

    /// Takes back a pending Ctrl-Z.
    static func takeSuspend() -> Bool { suspendAsked.exchange(false, ordering: .relaxed) }

    /// Takes back a pending continue after a stop that was not Glide's own (`kill -STOP`).
    static func takeContinued() -> Bool { continued.exchange(false, ordering: .relaxed) }

    /// Stops the program as Ctrl-Z does by default, until the shell continues it (`fg`).
    static func stopUntilContinued() {
        var stop = sigaction(), ours = sigaction()
        stop.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&stop.sa_mask)
        sigaction(SIGTSTP, &stop, &ours)
        raise(SIGTSTP)
        sigaction(SIGTSTP, &ours, nil)
        // The continue that ended this stop asks for nothing more.
        continued.store(false, ordering: .relaxed)
    }

    private static func setHandler(_ signal: Int32, flags: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }

    private static func wakeLoop() {
        let descriptor = wakeDescriptor.load(ordering: .relaxed)
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    /// Puts the terminal back from a signal handler: the prepared reset bytes, then the saved
    /// terminal settings.
    static func restoreFromSignal() {
        if let bytes = resetBytes { _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
        if hasSaved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    }
}
