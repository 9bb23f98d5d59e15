import GlideRules
import GlideSolverClient

extension PackEditor {
    /// What is known of the current level's traps and lost share: measured in the background
    /// once its optimum is proven, as the verdict is, and kept per board so that undo finds
    /// them at once.
    public enum Measuring: Hashable, Sendable {
        /// Nothing to measure: the level has no proven optimum (yet).
        case none
        case measuring
        /// The traps are known (in the measures); the lost share is being measured.
        case trapsFound(LevelMeasures)
        case measured(LevelMeasures)
        /// The measures did not come in the time a verdict has.
        case outOfTime
    }

    /// The traps of the current level on the draft: where the ball is when each is on offer
    /// (draft rows, as the board is drawn), the losing direction and the move of the solution
    /// it is on offer before. Empty until they are measured.
    public var draftTraps: [Trap] {
        guard let measures = measuring.measures else { return [] }
        return measures.traps.map {
            Trap(move: $0.move, direction: $0.direction, from: draftPosition($0.from))
        }
    }

    /// Starts measuring the current level once its proven optimum is known, unless it is being
    /// measured or was measured before; called after every change and every verdict.
    mutating func measureIfDue() {
        guard measuring == .none, case let .result(result) = verdict, result.optimal,
            let solution = result.solution, case let .success(board) = draft.board
        else { return }
        if let known = measured[board] {
            measuring = known.map(Measuring.measured) ?? .outOfTime
            return
        }
        startMeasuring(board, solution: solution, lostShare: false)
        measuring = .measuring
    }

    /// The traps first, then the lost share, which can take a second on its own: the trap
    /// overlay need not wait for it.
    private mutating func startMeasuring(_ board: Board, solution: [Direction], lostShare: Bool) {
        let job = solves.start(
            SolveRequest(
                board: board, options: solveOptions, provenOptimum: solution, measuring: true,
                lostShare: lostShare))
        measuresJob = (job, board, lostShare)
    }

    /// Forgets the current level's measures and stops a measuring under way (the level changed).
    mutating func stopMeasuring() {
        if let job = measuresJob?.job { solves.cancel(job) }
        measuresJob = nil
        measuring = .none
    }

    /// Takes the measures asked for; false when `job` is not the measuring.
    mutating func receiveMeasures(_ job: SolveJob, _ result: SolveResult) -> Bool {
        guard let asked = measuresJob, asked.job == job else { return false }
        measuresJob = nil
        if !asked.lostShare, let traps = result.measures, let solution = result.solution {
            measuring = .trapsFound(traps)
            startMeasuring(asked.board, solution: solution, lostShare: true)
            return true
        }
        // Measures that did not come in time keep the traps found before them.
        let measures = result.measures ?? measuring.measures
        measured[asked.board] = .some(measures)
        measuring = measures.map(Measuring.measured) ?? .outOfTime
        return true
    }
}

extension PackEditor.Measuring {
    /// What is known so far: the traps once found, the lost share with them once measured.
    public var measures: LevelMeasures? {
        switch self {
        case let .trapsFound(measures), let .measured(measures): measures
        case .none, .measuring, .outOfTime: nil
        }
    }
}
