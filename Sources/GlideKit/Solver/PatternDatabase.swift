/// Exact costs of a sub-problem: for one group of at most 24 units, the fewest moves from
/// every rest node, with any subset of the group painted, until the whole group is painted.
/// Painting everything paints the group, so the value is a lower bound for the full problem,
/// and a consistent one (it is a true distance in an abstraction of the search space).
struct PatternDatabase: Sendable {
    /// Bits of the group within a search mask: `(mask[word] >> shift) & groupMask`.
    let word: Int
    let shift: Int
    let size: Int
    let nodeCount: Int
    /// `table[subset * nodeCount + node]`; 255 when the group cannot be finished from there.
    let table: [UInt8]

    /// Builds the table for mask bits `first ..< first + size` of a search whose edge masks
    /// are `edgeMasks` (`words` words per edge). The group must not straddle a word boundary.
    /// Nil when `control` stops it first.
    init?(graph: RestGraph, edgeMasks: [UInt64], words: Int, first: Int, size: Int,
          control: inout SolveControl) {
        precondition(size <= 24 && first / 64 == (first + size - 1) / 64)
        if control.checkNow() != nil { return nil }
        word = first / 64
        shift = first % 64
        self.size = size
        let nodes = graph.nodeCount
        nodeCount = nodes
        let groupMask: UInt64 = (1 << UInt64(size)) - 1
        var edgeBits = [UInt32](repeating: 0, count: graph.edgeCount)
        for edge in 0..<graph.edgeCount {
            edgeBits[edge] = UInt32((edgeMasks[edge * words + word] >> UInt64(shift)) & groupMask)
        }
        let reverse = ReverseAdjacency(graph)
        let subsets = 1 << size
        var table = [UInt8](repeating: 255, count: subsets * nodes)
        let completed = table.withUnsafeMutableBufferPointer { table in
            Self.fill(table.baseAddress!, graph: graph, reverse: reverse, edgeBits: edgeBits,
                      subsets: subsets, control: &control)
        }
        guard completed else { return nil }
        self.table = table
    }

    /// Fills the table from the full subset down: a subset's values need only larger subsets
    /// (slides that paint something new) and its own values (slides that paint nothing new).
    private static func fill(_ table: UnsafeMutablePointer<UInt8>, graph: RestGraph, reverse: ReverseAdjacency,
                             edgeBits: [UInt32], subsets: Int, control: inout SolveControl) -> Bool {
        let nodes = graph.nodeCount
        let full = subsets - 1
        for node in 0..<nodes { table[full * nodes + node] = 0 }
        // Relaxing a slide that paints nothing new adds exactly one move, so the relaxation is a
        // breadth-first search seeded at several depths: the seeds sorted by value (a counting
        // sort over the values that occur), merged with a FIFO of relaxed nodes, whose values
        // never decrease.
        let distance = UnsafeMutablePointer<Int32>.allocate(capacity: nodes)
        let seeds = UnsafeMutablePointer<Int32>.allocate(capacity: nodes)
        let queue = UnsafeMutablePointer<Int32>.allocate(capacity: nodes)
        let counts = UnsafeMutablePointer<Int32>.allocate(capacity: 257)
        defer {
            distance.deallocate(); seeds.deallocate(); queue.deallocate(); counts.deallocate()
        }
        counts.initialize(repeating: 0, count: 257)
        return graph.firstEdge.withUnsafeBufferPointer { firstEdge in
            graph.edgeTarget.withUnsafeBufferPointer { edgeTarget in
                edgeBits.withUnsafeBufferPointer { edgeBits in
                    reverse.start.withUnsafeBufferPointer { reverseStart in
                        reverse.edge.withUnsafeBufferPointer { reverseEdge in
                            reverse.edgeSource.withUnsafeBufferPointer { edgeSource in
                                // Read the clock about every 64 000 table entries.
                                let checkEvery = max(1, 65_536 / max(nodes, 1))
                                var subset = full - 1
                                while subset >= 0 {
                                    if subset % checkEvery == 0, control.checkNow() != nil { return false }
                                    let s = UInt32(subset)
                                    var low: Int32 = 255, high: Int32 = 0, seeded = 0
                                    for node in 0..<nodes {
                                        var best: Int32 = 255
                                        for edge in Int(firstEdge[node])..<Int(firstEdge[node + 1]) {
                                            let bits = edgeBits[edge]
                                            guard bits & ~s != 0 else { continue }
                                            let value = 1 + Int32(table[Int(s | bits) * nodes + Int(edgeTarget[edge])])
                                            if value < best { best = value }
                                        }
                                        distance[node] = best
                                        if best < 255 {
                                            counts[Int(best)] += 1
                                            seeded += 1
                                            if best < low { low = best }
                                            if best > high { high = best }
                                        }
                                    }
                                    if seeded > 0 {
                                        var position: Int32 = 0
                                        for d in Int(low)...Int(high) {
                                            let count = counts[d]
                                            counts[d] = position
                                            position += count
                                        }
                                        for node in 0..<nodes where distance[node] < 255 {
                                            let d = Int(distance[node])
                                            seeds[Int(counts[d])] = Int32(node)
                                            counts[d] += 1
                                        }
                                        for d in Int(low)...Int(high) { counts[d] = 0 }
                                    }
                                    var seedHead = 0, queueHead = 0, queueTail = 0
                                    while true {
                                        let current: Int
                                        if seedHead < seeded,
                                           queueHead == queueTail || distance[Int(seeds[seedHead])] <= distance[Int(queue[queueHead])] {
                                            current = Int(seeds[seedHead])
                                            seedHead += 1
                                        } else if queueHead < queueTail {
                                            current = Int(queue[queueHead])
                                            queueHead += 1
                                        } else {
                                            break
                                        }
                                        let d = distance[current]
                                        if d >= 254 { continue }
                                        for k in Int(reverseStart[current])..<Int(reverseStart[current + 1]) {
                                            let edge = Int(reverseEdge[k])
                                            guard edgeBits[edge] & ~s == 0 else { continue }
                                            let previous = Int(edgeSource[edge])
                                            if distance[previous] > d + 1 {
                                                distance[previous] = d + 1
                                                queue[queueTail] = Int32(previous)
                                                queueTail += 1
                                            }
                                        }
                                    }
                                    let base = subset * nodes
                                    for node in 0..<nodes { table[base + node] = UInt8(distance[node]) }
                                    subset -= 1
                                }
                                return true
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    func value(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        let subset = Int((mask[word] >> UInt64(shift)) & ((1 << UInt64(size)) - 1))
        return Int(table[subset * nodeCount + node])
    }
}
