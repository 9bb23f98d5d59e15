/// The strongly connected components of the rest graph. Inside a component the ball can go
/// anywhere and come back, so it can make every slide inside it; a slide out of a component is
/// one-way. A winning route therefore passes through a chain of components in order, painting
/// everything inside each and the one-way slides between them.
package struct ComponentGraph: Sendable {
    /// Node → component. Components are numbered in reverse topological order: every edge
    /// leads to a component with a number no larger than its source's.
    package let componentOfNode: [Int32]
    package let count: Int
    /// Per component: the edges leaving it.
    package let exits: [[Int32]]
    /// Per component: the units its inner slides paint.
    let inner: [UnitSet]
    /// Per component: the units any slide reachable from it paints (inner, exits, and beyond).
    let reachable: [UnitSet]

    init(graph: RestGraph, units: PaintUnits) {
        let (componentOfNode, count) = Self.tarjan(graph)
        var exits = [[Int32]](repeating: [], count: count)
        var inner = [UnitSet](repeating: UnitSet(words: units.words), count: count)
        for node in 0..<graph.nodeCount {
            let component = Int(componentOfNode[node])
            for edge in graph.edges(of: node) {
                if componentOfNode[Int(graph.edgeTarget[edge])] == component {
                    inner[component].formUnion(edge: edge, of: units)
                } else {
                    exits[component].append(Int32(edge))
                }
            }
        }
        // Reverse topological numbering: successors have smaller numbers, so ascending order
        // sees every successor first.
        var reachable = inner
        for component in 0..<count {
            for edge in exits[component] {
                reachable[component].formUnion(edge: Int(edge), of: units)
                reachable[component].formUnion(
                    reachable[Int(componentOfNode[Int(graph.edgeTarget[Int(edge)])])])
            }
        }
        self.componentOfNode = componentOfNode
        self.count = count
        self.exits = exits
        self.inner = inner
        self.reachable = reachable
    }

    /// Components reachable from `component` (itself included).
    func reachableComponents(from component: Int, graph: RestGraph) -> [Bool] {
        var seen = [Bool](repeating: false, count: count)
        seen[component] = true
        var stack = [component]
        while let current = stack.popLast() {
            for edge in exits[current] {
                let next = Int(componentOfNode[Int(graph.edgeTarget[Int(edge)])])
                if !seen[next] {
                    seen[next] = true
                    stack.append(next)
                }
            }
        }
        return seen
    }

    /// Tarjan's algorithm, iterative (levels can have thousands of rest cells).
    package static func tarjan(_ graph: RestGraph) -> ([Int32], Int) {
        let n = graph.nodeCount
        var index = [Int32](repeating: -1, count: n)
        var low = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var component = [Int32](repeating: -1, count: n)
        var stack: [Int32] = []
        var call: [(node: Int32, nextEdge: Int32)] = []
        var counter: Int32 = 0
        var components: Int32 = 0

        for root in 0..<n where index[root] < 0 {
            call.append((Int32(root), graph.firstEdge[root]))
            index[root] = counter
            low[root] = counter
            counter += 1
            stack.append(Int32(root))
            onStack[root] = true
            while let (node, nextEdge) = call.last {
                let v = Int(node)
                if nextEdge < graph.firstEdge[v + 1] {
                    call[call.count - 1].nextEdge += 1
                    let w = Int(graph.edgeTarget[Int(nextEdge)])
                    if index[w] < 0 {
                        index[w] = counter
                        low[w] = counter
                        counter += 1
                        stack.append(Int32(w))
                        onStack[w] = true
                        call.append((Int32(w), graph.firstEdge[w]))
                    } else if onStack[w] {
                        low[v] = min(low[v], index[w])
                    }
                } else {
                    call.removeLast()
                    if let parent = call.last { low[Int(parent.node)] = min(low[Int(parent.node)], low[v]) }
                    if low[v] == index[v] {
                        while true {
                            let w = Int(stack.removeLast())
                            onStack[w] = false
                            component[w] = components
                            if w == v { break }
                        }
                        components += 1
                    }
                }
            }
        }
        return (component, Int(components))
    }
}
