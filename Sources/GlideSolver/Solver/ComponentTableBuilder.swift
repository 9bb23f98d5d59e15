import GlideSolverClient

/// Builds the component bound's tables one at a time, successors first, with scratch shared
/// between them.
///
/// A component's table (`table(_:tracking:)`) tracks the units it is the last chance for and
/// ends with the slides out, each worth the bound of the position it leads to (its leg). A
/// region's table (`regionTable(nodes:tracking:)`) counts only the moves made from inside the
/// region: the ball may leave it (into a position of its own, outside) and come back by any
/// slide into it, for nothing.
struct ComponentTableBuilder {
    /// One component to build the table of.
    struct Part {
        let component: Int
        let members: [Int32]
        /// Whether the root (node 0) is in it.
        let isRoot: Bool
        /// The slides into it from other components.
        let incoming: [Int32]
        /// Whether the ball may stop in it (no other component is needed after it).
        let finishesHere: Bool
    }

    let graph: RestGraph
    let units: PaintUnits
    let layout: UnitLayout
    let componentOfNode: [Int32]
    /// Node → its index within its component.
    let localNode: [Int32]
    /// Per edge: the node it starts from.
    let source: [Int32]
    /// Per slide out of a component: the bound once it is made, `infinity` when it loses the
    /// level (set before the component's table is built).
    var leg: [Int]
    /// Per slide into a component: the key bits of the position it comes in at, and the
    /// bound once it is made (set when that component's table is built).
    var entryKey: [UInt64]
    var arrival: [Int]
    /// Positions the tables still to build may have in all.
    var positionsLeft = ComponentBound.maxTotalPositions
    /// Where tables built for like levels are found, and those built here left.
    let memo: SolveMemo?
    /// Per edge: the key bits it paints in the table being built (zero again after).
    private var paints: [UInt64]
    /// Per node: its index within the region being built, -1 outside (and again after).
    private var regionLocal: [Int32]

    init(
        graph: RestGraph, units: PaintUnits, layout: UnitLayout, components: ComponentGraph,
        plan: ComponentUnits, memo: SolveMemo? = nil
    ) {
        self.memo = memo
        self.graph = graph
        self.units = units
        self.layout = layout
        componentOfNode = components.componentOfNode
        localNode = plan.localNode
        source = plan.source
        leg = Array(repeating: OptimalSearch.infinity, count: graph.edgeCount)
        entryKey = Array(repeating: 0, count: graph.edgeCount)
        arrival = Array(repeating: OptimalSearch.infinity, count: graph.edgeCount)
        paints = Array(repeating: 0, count: graph.edgeCount)
        regionLocal = Array(repeating: -1, count: graph.nodeCount)
    }

    /// The table of `part` tracking the units `tracked`: a search forwards from its ways in
    /// over (node, tracked units painted), then shortest paths backwards from the finishing
    /// moves; or the memo's, built from the same. Sets `entryKey` of the slides into it. Nil
    /// when it has more than `ComponentBound.maxPositions` positions (or more than are left).
    mutating func table(_ part: Part, tracking tracked: [Int]) -> ComponentTable? {
        let componentOfNode = self.componentOfNode
        let inside = { (node: Int) in Int(componentOfNode[node]) == part.component }
        let (touched, carried) = setPaints(tracked, inside: inside)
        defer { clearPaints(touched) }
        // A table of nodes alone is always built: its positions are the component's nodes
        // (and cost what its key would).
        let limit = tracked.isEmpty ? Int.max : min(ComponentBound.maxPositions, positionsLeft)
        let key =
            tracked.isEmpty ? nil : memo.map { _ in memoKey(part, tracking: tracked.count, carried: carried) }
        let built: MemoizedTable
        if let key, let found = memo?.part(for: key) as? MemoizedTable {
            guard found.values.count <= limit else { return nil }
            for edge in part.incoming.map(Int.init) { entryKey[edge] = paints[edge] | carried }
            built = found
        } else {
            guard
                let searched = search(
                    part, full: (1 << UInt64(tracked.count)) - 1, carried: carried, limit: limit)
            else { return nil }
            built = searched
            if let key, let memo {
                let kept = MemoizedTable(
                    positions: PositionIndex(compacting: built.positions), values: built.values)
                memo.store(kept, size: kept.positions.bytes + kept.values.count * 2, for: key)
            }
        }
        positionsLeft -= built.values.count
        return ComponentTable(
            units: tracked, layout: layout, carried: carried, positions: built.positions, values: built.values
        )
    }

