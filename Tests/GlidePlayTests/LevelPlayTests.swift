import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

/// The game with no screen at all: what a second front (a GUI, a bot) would drive.
@Suite("Play mid end")
struct LevelPlayTests {
    static let corner = "Title: Corner\nPar: 6\n######\n#@...#\n#.##.#\n# #...\n"
    /// The six moves that win `corner`.
    static let winning: [Direction] = [.down, .up, .right, .down, .left, .right]

    func play(_ text: String = Self.corner, timing: AnimationTiming = .standard) throws -> LevelPlay {
        LevelPlay(
            level: try LevelFormat.parse(text).levels[0], timing: timing,
            solveOptions: SolveOptions(timeout: 5))
    }

    @Test func aWholeGameFromTheFirstMoveToTheNextLevel() throws {
        var play = try play()
        var outcomes: [LevelPlay.Outcome] = []
        for (i, direction) in Self.winning.enumerated() {
            if let outcome = play.perform(.move(direction), now: Double(i)) { outcomes.append(outcome) }
            #expect(play.winPhase(at: Double(i)) == (i < 5 ? nil : .finishing))
        }
        #expect(outcomes == [.won(moves: 6, hints: 0)], "the win is reported at the winning move")
        #expect(play.isWon && play.session.moveCount == 6)
        // The last slide enters two cells: the board is complete when the ball stops, a ripple
        // runs over it, and the finished board waits for a key.
        let complete = 5 + AnimationTiming.standard.travelTime(cells: 2)
        #expect(play.winPhase(at: complete - 0.01) == .finishing)
        #expect(play.winPhase(at: complete) == .celebrating)
        #expect(
            play.picture(at: complete).paint(at: position(3, 5)).coverage == 1, "painted as the ball stops")
        #expect(play.picture(at: complete).ball == position(3, 5), "the ball stays on its cell")
        #expect(play.isAnimating(now: complete + 0.4), "the ripple runs")
        #expect(!play.isAnimating(now: complete + 0.6), "the held board: no frames")
        #expect(play.advance(to: complete + 60) == nil, "nothing moves on by itself")
        #expect(play.winPhase(at: complete + 60) == .celebrating)
        #expect(play.skip(now: complete + 60) == .finished)
        #expect(play.winPhase(at: complete + 60) == nil)
    }

    @Test func theSlideOnScreenGrowsPaintOnNewCellsOnly() throws {
        var play = try play()
        _ = play.perform(.move(.right), now: 0)
        _ = play.perform(.move(.left), now: 10)  // back over painted cells, then one new: none
        _ = play.perform(.move(.down), now: 20)  // (1,1) → (2,1): one new cell
        let before = try #require(play.session.history.dropLast().last).state
        let slide = try #require(play.board.slide(from: before, .down))
        #expect(slide.newlyPaintedCells == [position(2, 1)])
        let timeline = PaintTimeline(slide: slide)
        for t in stride(from: 0.0, through: 0.3, by: 0.01) {
            let picture = play.picture(at: 20 + t)
            let paint = picture.paint(at: position(2, 1))
            // (20 + t) − 20 differs from t in the last bits.
            #expect(abs(paint.coverage - timeline.coverage(ofCell: 0, at: t)) < 1e-9)
            #expect(abs(paint.glow - timeline.glow(ofCell: 0, at: t)) < 1e-9)
            #expect(picture.paint(at: position(1, 3)) == .settled, "painted before: no animation")
            #expect(picture.paint(at: position(3, 3)) == .none)
            #expect(picture.ball == timeline.ballPosition(at: t))
            #expect(abs(picture.ballPoint.row - timeline.ballPoint(at: t).row) < 1e-9)
        }
        #expect(!play.isAnimating(now: 20 + timeline.settleTime))
    }

    @Test func aCommandFinishesTheSlideOnScreenAtOnce() throws {
        var play = try play()
        _ = play.perform(.move(.right), now: 0)
        #expect(play.picture(at: 0.05).ball == position(1, 3), "the ball is on its way")
        #expect(play.picture(at: 0.05).paint(at: position(1, 3)).coverage < 1)
        _ = play.perform(.move(.down), now: 0.05)
        #expect(play.picture(at: 0.05).paint(at: position(1, 3)) == .settled)
    }

    @Test func theWinSequenceTakesNoCommandsAndAKeyHurriesIt() throws {
        var play = try play("#@..#\n")
        #expect(play.perform(.move(.right), now: 0) == .won(moves: 1, hints: 0))
        #expect(play.perform(.undo, now: 0.1) == nil)
        #expect(play.session.moveCount == 1, "no undo during the win")
        #expect(play.skip(now: 0.1) == nil, "during the winning slide a key completes the board")
        #expect(play.winPhase(at: 0.1) == .celebrating)
        #expect(play.skip(now: 0.2) == .finished, "on the finished board a key moves on")
    }

    @Test func undoRedoAndRestartSayWhenNothingHappened() throws {
        var play = try play()
        _ = play.perform(.undo, now: 0)
        #expect(play.notice == .nothingToUndo)
        _ = play.perform(.move(.right), now: 1)
        #expect(play.notice == nil)
        _ = play.perform(.restart, now: 2)
        #expect(play.notice == .restarted && play.session.moveCount == 0)
        _ = play.perform(.undo, now: 3)
        #expect(play.session.moveCount == 1)
        _ = play.perform(.redo, now: 4)
        _ = play.perform(.redo, now: 5)
        #expect(play.notice == .nothingToRedo)
        play.clearNotice()
        #expect(play.notice == nil)
    }

    @Test func hintsComeFromTheSolverAndGoStaleWhenThePositionChanges() throws {
        var solver = ManualSolver()
        var play = try play()
        _ = play.perform(.hint, now: 0)
        solver.take(play.takeSolverEffects())
        #expect(play.notice == .thinking)
        let stale = try #require(solver.pending.first)
        _ = play.perform(.move(.right), now: 1)
        solver.take(play.takeSolverEffects())
        #expect(solver.cancelled == [stale], "a hint for the old position is no use")
        let taken = play.receive(stale, Solver(board: play.board).solve(), now: 0)
        #expect(!taken, "and is not taken if it comes")
        // The move asked whether the new position can still be finished.
        #expect(solver.pending.count == 1 && solver.pending.first != stale)
        while let (job, result) = solver.answerOldest() { play.receive(job, result, now: 0) }
        #expect(play.loss == nil)
        _ = play.perform(.hint, now: 2)
        _ = play.perform(.hint, now: 2)
        solver.take(play.takeSolverEffects())
        #expect(solver.pending.count == 1, "one hint at a time")
        let answered = solver.answerOldest()
        let (job, result) = try #require(answered)
        let received = play.receive(job, result, now: 0)
        #expect(received)
        let hint = try #require(play.hint)
        #expect(play.notice == .hint(hint, proven: true))
        #expect(play.hintsUsed == 1)
        #expect(!play.isAnimating(now: 3), "waiting for a solver is not an animation")
    }

    @Test func aHopelessPositionSaysSo() throws {
        var solver = ManualSolver()
        var play = try play("#########\n#...@...#\n####.####\n#.......#\n#########\n")
        _ = play.perform(.move(.left), now: 0)  // no way back to the column down
        _ = play.perform(.hint, now: 1)
        solver.take(play.takeSolverEffects())
        // The par, the hint.
        while let (job, result) = solver.answerOldest() { play.receive(job, result, now: 0) }
        #expect(play.par == nil, "an unsolvable level has no par")
        #expect(play.notice == nil && play.hint == nil && play.hintsUsed == 0, "no hint to count")
        #expect(play.loss != nil, "the position's own warning says there is no finish")
    }

    /// An attempt left lost and opened again says so, with the move that lost, rather than
    /// only that it goes on (the resumed notice gives way once the loss is known).
    @Test func aResumedAttemptFoundLostShowsTheLossNotTheResumedNotice() throws {
        var solver = ManualSolver()
        var play = try play(
            "########\n#.@....#\n##.###.#\n##.###.#\n####...#\n#......#\n#...#..#\n########\n")
        _ = play.perform(.move(.right), now: 1)
        let attempt = try #require(play.savedAttempt)
        var resumed = LevelPlay(
            level: play.level, timing: .standard, solveOptions: SolveOptions(timeout: 5), resuming: attempt)
        #expect(resumed.shownNotice == .resumed(moves: 1), "before the loss is known")
        solver.take(resumed.takeSolverEffects())
        while let (job, result) = solver.answerOldest() {
            resumed.receive(job, result, now: 2)
            solver.take(resumed.takeSolverEffects())
        }
        #expect(resumed.loss == PositionLoss(cause: .move(number: 1, direction: .right), movesSince: 0))
        #expect(resumed.notice == .resumed(moves: 1) && resumed.shownNotice == nil)
    }

    @Test func aLostPositionShadesTheBoardOnceTheBallStopsAndUndoClearsIt() throws {
        var solver = ManualSolver()
        // Column two is painted only by a first move down: any other first move loses.
        var play = try play(
            "########\n#.@....#\n##.###.#\n##.###.#\n####...#\n#......#\n#...#..#\n########\n")
        // Every question, and those the answers raise (the move that lost is found by asking
        // back along the game).
        func answer(at now: Double) {
            solver.take(play.takeSolverEffects())
            while let (job, result) = solver.answerOldest() {
                play.receive(job, result, now: now)
                solver.take(play.takeSolverEffects())
            }
        }
        answer(at: 0)
        #expect(play.loss == nil && play.lossShading(at: 0) == 0)
        _ = play.perform(.move(.right), now: 1)
        answer(at: 1.01)
        #expect(play.loss == PositionLoss(cause: .move(number: 1, direction: .right), movesSince: 0))
        #expect(play.lossShading(at: 1.01) == 0, "the ball of the losing slide is still moving")
        #expect(play.isAnimating(now: 1.3), "the shade comes in over a few frames")
        #expect(play.lossShading(at: 3) == 1)
        _ = play.perform(.move(.down), now: 3)
        answer(at: 3)
        #expect(play.lossShading(at: 3) == 1, "every move on from a lost position loses too")
        _ = play.perform(.undo, now: 4)
        answer(at: 4)
        #expect(play.loss == nil && play.lossShading(at: 4) == 0)
    }

    @Test func aLevelThatCannotBeLostIsNeverShaded() throws {
        var solver = ManualSolver()
        var play = try play()
        for (i, direction) in Self.winning.dropLast().enumerated() {
            _ = play.perform(.move(direction), now: Double(i))
            solver.take(play.takeSolverEffects())
            while let (job, result) = solver.answerOldest() { play.receive(job, result, now: Double(i)) }
            #expect(play.loss == nil && play.lossShading(at: Double(i) + 0.9) == 0)
        }
    }

    @Test func aRestartIsAFreshTryForHintsAndLeavingKeepsThem() throws {
        var solver = ManualSolver()
        var play = try play()
        func hint(at now: Double) {
            _ = play.perform(.hint, now: now)
            solver.take(play.takeSolverEffects())
            while let (job, result) = solver.answerOldest() {
                play.receive(job, result, now: now)
                solver.take(play.takeSolverEffects())
            }
        }
        _ = play.perform(.move(.down), now: 0)
        hint(at: 1)
        #expect(play.hintsUsed == 1)
        _ = play.perform(.restart, now: 2)
        #expect(play.hintsUsed == 0, "a restart is a fresh try")
        _ = play.perform(.undo, now: 3)
        #expect(play.hintsUsed == 1, "undoing the restart brings the hint back with its moves")
        _ = play.perform(.move(.left), now: 4)  // blocked: nothing changes
        _ = play.perform(.undo, now: 5)
        #expect(play.hintsUsed == 0, "the hint was shown after the first move")
        _ = play.perform(.redo, now: 6)
        #expect(play.hintsUsed == 1)
        let attempt = try #require(play.savedAttempt)
        let resumed = LevelPlay(
            level: play.level, timing: .standard, solveOptions: SolveOptions(timeout: 5), resuming: attempt)
        #expect(resumed.hintsUsed == 1 && resumed.session.moveCount == 1, "leaving keeps the hints")
        _ = play.perform(.undo, now: 7)
        _ = play.perform(.move(.right), now: 8)
        _ = play.perform(.undo, now: 9)
        _ = play.perform(.move(.down), now: 10)
        #expect(play.hintsUsed == 0, "a move played anew drops the branch it replaces, hints and all")
    }

    @Test func aMissingParIsProvenWhileThePlayerPlays() throws {
        var solver = ManualSolver()
        var play = try play(Self.corner.replacingOccurrences(of: "Par: 6\n", with: ""))
        #expect(play.par == nil && play.isSolvingPar)
        _ = play.perform(.move(.down), now: 0)
        solver.take(play.takeSolverEffects())
        let answered = solver.answerOldest()
        let (job, result) = try #require(answered)
        let received = play.receive(job, result, now: 0)
        #expect(received)
        #expect(play.par == 6 && !play.isSolvingPar)
    }

    @Test func leavingTheLevelCancelsItsSolves() throws {
        var solver = ManualSolver()
        var play = try play(Self.corner.replacingOccurrences(of: "Par: 6\n", with: ""))
        _ = play.perform(.hint, now: 0)
        solver.take(play.takeSolverEffects())
        #expect(solver.pending.count == 2)
        play.cancelSolves()
        solver.take(play.takeSolverEffects())
        #expect(solver.pending.isEmpty && solver.cancelled.count == 2)
    }

    @Test func aLevelWonAtItsStartIsReportedOnTheFirstTick() throws {
        var play = try play("#@#\n")
        #expect(play.isAnimating(now: 0))
        #expect(play.advance(to: 0) == .won(moves: 0, hints: 0))
        #expect(play.advance(to: 5) == nil)
        #expect(play.winPhase(at: 5) == .celebrating, "the finished board waits for a key")
    }

    @Test func speedLeavesTheRippleAsItIs() throws {
        var play = try play("#@..#\n", timing: AnimationTiming(speed: 2, animated: false))
        _ = play.perform(.move(.right), now: 0)
        #expect(play.winPhase(at: 0) == .celebrating)
        let glows = stride(from: 0.0, to: 0.5, by: 0.02).map {
            play.picture(at: $0).paint(at: position(0, 1)).glow
        }
        #expect(glows.contains { $0 > 0.5 }, "the ripple reaches the far cell in its 0.5 s at any speed")
        #expect(!play.isAnimating(now: 0.5), "the ripple is over after its 0.5 s")
    }
}
