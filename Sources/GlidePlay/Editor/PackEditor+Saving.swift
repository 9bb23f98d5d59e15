import GlideRules
import GlideSolverClient

extension PackEditor {
    /// How a save went, as far as it has gone.
    enum SaveStep: Hashable, Sendable {
        /// Proofs or ratings are under way; the save goes on by itself when they come in.
        case waiting
        /// The bytes went out to be written (`fileWritten` says how it went).
        case writing
        /// Nothing written: levels would lose their Par (unsolvable, or not proven).
        case needsConfirmation([SaveWarning], overwriting: Bool)
        /// Nothing written yet: levels declare a Par or Difficulty the solver disproved.
        case wrongNumbers([WrongNumbers], overwriting: Bool, confirmed: Bool)
        /// A level cannot be written (no start, an empty row).
        case unsavable(PackDocument.Unsavable)
    }

    /// How many edited levels a save is waiting for proofs or ratings of; 0 when no save is
    /// waiting.
    public var provingCount: Int {
        guard pendingSave != nil else { return 0 }
        let boards = Set(document.boardsNeedingPar.filter(isBeingSolved))
            .union(rating.values)
        return boards.count
    }

    /// A write out to the driver: its bytes, and whether the designer agreed to levels losing
    /// their Par and to replacing a file changed on disk (a question asked after it need not
    /// ask those again).
    struct Writing: Hashable, Sendable {
        var bytes: [UInt8]
        var confirmed: Bool
        var overwriting: Bool
    }

    /// Whether a write is out and not yet answered.
    public var isWriting: Bool { writing != nil }

    /// The levels a save would write without Par, and what they lose.
    var saveWarnings: [SaveWarning] {
        let repaired = document.entries.enumerated().compactMap { index, entry in
            entry.openReadErrors.isEmpty
                ? nil
                : SaveWarning(
                    level: index, kind: .repaired(errors: entry.readErrors.count), removedPar: nil,
                    removedDifficulty: nil)
        }
        return repaired
            + document.entries.enumerated().compactMap { index, entry in
                guard entry.isEdited, entry.takesProvenPar, case let .success(board) = entry.draft.board,
                    optima[board] == nil, let result = unproven[board]
                else { return nil }
                let kind: SaveWarning.Kind =
                    result.status == .unsolvable ? .unsolvable : .unproven(bestFound: result.moves)
                return SaveWarning(
                    level: index, kind: kind, removedPar: entry.metadata("Par"),
                    removedDifficulty: entry.metadata("Difficulty"))
            }
    }

    /// Saves the pack: every edited level gets its proven optimum as Par, proven first in the
    /// background when not known yet. Unless `overwriting`, a file changed on disk since it
    /// was read is not replaced, and unless `replacingReadOnly`, a read-only file is not (the
    /// designer is asked).
    public mutating func save(overwriting: Bool, confirmed: Bool = false, replacingReadOnly: Bool = false) {
        guard writing == nil else { return }
        pendingSave = PendingSave(
            overwriting: overwriting, confirmed: confirmed, replacingReadOnly: replacingReadOnly)
        conclude(continueSave())
    }

    /// A waiting save goes on after a change or a result; it may complete.
    mutating func continueWaitingSave() {
        guard pendingSave != nil else { return }
        conclude(continueSave())
    }

    /// Tells or asks the designer what became of a save.
    private mutating func conclude(_ step: SaveStep) {
        switch step {
        case .waiting, .writing:
            break
        case let .needsConfirmation(warnings, overwriting):
            if isBusy {
                report(.notSaved(.wouldDropPar(warnings)))
            } else {
                question = .saveWithoutPar(warnings, overwriting: overwriting)
            }
        case let .unsavable(reason):
            report(.notSaved(.unsavable(reason)))
        case let .wrongNumbers(wrong, overwriting, confirmed):
            if isBusy {
                report(.notSaved(.wrongNumbers(wrong)))
            } else {
                question = .fixNumbers(wrong, overwriting: overwriting, confirmed: confirmed)
            }
        }
    }

    /// Carries a waiting save on: proofs and ratings first, then the write.
    private mutating func continueSave() -> SaveStep {
        guard let save = pendingSave else { return .waiting }
        do {
            _ = try document.text()
        } catch {
            pendingSave = nil
            return .unsavable(error)
        }
        for board in document.boardsNeedingPar
        where optima[board] == nil && unproven[board] == nil && !isBeingSolved(board) {
            solving[solves.start(SolveRequest(board: board, options: solveOptions, rating: true))] = board
        }
        for board in document.boardsNeedingDifficulty
        where scores[board] == nil && !rating.values.contains(board) {
            guard let optimum = optima[board] else { continue }
            rating[
                solves.start(
                    SolveRequest(board: board, options: solveOptions, rating: true, provenOptimum: optimum))] =
                board
        }
        if provingCount > 0 { return .waiting }
        pendingSave = nil
        let wrong = wrongNumbers.filter { !keptWrongNumbers.contains($0) }
        if !wrong.isEmpty {
            return .wrongNumbers(wrong, overwriting: save.overwriting, confirmed: save.confirmed)
        }
        let warnings = saveWarnings
        if !save.confirmed, !warnings.isEmpty {
            return .needsConfirmation(warnings, overwriting: save.overwriting)
        }
        let (optima, scores) = (self.optima, self.scores)
        let bytes: [UInt8]
        do {
            bytes = try document.text(optimum: { optima[$0]?.count }, difficulty: { scores[$0] })
        } catch {
            return .unsavable(error)
        }
        writing = Writing(bytes: bytes, confirmed: save.confirmed, overwriting: save.overwriting)
        effects.append(
            .write(
                path: path, bytes: bytes,
                expected: save.overwriting ? .anything : .contents(document.savedBytes),
                ifReadOnly: save.replacingReadOnly ? .replace : .refuse))
        return .writing
    }

    /// How the write went: the pack is saved, or the designer is asked or told why not.
    public mutating func fileWritten(_ outcome: WriteOutcome) {
        guard let written = writing else { return }
        writing = nil
        switch outcome {
        case .written:
            do {
                try document.markSaved(written.bytes)
                hasUnsavedChanges = document.hasUnsavedChanges()
                report(.saved(fileName: fileName))
            } catch {
                report(.notSaved(.unreadable(error)))
            }
        case .changedOnDisk:
            if isBusy {
                report(.notSaved(.changedOnDisk))
            } else {
                question = .overwriteChangedFile(confirmed: written.confirmed)
            }
        case .readOnly:
            if isBusy {
                report(.notSaved(.readOnly))
            } else {
                question = .replaceReadOnlyFile(
                    confirmed: written.confirmed, overwriting: written.overwriting)
            }
        case let .failed(reason):
            report(.notSaved(.writeFailed(reason)))
        }
    }
}
