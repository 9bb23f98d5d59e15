/// Separation of the walk model's connectivity cuts: for a node set S without the root and a
/// unit u, `x(slides entering S) + x(slides painting u whose source is outside S) ≥ 1` (a
/// slide painting u that enters S is counted once; the issue's form, "slides painting u that
/// touch no node of S", is the same sum). If the walk never enters S, it never leaves from S
/// either, so some slide painting u starts outside S.
///
/// For one unit, the most violated cut is a minimum cut: from the root, every slide e is an
/// arc of capacity x_e from its source to its target, except that a slide painting u goes to
/// an extra sink instead. A cut of the root from the sink costs exactly the left-hand side for
/// S = the sink's side; a maximum flow below 1 finds a violated one.
struct ConnectivityCuts {
    /// Values below this count as zero, and a cut must be violated by more than this.
    static let tolerance = 1e-6

    let model: WalkModel

    /// Cuts violated by `x`, at most one per unit and none repeated, at most `limit` in all;
    /// those found so far when `control` says to stop. Units painted by the same slides of the
    /// support share one flow problem, solved once.
    func separate(_ x: [Double], limit: Int = .max, control: inout SolveControl) -> [LinearRow] {
        var flow = SupportFlow(model: model, x: x)
        var cuts: [LinearRow] = []
        var seen = Set<[Int32]>()
        var solved = [[Int32]: [[Bool]]]()
        for unit in 0..<model.units.count {
            // The clock at every unit: a maximum flow costs far more than reading it, and
            // 256 of them (`stopReason`'s stride) overran deadlines by a third of a second.
            if cuts.count >= limit || control.checkNow() != nil { break }
            let painting = flow.supportArcs(painting: unit)
            let sinkSides: [[Bool]]
            if let known = solved[painting] {
                sinkSides = known
            } else {
                sinkSides = flow.sinkSidesOfMinimumCut(redirecting: painting)
                solved[painting] = sinkSides
            }
            for sinkSide in sinkSides {
                let cut = row(unit: unit, sinkSide: sinkSide)
                if seen.insert(cut.columns).inserted { cuts.append(cut) }
            }
        }
        return cuts
    }

    /// The units that no slide reached from the root (over slides with x_e > 0) paints: empty
    /// when an integer solution is the multiset of a walk.
    func unreachedUnits(_ x: [Double]) -> [Int] {
        let reached = reachedNodes(x)
        var painted = [Bool](repeating: false, count: model.units.count)
        for edge in 0..<model.edgeCount where x[edge] > 0.5 && reached[Int(model.edgeSource[edge])] {
            let base = edge * model.units.words
            for word in 0..<model.units.words {
                var bits = model.units.edgeUnitMasks[base + word]
                while bits != 0 {
                    painted[word * 64 + bits.trailingZeroBitCount] = true
                    bits &= bits - 1
                }
            }
        }
        return painted.indices.filter { !painted[$0] }
    }

    /// Nodes reached from the root over slides with x_e > 0.5.
    func reachedNodes(_ x: [Double]) -> [Bool] {
        let graph = model.graph
        var reached = [Bool](repeating: false, count: graph.nodeCount)
        reached[0] = true
        var stack = [0]
        while let node = stack.popLast() {
            for edge in graph.edges(of: node) where x[edge] > 0.5 {
                let target = Int(graph.edgeTarget[edge])
                if !reached[target] {
                    reached[target] = true
                    stack.append(target)
                }
            }
        }
        return reached
    }

    /// The cut of unit `unit` for the node set `sinkSide` (S).
    func row(unit: Int, sinkSide: [Bool]) -> LinearRow {
        let graph = model.graph
        var columns: [Int32] = []
        let painting = Set(model.units.cover[unit])
        for edge in 0..<model.edgeCount where !sinkSide[Int(model.edgeSource[edge])] {
            if painting.contains(Int32(edge)) || sinkSide[Int(graph.edgeTarget[edge])] {
                columns.append(Int32(edge))
            }
        }
        return .atLeast(1, sumOf: columns)
    }
}

/// The support of an LP solution (slides with x_e > 0) as a flow network from the root, with
/// an augmenting-path maximum flow per unit that stops as soon as the flow reaches 1. Arcs come
/// in pairs, forward 2k and backward 2k + 1, for the k-th support slide; for one unit, the
/// slides painting it are redirected to the sink (their backward arcs then lead from the sink,
/// which the search never leaves, so they are skipped).
private struct SupportFlow {
    let model: WalkModel
    let nodeCount: Int
    /// Per arc: its head, and its capacity in the network before any flow.
    let head: [Int32]
    let capacity: [Double]
    /// Per node: the arcs leaving it.
    let adjacency: CompressedRows
    /// Per support slide: its edge.
    let edges: [Int32]
    // Scratch, reused from one unit to the next.
    private var residual: [Double]
    private var redirected: [Bool]
    private var via: [Int32]
    private var reached: [Bool]
    private var queue: [Int32] = []

