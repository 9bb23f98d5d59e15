/// Sets of paint masks as reduced ordered binary decision diagrams: one variable per paint
/// group, shared nodes, so that millions of positions that differ in a few groups take a few
/// thousand nodes. The lost share counts a level's positions with them (`PositionDiagrams`).
///
/// Only what that count needs: union, difference, "paint these groups" (the image of a set
/// under a slide), "these groups are painted" (its preimage, within a set), counting and uniform drawing.
/// Nodes are never freed; a diagram that grows past its node limit stops (`isFull`) and the
/// caller falls back to something else.
final class DecisionDiagram {
    /// A diagram's root: a node index. 0 is the empty set, 1 the set of every mask.
    typealias Set = Int32

    static let empty: Set = 0
    static let everything: Set = 1

    let variableCount: Int
    let nodeLimit: Int
    /// Node n tests `nodes[n].variable`: `low` when it is 0, `high` when it is 1. The two
    /// terminals have the variable `variableCount`, below every other. Unsafe storage: the
    /// operations read it millions of times a second, and arrays in a class pay for
    /// exclusivity checks on each read.
    private var nodes: UnsafeMutablePointer<Node>
    private var nodeCapacity: Int
    private(set) var nodeCount: Int
    /// Open addressing over (variable, low, high); 0 is a free slot (terminals are never
    /// looked up). Each slot: the node's index in the low half, the top of its hash in the
    /// high half, so most probes that miss need not read the node.
    private var unique: UnsafeMutablePointer<UInt64>
    private var uniqueMask: Int
    /// A lossy cache of operations, grown with the nodes.
    private var cache: UnsafeMutablePointer<CacheEntry>
    private var cacheMask: Int
    /// Whether a node was needed past `nodeLimit`: every result since is meaningless.
    private(set) var isFull = false

    private struct Node {
        var variable: Int32
        var low: Int32
        var high: Int32
    }

    private struct CacheEntry {
        var a: Int32 = -1
        var b: Int32 = -1
        var c: Int32 = -1
        var d: Int32 = -1
        var operation: Int32 = -1
        var result: Int32 = 0
    }

    private enum Operation: Int32 {
        case union, intersection, difference, paint, paintNew, paintedNew
    }

    /// The operations `combine` carries out.
    private enum Combination {
        case union, intersection, difference

        var cached: Operation {
            switch self {
            case .union: .union
            case .intersection: .intersection
            case .difference: .difference
            }
        }
    }

    init(variableCount: Int, nodeLimit: Int) {
        self.variableCount = variableCount
        self.nodeLimit = nodeLimit
        nodeCapacity = 1 << 12
        nodes = .allocate(capacity: nodeCapacity)
        nodes[0] = Node(variable: Int32(variableCount), low: 0, high: 0)
        nodes[1] = Node(variable: Int32(variableCount), low: 1, high: 1)
        nodeCount = 2
        (unique, uniqueMask) = Self.table(of: nodeCapacity * 2, filledWith: 0)
        (cache, cacheMask) = Self.table(of: nodeCapacity, filledWith: CacheEntry())
    }

    /// A table of `size` entries (a power of two), all `value`, and the mask of its indices.
    private static func table<Entry>(of size: Int, filledWith value: Entry) -> (
        UnsafeMutablePointer<Entry>, Int
    ) {
        let table = UnsafeMutablePointer<Entry>.allocate(capacity: size)
        table.initialize(repeating: value, count: size)
        return (table, size - 1)
    }

    deinit {
        nodes.deallocate()
        unique.deallocate()
        cache.deallocate()
    }

    @inline(__always) private func variable(_ n: Set) -> Int32 { nodes[Int(n)].variable }
    @inline(__always) private func low(_ n: Set) -> Set { nodes[Int(n)].low }
    @inline(__always) private func high(_ n: Set) -> Set { nodes[Int(n)].high }

    /// `n`'s children when it tests `v`; `n` itself twice when it does not (it tests a later
    /// variable, so both values of `v` lead to it).
    @inline(__always) private func cofactors(_ n: Set, at v: Int32) -> (low: Set, high: Set) {
        variable(n) == v ? (low(n), high(n)) : (n, n)
    }

