import Glibc

/// The optimal search's states in flat, growable buffers with an open-addressing index.
///
/// A state's key (its mask words, then its node) is one record, so comparing a candidate costs
/// one cache line; each index slot holds the state's number beside 32 bits of its hash, so
/// probes that miss rarely touch a record at all.
///
/// Growth never pauses the search: the buffers grow with `realloc` (which remaps large blocks
/// instead of copying them), and when the index doubles, its old slots move to the new array
/// a few per insertion while lookups consult both. The search's deadline then holds however
/// large the table gets.
package final class StateTable: @unchecked Sendable {  // used by one search, on one thread, at a time
    let words: Int
    private let stride: Int
    package var count = 0
    private var capacity = 0
    private var keys: UnsafeMutablePointer<UInt64>
    package var g: UnsafeMutablePointer<UInt16>
    private(set) var h: UnsafeMutablePointer<UInt16>
    private(set) var parent: UnsafeMutablePointer<Int32>
    private(set) var via: UnsafeMutablePointer<Int32>

    /// Index slots: 0 for empty, else `fingerprint << 32 | (state + 1)`. A slot's position
    /// comes from the fingerprint too, so moving slots to a larger index never reads a record.
    private var slots: UnsafeMutablePointer<UInt64>
    private var slotMask = 0
    /// The previous index while it is being moved into `slots` (nil otherwise), and how many
    /// of its slots have moved.
    private var oldSlots: UnsafeMutablePointer<UInt64>?
    private var oldSlotMask = 0
    private var moved = 0
    /// Old slots moved per insertion: enough to finish well before the next doubling.
    private static let movesPerInsertion = 4
    /// States the buffers hold before they first grow (they double each time); the index has
    /// twice as many slots, so it stays at most half full.
    private static let initialCapacity = 1 << 12

    package init(words: Int) {
        self.words = words
        stride = words + 1
        let initial = Self.initialCapacity
        capacity = initial
        keys = Self.allocate(initial * stride)
        g = Self.allocate(initial)
        h = Self.allocate(initial)
        parent = Self.allocate(initial)
        via = Self.allocate(initial)
        slots = Self.allocateZeroed(initial * 2)
        slotMask = initial * 2 - 1
    }

    deinit {
        free(keys); free(g); free(h); free(parent); free(via); free(slots)
        if let oldSlots { free(oldSlots) }
    }

    /// Bytes held per state (record, values, index slots and the queue entry the search keeps).
    var bytesPerState: Int { stride * 8 + 12 + 16 + 8 }

    package func mask(of state: Int) -> UnsafeMutablePointer<UInt64> { keys + state * stride }
    package func node(of state: Int) -> Int { Int(keys[state * stride + words]) }

    func update(_ state: Int, g moves: UInt16, parent from: Int32, via edge: Int32) {
        g[state] = moves
        parent[state] = from
        via[state] = edge
    }

    @inline(__always)
    private func hash(node: Int32, mask: UnsafePointer<UInt64>) -> UInt64 {
        var x = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
        for word in 0..<words {
            x = (x ^ mask[word]) &* 0xBF58_476D_1CE4_E5B9
            x ^= x >> 31
        }
        return x ^ (x >> 29)
    }

    /// The state's index, or -1.
    package func find(node target: Int32, mask: UnsafePointer<UInt64>) -> Int32 {
        let hashed = hash(node: target, mask: mask)
        let found = probe(slots, slotMask, hashed, node: target, mask: mask)
        if found >= 0 { return found }
        if let oldSlots { return probe(oldSlots, oldSlotMask, hashed, node: target, mask: mask) }
        return -1
    }

    @inline(__always)
    private func probe(
        _ index: UnsafeMutablePointer<UInt64>, _ indexMask: Int, _ hashed: UInt64,
        node target: Int32, mask: UnsafePointer<UInt64>
    ) -> Int32 {
        let fingerprint = hashed >> 32
        var slot = Int(fingerprint) & indexMask
        while true {
            let entry = index[slot]
            if entry == 0 { return -1 }
            if entry >> 32 == fingerprint {
                let state = Int(entry & 0xFFFF_FFFF) - 1
                let record = keys + state * stride
                if record[words] == UInt64(UInt32(bitPattern: target)) {
                    var same = true
                    for word in 0..<words where record[word] != mask[word] {
                        same = false
                        break
                    }
                    if same { return Int32(state) }
                }
            }
            slot = (slot + 1) & indexMask
        }
    }

    /// Adds a state known to be absent; returns its index.
    package func insert(
        node target: Int32, mask: UnsafePointer<UInt64>, g moves: UInt16, h bound: UInt16,
        parent from: Int32, via edge: Int32
    ) -> Int32 {
        if count == capacity { growBuffers() }
        let state = count
        count += 1
        let record = keys + state * stride
        record.update(from: mask, count: words)
        record[words] = UInt64(UInt32(bitPattern: target))
        g[state] = moves
        h[state] = bound
        parent[state] = from
        via[state] = edge
        if count * 2 > slotMask + 1 { startIndexDoubling() }
        place(state, hash(node: target, mask: mask), in: slots, slotMask)
        moveOldSlots()
        return Int32(state)
    }

    private func place(
        _ state: Int, _ hashed: UInt64, in index: UnsafeMutablePointer<UInt64>, _ indexMask: Int
    ) {
        place(entry: (hashed >> 32) << 32 | UInt64(state + 1), in: index, indexMask)
    }

    @inline(__always)
    private func place(entry: UInt64, in index: UnsafeMutablePointer<UInt64>, _ indexMask: Int) {
        var slot = Int(entry >> 32) & indexMask
        while index[slot] != 0 { slot = (slot + 1) & indexMask }
        index[slot] = entry
    }

    private func growBuffers() {
        capacity *= 2
        keys = Self.reallocate(keys, capacity * stride)
        g = Self.reallocate(g, capacity)
        h = Self.reallocate(h, capacity)
        parent = Self.reallocate(parent, capacity)
        via = Self.reallocate(via, capacity)
    }

    private func startIndexDoubling() {
        finishMoving()
        oldSlots = slots
        oldSlotMask = slotMask
        moved = 0
        slots = Self.allocateZeroed((slotMask + 1) * 2)
        slotMask = (slotMask + 1) * 2 - 1
    }

    /// Moves a few old slots into the new index. Old slots are left as they are, so probe
    /// chains through the old index stay intact until it is dropped.
    private func moveOldSlots(limit: Int = movesPerInsertion) {
        guard let old = oldSlots else { return }
        let end = min(moved + limit, oldSlotMask + 1)
        while moved < end {
            let entry = old[moved]
            if entry != 0 { place(entry: entry, in: slots, slotMask) }
            moved += 1
        }
        if moved > oldSlotMask {
            free(old)
            oldSlots = nil
        }
    }

    private func finishMoving() {
        while oldSlots != nil { moveOldSlots(limit: 1 << 16) }
    }

    private static func allocate<T>(_ count: Int) -> UnsafeMutablePointer<T> {
        guard let raw = malloc(count * MemoryLayout<T>.stride) else { fatalError("out of memory") }
        return raw.bindMemory(to: T.self, capacity: count)
    }

    private static func allocateZeroed<T>(_ count: Int) -> UnsafeMutablePointer<T> {
        guard let raw = calloc(count, MemoryLayout<T>.stride) else { fatalError("out of memory") }
        return raw.bindMemory(to: T.self, capacity: count)
    }

    private static func reallocate<T>(_ pointer: UnsafeMutablePointer<T>, _ count: Int)
        -> UnsafeMutablePointer<T>
    {
        guard let raw = realloc(pointer, count * MemoryLayout<T>.stride) else { fatalError("out of memory") }
        return raw.bindMemory(to: T.self, capacity: count)
    }
}
