import GlidePlay
import GlideRules
import GlideWording
import Testing

@Suite("Drafts and repaired levels in words")
struct DraftWordingTests {
    @Test func whyADraftIsNotALevel() {
        #expect(LevelDraft.Problem.noStart.description == "no start: place @")
        #expect(
            LevelDraft.Problem.emptyRow(2).description
                == "row 3 is empty: give it a wall or floor, or remove it")
        #expect(
            PackDocument.Unsavable(level: 1, problem: .noStart).description == "level 2: no start: place @")
    }

    /// Each repair says what the parser found and what became of it.
    @Test func readErrorsSayWhatWasRepaired() throws {
        let text = "Title: A\nTitle: B\n#@@x#\n\nTitle: C\n#..#\n"
        let document = try PackRepair.open(Array(text.utf8), path: "t.txt")
        #expect(
            document.entries[0].readErrors.map(\.description) == [
                "line 2: a second 'Title' in this block (the first is on line 1): now a comment",
                "line 3: unknown map character 'x': now void",
                "line 3: level 1 has a second start '@' (the first is at line 3, column 2): now floor",
            ])
        #expect(
            document.entries[1].readErrors.map(\.description) == [
                "line 6: level 2 has no start: put '@' on the cell where the ball begins"
            ])
    }
}
