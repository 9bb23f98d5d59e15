import GlideSolverClient
import Testing

@testable import GlideWording

@Suite("Puzzle measures in words")
struct MeasuresWordingTests {
    /// Counted lost shares reach billions of positions and more: said as a person reads them.
    @Test func largeCountsReadAsWords() {
        #expect(48_213.0.countText == "48213")
        #expect(3_140_000.0.countText == "3.1 million")
        #expect(2_119_629_627.0.countText == "2.1 billion")
        #expect(9.4e15.countText == "9.4 × 10^15")
    }

    @Test func aSampledShareIsMarked() {
        #expect(LostShare(lost: 41, positions: 100, method: .counted).percent == "41 %")
        #expect(LostShare(lost: 41, positions: 100, method: .sampledPositions).percent == "~41 %")
        #expect(LostShare(lost: 41, positions: 100, method: .sampledSequences).percent == "~41 %")
    }
}
