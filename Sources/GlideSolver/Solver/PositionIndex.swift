/// Numbers the positions of a component bound table, 0, 1, 2… in the order they are added: a
/// position is a node's index (below `width`) and a set of painted units (key bits). Each set
/// met gets a block of `width` numbers, found by hashing the set (open addressing, linear
/// probing, at most half full); the node picks the number in the block. Moves that paint
/// nothing the table tracks stay in their block and hash nothing, and a search's lookup is one
/// probe and one read.
///
/// Not copied: one owner adds, then any number of threads read (it never changes after).
final class PositionIndex: @unchecked Sendable {
    /// `UInt64.max` marks an empty slot: no set may be it.
    private static let empty = UInt64.max
    let width: Int
    /// Slot i: a painted set at `slots[2i]`, its block at `slots[2i + 1]`.
    private var slots: UnsafeMutablePointer<UInt64>
    private var mask: Int
    private var blockCount = 0
    /// Block b, node n: the position's number at `numbers[b * width + n]`, -1 for none;
    /// room for `blockCapacity` blocks.
    private var numbers: UnsafeMutablePointer<Int32>
    private var blockCapacity: Int
    private(set) var count = 0

    init(width: Int, capacity: Int = 64) {
        self.width = width
        var size = 64
        while size < capacity * 2 { size <<= 1 }
        mask = size - 1
        slots = Self.allocate(size)
        blockCapacity = size / 2
        numbers = .allocate(capacity: blockCapacity * width)
    }

    deinit {
        slots.deallocate()
        numbers.deallocate()
    }

    private static func allocate(_ size: Int) -> UnsafeMutablePointer<UInt64> {
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: size * 2)
        slots.initialize(repeating: empty, count: size * 2)
        return slots
    }

    @inline(__always)
    private static func slot(of painted: UInt64, mask: Int) -> Int {
        var x = painted &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 29
        return Int(truncatingIfNeeded: x) & mask
    }

    /// The block of the painted set, or nil when none of its positions was added.
    @inline(__always)
    func block(of painted: UInt64) -> Int? {
        var slot = Self.slot(of: painted, mask: mask)
        while true {
            let found = slots[slot << 1]
            if found == painted { return Int(truncatingIfNeeded: slots[slot << 1 | 1]) }
            if found == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The number of the position, or nil when it was never added.
    @inline(__always)
    func number(painted: UInt64, node: Int) -> Int32? {
        guard let block = block(of: painted) else { return nil }
        let number = numbers[block * width + node]
        return number < 0 ? nil : number
    }

    /// The block of the painted set, added when new.
    func addBlock(_ painted: UInt64) -> Int {
        var slot = Self.slot(of: painted, mask: mask)
        while true {
            let found = slots[slot << 1]
            if found == painted { return Int(truncatingIfNeeded: slots[slot << 1 | 1]) }
            if found == Self.empty { break }
            slot = (slot + 1) & mask
        }
        let block = blockCount
        slots[slot << 1] = painted
        slots[slot << 1 | 1] = UInt64(block)
        blockCount += 1
        if blockCount > blockCapacity {
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: blockCapacity * 4 * width)
            grown.moveInitialize(from: numbers, count: block * width)
            numbers.deallocate()
            numbers = grown
            blockCapacity *= 4
        }
        (numbers + block * width).initialize(repeating: -1, count: width)
        if blockCount * 2 > mask { grow() }
        return block
    }

    /// The number of the position at `node` in `block`, added (as `count`) when new; and
    /// whether it was new.
    @inline(__always)
    func add(block: Int, node: Int) -> (number: Int32, added: Bool) {
        let at = block * width + node
        let known = numbers[at]
        if known >= 0 { return (known, false) }
        let number = Int32(count)
        numbers[at] = number
        count += 1
        return (number, true)
    }

    /// A copy of `index` with no room to grow: for one kept after its table is built (in a
    /// `SolveMemo`), whose room for growth would be most of its memory.
    init(compacting index: PositionIndex) {
        width = index.width
        var size = 64
        while size <= index.blockCount * 2 { size <<= 1 }
        mask = size - 1
        slots = Self.allocate(size)
        blockCount = index.blockCount
        blockCapacity = max(blockCount, 1)
        numbers = .allocate(capacity: blockCapacity * width)
        numbers.initialize(from: index.numbers, count: blockCount * width)
        count = index.count
        for slot in 0...index.mask where index.slots[slot << 1] != Self.empty {
            var at = Self.slot(of: index.slots[slot << 1], mask: mask)
            while slots[at << 1] != Self.empty { at = (at + 1) & mask }
            slots[at << 1] = index.slots[slot << 1]
            slots[at << 1 | 1] = index.slots[slot << 1 | 1]
        }
    }

    /// The bytes it holds.
    var bytes: Int {
        (mask + 1) * 2 * MemoryLayout<UInt64>.size + blockCapacity * width * MemoryLayout<Int32>.size
    }

    /// Four times the slots: an index grows from a few dozen sets to thousands.
    private func grow() {
        let (old, oldSize) = (slots, mask + 1)
        mask = oldSize * 4 - 1
        slots = Self.allocate(oldSize * 4)
        for slot in 0..<oldSize where old[slot << 1] != Self.empty {
            var at = Self.slot(of: old[slot << 1], mask: mask)
            while slots[at << 1] != Self.empty { at = (at + 1) & mask }
            slots[at << 1] = old[slot << 1]
            slots[at << 1 | 1] = old[slot << 1 | 1]
        }
        old.deallocate()
    }
}