    /// A table's positions and bounds, as a memo keeps them: the units they stand for are the
    /// solve's own.
    private struct MemoizedTable: Sendable {
        let positions: PositionIndex
        let values: [UInt16]
    }

    /// The search forwards and the shortest paths back of `table(_:tracking:)`, with `paints`
    /// set; nil past `limit` positions.
    private mutating func search(_ part: Part, full: UInt64, carried: UInt64, limit: Int) -> MemoizedTable? {
        var positions = TablePositions(
            width: part.members.count, limit: limit, capacity: part.members.count * 16)
        // Forwards from the ways in; each position's seed is the least bound one move out (a
        // slide out that finishes the tracked units), or 0 when it is finished and the ball
        // may stop here.
        if part.isRoot { _ = positions.add(painted: 0, node: Int(localNode[0])) }
        for edge in part.incoming.map(Int.init) {
            let painted = paints[edge]
            entryKey[edge] = painted | carried
            let node = Int(localNode[Int(graph.edgeTarget[edge])])
            guard positions.add(painted: painted, node: node) != nil,
                positions.add(painted: painted | carried, node: node) != nil
            else { return nil }
        }
        var head = 0
        while head < positions.count {
            let mask = positions.painted[head]
            var best = part.finishesHere && mask == full ? 0 : OptimalSearch.infinity
            for edge in graph.edges(of: Int(part.members[Int(positions.nodes[head])])) {
                let painted = mask | paints[edge]
                let target = Int(graph.edgeTarget[edge])
                guard Int(componentOfNode[target]) == part.component else {
                    if painted == full { best = min(best, 1 + leg[edge]) }
                    continue
                }
                guard positions.move(painted: painted, node: Int(localNode[target])) else { return nil }
            }
            positions.close(seed: best)
            head += 1
        }
        return MemoizedTable(positions: positions.index, values: positions.shortestPaths())
    }

    /// Everything `search` reads to build `part`'s table, with `paints` set: the ways in, and
    /// each member's slides in order, within (where to, what they paint) or out (what they
    /// paint, the leg after). Node numbers are the component's own, so the same room of
    /// another level (an edit elsewhere) has the same key.
    private func memoKey(_ part: Part, tracking count: Int, carried: UInt64) -> SolveMemo.Key {
        let outside = UInt64.max
        var words: [UInt64] = [
            UInt64(count), carried, part.isRoot ? UInt64(localNode[0]) : outside, part.finishesHere ? 1 : 0,
            UInt64(part.members.count), UInt64(part.incoming.count),
        ]
        words.reserveCapacity(words.count + 2 * part.incoming.count + 4 * part.members.count * 3)
        for edge in part.incoming.map(Int.init) {
            words += [UInt64(localNode[Int(graph.edgeTarget[edge])]), paints[edge]]
        }
        for member in part.members.map(Int.init) {
            let edges = graph.edges(of: member)
            words.append(UInt64(edges.count))
            for edge in edges {
                let target = Int(graph.edgeTarget[edge])
                words +=
                    Int(componentOfNode[target]) == part.component
                    ? [UInt64(localNode[target]), paints[edge]] : [outside, paints[edge], UInt64(leg[edge])]
            }
        }
        return SolveMemo.Key(words)
    }

