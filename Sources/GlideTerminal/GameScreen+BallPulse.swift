import GlidePlay

extension GameScreen {
    /// The ball's pulse on show at `now`: the level's (it opened, the ball jumped back) or the
    /// screen's own after a resize, whichever began last.
    func ballPulse(at now: Double) -> BallPulse.Ring? {
        let resize = resizedAt.flatMap { BallPulse.standard.ring(at: now - $0) }
        guard let level = play.ballPulse(at: now) else { return resize }
        guard let resize else { return level }
        return resize.spread < level.spread ? resize : level
    }
}
