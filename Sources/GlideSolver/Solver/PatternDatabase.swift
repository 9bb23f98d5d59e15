/// Exact costs of a sub-problem: for one group of at most `maxSize` units, the fewest moves
/// from every rest node, with any subset of the group painted, until the whole group is
/// painted. Painting everything paints the group, so the value is a lower bound for the full
/// problem, and a consistent one (it is a true distance in an abstraction of the search space).
struct PatternDatabase: Sendable {
    /// Units per database at most: a group's bits are one `UInt32` per edge here, and a table
    /// of 2^24 subsets per node is already far past any memory limit.
    static let maxSize = 24
    /// The table's value where the group cannot be finished (and the cap of every value: a
    /// finish of 255 moves or more reads as unreachable, which no level comes near).
    static let unreachable: UInt8 = 255

    /// Bits of the group within a search mask: `(mask[word] >> shift) & groupMask`.
    let word: Int
    let shift: Int
    let size: Int
    let nodeCount: Int
    /// `table[subset * nodeCount + node]`, where bit i of `subset` is the group's i-th unit;
    /// `unreachable` when the group cannot be finished from there.
    let table: [UInt8]

    /// Builds the table for mask bits `first ..< first + size` of a search whose edges paint
    /// `edgeBitMasks` (`words` words per edge, grouped bit numbering). The group must not
    /// straddle a word boundary. Nil when `control` stops it first.
    init?(
        graph: RestGraph, reverse: ReverseAdjacency, edgeBitMasks: [UInt64], words: Int, first: Int,
        size: Int, control: inout SolveControl
    ) {
        precondition(size <= Self.maxSize && first / 64 == (first + size - 1) / 64)
        if control.checkNow() != nil { return nil }
        word = first / 64
        shift = first % 64
        self.size = size
        nodeCount = graph.nodeCount
        let groupMask: UInt64 = (1 << UInt64(size)) - 1
        // Bit i of `edgeGroupBits[e]`: edge e paints the group's i-th unit.
        var edgeGroupBits = [UInt32](repeating: 0, count: graph.edgeCount)
        for edge in 0..<graph.edgeCount {
            edgeGroupBits[edge] = UInt32((edgeBitMasks[edge * words + word] >> UInt64(shift)) & groupMask)
        }
        var table = [UInt8](repeating: Self.unreachable, count: (1 << size) * nodeCount)
        let filler = DatabaseFiller(graph: graph, reverse: reverse, edgeGroupBits: edgeGroupBits)
        let completed = table.withUnsafeMutableBufferPointer { table in
            filler.fill(table.baseAddress!, subsets: 1 << size, control: &control)
        }
        guard completed else { return nil }
        self.table = table
    }

    @inline(__always)
    func value(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        let subset = Int((mask[word] >> UInt64(shift)) & ((1 << UInt64(size)) - 1))
        return Int(table[subset * nodeCount + node])
    }
}

/// Fills a pattern database's table, from the full subset down: a subset's values need only
/// larger subsets (slides that paint something new) and its own values (slides that paint
/// nothing new).
///
/// Relaxing a slide that paints nothing new adds exactly one move, so a subset's relaxation is
/// a breadth-first search seeded at several depths: the seeds sorted by value (a counting sort
/// over the values that occur), merged with a FIFO of relaxed nodes, whose values never
/// decrease. This is the hot loop of a database's construction, so it works on raw copies of
/// the graph's arrays and on scratch allocated once.
private final class DatabaseFiller {
    /// Table entries filled between two reads of the clock (about).
    static let entriesPerClockRead = 65_536
    /// Below `unreachable`: a node at this distance relaxes nothing (its predecessors would
    /// read as unreachable).
    static let relaxLimit = Int32(PatternDatabase.unreachable) - 1

    let nodes: Int
    /// Copies of `RestGraph.firstEdge` and `.edgeTarget`, of the reverse adjacency's
    /// `incoming.start`, `.items` and `edgeSource`, and the group's bits per edge.
    let firstEdge, edgeTarget, incomingStart, incomingEdges, edgeSource: UnsafeMutableBufferPointer<Int32>
    let edgeGroupBits: UnsafeMutableBufferPointer<UInt32>
    /// Scratch per subset: `distance[node]`, the seeds in order of distance, the FIFO, and a
    /// count (then a position) per distance value.
    let distance, seeds, queue, counts: UnsafeMutablePointer<Int32>

