import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Editor mid end")
struct PackEditorTests {
    static let text =
        "Title: P\n\nTitle: A\n#####\n#@..#\n#####\n\nTitle: B\nPar: 3\n#####\n#@..#\n#.#.#\n#...#\n#####\n"

    // MARK: Saving

    @Test func aSaveProvesTheParsOfEditedLevelsInTheBackground() throws {
        var bench = try EditorBench(Self.text)
        bench.change { editor in
            editor.setMetadata("Author", "Me")  // level A: edited, and without Par
            editor.selectLevel(1)
            editor.moveCursor(rows: 2, columns: 1)
            editor.draw(.wall)  // level B's map changes: its Par 3 no longer holds
        }
        #expect(bench.solver.cancelled.count == 2, "the verdicts of levels left behind are dropped")
        bench.handle(.save)
        #expect(bench.editor.provingCount == 2)
        #expect(bench.text == Self.text, "nothing written before the proofs")
        bench.handle(.moveCursor(.right))  // the editor keeps taking changes meanwhile
        bench.answerOldest()
        #expect(bench.text == Self.text && bench.editor.notice == nil, "one proof of two: still waiting")
        bench.answerAll()
        #expect(
            bench.editor.notice == .saved(fileName: "t.txt"),
            "the save completes by itself with the last proof")
        #expect(bench.text.contains("Title: A\nAuthor: Me\nPar: 1\n#####\n#@..#"))
        #expect(bench.text.contains("Title: B\nPar: 4\n#####\n#@..#\n#.#.#\n#.#.#"))
        #expect(!bench.editor.hasUnsavedChanges && bench.editor.provingCount == 0)
    }

    @Test func aProofTheVerdictAlreadyMadeIsNotMadeAgain() throws {
        var bench = try EditorBench(Self.text)
        bench.change { $0.setMetadata("Author", "Me") }
        bench.answerAll()
        bench.handle(.save)
        #expect(bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.solver.pending.isEmpty)
    }

    @Test func aFileChangedOnDiskWhileProvingIsNotOverwrittenUnasked() throws {
        var bench = try EditorBench(Self.text)
        bench.change { $0.setMetadata("Author", "Me") }
        bench.handle(.save)
        #expect(bench.editor.provingCount == 1)
        bench.file = Array("Title: theirs\n@.\n".utf8)
        bench.answerAll()
        #expect(bench.editor.question == .overwriteChangedFile(confirmed: false))
        #expect(bench.text == "Title: theirs\n@.\n")
        bench.handle(.answer(false))
        #expect(bench.editor.notice == .notSaved(.declined) && bench.text == "Title: theirs\n@.\n")
        bench.handle(.save)
        #expect(bench.editor.question == .overwriteChangedFile(confirmed: false))
        bench.handle(.answer(true))
        #expect(bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.text.hasPrefix("Title: P\n"))
    }

    @Test func aReadOnlyFileIsReplacedOnlyWhenTheDesignerSaysSo() throws {
        var bench = try EditorBench(Self.text)
        bench.readOnly = true
        bench.change { $0.setMetadata("Author", "Me") }
        bench.answerAll()
        bench.handle(.save)
        #expect(bench.editor.question == .replaceReadOnlyFile(confirmed: false, overwriting: false))
        #expect(bench.text == Self.text, "nothing written unasked")
        bench.handle(.answer(false))
        #expect(bench.editor.notice == .notSaved(.declined) && bench.text == Self.text)
        bench.handle(.save)
        bench.handle(.answer(true))
        #expect(bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.text.contains("Author: Me") && !bench.editor.hasUnsavedChanges)
    }

    @Test func aReadOnlyFileAskedAboutAfterDroppingParDoesNotAskAboutParAgain() throws {
        var bench = try ring(difficulty: 5)
        bench.readOnly = true
        bench.change { editor in
            editor.moveCursor(rows: 1, columns: 1)
            editor.draw(.floor)
        }
        bench.answerAll()
        bench.handle(.save)
        bench.file = Array("Title: theirs\n@.\n".utf8)
        bench.handle(.answer(true))  // write without Par
        #expect(bench.editor.question == .overwriteChangedFile(confirmed: true))
        bench.handle(.answer(true))
        #expect(bench.editor.question == .replaceReadOnlyFile(confirmed: true, overwriting: true))
        bench.handle(.answer(true))
        #expect(bench.editor.question == nil && bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.text.contains("Title: Ring\n#####"))
    }

    @Test func editsWhileASaveWaitsStopTheSolvesTheyMakeUseless() throws {
        var bench = try EditorBench(Self.text)
        bench.change { editor in
            editor.selectLevel(1)
            editor.moveCursor(rows: 2, columns: 1)
            editor.draw(.wall)
        }
        bench.handle(.save)
        #expect(bench.editor.provingCount == 1)
        let proof = try #require(bench.solver.pending.last)
        for _ in 0..<5 {
            bench.handle(.moveCursor(.right))
            bench.handle(.toggleWall)
        }
        #expect(bench.solver.cancelled.contains(proof), "the board being proven is no longer the level's")
        let waiting = bench.solver.waiting.map(\.request)
        #expect(
            Set(waiting.map(\.board)).count == 1 && waiting.filter(\.options.optimal).count == 1,
            "only the level as it stands: its quick verdict and one proof, which the verdict and the save share"
        )
        #expect(bench.editor.provingCount == 1)
        bench.answerAll()
        #expect(bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(!bench.editor.hasUnsavedChanges, "the save wrote the level as it stands after the edits")
    }

    @Test func aWaitingSaveCompletesWhenAChangeLeavesItNothingToWaitFor() throws {
        var bench = try EditorBench(Self.text)
        bench.answerAll()  // level A's optimum is known
        bench.change { editor in
            editor.selectLevel(1)
            editor.moveCursor(rows: 2, columns: 1)
            editor.draw(.wall)
        }
        bench.handle(.save)
        #expect(bench.editor.provingCount == 1)
        bench.handle(.undo)  // level B is as it was read: its Par stands, no proof needed
        #expect(bench.editor.notice == .saved(fileName: "t.txt"), "at once, not when some solve comes in")
        #expect(bench.editor.provingCount == 0 && !bench.editor.hasUnsavedChanges)
        #expect(bench.text == Self.text, "and the file as it was")
    }

    @Test func aLevelDeletedWhileItsParIsProvenNeedsNoProof() throws {
        var bench = try EditorBench(Self.text)
        bench.answerAll()
        bench.change { editor in
            editor.selectLevel(1)
            editor.moveCursor(rows: 2, columns: 1)
            editor.draw(.wall)
        }
        bench.handle(.save)
        let proof = try #require(bench.solver.pending.last)
        bench.handle(.deleteLevel)
        #expect(bench.editor.question == .deleteLevel(1))
        bench.handle(.answer(true))
        #expect(bench.editor.notice == .saved(fileName: "t.txt"), "the save it let complete, last")
        #expect(bench.solver.cancelled.contains(proof), "the deleted level's proof is stopped")
        #expect(!bench.text.contains("Title: B"))
    }

    @Test func anUnsavablePackFailsAtOnceWithoutProofs() throws {
        var bench = try EditorBench(Self.text)
        bench.handle(.draw(.wall))  // on the start: no start left
        let pending = bench.solver.pending
        bench.handle(.save)
        #expect(bench.editor.notice == .notSaved(.unsavable(.init(level: 0, problem: .noStart))))
        #expect(bench.solver.pending == pending && bench.editor.provingCount == 0)
    }

    /// A pack of one ring level with Par 4 and `Difficulty: difficulty`, open in an editor.
    func ring(difficulty: Int) throws -> EditorBench {
        try EditorBench(
            "Title: P\n\nTitle: Ring\nPar: 4\nDifficulty: \(difficulty)\n#####\n#@..#\n#.#.#\n#...#\n#####\n")
    }

    @Test func anUnsolvableLevelIsSavedOnlyWhenConfirmedAndLosesItsParAndDifficulty() throws {
        var bench = try ring(difficulty: 5)
        let text = bench.text
        bench.change { editor in
            editor.moveCursor(rows: 1, columns: 1)
            editor.draw(.floor)  // the middle pillar goes: the centre can never be painted
        }
        bench.answerAll()
        bench.handle(.save)
        let warning = SaveWarning(level: 0, kind: .unsolvable, removedPar: "4", removedDifficulty: "5")
        #expect(
            bench.editor.question == .saveWithoutPar([warning], overwriting: false),
            "a save that drops Par asks")
        #expect(bench.text == text, "nothing written unasked")
        bench.handle(.answer(false))
        #expect(bench.editor.notice == .notSaved(.declined) && bench.text == text)
        bench.handle(.save)
        bench.handle(.answer(true))
        #expect(bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.text.contains("Title: Ring\n#####"))
    }

    @Test func anOverwriteAskedAfterDroppingParDoesNotAskAboutParAgain() throws {
        var bench = try ring(difficulty: 5)
        bench.change { editor in
            editor.moveCursor(rows: 1, columns: 1)
            editor.draw(.floor)
        }
        bench.answerAll()
        bench.handle(.save)
        bench.file = Array("Title: theirs\n@.\n".utf8)
        bench.handle(.answer(true))  // write without Par
        #expect(bench.editor.question == .overwriteChangedFile(confirmed: true))
        bench.handle(.answer(true))
        #expect(bench.editor.question == nil && bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.text.contains("Title: Ring\n#####"))
    }

    @Test func anEditedMapGetsItsDifficultyRatedBeforeTheSave() throws {
        var bench = try ring(difficulty: 99)
        bench.change { editor in
            editor.moveCursor(rows: 2, columns: 2)
            editor.draw(.wall)
        }
        bench.answerAll()
        bench.handle(.save)
        #expect(bench.editor.provingCount == 1, "the verdict proved the optimum; the rating is still out")
        let rating = try #require(bench.solver.waiting.last?.request)
        #expect(
            rating.rating && rating.provenOptimum != nil, "a rating of the proven optimum, not a new search")
        bench.answerAll()
        guard case let .success(board) = bench.editor.draft.board else { Issue.record("not a level"); return }
        let solution = try #require(Solver(board: board).solve(options: SolveOptions(timeout: 5)).solution)
        let score = Difficulty(board: board, optimalSolution: solution).score
        #expect(bench.text.contains("Par: \(solution.count)\nDifficulty: \(score)\n"))
    }

    @Test func aSaveThatCompletesWhileAFieldIsOpenWaitsForIt() throws {
        var bench = try EditorBench(Self.text)
        bench.change { $0.setMetadata("Author", "Me") }
        bench.handle(.save)
        bench.handle(.editField(.title))
        bench.answerAll()
        #expect(bench.editor.notice == nil, "the field keeps the line and the keys")
        bench.handle(.field(.type("X")))
        bench.handle(.field(.dismiss))
        #expect(bench.editor.notice == .saved(fileName: "t.txt"), "then the save says so")
    }

    // MARK: The verdict and the solution

    @Test func aNewBoardIsFirstJudgedThenProvenAndABoardSeenBeforeHasItsVerdictAtOnce() throws {
        var bench = try EditorBench(Self.text)
        bench.handle(.selectLevel(1))
        let quick = try #require(bench.solver.waiting.last?.request)
        #expect(!quick.options.optimal, "the quick verdict first")
        bench.answerOldest()
        guard case let .proving(found) = bench.editor.verdict else {
            Issue.record("no solution shown while proving: \(bench.editor.verdict)")
            return
        }
        #expect(found.solution != nil && bench.solver.waiting.last?.request.options.optimal == true)
        bench.answerAll()
        guard case let .result(proven) = bench.editor.verdict, proven.optimal else {
            Issue.record("not proven: \(bench.editor.verdict)")
            return
        }
        bench.handle(.toggleWall)
        bench.answerAll()
        bench.handle(.undo)
        #expect(bench.editor.verdict == .result(proven), "undo: the verdict at once")
        bench.handle(.redo)
        #expect(bench.editor.verdict != .solving, "redo too")
        #expect(bench.solver.waiting.isEmpty, "no solve for a board seen before")
    }

    @Test func anEditTheAssistantRatedHasItsVerdictAtOnce() throws {
        var bench = try EditorBench(
            "Title: P\n\n########\n#@.....#\n#.####.#\n#.#....#\n#...####\n########\n")
        let proposal = try bench.makeTheAssistantsFirstProposalByHand()
        guard case let .result(result) = bench.editor.verdict else {
            Issue.record("not at once: \(bench.editor.verdict)")
            return
        }
        #expect(result.optimal && result.moves == proposal.par)
    }

    /// The assistant proves its edits another way than `glide check` (a bound of its own): an
    /// edit it rated shows its verdict at once, but a save proves the level again the editor's
    /// way, so that the Difficulty written is the one `glide check` works out.
    @Test func aSaveAfterTheAssistantProvesTheLevelAsGlideCheckDoes() throws {
        let map = "########\n#@.....#\n#.####.#\n#.#....#\n#...####\n########\n"
        let original = try #require(LevelFormat.parse(map).levels.first).board
        let before = Solver(board: original).solve(options: SolveOptions(timeout: 5))
        let solution = try #require(before.solution)
        let (par, score) = (solution.count, Difficulty(board: original, optimalSolution: solution).score)
        var bench = try EditorBench("Title: Pack\n\nTitle: P\nPar: \(par)\nDifficulty: \(score)\n" + map)
        _ = try bench.makeTheAssistantsFirstProposalByHand()
        guard case .result = bench.editor.verdict else {
            Issue.record("not at once: \(bench.editor.verdict)")
            return
        }
        guard case let .success(edited) = bench.editor.draft.board else {
            Issue.record("the edit leaves a board")
            return
        }
        bench.answerAll()
        bench.handle(.save)
        let proofs = bench.solver.waiting.filter {
            $0.request.board == edited && $0.request.provenOptimum == nil && !$0.request.measuring
        }
        #expect(proofs.count == 1, "the save proves the edited level again")
        #expect(proofs.allSatisfy { $0.request.options.componentBound == .none })
        bench.answerAll()
        let saved = try #require(LevelFormat.parse(bench.text).levels.first)
        #expect(saved.board == edited)
        let check = try #require(Solver(board: edited).solve(options: SolveOptions(timeout: 5)).solution)
        #expect(saved.par == check.count)
        #expect(
            saved.metadata("Difficulty") == String(Difficulty(board: edited, optimalSolution: check).score))
    }

    @Test func theVerdictFollowsTheLevelAndNamesItsCells() throws {
        var bench = try EditorBench("#########\n#...@...#\n####.####\n#.......#\n#########\n")
        guard case .solving = bench.editor.verdict else { Issue.record("solving at first"); return }
        bench.answerAll()
        guard case let .result(result) = bench.editor.verdict else { Issue.record("a result"); return }
        #expect(result.status == .unsolvable)
        #expect(bench.editor.highlighted.count == 6)
        #expect(bench.editor.playTestLevel?.par == nil, "no proven optimum for an unsolvable level")
        bench.handle(.playTest)
        #expect(bench.playTests.count == 1, "an unsolvable level can still be tried")
    }

    @Test func theSolutionPlaysBackSlideBySlideAndKeysStepIt() throws {
        var bench = try EditorBench(Self.text, timing: .standard)
        bench.handle(.showSolution)
        #expect(bench.editor.notice == .refused(.noSolution), "no solution before the verdict")
        bench.answerAll()
        bench.handle(.showSolution)
        #expect(bench.editor.isAnimating(now: 0))
        let replay = try #require(bench.editor.replay)
        #expect(replay.moves == [.right] && replay.played == 1)
        #expect(bench.editor.replay?.picture(at: 0.1).isComplete == true, "the state is the slide's end")
        #expect(
            bench.editor.replay?.picture(at: 0.1).paint(at: position(1, 3)).coverage ?? 1 < 1,
            "the ball still on its way")
        bench.change { $0.advance(to: 1) }
        #expect(
            bench.editor.replay?.isFinished(at: 1) == true && !bench.editor.isAnimating(now: 1),
            "held, finished")
        bench.handle(.copySolution, now: 1)
        #expect(bench.copied == [[.right]] && bench.editor.notice == .solutionCopied(moves: 1))
        bench.handle(.draw(.wall), now: 1)
        #expect(bench.editor.replay == nil, "any other intent ends the showing")
        #expect(bench.editor.draft[position(1, 1)] != .wall, "and does nothing else")
    }

    // MARK: Tools and modes

    @Test func eachToolIsOneUndoStepAndAMovedBlockUndoesInOneGo() throws {
        var bench = try EditorBench("Title: P\n\n#######\n#@....#\n#.....#\n#.....#\n#######\n")
        let before = bench.editor.draft
        bench.change { editor in
            editor.moveCursor(rows: 1, columns: 1)
            editor.draw(.wall)
            editor.setMark()
            editor.moveCursor(rows: 1, columns: 1)
        }
        bench.handle(.rectangle(filled: true))
        #expect(bench.editor.notice == .rectangleDrawn(filled: true, width: 2, height: 2, brush: .wall))
        let box = bench.editor.draft
        bench.handle(.toggleMark)
        bench.handle(.moveCursor(.up))
        bench.handle(.startMovingBlock)
        #expect(bench.editor.mode == .movingBlock)
        bench.handle(.moveBlock(.right))
        bench.handle(.moveBlock(.right))
        #expect(bench.editor.draft != box)
        bench.handle(.cancel)
        #expect(
            bench.editor.mode == .normal && bench.editor.notice == .blockMoved && bench.editor.mark == nil)
        bench.handle(.undo)
        #expect(bench.editor.draft == box, "the steps of a move are one undo step")
        bench.handle(.draw(.floor))
        bench.handle(.moveCursor(.up))
        bench.handle(.moveCursor(.up))  // onto the border wall
        bench.handle(.fill)
        #expect(bench.editor.draft[Position(row: 4, column: 0)] == .floor, "the whole border at once")
        bench.handle(.fill)
        #expect(bench.editor.notice == .refused(.alreadyFilled(.floor)))
        bench.change { editor in
            editor.undo()
            editor.undo()
            editor.undo()
        }
        #expect(bench.editor.draft == before)
    }

    @Test func theAreaToolsSayWhyTheyCannot() throws {
        var bench = try EditorBench(Self.text)
        bench.handle(.rectangle(filled: false))
        #expect(bench.editor.notice == .refused(.noCorner))
        bench.handle(.startMovingBlock)
        #expect(bench.editor.notice == .refused(.noBlock) && bench.editor.mode == .normal)
        bench.handle(.draw(.start))
        bench.handle(.fill)
        #expect(bench.editor.notice == .refused(.startIsOneCell))
        bench.handle(.toggleMark)
        #expect(bench.editor.notice == .cornerSet)
        bench.handle(.rectangle(filled: true))
        #expect(bench.editor.notice == .refused(.startIsOneCell))
        bench.handle(.startMovingBlock)
        bench.handle(.moveBlock(.up))  // row 1 to row 0
        #expect(bench.editor.notice == nil)
        bench.handle(.moveBlock(.up))
        #expect(bench.editor.notice == .refused(.blockAtEdge) && bench.editor.mode == .movingBlock)
        #expect(bench.bells == 5, "every refusal rings the bell")
    }

    @Test func aSideIsChosenByTheNextIntentAndAnythingElseCancels() throws {
        var bench = try EditorBench(Self.text)
        let width = bench.editor.draft.width
        bench.handle(.addLine)
        #expect(bench.editor.mode == .choosingSide(adding: true))
        bench.handle(.chooseSide(.right))
        #expect(bench.editor.draft.width == width + 1 && bench.editor.notice == .lineAdded(.right))
        bench.handle(.removeLine)
        bench.handle(.undo)
        #expect(bench.editor.mode == .normal && bench.editor.draft.width == width + 1, "a stray key cancels")
        bench.handle(.removeLine)
        bench.handle(.chooseSide(.left))
        #expect(bench.editor.draft.width == width && bench.editor.notice == .lineRemoved(.left))
        bench.handle(.addLevel)
        bench.handle(.field(.commit))
        bench.handle(.deleteLevel)
        bench.handle(.answer(true))
        #expect(bench.editor.notice == .levelDeleted(index: 1) && bench.editor.document.entries.count == 2)
    }

    @Test func aFieldReplacesItsValueWhenTypedAtOnceAndSetsItOnCommit() throws {
        var bench = try EditorBench(Self.text)
        bench.handle(.editField(.title))
        guard case let .field(opened) = bench.editor.mode else { Issue.record("a field"); return }
        #expect(opened.text == "A" && opened.replacesOnType)
        bench.handle(.field(.type("Z")))
        bench.handle(.field(.type("e")))
        bench.handle(.undo)  // not a field intent: ignored while the field is open
        bench.handle(.field(.commit))
        #expect(bench.editor.document.entry.title == "Ze" && bench.editor.notice == .fieldSet(.title))
        bench.handle(.editField(.author))
        bench.handle(.field(.keep))
        bench.handle(.field(.type("x")))
        bench.handle(.field(.dismiss))
        #expect(bench.editor.document.entry.metadata("Author") == nil, "dismissed: nothing set")
    }

    @Test func quittingWithUnsavedWorkAsksAndOnlyYesQuits() throws {
        var bench = try EditorBench(Self.text)
        bench.handle(.quit)
        #expect(bench.quit, "nothing to lose: quits at once")
        bench = try EditorBench(Self.text)
        bench.handle(.toggleWall)
        bench.handle(.quit)
        #expect(bench.editor.question == .quitWithoutSaving && !bench.quit)
        bench.handle(.moveCursor(.right))
        #expect(bench.editor.question == .quitWithoutSaving, "only an answer answers")
        bench.handle(.answer(false))
        #expect(bench.editor.question == nil && !bench.quit)
        bench.handle(.quit)
        bench.handle(.answer(true))
        #expect(bench.quit)
    }

    // MARK: The assistant

    @Test func anAssistantProposalAppliesAsOneStep() throws {
        var bench = try EditorBench(
            "Title: P\n\n########\n#@.....#\n#.####.#\n#.#....#\n#...####\n########\n")
        bench.answerAll()
        bench.handle(.openAssistant)
        bench.answerAll()
        let assistant = try #require(bench.editor.assistant)
        #expect(assistant.isFinished)
        let best = try #require(assistant.proposals.first)
        #expect(bench.editor.selectedProposal?.number == 1, "the first found stays on show")
        bench.handle(.chooseBestProposal)
        #expect(bench.editor.selectedProposal == best)
        bench.handle(.applyProposal)
        #expect(bench.editor.assistant == nil && bench.editor.mode == .normal)
        #expect(
            bench.editor.notice
                == .proposalApplied(
                    best, at: bench.editor.boardPosition(best.position), parBefore: assistant.par,
                    trapsBefore: assistant.difficulty?.deadEnds))
        bench.answerAll()
        guard case let .result(result) = bench.editor.verdict else { Issue.record("no verdict"); return }
        #expect(result.moves == best.par)
        bench.handle(.undo)
        #expect(bench.editor.draft[best.position] != best.cell)
    }

    @Test func theProposalOnShowStaysTheSameWhileBetterOnesComeIn() throws {
        var bench = try EditorBench(
            "Title: P\n\n########\n#@.....#\n#.####.#\n#.#....#\n#...####\n########\n")
        bench.answerAll()
        bench.handle(.openAssistant)
        // One result at a time, as the background solves come in.
        var shown: DesignAssistant.Proposal?
        while bench.answerOldest() {
            if shown == nil { shown = bench.editor.selectedProposal }
            if let shown {
                #expect(bench.editor.selectedProposal == shown, "never another proposal under the eyes")
            }
        }
        let assistant = try #require(bench.editor.assistant)
        #expect(assistant.proposals.count > 1 && shown != nil)
        bench.handle(.chooseProposal(by: 1))
        let rank = try #require(assistant.proposals.firstIndex { $0 == shown })
        #expect(bench.editor.selectedProposal == assistant.proposals[(rank + 1) % assistant.proposals.count])
        bench.handle(.chooseProposal(by: -1))
        #expect(bench.editor.selectedProposal == shown)
        bench.handle(.chooseBestProposal)
        #expect(bench.editor.selectedProposal == assistant.proposals.first)
        bench.handle(.moveCursor(.down))
        #expect(bench.editor.assistant == nil, "anything else closes it")
    }

    @Test func closedAndOpenedAgainTheAssistantShowsWhatItFoundAtOnceAndGoesOn() throws {
        var bench = try EditorBench(
            "Title: P\n\n########\n#@.....#\n#.####.#\n#.#....#\n#...####\n########\n")
        bench.answerAll()
        bench.handle(.openAssistant)
        for _ in 0..<8 { bench.answerOldest() }
        let before = try #require(bench.editor.assistant)
        let shown = bench.editor.selectedProposal
        bench.handle(.closeAssistant)
        #expect(bench.editor.assistant == nil && bench.solver.waiting.isEmpty, "its solves stopped")
        bench.handle(.openAssistant)
        let again = try #require(bench.editor.assistant)
        #expect(again.proposals == before.proposals && again.tried == before.tried, "at once, as it was")
        #expect(bench.editor.selectedProposal == (shown ?? before.proposals.first))
        bench.answerAll()
        #expect(bench.editor.assistant?.isFinished == true, "the solves stopped were asked again")
        // Another level version has an assistant of its own; undoing brings the first back.
        bench.handle(.closeAssistant)
        bench.handle(.toggleWall)
        bench.answerAll()
        bench.handle(.undo)
        bench.answerAll()
        bench.handle(.openAssistant)
        #expect(bench.editor.assistant?.isFinished == true)
    }

    @Test func theAssistantNeedsAProvenOptimum() throws {
        var bench = try EditorBench(Self.text)
        bench.handle(.openAssistant)
        #expect(bench.editor.notice == .refused(.noProvenOptimum) && bench.editor.assistant == nil)
    }
}

extension EditorBench {
    /// Lets the assistant rate every edit of the level, closes it, and makes its first
    /// proposal with the cursor and a draw, as a designer would by hand.
    mutating func makeTheAssistantsFirstProposalByHand() throws -> DesignAssistant.Proposal {
        answerAll()
        handle(.openAssistant)
        answerAll()
        let proposal = try #require(editor.assistant?.proposals.first)
        handle(.closeAssistant)
        change { editor in
            editor.moveCursor(
                rows: proposal.position.row - editor.cursor.row,
                columns: proposal.position.column - editor.cursor.column)
            editor.draw(proposal.cell == .wall ? .wall : .floor)
        }
        return proposal
    }
}
