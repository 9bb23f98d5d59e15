import GlideRules
import GlideSolverClient

/// What the solver has said of a game's positions, so that a move that leaves no way to finish
/// is told at once, with the move that lost. One verdict is asked at a time, for the position on
/// show or, once it is lost, for the positions before it back to the last one that could still
/// be finished; the next move, undo or restart asks anew and cancels the question in flight.
/// Verdicts follow from one another along a game: every move from a lost position loses, and
/// every position before a winnable one was winnable.
struct LossWatch: Sendable {
    enum Verdict: Hashable, Sendable {
        case winnable, lost
        /// The solver ran out of time: the position is never marked.
        case undecided
    }

    /// A verdict takes milliseconds on the largest shipped levels; a level whose verdict takes
    /// longer than this is not watched at that position.
    static let timeout = 5.0

    private var verdicts: [GameState: Verdict] = [:]
    private var asked: (job: SolveJob, state: GameState)?

    /// Notes what a solve said of `state` (a verdict, or a hint's solve).
    mutating func learn(_ result: SolveResult, of state: GameState) {
        switch result.status {
        case .solved: verdicts[state] = .winnable
        case .unsolvable: verdicts[state] = .lost
        case .timeout: verdicts[state] = verdicts[state] ?? .undecided
        }
    }

    /// Takes the answer to the question in flight; false when `job` is not it.
    mutating func receive(_ job: SolveJob, _ result: SolveResult) -> Bool {
        guard let asked, asked.job == job else { return false }
        self.asked = nil
        learn(result, of: asked.state)
        return true
    }

    /// The loss on show in `session`, if its position is known to be lost.
    func loss(in session: GameSession) -> PositionLoss? {
        let steps = session.history[...session.cursor]
        var known = latestKnown(from: session.cursor, of: steps)
        guard known.verdict == .lost else { return nil }
        while true {
            guard case let .move(slide) = steps[known.index].action else {
                return PositionLoss(cause: .start, movesSince: session.cursor - known.index)
            }
            let before = latestKnown(from: known.index - 1, of: steps)
            switch before.verdict {
            case .lost?:
                known = before
            case .winnable? where before.index == known.index - 1:
                let cause = PositionLoss.Cause.move(
                    number: steps[known.index].moveCount, direction: slide.direction)
                return PositionLoss(cause: cause, movesSince: session.cursor - known.index)
            default:
                return PositionLoss(cause: .unknown, movesSince: session.cursor - known.index)
            }
        }
    }

    /// Asks the solver what it needs to know next of `session`'s position (nothing once the
    /// level is won); cancels a question no longer wanted.
    mutating func watch(_ session: GameSession, options: SolveOptions, outbox: inout SolverOutbox) {
        let wanted = session.isWon ? nil : nextQuestion(in: session)
        if let asked, asked.state != wanted {
            outbox.cancel(asked.job)
            self.asked = nil
        }
        guard let wanted, asked == nil else { return }
        var verdictOptions = options
        verdictOptions.optimal = false
        verdictOptions.timeout = Self.timeout
        let job = outbox.start(SolveRequest(board: session.board, from: wanted, options: verdictOptions))
        asked = (job, wanted)
    }

    /// Stops the question in flight (the level is being left).
    mutating func cancel(in outbox: inout SolverOutbox) {
        if let asked { outbox.cancel(asked.job) }
        asked = nil
    }

    /// The position whose verdict is missing: the one on show, or, when it is lost, the
    /// latest before it not yet decided.
    private func nextQuestion(in session: GameSession) -> GameState? {
        let steps = session.history[...session.cursor]
        var index = session.cursor
        while true {
            let known = latestKnown(from: index, of: steps)
            guard known.verdict == .lost else {
                return known.index == index && known.verdict != nil ? nil : steps[index].state
            }
            guard case .move = steps[known.index].action else { return nil }
            index = known.index - 1
        }
    }

    /// The latest step at or before `index`, back over moves only, whose position has a verdict
    /// of its own, and that verdict (nil when none is known back to the start or the last
    /// restart). The moves after a lost one lose too (every move from a lost position loses),
    /// so one walk back serves a whole lost stretch.
    private func latestKnown(from index: Int, of steps: ArraySlice<GameSession.Step>) -> (
        index: Int, verdict: Verdict?
    ) {
        var index = index
        while verdicts[steps[index].state] == nil, case .move = steps[index].action { index -= 1 }
        return (index, verdicts[steps[index].state])
    }
}
