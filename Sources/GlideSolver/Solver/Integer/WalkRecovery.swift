/// From an integer solution of the walk model back to moves.
///
/// The slides reached from the root form a balanced multigraph from the root to the end node,
/// so Hierholzer's algorithm orders them into a walk. When the solution is not connected
/// (the program lacked a cut), the unreached slides are cycles: each is spliced into the walk
/// at a visit to its strongly connected component (out along a shortest path, round the cycle,
/// back), which gives a valid, slightly longer walk, an incumbent. The walk is cut at the
/// move that paints the last unit, as the game stops there.
struct WalkRecovery {
    let model: WalkModel
    let components: ComponentGraph

    /// A winning walk built from `x`, or nil when the unreached cycles cannot be spliced in.
    func walk(from x: [Double]) -> [Int32]? {
        let graph = model.graph
        var remaining = x.prefix(model.edgeCount).map { Int($0.rounded()) }
        let reached = ConnectivityCuts(model: model).reachedNodes(x)
        var end = 0
        for node in 0..<graph.nodeCount where x[model.edgeCount + node] > 0.5 { end = node }
        guard reached[end] else { return nil }
        var walk = euler(from: 0, using: &remaining, within: reached)
        guard walk.last.map({ Int(graph.edgeTarget[Int($0)]) }) ?? 0 == end else { return nil }
        // Splice the unreached cycles in, one connected group at a time, while they are needed.
        while truncatedAtWin(walk) == nil, let edge = remaining.indices.first(where: { remaining[$0] > 0 }) {
            let start = Int(model.edgeSource[edge])
            var cycleEdges = remaining
            let cycle = euler(from: start, using: &cycleEdges, within: nil)
            guard let spliced = splice(cycle, at: start, into: walk) else { return nil }
            walk = spliced
            remaining = cycleEdges
        }
        return truncatedAtWin(walk)
    }

    /// `walk` cut right after the move that paints the last required unit; nil when it never
    /// paints them all.
    func truncatedAtWin(_ walk: [Int32]) -> [Int32]? {
        let units = model.units
        var painted = UnitSet(words: units.words)
        for (index, edge) in walk.enumerated() {
            painted.formUnion(edge: Int(edge), of: units)
            if painted.count == units.count { return Array(walk.prefix(index + 1)) }
        }
        return units.count == 0 ? [] : nil
    }

    /// Hierholzer's algorithm: an Eulerian trail from `start` over the edges counted in
    /// `remaining` whose source is in `within` (every edge when nil), consuming them.
    private func euler(from start: Int, using remaining: inout [Int], within: [Bool]?) -> [Int32] {
        let graph = model.graph
        var next = graph.firstEdge.map { Int($0) }
        var stack: [(node: Int, via: Int32)] = [(start, -1)]
        var trail: [Int32] = []
        while let (node, via) = stack.last {
            var advanced = false
            while next[node] < Int(graph.firstEdge[node + 1]) {
                let edge = next[node]
                if remaining[edge] > 0, within?[node] ?? true {
                    remaining[edge] -= 1
                    stack.append((Int(graph.edgeTarget[edge]), Int32(edge)))
                    advanced = true
                    break
                }
                next[node] += 1
            }
            if !advanced {
                stack.removeLast()
                if via >= 0 { trail.append(via) }
            }
        }
        return trail.reversed()
    }

    /// `walk` with the closed `cycle` (from and to `node`) inserted at the visit to `node`'s
    /// component that needs the shortest detour; nil when the walk never visits it.
    private func splice(_ cycle: [Int32], at node: Int, into walk: [Int32]) -> [Int32]? {
        let graph = model.graph
        let component = components.componentOfNode[node]
        let toCycle = distances(to: node)
        let fromCycle = graph.distances(from: node)
        let visits = [0] + walk.map { Int(graph.edgeTarget[Int($0)]) }
        var best: (position: Int, cost: Int)? = nil
        for (position, visited) in visits.enumerated() where components.componentOfNode[visited] == component
        {
            let cost = Int(toCycle[visited]) + Int(fromCycle[visited])
            if best == nil || cost < best!.cost { best = (position, cost) }
        }
        guard let best else { return nil }
        let stop = visits[best.position]
        guard let there = graph.shortestPath(from: stop, to: node),
            let back = graph.shortestPath(from: node, to: stop)
        else { return nil }
        return Array(walk.prefix(best.position)) + there + cycle + back + walk.dropFirst(best.position)
    }

    /// Shortest distances (in moves) from every node to `node`; `UInt16.max` when it cannot
    /// be reached.
    private func distances(to node: Int) -> [UInt16] {
        RestGraph.distances(count: model.graph.nodeCount, from: node) { current, visit in
            for edge in model.reverse.edges(into: current) { visit(Int(model.edgeSource[Int(edge)])) }
        }
    }
}
