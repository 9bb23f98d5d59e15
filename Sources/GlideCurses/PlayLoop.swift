import GlideKit
import GlideTerminal

/// Runs the front: reads events (keys, clicks, resizes, the solver's results), hands them to
/// the app with the time, draws its frames, and carries out its effects. While something
/// animates it ticks at about 60 frames per second; otherwise it sleeps until an event or a
/// signal comes: nothing redraws while the program only waits for a solver.
public enum PlayLoop {
    /// Runs until the app quits or a stop signal arrives. `save` writes progress and returns
    /// an error message on failure. Returns the exit status: 0, or 128 + the signal number.
    public static func run(
        _ app: inout GlideApp, on terminal: Terminal, firstFrameOnly: Bool = false,
        save: (PlayerProgress) -> String?
    ) -> Int32 {
        let started = ContinuousClock.now
        func now() -> Double {
            (ContinuousClock.now - started).seconds
        }
        let size = terminal.size
        _ = app.handle(.resize(width: size.width, height: size.height), now: now())
        terminal.show(app.frame(now: now()))
        if firstFrameOnly { return 0 }
        while true {
            if let signal = terminal.pendingSignal { return 128 + signal }
            let animating = app.isAnimating(now: now())
            let event = terminal.nextEvent(waiting: animating ? 16 : nil) ?? (animating ? .tick : nil)
            if let signal = terminal.pendingSignal { return 128 + signal }
            guard let event else { continue }
            for effect in app.handle(event, now: now()) {
                switch effect {
                case .quit:
                    return 0
                case .saveProgress:
                    if let failure = save(app.progress) { app.warn("Progress not saved: \(failure)") }
                }
            }
            terminal.show(app.frame(now: now()))
        }
    }
}