    /// Sets `arrival` of the slides into `part`, whose table is `table` (and regions
    /// `regions`): the bound at the position each comes in at. When the table tracks none of
    /// them, all its `own` units are still to paint on the way in: its moves are at least
    /// their `tour`'s bound, and the moves after it at least `ahead`, the least leg out.
    mutating func arrive(
        in part: Part, table: ComponentTable, regions: ComponentRegions?, own: [Int], ahead: Int,
        tour: (_ units: [Int], _ from: Int) -> Int
    ) {
        for edge in part.incoming.map(Int.init) {
            let target = Int(graph.edgeTarget[edge])
            var value = table.bound(painted: entryKey[edge], node: Int(localNode[target])) ?? 0
            if table.units.isEmpty, !own.isEmpty { value = max(value, tour(own, target) + ahead) }
            if let regions {
                value = max(
                    value,
                    layout.edgeBitMasks.withUnsafeBufferPointer {
                        regions.bound(node: target, mask: $0.baseAddress! + edge * layout.words)
                    })
            }
            arrival[edge] = min(value, OptimalSearch.infinity)
        }
    }

    /// The table of a region of a component (`nodes`) tracking `tracked`, units that only the
    /// region's own slides and the slides into it paint: the fewest moves from inside the
    /// region that paint them all, the position outside it numbered `nodes.count`. Nil when
    /// it has too many positions.
    mutating func regionTable(nodes: [Int32], tracking tracked: [Int]) -> ComponentTable? {
        for (i, node) in nodes.enumerated() { regionLocal[Int(node)] = Int32(i) }
        defer { for node in nodes { regionLocal[Int(node)] = -1 } }
        let regionLocal = self.regionLocal
        let outside = nodes.count
        let (touched, _) = setPaints(tracked) { regionLocal[$0] >= 0 }
        defer { clearPaints(touched) }
        let full: UInt64 = (1 << UInt64(tracked.count)) - 1
        var into: [Int] = []
        for node in 0..<graph.nodeCount where regionLocal[node] < 0 {
            for edge in graph.edges(of: node) where regionLocal[Int(graph.edgeTarget[edge])] >= 0 {
                into.append(edge)
            }
        }
        var positions = TablePositions(
            width: nodes.count + 1, limit: min(ComponentBound.maxPositions, positionsLeft),
            capacity: nodes.count * 16)
        _ = positions.add(painted: 0, node: outside)
        if regionLocal[0] >= 0 { _ = positions.add(painted: 0, node: Int(regionLocal[0])) }
        var head = 0
        while head < positions.count {
            let mask = positions.painted[head]
            let local = Int(positions.nodes[head])
            if local == outside {
                // Back in by any slide into the region, for none of its moves.
                for edge in into {
                    let target = Int(regionLocal[Int(graph.edgeTarget[edge])])
                    guard positions.move(painted: mask | paints[edge], node: target, free: true) else {
                        return nil
                    }
                }
            } else {
                for edge in graph.edges(of: Int(nodes[local])) {
                    let target = Int(regionLocal[Int(graph.edgeTarget[edge])])
                    guard positions.move(painted: mask | paints[edge], node: target >= 0 ? target : outside)
                    else { return nil }
                }
            }
            positions.close(seed: mask == full ? 0 : OptimalSearch.infinity)
            head += 1
        }
        positionsLeft -= positions.count
        return ComponentTable(
            units: tracked, layout: layout, carried: 0, positions: positions.index,
            values: positions.shortestPaths())
    }

    /// Sets `paints` for the units `tracked`; returns the edges set (to clear after) and the
    /// key bits of units that a slide neither starting nor ending where `inside` says paints:
    /// they may have been painted before the ball came in, in a way the key does not show.
    private mutating func setPaints(_ tracked: [Int], inside: (Int) -> Bool) -> (
        edges: [Int32], carried: UInt64
    ) {
        var touched: [Int32] = []
        var carried: UInt64 = 0
        for (i, unit) in tracked.enumerated() {
            for edge in units.cover[unit] {
                if paints[Int(edge)] == 0 { touched.append(edge) }
                paints[Int(edge)] |= 1 << UInt64(i)
                if !inside(Int(source[Int(edge)])), !inside(Int(graph.edgeTarget[Int(edge)])) {
                    carried |= 1 << UInt64(i)
                }
            }
        }
        return (touched, carried)
    }

    private mutating func clearPaints(_ edges: [Int32]) {
        for edge in edges { paints[Int(edge)] = 0 }
    }
}
