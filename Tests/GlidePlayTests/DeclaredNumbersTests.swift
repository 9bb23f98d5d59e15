import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

/// A Par or Difficulty the solver disproves: flagged beside the verdict, and fixed on save
/// when the designer agrees.
@Suite("Editor: declared numbers")
struct DeclaredNumbersTests {
    // Level A's optimum is 4 (once round the loop), not 2.
    static let text =
        "Title: P\n\nTitle: A\nPar: 2\n#####\n#@..#\n#.#.#\n#...#\n#####\n\nTitle: B\nPar: 1\n#@.#\n"

    @Test func aWrongParIsFlaggedOnceTheOptimumIsProven() throws {
        var bench = try EditorBench(Self.text)
        #expect(bench.editor.currentWrongNumbers == nil, "nothing known before the verdict")
        bench.answerAll()
        let wrong = try #require(bench.editor.currentWrongNumbers)
        let optimum = try #require(bench.playTestOptimum)
        #expect(optimum != 2)
        #expect(wrong == WrongNumbers(level: 0, par: .init(declared: "2", proven: optimum), difficulty: nil))
        bench.handle(.selectLevel(1))
        bench.answerAll()
        #expect(bench.editor.currentWrongNumbers == nil, "level B's Par is right")
        #expect(bench.editor.wrongNumbers.map(\.level) == [0], "level A stays known")
    }

    @Test func aSaveOffersToFixAndYesWritesTheProvenPar() throws {
        var bench = try EditorBench(Self.text)
        bench.answerAll()
        bench.change { $0.setMetadata("Author", "Me") }  // something to save
        bench.handle(.save)
        bench.answerAll()
        guard case let .fixNumbers(wrong, _, _)? = bench.editor.question else {
            Issue.record("the save asks first: \(String(describing: bench.editor.question))")
            return
        }
        #expect(wrong.map(\.level) == [0])
        #expect(bench.text == Self.text, "nothing written before the answer")
        bench.handle(.answer(true))
        bench.answerAll()
        #expect(bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.text.contains("Title: A\nPar: \(wrong[0].par!.proven)\nAuthor: Me\n#####"))
        #expect(bench.editor.currentWrongNumbers == nil)
        bench.handle(.undo)
        #expect(bench.editor.document.entry.metadata("Par") == "2", "the fix is one undo step")
    }

    @Test func noKeepsTheNumbersAndIsNotAskedAgain() throws {
        var bench = try EditorBench(Self.text)
        bench.answerAll()
        bench.change { $0.setMetadata("Author", "Me") }
        bench.handle(.save)
        bench.answerAll()
        bench.handle(.answer(false))
        bench.answerAll()
        #expect(bench.editor.notice == .saved(fileName: "t.txt"))
        #expect(bench.text.contains("Title: A\nPar: 2\nAuthor: Me\n"))
        bench.change { $0.setMetadata("Author", "You") }
        bench.handle(.save)
        bench.answerAll()
        #expect(bench.editor.question == nil && bench.editor.notice == .saved(fileName: "t.txt"))
    }

    @Test func aDeclaredDifficultyIsRatedAndCompared() throws {
        let text = "Title: A\nPar: 4\nDifficulty: 99\n#####\n#@..#\n#.#.#\n#...#\n#####\n"
        var bench = try EditorBench(text)
        bench.answerAll()  // the verdict, then the rating it asks for
        let wrong = try #require(bench.editor.currentWrongNumbers)
        #expect(wrong.par == nil && wrong.difficulty?.declared == "99")
        #expect(wrong.difficulty.map { $0.proven != 99 } == true)
    }
}

extension EditorBench {
    /// The proven optimum of the current level, once the verdict has it.
    var playTestOptimum: Int? { editor.playTestLevel?.par }
}
