import GlideRules
import GlideSolverClient

/// One level in play: the mid end between the rules and a front, as `midend.c` is in Simon
/// Tatham's puzzles. It owns the game session (moves, undo, redo, restart), the slide on
/// screen, the win sequence and its timings, hints and the par. Time is an argument of every
/// call, and the solves it needs go out as effects (`solves`), so a front (the terminal, a
/// test, a future GUI) gets the whole game by driving it: commands in, solver results in,
/// pictures, outcomes and solver effects out.
public struct LevelPlay: Sendable {
    public enum Command: Hashable, Sendable {
        case move(Direction)
        case undo, redo, restart
        /// Ask for the next move of a shortest finish (answered later: `receive`).
        case hint
    }

    /// What happened that the player should be told; the front words it.
    public enum Notice: Hashable, Sendable {
        case nothingToUndo, nothingToRedo
        /// Restarted; undo brings the game back.
        case restarted
        /// A hint is being worked out.
        case thinking
        /// The hint, and whether it is the first move of a proven shortest finish.
        case hint(Direction, proven: Bool)
        /// The solver found no finish in the time it had.
        case noHintInTime
        /// The attempt left last time goes on: this many moves played.
        case resumed(moves: Int)
    }

    public enum Outcome: Hashable, Sendable {
        /// The level was won, at this moment of the game: record it.
        case won(moves: Int, hints: Int)
        /// The player has seen the finished board and moves on.
        case finished
    }

    /// Where the closing sequence of a won level stands.
    public enum WinPhase: Hashable, Sendable {
        /// The ball of the winning slide is still moving.
        case finishing
        /// The finished board is shown, with its ripple while that runs, until a key moves on.
        case celebrating
    }

    public let level: Level
    public private(set) var session: GameSession
    /// The level's par: from its file, or the solver's proven optimum once it is known.
    public private(set) var par: Int?
    /// The hint on show, until the position changes.
    public private(set) var hint: Direction?
    /// The history steps at which a hint was shown. A restart is a fresh try: only the hints
    /// since the last restart on show count (undoing the restart brings them back).
    private var hintSteps: [Int] = []
    /// The latest notice, until the front clears it.
    public private(set) var notice: Notice?
    private var animation: SlideAnimation?
    /// When the board is complete (the ball of the winning slide stopped, or the slide was cut
    /// short). The finished board then stays until a key (`skip`): moving on by itself after a
    /// second, it went unseen by players reading it, and a key meant for it skipped the next
    /// level.
    private var completedAt: Double?
    /// A level won before any move (its only floor cell is the start) is reported on the first
    /// call that brings the time.
    private var unreportedWin: Bool
    /// When the ball's pulse began (`BallPulse`): on opening (at the first call that brings
    /// the time, as for `unreportedWin`) and when the ball jumps (undo, redo, restart).
    var pulseStart: Double?
    var pulsePending: Bool
    private var parJob: SolveJob?
    private var hintJob: SolveJob?
    private var lossWatch = LossWatch()
    private var lossShade = LossShade()
    let timing: AnimationTiming
    /// The solves this level asks for, until the driver takes them.
    public private(set) var solves: SolverOutbox
    private let solveOptions: SolveOptions

    /// Starts the level. A level without Par gets the solver's proven optimum, worked out in
    /// the background while the player plays.
    /// - Parameters:
    ///   - owner: the number that names this level's solves (`SolveJob.owner`).
    ///   - attempt: the attempt the player left on this level, to go on with; one that does not
    ///     fit the level is dropped and the level starts afresh.
    public init(
        level: Level, timing: AnimationTiming, solveOptions: SolveOptions, owner: Int = 0,
        resuming attempt: SavedAttempt? = nil
    ) {
        self.level = level
        self.timing = timing
        self.solveOptions = solveOptions
        solves = SolverOutbox(owner: owner)
        let resumed = attempt.flatMap { GameSession(board: level.board, resuming: $0) }
        session = resumed ?? GameSession(board: level.board)
        par = level.par
        unreportedWin = session.isWon
        pulsePending = timing.animated
        if par == nil { parJob = solves.start(SolveRequest(board: level.board, options: solveOptions)) }
        if let resumed {
            hintSteps = (attempt?.hints ?? []).filter { (0..<resumed.history.count).contains($0) }
            if !resumed.isWon {
                notice = .resumed(moves: resumed.moveCount)
                watchLoss()
            }
        }
    }

