import Glibc

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
struct ProgressBar {
    let total: Int
    let started = ContinuousClock.now
    let enabled = isatty(STDERR_FILENO) == 1
    private(set) var visible = false

    init(total: Int) { self.total = total }

    mutating func show(done: Int, detail: String = "") {
        guard enabled, total > 1 else { return }
        let width = 30
        let filled = done * width / total
        let elapsed = decimal((ContinuousClock.now - started).seconds, places: 1) + " s"
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        writeToStandardError("\r\u{1B}[2K\(bar) \(done)/\(total) levels  \(elapsed)\(detail)")
        visible = true
    }

    /// Removes the bar so other output starts on a clean line.
    mutating func clear() {
        guard visible else { return }
        writeToStandardError("\r\u{1B}[2K")
        visible = false
    }
}
