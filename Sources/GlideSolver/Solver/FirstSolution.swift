extension ComponentGraph {
    /// A winning sequence of edges, found fast rather than short: along `route` (which paints
    /// every unit), it paints everything inside each component by repeatedly taking the
    /// nearest slide that paints something new, then takes the route's next one-way slide.
    /// Because it follows a proven route, it never strands a cell.
    func firstSolution(graph: RestGraph, units: PaintUnits, route: ComponentRoute) -> [Int32] {
        var painted = UnitSet(words: units.words)
        var node = 0
        var solution: [Int32] = []
        var component = Int(componentOfNode[0])
        let all = units.count

        func take(_ path: [Int32]) {
            for edge in path {
                painted.formUnion(edge: Int(edge), of: units)
                solution.append(edge)
                node = Int(graph.edgeTarget[Int(edge)])
                if painted.count == all { return }
            }
        }

        var exitIndex = 0
        while painted.count < all {
            while painted.union(inner[component]) != painted,
                let path = shortestPath(
                    graph: graph, from: node, within: component, allowExit: nil,
                    to: { painted.isExtended(byEdge: $0, of: units) })
            {
                take(path)
                if painted.count == all { return solution }
            }
            guard exitIndex < route.exits.count else { break }
            let exit = Int(route.exits[exitIndex])
            exitIndex += 1
            guard
                let path = shortestPath(
                    graph: graph, from: node, within: component, allowExit: exit,
                    to: { $0 == exit })
            else { break }
            take(path)
            component = Int(componentOfNode[node])
        }
        return solution
    }

    /// The shortest path inside `component` from `node` ending with an edge that `goal`
    /// accepts (an inner edge, or the exit `allowExit`).
    private func shortestPath(
        graph: RestGraph, from node: Int, within component: Int, allowExit: Int?,
        to goal: (Int) -> Bool
    ) -> [Int32]? {
        var via = [Int32](repeating: -2, count: graph.nodeCount)
        via[node] = -1
        var queue = [node]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for edge in graph.edges(of: current) {
                let target = Int(graph.edgeTarget[edge])
                let inside = Int(componentOfNode[target]) == component
                guard inside || edge == allowExit else { continue }
                if goal(edge) {
                    var path: [Int32] = [Int32(edge)]
                    var cursor = current
                    while via[cursor] >= 0 {
                        path.append(via[cursor])
                        cursor = graph.source(ofEdge: Int(via[cursor]))
                    }
                    return path.reversed()
                }
                if inside, via[target] == -2 {
                    via[target] = Int32(edge)
                    queue.append(target)
                }
            }
        }
        return nil
    }
}
