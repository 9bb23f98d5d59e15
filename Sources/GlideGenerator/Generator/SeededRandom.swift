/// A seeded random source whose sequence is fixed by this code alone (SplitMix64 with
/// Lemire's bounded integers), so the same seed gives the same levels on any machine and any
/// Swift version. The standard library's `random(in:using:)` algorithms are not promised to
/// stay the same, so generators draw only through these methods.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (unbiased).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }  // the full 64-bit range
        var product = next().multipliedFullWidth(by: span)
        if product.low < span {
            let threshold = (0 &- span) % span
            while product.low < threshold { product = next().multipliedFullWidth(by: span) }
        }
        return range.lowerBound + Int(product.high)
    }

    /// A uniform real number in 0..<1, with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A uniformly chosen element, or nil for an empty collection.
    public mutating func pick<C: Collection>(_ items: C) -> C.Element? where C.Index == Int {
        items.isEmpty ? nil : items[items.startIndex + int(in: 0...(items.count - 1))]
    }
}