    init(model: WalkModel, x: [Double]) {
        self.model = model
        nodeCount = model.graph.nodeCount
        var edges: [Int32] = []
        for edge in 0..<model.edgeCount where x[edge] > ConnectivityCuts.tolerance {
            edges.append(Int32(edge))
        }
        var head = [Int32](repeating: 0, count: edges.count * 2)
        var capacity = [Double](repeating: 0, count: edges.count * 2)
        for (k, edge) in edges.enumerated() {
            head[2 * k] = model.graph.edgeTarget[Int(edge)]
            head[2 * k + 1] = model.edgeSource[Int(edge)]
            capacity[2 * k] = x[Int(edge)]
        }
        adjacency = CompressedRows(rows: model.graph.nodeCount) { add in
            for k in edges.indices {
                add(Int(head[2 * k + 1]), Int32(2 * k))
                add(Int(head[2 * k]), Int32(2 * k + 1))
            }
        }
        self.edges = edges
        self.head = head
        self.capacity = capacity
        residual = capacity
        redirected = [Bool](repeating: false, count: edges.count)
        via = [Int32](repeating: -1, count: model.graph.nodeCount + 1)
        reached = [Bool](repeating: false, count: model.graph.nodeCount + 1)
    }

    /// The support slides (their index k) that paint `unit`.
    func supportArcs(painting unit: Int) -> [Int32] {
        let words = model.units.words
        let bit = UInt64(1) << UInt64(unit & 63)
        let word = unit >> 6
        var arcs: [Int32] = []
        for (k, edge) in edges.enumerated()
        where model.units.edgeUnitMasks[Int(edge) * words + word] & bit != 0 {
            arcs.append(Int32(k))
        }
        return arcs
    }

    /// When the slides `painting` lead to the sink and the maximum flow is below 1 (a violated
    /// cut), the node sets S of two minimum cuts: the nodes the root cannot reach in the
    /// residual network (the cut nearest the sink), and the nodes that can reach the sink in
    /// it (the cut nearest the root, a "back cut"). They differ where the support has slack,
    /// and the root rounds converge in fewer rounds with both (Steiner tree separation's
    /// usual pair). Empty when no cut is violated.
    mutating func sinkSidesOfMinimumCut(redirecting painting: [Int32]) -> [[Bool]] {
        guard let front = sinkSideOfMinimumCut(redirecting: painting) else { return [] }
        for k in painting { redirected[Int(k)] = true }
        defer { for k in painting { redirected[Int(k)] = false } }
        // Reverse search from the sink over arcs with residual capacity; `residual` is still
        // the maximum flow's.
        var back = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        for k in painting where residual[2 * Int(k)] > ConnectivityCuts.tolerance {
            let source = Int(head[2 * Int(k) + 1])
            if !back[source] {
                back[source] = true
                stack.append(source)
            }
        }
        while let node = stack.popLast() {
            for arc in adjacency[node] {
                let pair = Int(arc) >> 1
                if redirected[pair] { continue }
                // The partner arc leads from `head[arc]` into `node`.
                let from = Int(head[Int(arc)])
                if residual[Int(arc ^ 1)] > ConnectivityCuts.tolerance, !back[from] {
                    back[from] = true
                    stack.append(from)
                }
            }
        }
        return back == front || back[0] ? [front] : [front, back]
    }

    /// The nodes on the sink's side of a minimum cut when the slides `painting` lead to the
    /// sink and the maximum flow is below 1 (a violated cut), else nil.
    mutating func sinkSideOfMinimumCut(redirecting painting: [Int32]) -> [Bool]? {
        let sink = nodeCount
        for k in painting { redirected[Int(k)] = true }
        defer { for k in painting { redirected[Int(k)] = false } }
        for arc in residual.indices { residual[arc] = capacity[arc] }
        var flow = 0.0
        while true {
            // Breadth-first search for a shortest augmenting path.
            for i in reached.indices { reached[i] = false }
            reached[0] = true
            queue.removeAll(keepingCapacity: true)
            queue.append(0)
            var front = 0
            while front < queue.count, !reached[sink] {
                let node = Int(queue[front])
                front += 1
                for arc in adjacency[node] where residual[Int(arc)] > ConnectivityCuts.tolerance {
                    let pair = Int(arc) >> 1
                    let forward = arc & 1 == 0
                    if redirected[pair] && !forward { continue }
                    let next = redirected[pair] ? sink : Int(head[Int(arc)])
                    if !reached[next] {
                        reached[next] = true
                        via[next] = arc
                        queue.append(Int32(next))
                    }
                }
            }
            guard reached[sink] else {
                return flow < 1 - ConnectivityCuts.tolerance ? reached.prefix(nodeCount).map { !$0 } : nil
            }
            var bottleneck = Double.infinity
            var node = sink
            while node != 0 {
                let arc = Int(via[node])
                bottleneck = min(bottleneck, residual[arc])
                node = Int(head[arc ^ 1])
            }
            node = sink
            while node != 0 {
                let arc = Int(via[node])
                residual[arc] -= bottleneck
                residual[arc ^ 1] += bottleneck
                node = Int(head[arc ^ 1])
            }
            flow += bottleneck
            if flow >= 1 - ConnectivityCuts.tolerance { return nil }
        }
    }
}