    public var board: Board { level.board }
    public var isWon: Bool { session.isWon }
    /// The hints shown in this try (since the last restart on show).
    public var hintsUsed: Int {
        let lastRestart =
            session.history[...session.cursor].lastIndex {
                if case .restart = $0.action { true } else { false }
            } ?? 0
        return hintSteps.filter { (lastRestart...session.cursor).contains($0) }.count
    }

    /// The attempt as the progress file keeps it: the history and the hints along it.
    public var savedAttempt: SavedAttempt? {
        guard var attempt = session.savedAttempt else { return nil }
        attempt.hints = hintSteps.isEmpty ? nil : hintSteps
        return attempt
    }
    /// Whether the position on show is known to leave no way to finish, and the move that lost.
    public var loss: PositionLoss? { lossWatch.loss(in: session) }
    /// The notice the line under the board shows: a resumed attempt found lost gives way to
    /// the loss, which names the move that lost and says u undoes it.
    public var shownNotice: Notice? {
        if case .resumed = notice, loss != nil { return nil }
        return notice
    }
    /// Whether the par is still being worked out.
    public var isSolvingPar: Bool { parJob != nil }

    // MARK: Commands

    /// Carries out a command. No command waits for an animation: the slide on screen finishes
    /// at once. Commands do nothing during the win sequence (see `skip`).
    public mutating func perform(_ command: Command, now: Double) -> Outcome? {
        guard completedAt == nil, !unreportedWin else { return nil }
        animation = nil
        let step = session.cursor
        defer {
            pulseAfter(command, from: step, now: now)
            shadeLoss(now: now)
        }
        switch command {
        case let .move(direction):
            guard let slide = session.move(direction) else { return nil }
            forgetHints(after: step)
            forgetHint()
            notice = nil
            watchLoss()
            let animation = SlideAnimation(slide, timing: timing, started: now)
            self.animation = animation
            guard slide.wins else { return nil }
            completedAt = animation.stoppedAt
            return .won(moves: session.moveCount, hints: hintsUsed)
        case .undo:
            undo()
        case .redo:
            if session.redo() == nil { notice = .nothingToRedo }
            forgetHint()
            watchLoss()
        case .restart:
            if session.restart() {
                notice = .restarted
                forgetHints(after: step)
            }
            forgetHint()
            watchLoss()
        case .hint:
            guard !session.isWon, hintJob == nil else { return nil }
            hintJob = solves.start(SolveRequest(board: board, from: session.state, options: solveOptions))
            notice = .thinking
        }
        return nil
    }

    /// A new branch of history from `step` (a move or restart after undos): hints shown on the
    /// steps it replaces go with them.
    private mutating func forgetHints(after step: Int) {
        hintSteps.removeAll { $0 > step }
    }

    /// Undo; from a lost position it goes back to before the move that lost at once (the
    /// positions between cannot be finished either, so there is nothing to step through).
    private mutating func undo() {
        var steps = 1
        if let loss, case .move = loss.cause { steps += loss.movesSince }
        if session.undo() == nil { notice = .nothingToUndo }
        for _ in 1..<steps { session.undo() }
        forgetHint()
        watchLoss()
    }

    /// A key or click during the win sequence: while the ball of the winning slide moves it
    /// completes the board at once; on the finished board it moves on.
    public mutating func skip(now: Double) -> Outcome? {
        guard let completedAt else { return nil }
        if now < completedAt {
            animation = nil
            self.completedAt = now
            return nil
        }
        self.completedAt = nil
        return .finished
    }