    init(graph: RestGraph, reverse: ReverseAdjacency, edgeGroupBits: [UInt32]) {
        nodes = graph.nodeCount
        firstEdge = Self.copy(graph.firstEdge)
        edgeTarget = Self.copy(graph.edgeTarget)
        incomingStart = Self.copy(reverse.incoming.start)
        incomingEdges = Self.copy(reverse.incoming.items)
        edgeSource = Self.copy(reverse.edgeSource)
        self.edgeGroupBits = Self.copy(edgeGroupBits)
        distance = .allocate(capacity: nodes)
        seeds = .allocate(capacity: nodes)
        queue = .allocate(capacity: nodes)
        counts = .allocate(capacity: Int(PatternDatabase.unreachable) + 2)
        counts.initialize(repeating: 0, count: Int(PatternDatabase.unreachable) + 2)
    }

    deinit {
        for buffer in [firstEdge, edgeTarget, incomingStart, incomingEdges, edgeSource] {
            buffer.deallocate()
        }
        edgeGroupBits.deallocate()
        for pointer in [distance, seeds, queue, counts] { pointer.deallocate() }
    }

    private static func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        return buffer
    }

    /// Fills `table` (`subsets * nodes` entries, all `unreachable`); false when `control`
    /// stopped it first.
    func fill(_ table: UnsafeMutablePointer<UInt8>, subsets: Int, control: inout SolveControl) -> Bool {
        let full = subsets - 1
        for node in 0..<nodes { table[full * nodes + node] = 0 }
        let checkEvery = max(1, Self.entriesPerClockRead / max(nodes, 1))
        for subset in stride(from: full - 1, through: 0, by: -1) {
            if subset % checkEvery == 0, control.checkNow() != nil { return false }
            let seeded = seedFromLargerSubsets(UInt32(subset), table)
            relax(within: UInt32(subset), seeded: seeded)
            let base = subset * nodes
            for node in 0..<nodes { table[base + node] = UInt8(distance[node]) }
        }
        return true
    }

    /// Sets `distance[node]` to the best finish that starts with a slide painting something
    /// not in `subset` (read from the larger subsets' rows), and lists the nodes so seeded in
    /// `seeds`, nearest first; returns how many.
    private func seedFromLargerSubsets(_ subset: UInt32, _ table: UnsafeMutablePointer<UInt8>) -> Int {
        let unreachable = Int32(PatternDatabase.unreachable)
        var low = unreachable, high: Int32 = 0, seeded = 0
        for node in 0..<nodes {
            var best = unreachable
            for edge in Int(firstEdge[node])..<Int(firstEdge[node + 1]) {
                let bits = edgeGroupBits[edge]
                guard bits & ~subset != 0 else { continue }
                let value = 1 + Int32(table[Int(subset | bits) * nodes + Int(edgeTarget[edge])])
                if value < best { best = value }
            }
            distance[node] = best
            if best < unreachable {
                counts[Int(best)] += 1
                seeded += 1
                if best < low { low = best }
                if best > high { high = best }
            }
        }
        if seeded > 0 { sortSeeds(low: Int(low), high: Int(high)) }
        return seeded
    }

    /// Counting sort of the seeded nodes (`counts` holds how many there are of each distance
    /// from `low` to `high`) into `seeds`; leaves `counts` zero.
    private func sortSeeds(low: Int, high: Int) {
        var position: Int32 = 0
        for d in low...high {
            let count = counts[d]
            counts[d] = position
            position += count
        }
        for node in 0..<nodes where distance[node] < Int32(PatternDatabase.unreachable) {
            let d = Int(distance[node])
            seeds[Int(counts[d])] = Int32(node)
            counts[d] += 1
        }
        for d in low...high { counts[d] = 0 }
    }

    /// Lowers `distance` along slides that paint nothing outside `subset` (one move each): a
    /// breadth-first search backwards, taking nodes from the sorted seeds and the FIFO in order
    /// of distance.
    private func relax(within subset: UInt32, seeded: Int) {
        var seedHead = 0, queueHead = 0, queueTail = 0
        while true {
            let current: Int
            if seedHead < seeded,
                queueHead == queueTail || distance[Int(seeds[seedHead])] <= distance[Int(queue[queueHead])]
            {
                current = Int(seeds[seedHead])
                seedHead += 1
            } else if queueHead < queueTail {
                current = Int(queue[queueHead])
                queueHead += 1
            } else {
                return
            }
            let d = distance[current]
            if d >= Self.relaxLimit { continue }
            for k in Int(incomingStart[current])..<Int(incomingStart[current + 1]) {
                let edge = Int(incomingEdges[k])
                guard edgeGroupBits[edge] & ~subset == 0 else { continue }
                let previous = Int(edgeSource[edge])
                if distance[previous] > d + 1 {
                    distance[previous] = d + 1
                    queue[queueTail] = Int32(previous)
                    queueTail += 1
                }
            }
        }
    }
}
