import GlideRules

extension PackEditor {
    /// Carries out an intent. A question on show takes only its answer; a panel closes on any
    /// intent; while the solution plays, intents step through it or end it; a choice the
    /// editor waits for (a side, a block's moves, a field, a proposal) takes its own intents,
    /// and anything else ends it.
    public mutating func handle(_ intent: EditorIntent, now: Double) {
        notice = nil
        advance(to: now)
        if question != nil {
            if case let .answer(yes) = intent { answer(yes) }
        } else if panel != nil {
            panel = nil
        } else if replay != nil {
            handleSolution(intent, now: now)
        } else {
            switch mode {
            case .normal: handleNormal(intent, now: now)
            case let .choosingSide(adding): chooseSide(intent, adding: adding)
            case .movingBlock: moveBlock(intent)
            case let .field(edit): editField(edit, intent)
            case .assistant: handleAssistant(intent)
            }
        }
        if !isBusy, let waiting = deferredNotice {
            deferredNotice = nil
            notice = waiting
        }
    }

    private mutating func handleNormal(_ intent: EditorIntent, now: Double) {
        switch intent {
        case let .moveCursor(direction): moveCursor(rows: direction.rowStep, columns: direction.columnStep)
        case let .draw(brush): draw(brush)
        case .toggleWall: toggleWall()
        case let .drawLine(from, to): drawLine(from: from, to: to)
        case .addLine: mode = .choosingSide(adding: true)
        case .removeLine: mode = .choosingSide(adding: false)
        case let .transform(transform):
            if mark != nil { transformSelection(transform) } else { apply(transform) }
        case .crop: if !crop() { refuse(.nothingToCrop) }
        case .toggleMark: toggleMark()
        case .clearMark: clearMark()
        case let .rectangle(filled): drawRectangle(filled: filled)
        case .fill: fill()
        case .startMovingBlock:
            if selection == nil { refuse(.noBlock) } else { mode = .movingBlock }
        case .copyBlock: copySelection()
        case .cutBlock: cutSelection()
        case .pasteBlock: paste()
        case .copyLevelCode: copyLevelCode()
        case .undo: if !undo() { refuse(.nothingToUndo) }
        case .redo: if !redo() { refuse(.nothingToRedo) }
        case let .editField(field):
            mode = .field(FieldEdit(field: .metadata(field), text: document.entry.metadata(field.key) ?? ""))
        case let .selectLevel(index): selectLevel(index)
        case .addLevel, .duplicateLevel, .deleteLevel, .moveLevel: handleLevels(intent)
        case .explainVerdict: panel = .verdict
        case .showSolution: if !startReplay(now: now) { refuse(.noSolution) }
        case .openAssistant: if !openAssistant() { refuse(.noProvenOptimum) }
        case .playTest:
            if let level = playTestLevel { effects.append(.playTest(level)) } else { refuse(.notPlayable) }
        case .save: save(overwriting: false)
        case .quit:
            if hasUnsavedChanges { question = .quitWithoutSaving } else { effects.append(.quit) }
        case .chooseSide, .moveBlock, .dropBlock, .field, .stepSolution, .toggleSolutionPlaying,
            .controlSolution,
            .showSolutionMoves, .copySolution, .stopSolution, .chooseProposal, .chooseBestProposal,
            .applyProposal, .includeOutline,
            .closeAssistant, .answer, .closePanel, .cancel:
            break
        }
    }

    private mutating func handleLevels(_ intent: EditorIntent) {
        switch intent {
        case .addLevel:
            mode = .field(FieldEdit(field: .newLevelSize, text: "\(draft.width)×\(draft.height)"))
        case .duplicateLevel:
            duplicateLevel()
            tell(.levelDuplicated(index: document.current))
        case .deleteLevel:
            if document.entries.count > 1 {
                question = .deleteLevel(document.current)
            } else {
                refuse(.lastLevel)
            }
        case let .moveLevel(step): moveLevel(by: step)
        default: break
        }
    }

    private mutating func chooseSide(_ intent: EditorIntent, adding: Bool) {
        mode = .normal
        guard case let .chooseSide(side) = intent else { return }
        if adding {
            if insertLine(at: side) { tell(.lineAdded(side)) }
        } else if removeLine(at: side) {
            tell(.lineRemoved(side))
        }
    }

    private mutating func moveBlock(_ intent: EditorIntent) {
        if case let .moveBlock(direction) = intent {
            if !moveSelection(direction) { refuse(.blockAtEdge) }
            return
        }
        mode = .normal
        clearMark()
        tell(.blockMoved)
    }

    private mutating func editField(_ edit: FieldEdit, _ intent: EditorIntent) {
        guard case let .field(input) = intent else { return }
        switch input {
        case .commit:
            mode = .normal
            switch edit.field {
            case let .metadata(field):
                setMetadata(field.key, edit.text)
                tell(.fieldSet(field))
            case .newLevelSize:
                guard let size = LevelSize(edit.text) else {
                    // The field stays open to be corrected: what is typed next is a size.
                    mode = .field(edit)
                    return refuse(.badLevelSize)
                }
                addLevel(width: size.width, height: size.height)
                tell(.levelAdded(index: document.current))
            }
        case .dismiss:
            mode = .normal
        default:
            var edit = edit
            edit.apply(input)
            mode = .field(edit)
        }
    }

    /// While the solution shows: step, play or pause, copy, show all; anything else ends it.
    private mutating func handleSolution(_ intent: EditorIntent, now: Double) {
        switch intent {
        case let .stepSolution(forward): stepReplay(forward: forward, now: now)
        case .toggleSolutionPlaying: toggleReplay(now: now)
        case let .controlSolution(control): replay?.control(control, now: now)
        case .showSolutionMoves: panel = .solutionMoves
        case .copySolution:
            guard let replay else { return }
            effects.append(.copy(replay.moves))
            tell(.solutionCopied(moves: replay.moves.count))
        default: stopReplay()
        }
    }

    /// The answer to the question on show; the notice that waited on it comes out.
    public mutating func answer(_ yes: Bool) {
        guard let asked = question else { return }
        question = nil
        if yes {
            switch asked {
            case let .deleteLevel(index): if deleteLevel() { tell(.levelDeleted(index: index)) }
            case .quitWithoutSaving: effects.append(.quit)
            case let .overwriteChangedFile(confirmed): save(overwriting: true, confirmed: confirmed)
            case let .saveWithoutPar(_, overwriting): save(overwriting: overwriting, confirmed: true)
            case let .replaceReadOnlyFile(confirmed, overwriting):
                save(overwriting: overwriting, confirmed: confirmed, replacingReadOnly: true)
            case let .fixNumbers(wrong, overwriting, confirmed):
                fixNumbers(wrong)
                save(overwriting: overwriting, confirmed: confirmed)
            }
        } else {
            switch asked {
            case .saveWithoutPar, .overwriteChangedFile, .replaceReadOnlyFile: tell(.notSaved(.declined))
            case .deleteLevel, .quitWithoutSaving: break
            case let .fixNumbers(wrong, overwriting, confirmed):
                keptWrongNumbers.formUnion(wrong)
                save(overwriting: overwriting, confirmed: confirmed)
            }
        }
    }

    private mutating func toggleMark() {
        if mark == nil {
            setMark()
            tell(.cornerSet)
        } else {
            clearMark()
            tell(.selectionCleared)
        }
    }
}
