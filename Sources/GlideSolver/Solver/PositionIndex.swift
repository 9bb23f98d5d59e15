/// A hash index from 64-bit keys to dense numbers 0, 1, 2… in the order the keys were added:
/// open addressing with linear probing, kept at most half full. The component bound numbers
/// its positions with it (thousands per solve, looked up for every state of the search), where
/// a `Dictionary` took most of the build.
struct PositionIndex: Sendable {
    /// `UInt64.max` marks an empty slot: no key may be it.
    private static let empty = UInt64.max
    private var keys: [UInt64]
    private var numbers: [Int32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: Self.empty, count: size)
        numbers = Array(repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func slot(of key: UInt64, mask: Int) -> Int {
        var x = key &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 29
        return Int(truncatingIfNeeded: x) & mask
    }

    /// The number of `key`, or nil when it was never added.
    @inline(__always)
    func number(of key: UInt64) -> Int32? {
        var slot = Self.slot(of: key, mask: mask)
        while true {
            let found = keys[slot]
            if found == key { return numbers[slot] }
            if found == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The number of `key`, added (as `count`) when new; and whether it was new.
    mutating func add(_ key: UInt64) -> (number: Int32, added: Bool) {
        var slot = Self.slot(of: key, mask: mask)
        while true {
            let found = keys[slot]
            if found == key { return (numbers[slot], false) }
            if found == Self.empty { break }
            slot = (slot + 1) & mask
        }
        let number = Int32(count)
        keys[slot] = key
        numbers[slot] = number
        count += 1
        if count * 2 > keys.count { grow() }
        return (number, true)
    }

    private mutating func grow() {
        let (oldKeys, oldNumbers) = (keys, numbers)
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        numbers = Array(repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        for (slot, key) in oldKeys.enumerated() where key != Self.empty {
            var at = Self.slot(of: key, mask: mask)
            while keys[at] != Self.empty { at = (at + 1) & mask }
            keys[at] = key
            numbers[at] = oldNumbers[slot]
        }
    }
}