    /// The node testing `v` with these children: shared, and skipped when both are the same.
    private func node(_ v: Int32, _ l: Set, _ h: Set) -> Set {
        if l == h { return l }
        let hash = Self.hash(v, l, h)
        let tag = Self.tag(hash)
        var slot = hash & uniqueMask
        while true {
            let entry = unique[slot]
            if entry == 0 { break }
            if entry & Self.tagBits == tag {
                let found = Int32(truncatingIfNeeded: entry)
                let n = nodes[Int(found)]
                if n.variable == v && n.low == l && n.high == h { return found }
            }
            slot = (slot + 1) & uniqueMask
        }
        if nodeCount >= nodeLimit {
            isFull = true
            return 0
        }
        let made = Int32(nodeCount)
        nodes[nodeCount] = Node(variable: v, low: l, high: h)
        nodeCount += 1
        unique[slot] = tag | UInt64(UInt32(made))
        if nodeCount == nodeCapacity { grow() }
        return made
    }

    /// Twice the room for nodes, the unique table and the cache (emptied: it is only a cache).
    private func grow() {
        let capacity = nodeCapacity * 2
        let moved = UnsafeMutablePointer<Node>.allocate(capacity: capacity)
        moved.moveInitialize(from: nodes, count: nodeCount)
        nodes.deallocate()
        nodes = moved
        nodeCapacity = capacity
        unique.deallocate()
        (unique, uniqueMask) = Self.table(of: capacity * 2, filledWith: 0)
        for n in 2..<nodeCount {
            let node = nodes[n]
            let hash = Self.hash(node.variable, node.low, node.high)
            var slot = hash & uniqueMask
            while unique[slot] != 0 { slot = (slot + 1) & uniqueMask }
            unique[slot] = Self.tag(hash) | UInt64(n)
        }
        // The cache stops growing at a million entries (24 MiB).
        if capacity <= 1 << 20 {
            cache.deallocate()
            (cache, cacheMask) = Self.table(of: capacity, filledWith: CacheEntry())
        }
    }

    private static let tagBits: UInt64 = 0xFFFF_FFFF_0000_0000

    /// The top of a node's hash, kept in its unique-table slot.
    @inline(__always) private static func tag(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & tagBits
    }