    /// Undo or restart on the finished board: the player takes the win back to try for fewer
    /// moves (the win stays recorded), and plays on from there. Nil for any other command or
    /// while the winning slide still moves.
    public mutating func takeBack(_ command: Command, now: Double) -> Outcome? {
        guard let completedAt, now >= completedAt, command == .undo || command == .restart else { return nil }
        self.completedAt = nil
        return perform(command, now: now)
    }

    /// Lets time pass: slides settle, and a level won before any move is reported.
    public mutating func advance(to now: Double) -> Outcome? {
        if let animation, animation.isSettled(at: now) { self.animation = nil }
        if pulsePending { pulseBall(now: now) }
        if unreportedWin {
            unreportedWin = false
            completedAt = now
            return .won(moves: 0, hints: 0)
        }
        return nil
    }

    public mutating func clearNotice() { notice = nil }

    // MARK: The solver

    /// Takes a finished solve: the par, or the hint asked for. False when the job is not this
    /// level's (or no longer wanted).
    @discardableResult
    public mutating func receive(_ job: SolveJob, _ result: SolveResult, now: Double) -> Bool {
        guard solves.finish(job) else { return false }
        defer { shadeLoss(now: now) }
        if lossWatch.receive(job, result) {
            watchLoss()
            return true
        }
        if job == parJob {
            parJob = nil
            par = result.optimal ? result.moves : nil
            return true
        }
        guard job == hintJob else { return false }
        hintJob = nil
        // A hint's solve is a verdict too.
        lossWatch.learn(result, of: session.state)
        watchLoss()
        if let first = result.solution?.first {
            hint = first
            hintSteps.append(session.cursor)
            notice = .hint(first, proven: result.optimal)
        } else {
            // No finish: the position is now known lost, and the loss's own line (naming the move
            // that lost) says so.
            notice = result.status == .unsolvable ? nil : .noHintInTime
        }
        return true
    }

    /// Stops the solves under way (the level is being left).
    public mutating func cancelSolves() {
        for job in [parJob, hintJob].compactMap(\.self) { solves.cancel(job) }
        parJob = nil
        hintJob = nil
        lossWatch.cancel(in: &solves)
    }

    /// Shades the board once the position on show is known to be lost, from when the slide
    /// under way stops.
    private mutating func shadeLoss(now: Double) {
        lossShade.follow(lost: loss != nil, from: max(now, animation?.stoppedAt ?? now))
    }

    /// How far the board steps back at `now` because no way to finish is left (0 … 1): walls,
    /// floor and paint darken, the ball does not.
    public func lossShading(at now: Double) -> Double { lossShade.amount(at: now, timing: timing) }

    /// Asks what is not yet known of the position on show: whether it can still be finished.
    private mutating func watchLoss() {
        lossWatch.watch(session, options: solveOptions, outbox: &solves)
    }

    /// The solver effects asked for since the last take.
    public mutating func takeSolverEffects() -> [SolverEffect] { solves.take() }

    /// A hint for a position that has changed is no use.
    private mutating func forgetHint() {
        hint = nil
        if let hintJob { solves.cancel(hintJob) }
        hintJob = nil
    }

    // MARK: What to show

    /// Whether the picture changes with time alone (a slide, the win's ripple). Solves under
    /// way do not count: their results arrive by themselves; nor does the finished board after
    /// its ripple, which waits for a key.
    public func isAnimating(now: Double) -> Bool {
        if let animation, !animation.isSettled(at: now) { return true }
        if unreportedWin || isPulsing(at: now) || lossShade.isFading(at: now, timing: timing) { return true }
        guard let completedAt else { return false }
        return now < completedAt + timing.winRipple
    }

    public func picture(at now: Double) -> BoardPicture {
        let ripple = completedAt.flatMap { completedAt in
            now < completedAt
                ? nil
                : WinRipple(
                    board: board, center: session.state.ball, elapsed: now - completedAt,
                    duration: timing.winRipple)
        }
        return BoardPicture(board: board, state: session.state, animation: animation, at: now, ripple: ripple)
    }

    /// Where the win sequence stands at `now`; nil when there is none.
    public func winPhase(at now: Double) -> WinPhase? {
        guard let completedAt else { return nil }
        return now < completedAt ? .finishing : .celebrating
    }
}
