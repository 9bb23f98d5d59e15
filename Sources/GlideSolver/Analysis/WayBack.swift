import GlideRules

/// Which rest cells can still lead the ball back to where a winning line has been, so that a
/// move off the line is known not to lose without asking the solver.
///
/// Paint never hurts: a position with more cells painted is won by any moves that win with
/// fewer (they paint a superset, and the level is won once all are painted). So if a move off
/// the line leaves the ball where it can slide back to a cell the line rested on at or before
/// this point, the level is still winnable: going back reaches a position of the line with at
/// least its paint. Only a slide the ball can never come back from (into another strongly
/// connected part of the rest graph) can lose. On most levels nearly every move off the line is
/// such a round trip, and the solver is asked about the few that are not.
struct WayBack {
    private let component: [Int32]
    /// Component → the components with a slide into it.
    private let predecessors: [[Int32]]
    /// Components from which a cell of the line so far can be reached.
    private var reachesLine: [Bool]

    /// For lines on `graph`'s board from the graph's root.
    init(graph: RestGraph) {
        let (component, count) = ComponentGraph.tarjan(graph)
        self.component = component
        var predecessors = [Set<Int32>](repeating: [], count: count)
        for node in 0..<graph.nodeCount {
            for edge in graph.edges(of: node) {
                let (from, to) = (component[node], component[Int(graph.edgeTarget[edge])])
                if from != to { predecessors[Int(to)].insert(from) }
            }
        }
        self.predecessors = predecessors.map { $0.sorted() }
        reachesLine = Array(repeating: false, count: count)
    }

    /// The line has rested at `node`: every component that can reach it now reaches the line.
    mutating func lineRested(at node: Int) {
        let start = component[node]
        guard !reachesLine[Int(start)] else { return }
        reachesLine[Int(start)] = true
        var stack = [start]
        while let next = stack.popLast() {
            for before in predecessors[Int(next)] where !reachesLine[Int(before)] {
                reachesLine[Int(before)] = true
                stack.append(before)
            }
        }
    }

    /// Whether a ball resting at `node` can slide back to a cell the line rested on.
    func canReturn(from node: Int) -> Bool { reachesLine[Int(component[node])] }
}
