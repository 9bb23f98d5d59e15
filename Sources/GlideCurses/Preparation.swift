import Dispatch
import GlideTerminal
import Synchronization

/// Work done before play can start (making the daily puzzle), on a background thread while
/// the terminal stays alive: a screen that says what is going on appears if the work takes
/// longer than a glance, resizes redraw it, and q, Esc or a stop signal end the wait.
public enum Preparation {
    /// How the wait ended without the work's result.
    public enum Stop: Error, Equatable {
        /// The player pressed q or Esc.
        case quit
        /// A stop signal (SIGINT, SIGTERM, SIGHUP) came: exit with 128 + its number.
        case signal(Int32)
    }

    /// Runs `work` on a background thread and waits for it. After `delay` seconds without a
    /// result, `waiting` is shown (a quick result shows nothing, so nothing flashes).
    public static func run<Value: Sendable>(
        on terminal: Terminal, showing waiting: WaitingScreen, after delay: Double,
        _ work: @escaping @Sendable () -> Value
    ) -> Result<Value, Stop> {
        let result = Mutex<Value?>(nil)
        let events = terminal.events
        DispatchQueue.global(qos: .userInitiated).async {
            let value = work()
            result.withLock { $0 = value }
            events.post(.tick)  // wakes the wait below
        }
        let started = ContinuousClock.now
        var shown = false
        while true {
            if let value = result.withLock({ $0 }) { return .success(value) }
            if let signal = terminal.pendingSignal { return .failure(.signal(signal)) }
            let left = delay - (ContinuousClock.now - started).seconds
            if !shown, left <= 0 {
                let size = terminal.size
                terminal.show(waiting.frame(width: size.width, height: size.height))
                shown = true
            }
            let event = terminal.nextEvent(waiting: shown ? nil : Int32((max(0, left) * 1000).rounded(.up)))
            switch event {
            case let .resize(width, height)? where shown:
                terminal.show(waiting.frame(width: width, height: height))
            case .key(.character("q"))?, .key(.escape)?:
                return .failure(.quit)
            default:
                break
            }
        }
    }
}
