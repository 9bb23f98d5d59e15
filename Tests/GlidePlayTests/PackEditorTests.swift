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

    func editor(_ solver: ManualSolver, store: EditorFile.MemoryStore, timing: AnimationTiming = .instant)
        throws -> PackEditor
    {
        let bytes = try #require(store.bytes)
        return PackEditor(
            document: PackDocument(pack: try LevelFormat.parse(bytes, path: "t.txt"), bytes: bytes),
            file: .memory(store), solver: solver.client, solveOptions: SolveOptions(timeout: 5),
            timing: timing)
    }

    /// Answers every waiting solve in order; what each answer completed, if anything.
    func answerAll(_ solver: ManualSolver, _ editor: inout PackEditor) -> [PackEditor.SaveOutcome?] {
        var outcomes: [PackEditor.SaveOutcome?] = []
        while let (job, result) = solver.answerOldest() {
            editor.receive(job, result)
            outcomes.append(editor.takeCompletedSave())
        }
        return outcomes
    }

    @Test func aSaveProvesTheParsOfEditedLevelsInTheBackground() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store)
        editor.setMetadata("Author", "Me")  // level A: edited, and without Par
        editor.selectLevel(1)
        editor.moveCursor(rows: 2, columns: 1)
        editor.draw(.wall)  // level B's map changes: its Par 3 no longer holds
        #expect(solver.cancelled.count == 2, "the verdicts of levels left behind are dropped")
        #expect(editor.save(overwriting: false) == .proving(levels: 2))
        #expect(editor.provingCount == 2)
        #expect(store.bytes == Array(Self.text.utf8), "nothing written before the proofs")
        editor.moveCursor(rows: 0, columns: 1)  // the editor keeps taking changes meanwhile
        let outcomes = answerAll(solver, &editor)
        #expect(outcomes == [nil, .saved], "the save completes by itself with the last proof")
        let saved = String(decoding: try #require(store.bytes), as: UTF8.self)
        #expect(saved.contains("Title: A\nAuthor: Me\nPar: 1\n#####\n#@..#"))
        #expect(saved.contains("Title: B\nPar: 4\n#####\n#@..#\n#.#.#\n#.#.#"))
        #expect(!editor.hasUnsavedChanges && editor.provingCount == 0)
    }

    @Test func aProofTheVerdictAlreadyMadeIsNotMadeAgain() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store)
        editor.setMetadata("Author", "Me")
        _ = answerAll(solver, &editor)
        #expect(editor.save(overwriting: false) == .saved)
        #expect(solver.pending.isEmpty)
    }

    @Test func aFileChangedOnDiskWhileProvingIsNotOverwrittenUnasked() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store)
        editor.setMetadata("Author", "Me")
        #expect(editor.save(overwriting: false) == .proving(levels: 1))
        store.bytes = Array("Title: theirs\n@.\n".utf8)
        #expect(answerAll(solver, &editor) == [.changedOnDisk])
        #expect(store.bytes == Array("Title: theirs\n@.\n".utf8))
        #expect(editor.save(overwriting: true) == .saved)
        #expect(String(decoding: try #require(store.bytes), as: UTF8.self).hasPrefix("Title: P\n"))
    }

    @Test func editsWhileASaveWaitsStopTheSolvesTheyMakeUseless() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store)
        editor.selectLevel(1)
        editor.moveCursor(rows: 2, columns: 1)
        editor.draw(.wall)
        #expect(editor.save(overwriting: false) == .proving(levels: 1))
        let proof = try #require(solver.pending.last)
        for _ in 0..<5 {
            editor.moveCursor(rows: 0, columns: 1)
            editor.toggleWall()
        }
        #expect(solver.cancelled.contains(proof), "the board being proven is no longer the level's")
        #expect(
            solver.pending.count == 1,
            "one solve at a time: the current level's verdict, which is also the proof")
        #expect(editor.provingCount == 1)
        #expect(answerAll(solver, &editor).last == .saved)
        #expect(!editor.hasUnsavedChanges, "the save wrote the level as it stands after the edits")
    }

    @Test func aWaitingSaveCompletesWhenAChangeLeavesItNothingToWaitFor() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store)
        _ = answerAll(solver, &editor)  // level A's optimum is known
        editor.selectLevel(1)
        editor.moveCursor(rows: 2, columns: 1)
        editor.draw(.wall)
        #expect(editor.save(overwriting: false) == .proving(levels: 1))
        editor.undo()  // level B is as it was read: its Par stands, no proof needed
        #expect(editor.takeCompletedSave() == .saved, "at once, not when some solve comes in")
        #expect(editor.provingCount == 0 && !editor.hasUnsavedChanges)
        #expect(store.bytes == Array(Self.text.utf8), "and the file as it was")
    }

    @Test func aLevelDeletedWhileItsParIsProvenNeedsNoProof() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store)
        _ = answerAll(solver, &editor)
        editor.selectLevel(1)
        editor.moveCursor(rows: 2, columns: 1)
        editor.draw(.wall)
        #expect(editor.save(overwriting: false) == .proving(levels: 1))
        let proof = try #require(solver.pending.last)
        editor.deleteLevel()
        #expect(editor.takeCompletedSave() == .saved)
        #expect(solver.cancelled.contains(proof), "the deleted level's proof is stopped")
        #expect(!String(decoding: try #require(store.bytes), as: UTF8.self).contains("Title: B"))
    }

    @Test func anUnsavablePackFailsAtOnceWithoutProofs() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store)
        editor.draw(.wall)  // on the start: no start left
        let pending = solver.pending
        #expect(editor.save(overwriting: false) == .unsavable(.init(level: 0, problem: .noStart)))
        #expect(solver.pending == pending && editor.provingCount == 0)
    }

    @Test func theVerdictFollowsTheLevelAndNamesItsCells() throws {
        let solver = ManualSolver()
        let text = "#########\n#...@...#\n####.####\n#.......#\n#########\n"
        var editor = PackEditor(
            document: PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8)),
            file: .memory(.init()), solver: solver.client, solveOptions: SolveOptions(timeout: 5),
            timing: .instant)
        guard case .solving = editor.verdict else { Issue.record("solving at first"); return }
        _ = answerAll(solver, &editor)
        guard case let .result(result) = editor.verdict else { Issue.record("a result"); return }
        #expect(result.status == .unsolvable)
        #expect(editor.highlighted.count == 6)
        #expect(editor.playTestLevel?.par == nil, "no proven optimum for an unsolvable level")
    }

    @Test func theSolutionPlaysBackSlideBySlide() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array(Self.text.utf8))
        var editor = try editor(solver, store: store, timing: .standard)
        let early = editor.startReplay(now: 0)
        #expect(!early, "no solution before the verdict")
        _ = answerAll(solver, &editor)
        let started = editor.startReplay(now: 0)
        #expect(started)
        #expect(editor.isAnimating(now: 0))
        let replay = try #require(editor.replay)
        #expect(replay.moves == [.right] && replay.played == 1)
        #expect(editor.replay?.picture(at: 0.1).isComplete == true, "the state is the slide's end")
        #expect(
            editor.replay?.picture(at: 0.1).paint(at: position(1, 3)).coverage ?? 1 < 1,
            "the ball still on its way")
        editor.advance(to: 1)
        #expect(editor.replay?.isFinished(at: 1) == true && !editor.isAnimating(now: 1), "held, finished")
        #expect(editor.replay?.picture(at: 1).isComplete == true)
        editor.stopReplay()
        #expect(editor.replay == nil)
    }

    @Test func eachToolIsOneUndoStepAndAMovedBlockUndoesInOneGo() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(
            Array("Title: P\n\n#######\n#@....#\n#.....#\n#.....#\n#######\n".utf8))
        var editor = try editor(solver, store: store)
        let before = editor.draft
        editor.moveCursor(rows: 1, columns: 1)
        editor.draw(.wall)
        editor.setMark()
        editor.moveCursor(rows: 1, columns: 1)
        let drawn = editor.drawRectangle(filled: true)
        #expect(drawn)
        let box = editor.draft
        let first = editor.moveSelection(.right), second = editor.moveSelection(.right)
        #expect(first && second)
        #expect(editor.draft != box)
        editor.undo()
        #expect(editor.draft == box, "two steps of a move are one undo step")
        editor.clearMark()
        editor.draw(.floor)  // the brush (the cell is floor already: no step)
        editor.moveCursor(rows: -3, columns: 0)  // onto the border wall
        let filled = editor.fill()
        #expect(filled)
        #expect(editor.draft[Position(row: 4, column: 0)] == .floor, "the whole border at once")
        editor.undo()
        editor.undo()
        editor.undo()
        #expect(editor.draft == before)
    }

    /// A pack of one ring level with Par 4 and `Difficulty: difficulty`, open in an editor.
    func ring(difficulty: Int) throws -> (ManualSolver, EditorFile.MemoryStore, String, PackEditor) {
        let solver = ManualSolver()
        let text =
            "Title: P\n\nTitle: Ring\nPar: 4\nDifficulty: \(difficulty)\n#####\n#@..#\n#.#.#\n#...#\n#####\n"
        let store = EditorFile.MemoryStore(Array(text.utf8))
        return (solver, store, text, try editor(solver, store: store))
    }

    @Test func anUnsolvableLevelIsSavedOnlyWhenConfirmedAndLosesItsParAndDifficulty() throws {
        let (solver, store, text, opened) = try ring(difficulty: 5)
        var editor = opened
        editor.moveCursor(rows: 1, columns: 1)
        editor.draw(.floor)  // the middle pillar goes: the centre can never be painted
        _ = answerAll(solver, &editor)
        guard case let .needsConfirmation(warnings) = editor.save(overwriting: false) else {
            Issue.record("a save that drops Par asks first")
            return
        }
        #expect(
            warnings.map(\.description) == [
                "level 1 is unsolvable: written without Par (was 4) and without Difficulty (was 5)"
            ])
        #expect(store.bytes == Array(text.utf8), "nothing written unasked")
        let outcome = editor.save(overwriting: false, confirmed: true)
        #expect(outcome == .saved)
        #expect(String(decoding: try #require(store.bytes), as: UTF8.self).contains("Title: Ring\n#####"))
    }

    @Test func anEditedMapGetsItsDifficultyRecomputed() throws {
        let (solver, store, _, opened) = try ring(difficulty: 99)
        var editor = opened
        editor.moveCursor(rows: 2, columns: 2)
        editor.draw(.wall)
        _ = answerAll(solver, &editor)
        let outcome = editor.save(overwriting: false)
        #expect(outcome == .saved)
        let saved = String(decoding: try #require(store.bytes), as: UTF8.self)
        guard case let .success(board) = editor.draft.board else { Issue.record("not a level"); return }
        let solution = try #require(Solver(board: board).solve(options: SolveOptions(timeout: 5)).solution)
        let score = Difficulty(board: board, optimalSolution: solution).score
        #expect(saved.contains("Par: \(solution.count)\nDifficulty: \(score)\n"))
    }

    @Test func anAssistantProposalAppliesAsOneStepAndRaisesThePar() throws {
        let solver = ManualSolver()
        let store = EditorFile.MemoryStore(Array("Title: P\n\n#####\n#@..#\n#.#.#\n#..##\n#####\n".utf8))
        var editor = try editor(solver, store: store)
        _ = answerAll(solver, &editor)
        let opened = editor.openAssistant()
        #expect(opened)
        _ = answerAll(solver, &editor)
        let assistant = try #require(editor.assistant)
        #expect(assistant.isFinished)
        let best = try #require(assistant.proposals.first)
        let applied = editor.applyProposal(0)
        #expect(applied)
        #expect(editor.assistant == nil)
        _ = answerAll(solver, &editor)
        guard case let .result(result) = editor.verdict else { Issue.record("no verdict"); return }
        #expect(result.moves == best.par && best.par >= assistant.par)
        editor.undo()
        #expect(editor.draft[best.position] != best.cell)
    }
}
