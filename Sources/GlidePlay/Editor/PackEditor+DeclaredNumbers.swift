import GlideRules
import GlideSolverClient

/// A level whose `Par:` or `Difficulty:` says other than the solver proved: the editor flags it
/// beside the verdict and offers to fix it when the pack is saved.
public struct WrongNumbers: Hashable, Sendable {
    /// The level's index in the pack.
    public let level: Int
    /// The Par the level declares, and its proven optimum, when they differ.
    public let par: Disagreement?
    /// The Difficulty it declares, and its score, when they differ.
    public let difficulty: Disagreement?

    public init(level: Int, par: Disagreement?, difficulty: Disagreement?) {
        self.level = level
        self.par = par
        self.difficulty = difficulty
    }

    public struct Disagreement: Hashable, Sendable {
        /// As the file writes it.
        public let declared: String
        public let proven: Int

        public init(declared: String, proven: Int) {
            self.declared = declared
            self.proven = proven
        }
    }
}

extension PackEditor {
    /// A rating of the current level for the Difficulty it declares: the solve and its board.
    struct DifficultyCheck: Hashable, Sendable {
        var job: SolveJob
        var board: Board
    }

    /// The levels whose declared numbers are known to be wrong: their optimum (or score) is
    /// known and their map is as read (an edited map gets its new numbers on save anyway).
    public var wrongNumbers: [WrongNumbers] {
        document.entries.indices.compactMap(wrongNumbers(ofLevel:))
    }

    /// The current level's wrong numbers, if any.
    public var currentWrongNumbers: WrongNumbers? { wrongNumbers(ofLevel: document.current) }

    private func wrongNumbers(ofLevel index: Int) -> WrongNumbers? {
        let entry = document.entries[index]
        guard !entry.isMapEdited, case let .success(board) = entry.draft.board else { return nil }
        func disagreement(_ key: String, _ proven: Int?) -> WrongNumbers.Disagreement? {
            guard let declared = entry.metadata(key), let proven, declared != String(proven) else {
                return nil
            }
            return WrongNumbers.Disagreement(declared: declared, proven: proven)
        }
        let par = disagreement("Par", optima[board]?.count)
        let difficulty = disagreement("Difficulty", scores[board])
        guard par != nil || difficulty != nil else { return nil }
        return WrongNumbers(level: index, par: par, difficulty: difficulty)
    }

    /// After the verdict proves the current level's optimum: when its map is as read and it
    /// declares a Difficulty not yet checked, the level is rated in the background (the
    /// solution's traps). (An edited map is rated when it is saved.)
    mutating func checkDeclaredDifficulty(_ board: Board) {
        guard !document.entry.isMapEdited, document.entry.metadata("Difficulty") != nil, scores[board] == nil,
            difficultyCheck?.board != board, let optimum = optima[board]
        else { return }
        cancelDifficultyCheck()
        let request = SolveRequest(board: board, options: solveOptions, rating: true, provenOptimum: optimum)
        difficultyCheck = DifficultyCheck(job: solves.start(request), board: board)
    }

    /// Takes the rating `checkDeclaredDifficulty` asked for; false for any other solve.
    mutating func receiveDifficultyCheck(_ job: SolveJob, _ result: SolveResult) -> Bool {
        guard let check = difficultyCheck, check.job == job else { return false }
        difficultyCheck = nil
        if let score = result.difficulty?.score { scores[check.board] = score }
        return true
    }

    /// Stops a rating for a level left behind.
    mutating func cancelDifficultyCheck() {
        guard let check = difficultyCheck else { return }
        if case let .success(board) = draft.board, board == check.board { return }
        solves.cancel(check.job)
        difficultyCheck = nil
    }

    /// Writes the proven numbers into the levels that declare wrong ones, as one undo step.
    mutating func fixNumbers(_ levels: [WrongNumbers]) {
        var changes: [PackDocument.MetadataChange] = []
        for wrong in levels {
            if let par = wrong.par {
                changes.append(.init(level: wrong.level, key: "Par", value: String(par.proven)))
            }
            if let difficulty = wrong.difficulty {
                changes.append(.init(level: wrong.level, key: "Difficulty", value: String(difficulty.proven)))
            }
        }
        document.setMetadata(changes)
        documentChanged()
    }
}
