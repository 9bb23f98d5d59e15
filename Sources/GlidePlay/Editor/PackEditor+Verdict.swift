import GlideRules
import GlideSolverClient

extension PackEditor {
    /// After any change to the current level: a new verdict, the replay, the explanation and
    /// the assistant gone. A board seen before (undo, redo, an edit the assistant rated) has
    /// its verdict at once; a new one first gets the solver's quick verdict (solvable or not,
    /// and why: milliseconds even on the largest boards), then the proof of its optimum (a
    /// solve of the same board under way serves).
    mutating func levelChanged() {
        replay = nil
        explanation = nil
        closeAssistant()
        stopMeasuring()
        cancelDifficultyCheck()
        clampCursor()
        if let mark, !draft.contains(mark) { self.mark = nil }
        if let job = quickVerdictJob?.job { solves.cancel(job) }
        quickVerdictJob = nil
        verdictJob = nil
        switch draft.board {
        case let .failure(problem):
            verdict = .problem(problem)
        case let .success(board):
            if let known = verdicts[board] {
                verdict = .result(known)
                verdictArrived(known, on: board)
            } else {
                verdict = .solving
                var quick = solveOptions
                quick.optimal = false
                quickVerdictJob = (solves.start(SolveRequest(board: board, options: quick)), board)
            }
        }
        measureIfDue()
        documentChanged()
    }

    /// Starts proving the current level's optimum, unless a proof of it is under way already.
    private mutating func startProof(of board: Board) {
        if let running = solving.filter({ $0.value == board }).keys.min(by: { $0.number < $1.number }) {
            verdictJob = running
        } else {
            let job = solves.start(SolveRequest(board: board, options: solveOptions))
            verdictJob = job
            solving[job] = board
        }
    }

    /// Takes the quick verdict; false when `job` is not it. Unsolvable is final; solvable
    /// shows the solution found while its optimum is proven.
    private mutating func receiveQuickVerdict(_ job: SolveJob, _ result: SolveResult) -> Bool {
        guard let (asked, board) = quickVerdictJob, asked == job else { return false }
        quickVerdictJob = nil
        if result.status == .unsolvable {
            learn(result, of: board)
            verdict = .result(result)
            verdictArrived(result, on: board)
            continueWaitingSave()
        } else {
            if result.solution != nil { verdict = .proving(result) }
            startProof(of: board)
        }
        return true
    }

    /// What follows a final verdict on the current level: the explanation of an unsolvable
    /// one, the measures and the check of its declared Difficulty for a proven one.
    private mutating func verdictArrived(_ result: SolveResult, on board: Board) {
        if result.status == .unsolvable {
            explanation = VerdictExplanation(board: board, reason: result.unsolvable)
        }
        measureIfDue()
        checkDeclaredDifficulty(board)
    }

    /// After any change to the pack: the solves nobody needs any more are stopped, and a
    /// waiting save goes on (it may need other proofs now, or none).
    mutating func documentChanged() {
        hasUnsavedChanges = document.hasUnsavedChanges()
        let neededPars = pendingSave == nil ? [] : Set(document.boardsNeedingPar)
        let neededScores = pendingSave == nil ? [] : Set(document.boardsNeedingDifficulty)
        for (job, board) in solving.sorted(by: { $0.key.number < $1.key.number })
        where job != verdictJob && !neededPars.contains(board) {
            solves.cancel(job)
            solving[job] = nil
        }
        for (job, board) in rating.sorted(by: { $0.key.number < $1.key.number })
        where !neededScores.contains(board) {
            solves.cancel(job)
            rating[job] = nil
        }
        continueWaitingSave()
    }

    /// Takes a finished solve: the verdict, a proof or a rating a save is waiting for (the save
    /// may complete), or one of the assistant's.
    public mutating func receive(_ job: SolveJob, _ result: SolveResult) {
        guard solves.finish(job) else { return }
        if receiveQuickVerdict(job, result) { return }
        if receiveMeasures(job, result) { return }
        if receiveDifficultyCheck(job, result) { return }
        if receiveAssistant(job, result) { return }
        if let board = rating.removeValue(forKey: job) {
            scores[board] = result.difficulty?.score
            continueWaitingSave()
            return
        }
        guard let board = solving.removeValue(forKey: job) else { return }
        learn(result, of: board)
        if job == verdictJob {
            verdictJob = nil
            verdict = .result(result)
            verdictArrived(result, on: board)
        }
        continueWaitingSave()
    }

    /// Stops every solve under way (the editor is closing); a waiting save is dropped.
    public mutating func cancelSolves() {
        for job in (Array(solving.keys) + Array(rating.keys)).sorted(by: { $0.number < $1.number }) {
            solves.cancel(job)
        }
        solving = [:]
        rating = [:]
        if let job = quickVerdictJob?.job { solves.cancel(job) }
        quickVerdictJob = nil
        closeAssistant()
        stopMeasuring()
        verdictJob = nil
        pendingSave = nil
    }

    func isBeingSolved(_ board: Board) -> Bool { solving.values.contains(board) }

    /// Keeps what a solve of `board` found: its optimum for a save's Par, its verdict for when
    /// the level comes back to this board. A result that is not final (out of time) is kept for
    /// the save alone: the verdict is worked out again. A verdict alone (`verdictOnly`) is kept
    /// from solves made another way than `glide check` makes them (the assistant's): their
    /// optimum is the same length, but it may be another optimal line with other traps, and a
    /// save's Difficulty must be the one `glide check` works out.
    mutating func learn(_ result: SolveResult, of board: Board, verdictOnly: Bool = false) {
        if verdictOnly {
            if result.optimal || result.status == .unsolvable { verdicts[board] = result }
            return
        }
        if result.optimal, let moves = result.solution {
            optima[board] = moves
            if let difficulty = result.difficulty { scores[board] = difficulty.score }
            verdicts[board] = result
        } else if result.status == .unsolvable {
            unproven[board] = result
            verdicts[board] = result
        } else {
            unproven[board] = result
        }
    }
}
