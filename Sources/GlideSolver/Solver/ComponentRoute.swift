import GlideRules
import GlideSolverClient

/// A route through the chain of components: the one-way slides taken, in order, and the units
/// painted by making every slide inside each component passed.
struct ComponentRoute: Sendable {
    var exits: [Int32]
    var painted: UnitSet
}

extension ComponentGraph {
    /// Searches routes from the component of `node` (default: the root, node 0) with
    /// `painted` already painted (default: nothing).
    ///
    /// With `mustPaintAll`, returns the first route that paints every unit, or nil when none
    /// does; this decides solvability. Otherwise returns the route painting the most units
    /// (to explain an unsolvable level). Each (component, painted units) pair is visited once,
    /// and a branch is dropped when even everything reachable from it cannot reach the goal.
    /// `stopped` is set when the control stopped the search early.
    func searchRoute(
        graph: RestGraph, units: PaintUnits, control: inout SolveControl, mustPaintAll: Bool,
        from node: Int = 0, painted: UnitSet? = nil
    ) -> (route: ComponentRoute?, stopped: SolveStop?) {
        struct Key: Hashable {
            var component: Int32
            var painted: UnitSet
        }
        struct Frame {
            var component: Int
            var painted: UnitSet
            var nextExit: Int
            var via: Int32
        }
        let all = units.count
        let root = Int(componentOfNode[node])
        let rootPainted = painted.map { $0.union(inner[root]) } ?? inner[root]
        var stack = [Frame(component: root, painted: rootPainted, nextExit: -1, via: -1)]
        var visited: Set<Key> = [Key(component: Int32(root), painted: rootPainted)]
        var best: ComponentRoute? = nil
        var bestCount = -1

        while !stack.isEmpty {
            if let reason = control.stopReason() { return (mustPaintAll ? nil : best, reason) }
            let top = stack.count - 1
            let component = stack[top].component
            if stack[top].nextExit < 0 {
                stack[top].nextExit = 0
                let count = stack[top].painted.count
                if count > bestCount {
                    bestCount = count
                    best = ComponentRoute(exits: stack.dropFirst().map(\.via), painted: stack[top].painted)
                    if count == all { return (best, nil) }
                }
                let bound = stack[top].painted.union(reachable[component]).count
                if bound < (mustPaintAll ? all : bestCount + 1) {
                    stack.removeLast()
                    continue
                }
            }
            let exitIndex = stack[top].nextExit
            guard exitIndex < exits[component].count else {
                stack.removeLast()
                continue
            }
            stack[top].nextExit += 1
            let edge = Int(exits[component][exitIndex])
            let next = Int(componentOfNode[Int(graph.edgeTarget[edge])])
            var painted = stack[top].painted
            painted.formUnion(edge: edge, of: units)
            painted.formUnion(inner[next])
            if visited.insert(Key(component: Int32(next), painted: painted)).inserted {
                stack.append(Frame(component: next, painted: painted, nextExit: -1, via: Int32(edge)))
            }
        }
        return (mustPaintAll ? nil : best, nil)
    }

    /// Names the first one-way slide on `route` after which some unpainted cells can never be
    /// painted, with those cells.
    func explain(route: ComponentRoute, graph: RestGraph, painted: CellSet) -> UnsolvableReason {
        var usable = [Bool](repeating: false, count: graph.edgeCount)
        let board = graph.board
        func openInnerEdges(of component: Int) {
            for node in 0..<graph.nodeCount where Int(componentOfNode[node]) == component {
                for edge in graph.edges(of: node)
                where Int(componentOfNode[Int(graph.edgeTarget[edge])]) == component {
                    usable[edge] = true
                }
            }
        }
        openInnerEdges(of: Int(componentOfNode[0]))
        let unpainted = board.cells.indices.filter { board.cells[$0] == .floor && !painted.contains($0) }

        for exit in route.exits.map(Int.init) {
            let next = Int(componentOfNode[Int(graph.edgeTarget[exit])])
            let ahead = reachableComponents(from: next, graph: graph)
            let stranded = unpainted.filter { cell in
                !graph.coveringEdges(ofCell: cell).contains { edge in
                    let edge = Int(edge)
                    return usable[edge] || edge == exit
                        || ahead[Int(componentOfNode[graph.source(ofEdge: edge)])]
                }
            }
            if !stranded.isEmpty {
                let source = graph.source(ofEdge: exit)
                return .oneWay(
                    from: graph.position(ofNode: source), direction: graph.edgeDirection[exit],
                    stranded: stranded.map(board.position(ofIndex:)))
            }
            usable[exit] = true
            openInnerEdges(of: next)
        }
        let left = unpainted.filter { cell in !graph.coveringEdges(ofCell: cell).contains { usable[Int($0)] }
        }
        return .noRoute(unpainted: left.map(board.position(ofIndex:)))
    }
}
