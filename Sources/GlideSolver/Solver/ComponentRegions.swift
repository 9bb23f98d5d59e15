/// A component of the rest graph too large for one table of the component bound, in regions:
/// the strongly connected parts of it that remain when only slides the ball can soon slide
/// back from are kept. An edit that joins rooms into one component joins them by a long way
/// round, so the rooms come apart again. Each region's table counts the moves made from inside
/// it to paint the units that only its own slides and the slides into it paint, however often
/// the ball leaves and comes back; moves from different regions are different moves, so their
/// sum, with the least leg out of the component, bounds the moves left.
struct ComponentRegions: Sendable {
    /// A slide counts as one the ball can soon slide back from when its way back is at most
    /// this many moves.
    static let wayBack = 6
    /// Components with more nodes are not split (a way back is searched from every node).
    static let maxNodes = 600

    private var tables: [ComponentTable]
    /// Per region with a table: the index of the position outside it.
    private let outside: [Int]
    /// Per node of the rest graph: the index of its region's table (-1 for none), and its
    /// index in that region.
    private let regionOfNode: [Int32]
    private let localInRegion: [Int32]
    /// The least bound after a slide out of the component.
    private let ahead: Int

    /// The regions of `part` over slides with a way back of at most `wayBack` moves; nil when
    /// it has too many nodes or does not come apart.
    init?(_ part: ComponentTableBuilder.Part, ahead: Int, wayBack: Int, builder: inout ComponentTableBuilder)
    {
        let graph = builder.graph
        guard part.members.count <= Self.maxNodes else { return nil }
        let regions = Self.regions(
            part, wayBack: wayBack, graph: graph, componentOfNode: builder.componentOfNode)
        guard regions.count > 1 else { return nil }
        var regionOfNode = [Int32](repeating: -1, count: graph.nodeCount)
        var localInRegion = [Int32](repeating: -1, count: graph.nodeCount)
        for (r, nodes) in regions.enumerated() {
            for (i, node) in nodes.enumerated() {
                regionOfNode[Int(node)] = Int32(r)
                localInRegion[Int(node)] = Int32(i)
            }
        }
        // A unit is a region's when every slide that paints it starts or ends in it.
        var tracked = [[Int]](repeating: [], count: regions.count)
        for (unit, cover) in builder.units.cover.enumerated() {
            let first = Int(cover[0])
            for region in Set([
                regionOfNode[Int(builder.source[first])], regionOfNode[Int(graph.edgeTarget[first])],
            ])
            where region >= 0 && tracked[Int(region)].count < ComponentBound.maxUnits {
                let isRegions = cover.allSatisfy {
                    regionOfNode[Int(builder.source[Int($0)])] == region
                        || regionOfNode[Int(graph.edgeTarget[Int($0)])] == region
                }
                if isRegions { tracked[Int(region)].append(unit) }
            }
        }
        var tables: [ComponentTable] = []
        var outside: [Int] = []
        for (r, nodes) in regions.enumerated() {
            let table = tracked[r].isEmpty ? nil : builder.regionTable(nodes: nodes, tracking: tracked[r])
            for node in nodes { regionOfNode[Int(node)] = table == nil ? -1 : Int32(tables.count) }
            if let table {
                tables.append(table)
                outside.append(nodes.count)
            }
        }
        guard !tables.isEmpty else { return nil }
        self.tables = tables
        self.outside = outside
        self.regionOfNode = regionOfNode
        self.localInRegion = localInRegion
        self.ahead = ahead
    }

    /// The regions of `part`: its strongly connected parts over the slides whose way back
    /// (inside the component) is at most `wayBack` moves.
    private static func regions(
        _ part: ComponentTableBuilder.Part, wayBack: Int, graph: RestGraph, componentOfNode: [Int32]
    ) -> [[Int32]] {
        var kept = [[Int32]](repeating: [], count: graph.nodeCount)
        for node in part.members {
            // Moves from `node` to each node, inside the component.
            let back = RestGraph.distances(count: graph.nodeCount, from: Int(node)) { current, visit in
                for edge in graph.edges(of: current)
                where Int(componentOfNode[Int(graph.edgeTarget[edge])]) == part.component {
                    visit(Int(graph.edgeTarget[edge]))
                }
            }
            for source in part.members where Int(back[Int(source)]) <= wayBack {
                for edge in graph.edges(of: Int(source)) where graph.edgeTarget[edge] == node {
                    kept[Int(source)].append(node)
                }
            }
        }
        return stronglyConnected(part.members, kept: kept)
    }

    /// The strongly connected parts of `nodes` over the edges `kept` (node → targets), by
    /// Kosaraju's two searches.
    private static func stronglyConnected(_ nodes: [Int32], kept: [[Int32]]) -> [[Int32]] {
        var order: [Int32] = []
        var seen = Set<Int32>()
        for start in nodes where seen.insert(start).inserted {
            var stack: [(node: Int32, next: Int)] = [(start, 0)]
            while let top = stack.last {
                let targets = kept[Int(top.node)]
                if top.next < targets.count {
                    stack[stack.count - 1].next += 1
                    if seen.insert(targets[top.next]).inserted { stack.append((targets[top.next], 0)) }
                } else {
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var reverse: [Int32: [Int32]] = [:]
        for node in nodes { for target in kept[Int(node)] { reverse[target, default: []].append(node) } }
        var assigned = Set<Int32>()
        var regions: [[Int32]] = []
        for start in order.reversed() where assigned.insert(start).inserted {
            var region: [Int32] = []
            var stack = [start]
            while let node = stack.popLast() {
                region.append(node)
                for before in reverse[node] ?? [] where assigned.insert(before).inserted {
                    stack.append(before)
                }
            }
            regions.append(region.sorted())
        }
        return regions
    }

    /// The regions' bound at `node` (in the component) with `mask` painted, with the least leg
    /// out.
    func bound(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        var sum = ahead
        let region = Int(regionOfNode[node])
        for (r, table) in tables.enumerated() {
            sum += table.bound(node: r == region ? Int(localInRegion[node]) : outside[r], mask: mask) ?? 0
        }
        return min(sum, OptimalSearch.infinity)
    }

    /// The regions for a search whose masks are laid out by `layout`.
    func laidOut(_ layout: UnitLayout) -> ComponentRegions {
        var regions = self
        regions.tables = tables.map { $0.laidOut(layout) }
        return regions
    }
}
