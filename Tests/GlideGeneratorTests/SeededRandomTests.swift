import GlideGenerator
import Testing

@Suite("Seeded random source")
struct SeededRandomTests {
    @Test func theSequenceIsFixedBySeedAlone() {
        var a = SeededRandom(seed: 42), b = SeededRandom(seed: 42)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        // SplitMix64's published first output for seed 0 (pins the algorithm).
        var zero = SeededRandom(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func boundedIntegersStayInRangeAndCoverIt() {
        var random = SeededRandom(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let x = random.int(in: -3...4)
            #expect((-3...4).contains(x))
            seen.insert(x)
        }
        #expect(seen.count == 8)
        #expect((0..<100).allSatisfy { _ in (0..<1).contains(random.unit()) })
    }
}
