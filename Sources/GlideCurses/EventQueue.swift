import Glibc
import GlideTerminal
import Synchronization

/// Events from other threads (the solver's results) for the loop that reads the keyboard. A
/// post also writes a byte to a pipe the loop waits on beside the terminal, so a result wakes
/// it at once and nothing polls while the program waits.
public final class EventQueue: Sendable {
    private let queued = Mutex<[InputEvent]>([])
    /// The pipe's read and write ends, both non-blocking.
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Adds an event and wakes the loop. Safe from any thread.
    public func post(_ event: InputEvent) {
        queued.withLock { $0.append(event) }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)  // a full pipe already means "wake up"
    }

    /// The oldest event posted, if any.
    func take() -> InputEvent? {
        queued.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Empties the pipe once the loop is awake.
    func drainWakeUps() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }
}
