/// What the component bound needs to know of each strongly connected component of the rest
/// graph: its nodes, the units it is the last chance to paint and those only it can paint,
/// the slides into it, and how many components that must be passed lie at or after it.
struct ComponentUnits {
    /// Per edge: the node it starts from.
    let source: [Int32]
    /// Per component: its nodes; node → its index there.
    let members: [[Int32]]
    let localNode: [Int32]
    /// Per component: the units whose slides all start in it (its own), and those it is the
    /// last chance for: the lowest numbered component their slides start in (the numbering is
    /// reverse topological, so the ball cannot paint them once it has left it).
    let own: [[Int]]
    let lastChance: [[Int]]
    /// Per component: the slides into it from other components.
    let incoming: [[Int32]]
    /// Per component: how many components with own units it can reach, itself included (the
    /// ball must pass every one of them).
    let needed: [Int]

    init(graph: RestGraph, units: PaintUnits, components: ComponentGraph) {
        let component = components.componentOfNode
        let source = graph.edgeSources()
        var localNode = [Int32](repeating: 0, count: graph.nodeCount)
        var members = [[Int32]](repeating: [], count: components.count)
        for node in 0..<graph.nodeCount {
            let c = Int(component[node])
            localNode[node] = Int32(members[c].count)
            members[c].append(Int32(node))
        }
        var own = [[Int]](repeating: [], count: components.count)
        var lastChance = [[Int]](repeating: [], count: components.count)
        for (unit, cover) in units.cover.enumerated() {
            var latest = Int32.max
            var earliest = Int32.min
            for edge in cover {
                let owner = component[Int(source[Int(edge)])]
                latest = min(latest, owner)
                earliest = max(earliest, owner)
            }
            lastChance[Int(latest)].append(unit)
            if latest == earliest { own[Int(latest)].append(unit) }
        }
        var incoming = [[Int32]](repeating: [], count: components.count)
        for edge in 0..<graph.edgeCount {
            let into = Int(component[Int(graph.edgeTarget[edge])])
            if component[Int(source[edge])] != Int32(into) { incoming[into].append(Int32(edge)) }
        }
        self.source = source
        self.members = members
        self.localNode = localNode
        self.own = own
        self.lastChance = lastChance
        self.incoming = incoming
        needed = Self.neededCounts(components: components, graph: graph, hasOwn: own.map { !$0.isEmpty })
    }

    private static func neededCounts(components: ComponentGraph, graph: RestGraph, hasOwn: [Bool]) -> [Int] {
        let owners = hasOwn.indices.filter { hasOwn[$0] }
        var ownerIndex = [Int](repeating: -1, count: components.count)
        for (i, c) in owners.enumerated() { ownerIndex[c] = i }
        let words = max(1, (owners.count + 63) / 64)
        var reach = [UInt64](repeating: 0, count: components.count * words)
        var counts = [Int](repeating: 0, count: components.count)
        // Successors first: they have lower numbers.
        for c in 0..<components.count {
            if ownerIndex[c] >= 0 { reach[c * words + ownerIndex[c] >> 6] |= 1 << UInt64(ownerIndex[c] & 63) }
            for edge in components.exits[c] {
                let next = Int(components.componentOfNode[Int(graph.edgeTarget[Int(edge)])])
                for w in 0..<words { reach[c * words + w] |= reach[next * words + w] }
            }
            counts[c] = (0..<words).reduce(0) { $0 + reach[c * words + $1].nonzeroBitCount }
        }
        return counts
    }
}
