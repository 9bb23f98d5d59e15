import GlidePlay
import GlideRules
import GlideSolverClient

extension PackEditor.Verdict {
    /// One line, as the editor's status shows it (the explanation's first-move count added).
    public func text(explanation: VerdictExplanation?) -> String {
        if let allLose = explanation?.allFirstMovesLose { return summary + "; " + allLose }
        return summary
    }

    private var summary: String {
        switch self {
        case let .problem(problem): return problem.description
        case .solving: return "solving…"
        case let .proving(result):
            return "solvable — \(counted(result.moves ?? 0, "move")) found; proving the fewest…"
        case let .result(result):
            switch result.status {
            case .solved:
                return "solvable — \(counted(result.moves ?? 0, "move"))"
                    + (result.optimal ? " (optimal)" : " (best found)")
            case .unsolvable:
                return "unsolvable — " + (result.unsolvable?.summary ?? "no route paints every cell")
            case .timeout:
                if let moves = result.moves {
                    return "solvable — \(counted(moves, "move")) (best found; not yet proven)"
                }
                return "undecided — the solver ran out of time"
            }
        }
    }
}

extension PackEditor {
    /// The verdict on the current level, in one line, with the declared numbers it disproves,
    /// then its traps and lost share once measured.
    public var verdictText: String {
        verdict.text(explanation: explanation) + (currentWrongNumbers.map { " · " + $0.flag } ?? "")
            + measuresText
    }

    /// The notice in words (a refusal that the verdict explains names the verdict).
    public func text(_ notice: EditorNotice) -> String {
        switch notice {
        case let .refused(refusal): text(refusal)
        case let .readWithErrors(levels):
            "Read with format errors in level\(levels.count > 1 ? "s" : "") "
                + levels.map { "\($0 + 1)" }.joined(separator: ", ")
                + ": repaired, marked cells show where; e lists them. Fix, then save."
        case let .lineAdded(side): "Added a \(side == .top || side == .bottom ? "row" : "column")."
        case let .lineRemoved(side): "Removed a \(side == .top || side == .bottom ? "row" : "column")."
        case let .levelDeleted(index): "Deleted level \(index + 1)."
        case .selectionCleared: "Selection cleared (m sets a corner again)."
        case .cornerSet:
            "Corner set: move to the other corner; b box, B filled, M move, Y copy, X cut, r f v turn, m clears."
        case let .rectangleDrawn(filled, width, height, brush):
            "\(filled ? "Filled" : "Outlined") \(width)×\(height) with \(brush.name)."
        case let .filled(cells, brush): "Filled \(counted(cells, "cell")) with \(brush.name)."
        case .blockMoved: "Block moved (u undoes the whole move)."
        case let .blockCopied(width, height, cut):
            "\(cut ? "Cut" : "Copied") the \(width)×\(height) block: P pastes it at the cursor, in any level."
        case let .blockPasted(width, height, clipped):
            "Pasted the \(width)×\(height) block"
                + (clipped ? ", cut at the grid's edge" : "") + " (selected: M moves it, r f v turn it)."
        case let .blockTransformed(transform): transform.selectionText
        case let .levelCodeCopied(code): LevelCodeWording.copied(code)
        case let .fieldSet(field): "\(field.key) set."
        case let .levelAdded(index): "New level \(index + 1)."
        case let .levelDuplicated(index): "Duplicated as level \(index + 1)."
        case let .proposalApplied(proposal, at, parBefore, trapsBefore):
            "\(proposal.cell == .wall ? "Wall added" : "Wall removed") at \(at): "
                + (trapsBefore.flatMap { $0 == proposal.traps ? nil : "traps \($0) → \(proposal.traps), " }
                    ?? "")
                + (parBefore == proposal.par
                    ? "par stays \(parBefore)" : "par \(parBefore) → \(proposal.par)")
                + " (u undoes)."
        case let .solutionCopied(moves):
            "Copied \(counted(moves, "move")) to the clipboard (in terminals that allow it)."
        case let .saved(fileName): "Saved \(fileName)."
        case let .notSaved(failure): text(failure)
        case let .playTestWon(moves): "Play-test won in \(counted(moves, "move"))."
        }
    }

    private func text(_ refusal: EditorRefusal) -> String {
        switch refusal {
        case .nothingToUndo: "Nothing to undo."
        case .nothingToRedo: "Nothing to redo."
        case .nothingToCrop: "Nothing to crop."
        case .noCorner: "Set a corner first: m, then move to the opposite corner."
        case .noBlock: "Select a block first: m at one corner, then move to the other."
        case .startIsOneCell: "The start is a single cell: choose # . or space as the brush first."
        case let .alreadyFilled(brush): "Already \(brush.name)."
        case .blockAtEdge: "The block is at the edge."
        case .badLevelSize:
            "A size is a width and a height from 3 to \(Board.maximumSide): 12x9, or 12 for 12x12."
        case .nothingToPaste:
            "Nothing to paste: select a block (m, then move) and copy it with Y or cut it with X."
        case .lastLevel: "The last level of a pack cannot be deleted."
        case .noProvenOptimum: "The assistant needs a proven optimum: \(verdictText)."
        case .noSolution: "No solution to show: \(verdictText)."
        case .notPlayable: "Cannot play yet: \(verdictText)."
        }
    }

