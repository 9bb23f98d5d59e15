/// Local search on a winning walk: shortens the incumbents the integer program reports on a
/// timeout. Walks spliced from disconnected solutions (`WalkRecovery`) and A*'s quick weighted
/// searches carry detours; a walk is only as good as its worst stretch, and one stretch is
/// cheap to fix.
///
/// The move: replace the stretch between two visits i < j (nodes a and b) by something shorter
/// that still paints every unit painted only in that stretch ("lost" units). Tried in order:
/// - a shortest path from a to b, when it paints every lost unit (always when none is lost);
/// - with one lost unit u, the shortest way from a through a slide painting u to b.
/// First improvement, repeated until none applies; then the walk is cut at its winning move.
/// All distances are one table of breadth-first searches (nodes² entries), so a pass is
/// about length² cheap checks.
struct WalkImprovement {
    let graph: RestGraph
    let units: PaintUnits
    /// `distance[a * nodeCount + b]`: fewest moves from a to b, `UInt16.max` when none.
    private let distance: [UInt16]
    /// Every replacement is a path of the rest graph, so every walk it makes is legal. Nil
    /// when the level has more than `maximumNodes` nodes, or when `control` says to stop
    /// while the table is built (it is checked after every row).
    init?(graph: RestGraph, units: PaintUnits, control: inout SolveControl) {
        guard graph.nodeCount <= Self.maximumNodes else { return nil }
        self.graph = graph
        self.units = units
        var table = [UInt16]()
        table.reserveCapacity(graph.nodeCount * graph.nodeCount)
        for node in 0..<graph.nodeCount {
            if control.checkNow() != nil { return nil }  // a search per row: the clock is cheap beside it
            table += graph.distances(from: node)
        }
        distance = table
    }

    /// The largest level the table is built for: 2 000 nodes is 8 MB and a few tens of
    /// milliseconds of breadth-first searches.
    static let maximumNodes = 2_000
    /// Improving passes at most (each restarts after the first improvement it finds).
    static let maximumPasses = 400

    func moves(from a: Int, to b: Int) -> Int {
        let d = distance[a * graph.nodeCount + b]
        return d == .max ? Int.max / 4 : Int(d)
    }

    /// A shortest path from `a` to `b` (edges), read off the table.
    func path(from a: Int, to b: Int) -> [Int32] {
        var path: [Int32] = []
        var node = a
        while node != b {
            let left = moves(from: node, to: b)
            guard
                let edge = graph.edges(of: node).first(where: {
                    moves(from: Int(graph.edgeTarget[$0]), to: b) == left - 1
                })
            else { return [] }
            path.append(Int32(edge))
            node = Int(graph.edgeTarget[edge])
        }
        return path
    }

    private func paints(_ edge: Int, _ unit: Int) -> Bool {
        units.edgeUnitMasks[edge * units.words + unit >> 6] & (1 << UInt64(unit & 63)) != 0
    }

    /// `walk` (a winning walk from the root) made shorter where the moves above allow, with
    /// `control` checked between passes.
    func improve(_ walk: [Int32], control: inout SolveControl) -> [Int32] {
        var walk = walk
        for _ in 0..<Self.maximumPasses {
            if control.checkNow() != nil { break }
            guard let better = improvedOnce(walk) else { break }
            walk = better
        }
        return walk
    }

    /// One improving move, or nil when none applies.
    func improvedOnce(_ walk: [Int32]) -> [Int32]? {
        let length = walk.count
        var visits = [0]
        for edge in walk { visits.append(Int(graph.edgeTarget[Int(edge)])) }
        var total = [Int32](repeating: 0, count: units.count)
        forEachUnit(of: walk) { total[$0] += 1 }
        var inStretch = [Int32](repeating: 0, count: units.count)
        var lost: [Int] = []
        for i in 0..<length {
            lost.removeAll(keepingCapacity: true)
            var touched: [Int] = []
            defer { for unit in touched { inStretch[unit] = 0 } }
            for j in (i + 1)...length {
                forEachUnit(ofEdge: Int(walk[j - 1])) { unit in
                    if inStretch[unit] == 0 { touched.append(unit) }
                    inStretch[unit] += 1
                    if inStretch[unit] == total[unit] { lost.append(unit) }
                }
                let a = visits[i], b = visits[j], span = j - i
                // The last stretch need not end at b: the walk may stop anywhere once all is painted.
                if lost.isEmpty, j == length { return Array(walk.prefix(i)) }
                // Lost units only accumulate as the stretch grows.
                if lost.count > 1 { break }
                var replacement: [Int32]? = nil
                if moves(from: a, to: b) < span {
                    let direct = path(from: a, to: b)
                    if lost.allSatisfy({ unit in direct.contains { paints(Int($0), unit) } }) {
                        replacement = direct
                    }
                }
                if replacement == nil, let unit = lost.first {
                    var bestCost = span, bestEdge = -1
                    for edge in units.cover[unit] {
                        let source = Int(graph.source(ofEdge: Int(edge))),
                            target = Int(graph.edgeTarget[Int(edge)])
                        let cost =
                            moves(from: a, to: source) + 1 + (j == length ? 0 : moves(from: target, to: b))
                        if cost < bestCost { bestCost = cost; bestEdge = Int(edge) }
                    }
                    if bestEdge >= 0 {
                        let source = Int(graph.source(ofEdge: bestEdge)),
                            target = Int(graph.edgeTarget[bestEdge])
                        replacement =
                            path(from: a, to: source) + [Int32(bestEdge)]
                            + (j == length ? [] : path(from: target, to: b))
                    }
                }
                if let replacement, replacement.count < span {
                    return Array(walk.prefix(i)) + replacement + walk.dropFirst(j)
                }
            }
        }
        return nil
    }

    private func forEachUnit(of walk: [Int32], _ body: (Int) -> Void) {
        for edge in walk { forEachUnit(ofEdge: Int(edge), body) }
    }

    private func forEachUnit(ofEdge edge: Int, _ body: (Int) -> Void) {
        let base = edge * units.words
        for word in 0..<units.words {
            var bits = units.edgeUnitMasks[base + word]
            while bits != 0 {
                body(word * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }
}
