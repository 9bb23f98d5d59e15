/// One table of the component bound (`ComponentBound`): for every position (ball on one of a
/// component's or region's nodes, the units it tracks painted or not) reachable from its ways
/// in, a lower bound on the moves left. `ComponentTableBuilder` makes them.
struct ComponentTable: Sendable {
    /// The units tracked (unit numbering): bit i of a position's key is unit `units[i]`.
    let units: [Int]
    /// The same units as bits of the search's masks (`UnitLayout.unitBit`).
    private(set) var bits: [Int]
    /// Key bits of the units whose paint on the way in is not known (taken as painted).
    let carried: UInt64
    /// Position (painted, node) → position number.
    let positions: PositionIndex
    /// Per position: the bound, `infinity` when the level cannot be won from there.
    let values: [UInt16]

    init(units: [Int], layout: UnitLayout, carried: UInt64, positions: PositionIndex, values: [UInt16]) {
        self.units = units
        bits = units.map { layout.unitBit[$0] }
        self.carried = carried
        self.positions = positions
        self.values = values
    }

    /// The bound at the position (`painted`: key bits of the tracked units painted; `node`:
    /// the node's index in the component or region), if the table has it.
    @inline(__always)
    func bound(painted: UInt64, node: Int) -> Int? {
        positions.number(painted: painted, node: node).map { Int(values[Int($0)]) }
    }

    /// The key bits of the tracked units `mask` (the search's) has painted.
    @inline(__always)
    func painted(_ mask: UnsafePointer<UInt64>) -> UInt64 {
        var key: UInt64 = 0
        for (i, bit) in bits.enumerated() where mask[bit >> 6] & (1 << UInt64(bit & 63)) != 0 {
            key |= 1 << UInt64(i)
        }
        return key
    }

    /// The bound at `node` (its index) with `mask` painted. A position the table does not have
    /// came in with some carried units painted: the one with all of them painted bounds it.
    @inline(__always)
    func bound(node: Int, mask: UnsafePointer<UInt64>) -> Int? {
        let key = painted(mask)
        return bound(painted: key, node: node) ?? bound(painted: key | carried, node: node)
    }

    /// The table for a search whose masks are laid out by `layout`.
    func laidOut(_ layout: UnitLayout) -> ComponentTable {
        var table = self
        table.bits = units.map { layout.unitBit[$0] }
        return table
    }
}
