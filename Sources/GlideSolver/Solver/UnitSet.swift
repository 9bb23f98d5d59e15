/// A set of required units as a plain bitset, for the parts of the solver that are not the hot
/// loop (the verdict, the first solution).
package struct UnitSet: Hashable, Sendable {
    package var words: [UInt64]

    package init(words count: Int) { words = Array(repeating: 0, count: count) }

    /// The units edge `edge` paints.
    init(edge: Int, of units: PaintUnits) {
        words = Array(units.edgeUnitMasks[edge * units.words..<(edge + 1) * units.words])
    }

    mutating func formUnion(_ other: UnitSet) {
        for i in words.indices { words[i] |= other.words[i] }
    }

    mutating func formUnion(edge: Int, of units: PaintUnits) {
        let base = edge * units.words
        for i in words.indices { words[i] |= units.edgeUnitMasks[base + i] }
    }

    func union(_ other: UnitSet) -> UnitSet {
        var result = self
        result.formUnion(other)
        return result
    }

    /// Whether `edge` paints a unit not in this set.
    func isExtended(byEdge edge: Int, of units: PaintUnits) -> Bool {
        let base = edge * units.words
        for i in words.indices where units.edgeUnitMasks[base + i] & ~words[i] != 0 { return true }
        return false
    }

    /// Adds unit `unit` (unit numbering).
    package mutating func insert(_ unit: Int) { words[unit >> 6] |= 1 << UInt64(unit & 63) }

    package func contains(_ unit: Int) -> Bool { words[unit >> 6] & (1 << UInt64(unit & 63)) != 0 }

    package var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    package var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    package func isSubset(of other: UnitSet) -> Bool {
        zip(words, other.words).allSatisfy { $0 & ~$1 == 0 }
    }
}
