import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Editor measures: traps and lost share")
struct PackEditorMeasuresTests {
    /// Tutorial 10: from the start, up or down loses.
    static let noWayBack = "Title: T\n\nTitle: No way back\n######\n#....#\n###.@#\n####.#\n#....#\n######\n"

    @Test func aProvenVerdictIsMeasuredInTheBackgroundAndKeptForUndo() throws {
        var bench = try EditorBench(Self.noWayBack)
        #expect(bench.editor.measuring == .none, "nothing to measure before the optimum is proven")
        bench.answerOldest()  // the quick verdict: solvable
        #expect(bench.editor.measuring == .none, "not before the optimum is proven")
        bench.answerOldest()  // the proof
        #expect(bench.editor.measuring == .measuring)
        let asked = try #require(bench.solver.waiting.last?.request)
        #expect(asked.measuring && asked.provenOptimum?.count == 6, "the optimum is not searched again")
        bench.answerAll()
        guard case let .measured(measures) = bench.editor.measuring else {
            Issue.record("not measured: \(bench.editor.measuring)")
            return
        }
        #expect(Set(measures.traps.map(\.direction)) == [.up, .down])
        #expect(bench.editor.draftTraps.allSatisfy { $0.from == Position(row: 2, column: 4) && $0.move == 1 })

        bench.change { editor in
            editor.moveCursor(rows: 2, columns: -3)
            editor.draw(.wall)
        }
        #expect(bench.editor.measuring == .none, "an edit drops them")
        bench.answerAll()
        bench.handle(.undo)
        #expect(bench.editor.measuring == .measured(measures), "back at once, measured before")
        #expect(bench.solver.pending.isEmpty)
    }

    /// The traps come first, shown at once; the lost share, which can take a second more on
    /// its own, follows.
    @Test func theTrapsComeBeforeTheLostShare() throws {
        var bench = try EditorBench(Self.noWayBack)
        bench.answerOldest()  // the quick verdict
        bench.answerOldest()  // the proof
        let trapsAsked = try #require(bench.solver.waiting.last?.request)
        #expect(trapsAsked.measuring && !trapsAsked.lostShare)
        let withShare = LevelMeasurer { board, solution, seconds, cancellation in
            LevelMeasurer.trapsOnly.measure(board, solution, seconds, cancellation).map {
                LevelMeasures(traps: $0.traps, lostShare: LostShare(lost: 4, positions: 9, method: .listed))
            }
        }
        bench.answerOldest(measurer: withShare)
        guard case let .trapsFound(found) = bench.editor.measuring else {
            Issue.record("traps not found first: \(bench.editor.measuring)")
            return
        }
        #expect(found.traps.count == 2 && found.lostShare == nil)
        #expect(bench.editor.draftTraps.count == 2, "the trap overlay need not wait")
        let shareAsked = try #require(bench.solver.waiting.last?.request)
        #expect(shareAsked.measuring && shareAsked.lostShare)
        bench.answerOldest(measurer: withShare)
        #expect(
            bench.editor.measuring
                == .measured(
                    LevelMeasures(
                        traps: found.traps, lostShare: LostShare(lost: 4, positions: 9, method: .listed))))
        #expect(bench.solver.pending.isEmpty)
    }

    @Test func anEditStopsTheMeasuringUnderWay() throws {
        var bench = try EditorBench(Self.noWayBack)
        bench.answerOldest()
        let measuring = try #require(bench.solver.pending.last)
        bench.change { $0.draw(.wall) }
        #expect(bench.solver.cancelled.contains(measuring))
        #expect(bench.editor.measuring == .none)
    }

    @Test func anUnsolvableLevelHasNothingToMeasure() throws {
        var bench = try EditorBench("Title: P\n\nTitle: Open\n#####\n#@..#\n#...#\n#...#\n#####\n")
        bench.answerAll()
        #expect(bench.editor.measuring == .none)
        #expect(!bench.solver.waiting.contains { $0.request.measuring })
    }
}