    @inline(__always)
    private static func hash(_ a: Int32, _ b: Int32, _ c: Int32) -> Int {
        var h = UInt64(UInt32(bitPattern: a)) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(UInt32(bitPattern: b)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(UInt32(bitPattern: c)) &* 0x1656_67B1_9E37_79F9
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    @inline(__always)
    private func cacheSlot(_ operation: Operation, _ a: Set, _ b: Set, _ c: Set, _ d: Set) -> Int {
        Self.hash(operation.rawValue &+ c &* 31 &+ d &* 1_000_003, a, b) & cacheMask
    }

    @inline(__always)
    private func cached(_ operation: Operation, _ a: Set, _ b: Set, _ c: Set = -1, _ d: Set = -1) -> Set? {
        let entry = cache[cacheSlot(operation, a, b, c, d)]
        return entry.a == a && entry.b == b && entry.c == c && entry.d == d
            && entry.operation == operation.rawValue
            ? entry.result : nil
    }

    @inline(__always)
    private func remember(
        _ operation: Operation, _ a: Set, _ b: Set, _ c: Set = -1, _ d: Set = -1, result: Set
    ) {
        cache[cacheSlot(operation, a, b, c, d)] = CacheEntry(
            a: a, b: b, c: c, d: d, operation: operation.rawValue, result: result)
    }

    /// Whether `set` holds the mask whose variable v is `isSet(v)`.
    func contains(_ set: Set, _ isSet: (Int) -> Bool) -> Bool {
        var n = set
        while n > Self.everything { n = isSet(Int(variable(n))) ? high(n) : low(n) }
        return n == Self.everything
    }

    /// The masks with exactly `variables` set (each variable index once, any order).
    func mask(_ variables: some Sequence<Int>) -> Set {
        var chosen = [Bool](repeating: false, count: variableCount)
        for v in variables { chosen[v] = true }
        var set = Self.everything
        for v in stride(from: variableCount - 1, through: 0, by: -1) {
            set = chosen[v] ? node(Int32(v), 0, set) : node(Int32(v), set, 0)
        }
        return set
    }

    /// The set of masks where every one of `variables` is set and the others are free: a
    /// cube, the argument `painting` and `paintedBy` take.
    func cube(_ variables: some Sequence<Int>) -> Set {
        var set = Self.everything
        for v in variables.sorted(by: >) { set = node(Int32(v), 0, set) }
        return set
    }

    func union(_ a: Set, _ b: Set) -> Set { combine(.union, a, b) }

    func intersection(_ a: Set, _ b: Set) -> Set { combine(.intersection, a, b) }

    /// The masks in `a` and not in `b`.
    func subtracting(_ a: Set, _ b: Set) -> Set { combine(.difference, a, b) }

    /// `a` and `b` combined mask by mask: the terminal cases, then both split on their first
    /// variable.
    private func combine(_ operation: Combination, _ a: Set, _ b: Set) -> Set {
        switch operation {
        case .union:
            if a == b || b == Self.empty { return a }
            if a == Self.empty { return b }
            if a == Self.everything || b == Self.everything { return Self.everything }
        case .intersection:
            if a == b || b == Self.everything { return a }
            if a == Self.everything { return b }
            if a == Self.empty || b == Self.empty { return Self.empty }
        case .difference:
            if a == Self.empty || b == Self.everything || a == b { return Self.empty }
            if b == Self.empty { return a }
        }
        // Union and intersection are symmetric: one cache entry for both orders.
        let (a, b) = operation != .difference && b < a ? (b, a) : (a, b)
        if let result = cached(operation.cached, a, b) { return result }
        let v = min(variable(a), variable(b))
        let (a0, a1) = cofactors(a, at: v)
        let (b0, b1) = cofactors(b, at: v)
        let result = node(v, combine(operation, a0, b0), combine(operation, a1, b1))
        remember(operation.cached, a, b, result: result)
        return result
    }

    /// Every mask of `a` with the cube's variables set: where a slide that paints them takes
    /// the set.
    func painting(_ a: Set, _ cube: Set) -> Set {
        if a == Self.empty || cube == Self.everything { return a }
        if a == Self.everything { return cube }
        if let result = cached(.paint, a, cube) { return result }
        let v = min(variable(a), variable(cube))
        let (aLow, aHigh) = cofactors(a, at: v)
        let result =
            variable(cube) == v
            ? node(v, 0, painting(union(aLow, aHigh), high(cube)))
            : node(v, painting(aLow, cube), painting(aHigh, cube))
        remember(.paint, a, cube, result: result)
        return result
    }

    /// `painting(a, cube)` less the masks in `known`, in one pass: what a slide adds to the
    /// set at its end, without making the whole image first.
    func painting(_ a: Set, _ cube: Set, notIn known: Set) -> Set {
        if a == Self.empty || known == Self.everything { return Self.empty }
        if known == Self.empty { return painting(a, cube) }
        if cube == Self.everything { return subtracting(a, known) }
        if a == Self.everything { return subtracting(cube, known) }
        if let result = cached(.paintNew, a, cube, known) { return result }
        let v = min(variable(a), variable(cube), variable(known))
        let (aLow, aHigh) = cofactors(a, at: v)
        let (knownLow, knownHigh) = cofactors(known, at: v)
        let result: Set
        if variable(cube) == v {
            result = node(v, 0, painting(union(aLow, aHigh), high(cube), notIn: knownHigh))
        } else {
            result = node(v, painting(aLow, cube, notIn: knownLow), painting(aHigh, cube, notIn: knownHigh))
        }
        remember(.paintNew, a, cube, known, result: result)
        return result
    }

    /// The masks within `within` and not in `known` that, with the cube's variables set, are
    /// in `a`: what a slide that paints them adds to the set at its start, in one pass rather
    /// than the whole preimage first.
    func paintedBy(_ a: Set, _ cube: Set, within: Set, notIn known: Set) -> Set {
        if a == Self.empty || within == Self.empty || known == Self.everything || within == known {
            return Self.empty
        }
        if cube == Self.everything { return subtracting(intersection(a, within), known) }
        if a == Self.everything { return subtracting(within, known) }
        if let result = cached(.paintedNew, a, cube, within, known) { return result }
        let v = min(variable(a), variable(cube), variable(within), variable(known))
        let (aLow, aHigh) = cofactors(a, at: v)
        let (wLow, wHigh) = cofactors(within, at: v)
        let (kLow, kHigh) = cofactors(known, at: v)
        let result: Set
        if variable(cube) == v {
            // Either value of a painted variable leads to a's masks with it set.
            result = node(
                v, paintedBy(aHigh, high(cube), within: wLow, notIn: kLow),
                paintedBy(aHigh, high(cube), within: wHigh, notIn: kHigh))
        } else {
            result = node(
                v, paintedBy(aLow, cube, within: wLow, notIn: kLow),
                paintedBy(aHigh, cube, within: wHigh, notIn: kHigh))
        }
        remember(.paintedNew, a, cube, within, known, result: result)
        return result
    }

    /// Counts of the masks below each node, worked out as they are asked for: one memo serves
    /// many counts and draws, as long as the diagram makes no new node.
    struct CountMemo {
        /// Per node; a negative significand for one not worked out yet.
        fileprivate var below: [Count]
    }

    func countMemo() -> CountMemo {
        CountMemo(below: [Count](repeating: Count(significand: -1, exponent: 0), count: nodeCount))
    }

    /// How many masks each set holds, for sets made by this diagram, as a `Count` (the numbers
    /// pass 2^64 on large levels).
    func counts(_ sets: [Set], memo: inout CountMemo) -> [Count] {
        sets.map { masks(below: $0, memo: &memo).scaled(byPowerOfTwo: Int(variable($0))) }
    }

    func counts(_ sets: [Set]) -> [Count] {
        var memo = countMemo()
        return counts(sets, memo: &memo)
    }

    /// The masks of the variables from node n's on that lead from n to the set of every mask.
    private func masks(below n: Set, memo: inout CountMemo) -> Count {
        if n == Self.empty { return .zero }
        if n == Self.everything { return .one }
        let known = memo.below[Int(n)]
        if known.significand >= 0 { return known }
        let v = Int(variable(n))
        let count =
            masks(through: low(n), after: v, memo: &memo) + masks(through: high(n), after: v, memo: &memo)
        memo.below[Int(n)] = count
        return count
    }

    /// The masks of the variables after `v` that lead through `child` (a child of a node
    /// testing `v`): those below it, times every value of the variables it skips.
    private func masks(through child: Set, after v: Int, memo: inout CountMemo) -> Count {
        masks(below: child, memo: &memo).scaled(byPowerOfTwo: Int(variable(child)) - v - 1)
    }

    /// One mask of `set` (not empty), every mask as likely: the variables set in it.
    func draw(from set: Set, memo: inout CountMemo, using random: inout SeededRandom) -> [Int] {
        var chosen: [Int] = []
        var n = set
        var v = 0
        while true {
            let next = Int(variable(n))
            // Variables the diagram skips are free: each set or not, evenly.
            while v < next {
                if random.unit() < 0.5 { chosen.append(v) }
                v += 1
            }
            if n == Self.everything { break }
            let (l, h) = (low(n), high(n))
            let lowCount = masks(through: l, after: next, memo: &memo)
            let highCount = masks(through: h, after: next, memo: &memo)
            let takeHigh = random.unit() < highCount.ratio(to: lowCount + highCount)
            if takeHigh { chosen.append(next) }
            n = takeHigh ? h : l
            v = next + 1
        }
        return chosen
    }

    /// A count of masks, as a double and a power of two: exact while it is below 2^53, and
    /// never overflowing.
    struct Count: Comparable {
        /// The count is `significand × 2^exponent`.
        var significand: Double
        var exponent: Int

        static let zero = Count(significand: 0, exponent: 0)
        static let one = Count(significand: 1, exponent: 0)

        func scaled(byPowerOfTwo power: Int) -> Count {
            significand == 0 ? self : Count(significand: significand, exponent: exponent + power).normalized
        }

        var normalized: Count {
            guard significand != 0 else { return .zero }
            let e = significand.exponent
            return Count(
                significand: Double(sign: .plus, exponent: 0, significand: significand.significand),
                exponent: exponent + Int(e))
        }

        static func + (a: Count, b: Count) -> Count {
            if a.significand == 0 { return b }
            if b.significand == 0 { return a }
            let top = max(a.exponent, b.exponent)
            let sum =
                a.significand * Double(sign: .plus, exponent: a.exponent - top, significand: 1)
                + b.significand * Double(sign: .plus, exponent: b.exponent - top, significand: 1)
            return Count(significand: sum, exponent: top).normalized
        }

        /// The count as a double (infinite past 2^1024): for ratios of counts of one size.
        var value: Double { significand * Double(sign: .plus, exponent: exponent, significand: 1) }

        /// `self / other` without overflow.
        func ratio(to other: Count) -> Double {
            other.significand == 0
                ? 0
                : significand / other.significand
                    * Double(sign: .plus, exponent: exponent - other.exponent, significand: 1)
        }

        static func < (a: Count, b: Count) -> Bool {
            if a.significand == 0 || b.significand == 0 { return a.significand < b.significand }
            return a.exponent != b.exponent ? a.exponent < b.exponent : a.significand < b.significand
        }
    }
}
