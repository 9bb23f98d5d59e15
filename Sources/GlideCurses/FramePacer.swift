/// When the play loop draws: at once after an event, unless the last frame was drawn less than
/// `frameSeconds` ago; then as soon as that time is up. Events that come faster than frames
/// (the editor assistant's results, hundreds a second; a paste) are handled as they come and
/// shown together: drawing a frame for each held the assistant back, since its next solves
/// start only as its results are handled (its two cores were idle half the time).
struct FramePacer {
    /// The least time between two frames: 60 a second.
    static let frameSeconds = 1.0 / 60

    private var shownAt: Double
    /// Whether an event handled since the last frame has not been shown.
    private var owed = false

    init(shownAt: Double) { self.shownAt = shownAt }

    /// `waiting` (milliseconds the loop may wait for an event; nil: until one comes), cut
    /// short to when a frame owed is due.
    func waiting(_ waiting: Int32?, now: Double) -> Int32? {
        guard owed else { return waiting }
        let due = Int32(max(0, (shownAt + Self.frameSeconds - now) * 1000).rounded(.up))
        return min(waiting ?? due, due)
    }

    /// After an event: whether to draw now (then noted as drawn); otherwise the frame is owed.
    mutating func drawsAfterEvent(now: Double) -> Bool {
        owed = now < shownAt + Self.frameSeconds
        if !owed { shownAt = now }
        return !owed
    }
}
