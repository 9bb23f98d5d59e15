import GlideSolverClient

/// The component bound (`SolveOptions.componentBound`): a slide the ball makes from inside one
/// strongly connected component of the rest graph can never be made again once it has left
/// it. So a unit is painted, if at all, before the ball leaves the last component whose slides
/// paint it; and the ball passes, in order, every component with units only its own slides
/// paint. The moves still needed are at least the fewest that paint every unit the ball's
/// component is the last chance for, leave it by a slide into a component from which every
/// other component still needed can be reached, and so on through the components ahead: a
/// shortest route over (component, way in, paint) whose legs are each component's exact tour.
///
/// Chamber mazes (rooms joined by one-way doors, the large packs' shape) are where it counts:
/// there the other bounds see each room's cells a slide or two away at best, while this one
/// sees every room's tour. On the four levels of tools/bench/assistant.txt (20×20 to 45×45)
/// the root's bound is the optimum itself, where the other bounds give 57 % of it.
///
/// Per component, a table (`ComponentTable`) holds the bound for every position (ball, units
/// tracked painted) reachable from its ways in: chamber mazes have a few hundred or thousand
/// positions a room. How a tracked unit stands when the ball comes in is known when the only
/// slides painting it from elsewhere end in the component (the slide it came in by says), and
/// taken as painted otherwise (`carried`), which only lowers the bound. A component whose
/// table would be too large (an edit that joined rooms into one) tracks nothing; it is then
/// split into regions (`ComponentRegions`), and its own units' line and distance bounds count
/// on the way in.
struct ComponentBound: Sendable {
    /// Units a table tracks at most: a position's painted set is one 64-bit word, all ones
    /// meaning none (`PositionIndex`).
    static let maxUnits = 63
    /// Positions per table past which a component tracks nothing (or a region has no table),
    /// and in all per level past which no more are tracked: they bound the time building
    /// takes (about 0.1 µs a position).
    static let maxPositions = 1_000_000
    static let maxTotalPositions = 2_000_000

    private let componentOfNode: [Int32]
    /// Node → its index within its component.
    private let localNode: [Int32]
    private var tables: [ComponentTable]
    private var regions: [ComponentRegions?]

    /// The bound of `graph` and `units` for masks laid out by `layout`. `tour(units, node)`
    /// bounds the moves from `node` that paint `units`, all unpainted. With `regionsOnly`
    /// every component is split as if too large, into small regions (to hold the regions'
    /// bound to the reference). Tables `memo` has are taken from it, and those built are left
    /// there.
    init(
        graph: RestGraph, units: PaintUnits, layout: UnitLayout, components: ComponentGraph,
        regionsOnly: Bool = false, memo: SolveMemo? = nil, tour: (_ units: [Int], _ from: Int) -> Int
    ) {
        componentOfNode = components.componentOfNode
        let plan = ComponentUnits(graph: graph, units: units, components: components)
        localNode = plan.localNode
        var builder = ComponentTableBuilder(
            graph: graph, units: units, layout: layout, components: components, plan: plan, memo: memo)
        // Successors first (components are numbered in reverse topological order): a slide out
        // of a component leads into one whose table is built, and is worth that table's bound
        // at the position it comes in at.
        var tables: [ComponentTable] = []
        var regions: [ComponentRegions?] = []
        for c in 0..<components.count {
            let after = plan.needed[c] - (plan.own[c].isEmpty ? 0 : 1)
            var ahead = after == 0 ? 0 : OptimalSearch.infinity
            for edge in components.exits[c].map(Int.init) {
                // A slide out counts when every component still needed lies ahead of it.
                let next = Int(componentOfNode[Int(graph.edgeTarget[edge])])
                builder.leg[edge] =
                    plan.needed[next] == after ? builder.arrival[edge] : OptimalSearch.infinity
                ahead = min(ahead, builder.leg[edge])
            }
            let part = ComponentTableBuilder.Part(
                component: c, members: plan.members[c], isRoot: componentOfNode[0] == Int32(c),
                incoming: plan.incoming[c], finishesHere: after == 0)
            var table =
                plan.lastChance[c].count <= Self.maxUnits && !regionsOnly
                ? builder.table(part, tracking: plan.lastChance[c]) : nil
            var split: ComponentRegions? = nil
            if table == nil, !plan.own[c].isEmpty {
                split = ComponentRegions(
                    part, ahead: ahead, wayBack: regionsOnly ? 2 : ComponentRegions.wayBack, builder: &builder
                )
            }
            table = table ?? builder.table(part, tracking: [])
            builder.arrive(
                in: part, table: table!, regions: split, own: plan.own[c], ahead: ahead, tour: tour)
            tables.append(table!)
            regions.append(split)
        }
        self.tables = tables
        self.regions = regions
    }

    /// A lower bound on the moves left from `node` with `mask` painted; `infinity` when the
    /// level cannot be won from there.
    @inline(__always)
    func bound(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        let c = Int(componentOfNode[node])
        let value = tables[c].bound(node: Int(localNode[node]), mask: mask) ?? 0
        guard let split = regions[c] else { return value }
        return max(value, split.bound(node: node, mask: mask))
    }

    /// The bound for a search whose masks are laid out by `layout` (a tier with other groups).
    func laidOut(_ layout: UnitLayout) -> ComponentBound {
        var bound = self
        bound.tables = tables.map { $0.laidOut(layout) }
        bound.regions = regions.map { $0?.laidOut(layout) }
        return bound
    }
}
