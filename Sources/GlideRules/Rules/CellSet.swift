/// A set of cell indices of one board, as a bitset: painted cells, cells named by the solver.
/// A value type, so game states that hold one stay cheap to copy and compare.
public struct CellSet: Hashable, Sendable {
    private var words: [UInt64]
    public private(set) var count: Int

    /// An empty set able to hold indices `0..<capacity`.
    public init(capacity: Int) {
        words = Array(repeating: 0, count: (max(capacity, 0) + 63) / 64)
        count = 0
    }

    public var isEmpty: Bool { count == 0 }

    public func contains(_ index: Int) -> Bool {
        let word = index >> 6
        guard index >= 0, word < words.count else { return false }
        return words[word] & (1 << UInt64(index & 63)) != 0
    }

    /// Inserts `index`; returns whether it was new.
    @discardableResult
    public mutating func insert(_ index: Int) -> Bool {
        let word = index >> 6
        let bit: UInt64 = 1 << UInt64(index & 63)
        precondition(index >= 0 && word < words.count, "cell index \(index) outside the set's board")
        if words[word] & bit != 0 { return false }
        words[word] |= bit
        count += 1
        return true
    }

    /// Removes `index`; returns whether it was present.
    @discardableResult
    public mutating func remove(_ index: Int) -> Bool {
        let word = index >> 6
        guard index >= 0, word < words.count else { return false }
        let bit: UInt64 = 1 << UInt64(index & 63)
        if words[word] & bit == 0 { return false }
        words[word] &= ~bit
        count -= 1
        return true
    }

    /// The members in increasing order.
    public var indices: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for (w, word) in words.enumerated() {
            var bits = word
            while bits != 0 {
                result.append(w << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }
}
