import GlideRules

/// How the optimal search lays the required units out as bits of its state masks: the
/// *grouped bit numbering*, as opposed to `PaintUnits`' *unit numbering* (unit u is bit u).
///
/// Units are split into groups of at most `groupSize` by farthest-point sampling over their
/// cells, so that each group is spread across the level: painting a whole group means crossing
/// the level, which makes the group's pattern database a strong bound. Group g takes bits
/// `shift ..< shift + units.count` of mask word `word`; groups never straddle a 64-bit word, so
/// a pattern database reads its group's bits with one shift and mask. Bits of no unit stay 0.
package struct UnitLayout: Sendable {
    /// One group of units, and where its bits are in a mask.
    struct Group: Sendable {
        let word: Int
        let shift: Int
        /// The group's units (unit numbering); unit `units[i]` has bit `word * 64 + shift + i`.
        let units: [Int]

        var firstBit: Int { word * 64 + shift }
    }

    /// Units per group at most (and so per pattern database).
    let groupSize: Int
    /// Mask words per state.
    let words: Int
    /// `unitBit[unit]`: the unit's mask bit (unit numbering → grouped bit numbering).
    package let unitBit: [Int]
    /// `full[word]`: the bits of all units; a state whose mask equals it is solved.
    let full: [UInt64]
    /// Edge e paints the mask bits `edgeBitMasks[e * words ..< (e + 1) * words]`.
    let edgeBitMasks: [UInt64]
    let groups: [Group]

    /// Mask bits per state, used or not: the stride of per-bit tables (`UnitDistances`).
    package var bitCount: Int { words * 64 }

    init(graph: RestGraph, units: PaintUnits, groupSize: Int) {
        precondition((1...PatternDatabase.maxSize).contains(groupSize))
        self.groupSize = groupSize
        let board = graph.board
        let positions = units.cells.map { board.position(ofIndex: Int($0[0])) }
        let groupUnits = Self.farthestPointGroups(positions, groupSize: groupSize)
        let perWord = 64 / groupSize
        words = max(1, (groupUnits.count + perWord - 1) / perWord)
        var unitBit = [Int](repeating: 0, count: units.count)
        var groups: [Group] = []
        for (index, members) in groupUnits.enumerated() {
            let group = Group(word: index / perWord, shift: (index % perWord) * groupSize, units: members)
            for (offset, unit) in members.enumerated() { unitBit[unit] = group.firstBit + offset }
            groups.append(group)
        }
        self.unitBit = unitBit
        self.groups = groups
        var full = [UInt64](repeating: 0, count: words)
        for bit in unitBit { full[bit >> 6] |= 1 << UInt64(bit & 63) }
        self.full = full
        var edgeBitMasks = [UInt64](repeating: 0, count: graph.edgeCount * words)
        for (unit, edges) in units.cover.enumerated() {
            let bit = unitBit[unit]
            for edge in edges { edgeBitMasks[Int(edge) * words + bit >> 6] |= 1 << UInt64(bit & 63) }
        }
        self.edgeBitMasks = edgeBitMasks
    }

    /// Groups of at most `groupSize` of the units at `positions`, by farthest-point sampling:
    /// each group starts from the first unit left and then takes, again and again, the unit
    /// farthest (Manhattan distance) from the nearest one already in the group.
    static func farthestPointGroups(_ positions: [Position], groupSize: Int) -> [[Int]] {
        func distance(_ a: Int, _ b: Int) -> Int {
            abs(positions[a].row - positions[b].row) + abs(positions[a].column - positions[b].column)
        }
        var remaining = Array(positions.indices)
        var groups: [[Int]] = []
        // nearest[unit]: distance from the unit to the nearest unit of the group being built.
        var nearest = [Int](repeating: .max, count: positions.count)
        while !remaining.isEmpty {
            var group = [remaining.removeFirst()]
            for unit in remaining { nearest[unit] = distance(unit, group[0]) }
            while group.count < groupSize, !remaining.isEmpty {
                var pick = 0
                for i in remaining.indices where nearest[remaining[i]] > nearest[remaining[pick]] { pick = i }
                let chosen = remaining.remove(at: pick)
                group.append(chosen)
                for unit in remaining { nearest[unit] = min(nearest[unit], distance(unit, chosen)) }
            }
            groups.append(group)
        }
        return groups
    }

    /// Calls `body` with the mask bit of every unit `mask` leaves unpainted, in order, until it
    /// returns false; returns whether it ran to the end.
    @inline(__always)
    @discardableResult
    func forEachUnpainted(_ mask: UnsafePointer<UInt64>, _ body: (Int) -> Bool) -> Bool {
        for word in 0..<words {
            var bits = ~mask[word] & full[word]
            while bits != 0 {
                guard body(word << 6 | bits.trailingZeroBitCount) else { return false }
                bits &= bits - 1
            }
        }
        return true
    }
}
