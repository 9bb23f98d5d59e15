import GlideRules
import GlideSolverClient

extension PackEditor {
    /// After any change to the current level: a new verdict (a solve of the same board under
    /// way serves), the replay, the explanation and the assistant gone.
    mutating func levelChanged() {
        replay = nil
        explanation = nil
        closeAssistant()
        stopMeasuring()
        cancelDifficultyCheck()
        clampCursor()
        if let mark, !draft.contains(mark) { self.mark = nil }
        verdictJob = nil
        switch draft.board {
        case let .failure(problem):
            verdict = .problem(problem)
        case let .success(board):
            verdict = .solving
            if let running = solving.filter({ $0.value == board }).keys.min(by: { $0.number < $1.number }) {
                verdictJob = running
            } else {
                let job = solves.start(SolveRequest(board: board, options: solveOptions))
                verdictJob = job
                solving[job] = board
            }
        }
        measureIfDue()
        documentChanged()
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
        if receiveMeasures(job, result) { return }
        if receiveDifficultyCheck(job, result) { return }
        if receiveAssistant(job, result) { return }
        if let board = rating.removeValue(forKey: job) {
            scores[board] = result.difficulty?.score
            continueWaitingSave()
            return
        }
        guard let board = solving.removeValue(forKey: job) else { return }
        if result.optimal, let moves = result.solution {
            optima[board] = moves
            if let difficulty = result.difficulty { scores[board] = difficulty.score }
        } else {
            unproven[board] = result
        }
        if job == verdictJob {
            verdictJob = nil
            verdict = .result(result)
            if result.status == .unsolvable {
                explanation = VerdictExplanation(board: board, reason: result.unsolvable)
            }
            measureIfDue()
            checkDeclaredDifficulty(board)
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
        closeAssistant()
        stopMeasuring()
        verdictJob = nil
        pendingSave = nil
    }

    func isBeingSolved(_ board: Board) -> Bool { solving.values.contains(board) }
}