    private func text(_ failure: SaveFailure) -> String {
        switch failure {
        case .declined: "Not saved."
        case .changedOnDisk:
            "Not saved: \(fileName) changed on disk since it was opened; save again to overwrite it."
        case .readOnly: "Not saved: \(fileName) is read-only; save again to replace it."
        case let .wouldDropPar(warnings):
            "Not saved: " + warnings.map(\.description).joined(separator: "; ") + ". Save again to decide."
        case let .wrongNumbers(wrong):
            "Not saved: " + wrong.map(\.description).joined(separator: "; ") + ". Save again to decide."
        case let .unsavable(reason): "Cannot save: \(reason)."
        // The reason first: the notice has two lines, and a long path would push it out.
        case let .writeFailed(failure): "Not saved: \(failure.reasonFirst)"
        case let .unreadable(error): "Not saved: the file written does not read back: \(error)"
        }
    }

    /// The question on show, with the keys that answer it.
    public func text(_ question: EditorQuestion) -> String {
        switch question {
        case let .deleteLevel(index): "Delete level \(index + 1)? (y/n)"
        case .quitWithoutSaving: "Unsaved changes: quit without saving? (y/n)"
        case .overwriteChangedFile: "\(fileName) changed on disk since it was opened. Overwrite it? (y/n)"
        case .replaceReadOnlyFile: "\(fileName) is read-only. Replace it all the same? (y/n)"
        case let .saveWithoutPar(warnings, _):
            Self.capitalized(warnings.sentences.joined(separator: "; ")) + ". Save anyway? (y/n)"
        case let .fixNumbers(wrong, _, _):
            Self.capitalized(wrong.map(\.description).joined(separator: "; "))
                + ". Write the proven numbers and save? (y/n: n saves them as they are)"
        }
    }

    /// What the editor waits for in a mode that takes its own keys; nil in the others.
    public var modePrompt: String? {
        switch mode {
        case .choosingSide(adding: true): "Add a row or column: press an arrow for the side."
        case .choosingSide(adding: false): "Remove a row or column: press an arrow for the side."
        case .movingBlock: "Moving the block: arrows move it; any other key drops it (one undo step)."
        case .normal, .field, .assistant: nil
        }
    }

    /// The verdict in full, in paragraphs: the verdict, format errors the level was read with,
    /// the cells and the slide it names, and what the first moves offer.
    public var verdictParagraphs: [String] {
        var paragraphs = [verdictText]
        let readErrors = document.entry.openReadErrors
        if !readErrors.isEmpty {
            paragraphs.append("Read with format errors (marked ?? on the board until the level is edited):")
            paragraphs += readErrors.map(\.description)
        }
        if case let .result(result) = verdict, let reason = result.unsolvable {
            let cells = reason.cells.map { $0.description }.joined(separator: ", ")
            if !cells.isEmpty { paragraphs.append("Cells: " + cells + " (highlighted).") }
            if let slide = explanation?.slide {
                let end = slide.cells.last.map { " to \($0)" } ?? ""
                paragraphs.append(
                    "The slide: from \(slide.from), \(slide.direction.name)\(end) (marked with arrows).")
            }
            if let explanation {
                paragraphs.append(
                    explanation.firstMoves.count > 1
                        ? "Every first move loses: \(explanation.firstMoves.map(\.name).joined(separator: ", ")). "
                            + "Changing one way out is not enough."
                        : "The start offers one first move.")
            }
        } else if case let .result(result) = verdict, let reason = result.reason {
            paragraphs.append(reason)
        }
        return paragraphs + measuresParagraphs
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

extension PackEditor.Brush {
    /// The brush's name in messages.
    public var name: String {
        switch self {
        case .wall: "walls"
        case .floor: "floor"
        case .void: "void"
        case .start: "the start"
        }
    }
}

extension BoardTransform {
    /// What turning or flipping the selection did.
    var selectionText: String {
        switch self {
        case .identity: "The selection is as it was."
        case .rotateClockwise: "Turned the selection a quarter clockwise."
        case .rotateHalf: "Turned the selection half round."
        case .rotateCounterclockwise: "Turned the selection a quarter counterclockwise."
        case .flipHorizontal: "Flipped the selection left to right."
        case .flipVertical: "Flipped the selection upside down."
        case .transpose, .antiTranspose: "Reflected the selection across a diagonal."
        }
    }
}

extension WrongNumbers: CustomStringConvertible {
    /// "level 3 declares Par: 2, but its optimum is 3".
    public var description: String {
        let declared = [par.map { "Par: \($0.declared)" }, difficulty.map { "Difficulty: \($0.declared)" }]
        let proven = [
            par.map { "its optimum is \($0.proven)" }, difficulty.map { "its score is \($0.proven)" },
        ]
        return "level \(level + 1) declares \(declared.compactMap { $0 }.joined(separator: " and ")), but "
            + proven.compactMap { $0 }.joined(separator: " and ")
    }

    /// Beside the verdict: "Par: 2 is wrong (w fixes it)".
    var flag: String {
        let both = par != nil && difficulty != nil
        let what = [par.map { "Par: \($0.declared)" }, difficulty.map { "Difficulty: \($0.declared)" }]
        return what.compactMap { $0 }.joined(separator: " and ")
            + (both ? " are wrong (w fixes them)" : " is wrong (w fixes it)")
    }
}

extension EditorField {
    /// The field's label: the metadata key, or what the size is for.
    public var label: String {
        switch self {
        case let .metadata(field): field.key
        case .newLevelSize: "New level's size (width×height)"
        }
    }
}
