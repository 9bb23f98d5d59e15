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
        #expect(LostShare(lost: 41, positions: 100, method: .sampledSequences).percent == "≈41 %")
    }

    /// The verdict's panel says how the positions were found; a level that loses none by its
    /// shape counts none.
    @Test func theSentenceSaysHowThePositionsWereFound() {
        #expect(
            LostShare(lost: 0, positions: 0, method: .connected).sentence
                == "Lost: none. Wherever the ball goes it can still reach a part of the level it can roam "
                + "for good, whose slides paint every cell, so every position can still be won."
        )
        #expect(LostShare(lost: 0, positions: 0, method: .connected).percent == "0 %")
        #expect(
            LostShare(lost: 1_287_400, positions: 3_140_000, method: .counted).sentence
                == "Lost: 41 % of the 3.1 million positions the ball can reach can no longer be won.")
        #expect(
            LostShare(lost: 41, positions: 400, method: .sampledSequences).sentence
                == "Lost: ≈10 % of 400 positions met in random play can no longer be won.")
    }

    /// Whole points, but a share near an end shows how near: never 100 or 0 unless it is.
    @Test func aShareNearAnEndShowsHowNear() {
        #expect(ShownPercent(share: 0.92).digits == "92")
        #expect(ShownPercent(share: 1).digits == "100")
        #expect(ShownPercent(share: 0).digits == "0")
        #expect(ShownPercent(share: 0.99996).digits == "99.9960")
        #expect(ShownPercent(share: 1 - 1e-9).digits == "99.999999")
        #expect(ShownPercent(share: 0.003).digits == "0.30")
        #expect(ShownPercent(share: 0.995).digits == "99.50")
        // Counted apart, winnable positions too few for the share to differ from 1 in a double.
        #expect(ShownPercent(share: 1, complement: 3e-17).digits == "99.999999")
        #expect(ShownPercent(share: 1, complement: 0).digits == "100")
        #expect(ShownPercent(share: 0.995, complement: 0.005).digits == "99.50")
        #expect(
            LostShare(lost: 1e20, winnable: 3_000, positions: 1e20, method: .counted).percent == "99.999999 %"
        )
        #expect(
            LostShare(lost: 811_662_071, positions: 811_662_946, method: .counted).percent == "99.99989 %")
        let change = ShownPercent(share: 0.9999).change(from: ShownPercent(share: 0.9997))
        #expect(change.size == "0.020" && change.sign == 1)
        let none = ShownPercent(share: 0.41).change(from: ShownPercent(share: 0.4104))
        #expect(none.size == "0" && none.sign == 0)
    }
}
