import GlideTerminal

/// Runs the front: reads events (keys, clicks, resizes, the solver's results), hands them to
/// the app with the time, draws its frames, and carries out what only the terminal can do (the
/// clipboard, the bell, quitting). While something animates it ticks at about 60 frames per
/// second; otherwise it sleeps until an event, a signal or the app's wake time comes: nothing
/// redraws while the program only waits for a solver or holds a won board. Frames are drawn at
/// most 60 times a second (`FramePacer`).
public enum PlayLoop {
    /// Runs until the app quits or a stop signal arrives. Returns the exit status: 0, or 128 +
    /// the signal number.
    public static func run(_ app: inout GlideApp, on terminal: Terminal, firstFrameOnly: Bool = false)
        -> Int32
    {
        let started = ContinuousClock.now
        func now() -> Double {
            let elapsed = (ContinuousClock.now - started).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
        let size = terminal.size
        _ = app.handle(.resize(width: size.width, height: size.height), now: now())
        terminal.show(app.frame(now: now()))
        if firstFrameOnly { return 0 }
        var pacer = FramePacer(shownAt: now())
        // Ctrl-C is SIGINT (the terminal keeps its signal keys); a screen that asks before
        // quitting (the editor, with work to lose) gets it as a key instead.
        func interrupt() -> InputEvent? {
            app.takesInterrupt && terminal.takeInterrupt() ? .key(.control("c")) : nil
        }
        // A stop signal ends the program, but not before the app has kept what it must.
        func stop(_ signal: Int32) -> Int32 {
            app.stop(now: now())
            return 128 + signal
        }
        // A Ctrl-C taken back while another event was being read: the next event.
        var interrupted: InputEvent?
        while true {
            var event = interrupted ?? interrupt()
            interrupted = nil
            if let signal = terminal.pendingSignal { return stop(signal) }
            let animating = app.isAnimating(now: now())
            let waiting = pacer.waiting(animating ? 16 : nil, now: now())
            if event == nil {
                event = terminal.nextEvent(waiting: waiting) ?? interrupt() ?? (waiting != nil ? .tick : nil)
            }
            // A Ctrl-C that came while the event was read (a solve's result arriving as the key
            // was pressed) is still a key for a screen that asks, handled next: never a stop.
            interrupted = interrupt()
            if let signal = terminal.pendingSignal { return stop(signal) }
            guard let event else { continue }
            if carryOut(app.handle(event, now: now()), on: terminal) { return 0 }
            if pacer.drawsAfterEvent(now: now()) { terminal.show(app.frame(now: now())) }
        }
    }

    /// Carries out what only the terminal can do; true when the app quits.
    private static func carryOut(_ effects: [GlideApp.Effect], on terminal: Terminal) -> Bool {
        for effect in effects {
            switch effect {
            case .quit: return true
            case let .copy(text): terminal.copyToClipboard(text)
            case .bell: terminal.ringBell()
            case let .theme(name): terminal.use(Theme.named(name))
            case let .colorDepth(depth): terminal.use(depth)
            }
        }
        return false
    }
}
