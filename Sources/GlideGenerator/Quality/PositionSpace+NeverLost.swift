import GlideSolver

extension PositionSpace {
    /// Whether no position of the level is lost, seen from its rest graph alone: wherever the
    /// ball goes it can still reach one last part of the level, a strongly connected component
    /// no slide leaves, whose own slides paint every group. From any position the ball gets
    /// there and makes every slide in it (a closed walk through a strongly connected component
    /// takes each of its edges), which paints everything.
    ///
    /// It takes in the levels whose nodes past the root are one component (the root may be
    /// left for good): a slide out of the root is undone by the slide back from where it ends,
    /// which passes the root and paints the same cells from inside the component.
    var isNeverLost: Bool {
        // The verdicts' components, of the same rest graph.
        let components = verdicts.components
        // Every node is reachable from the root, so with one component that no slide leaves
        // every node reaches it.
        let lastComponents = (0..<components.count).filter { components.exits[$0].isEmpty }
        guard lastComponents.count == 1, let last = lastComponents.first else { return false }
        var painted = [UInt64](repeating: 0, count: words)
        for node in 0..<graph.nodeCount where components.componentOfNode[node] == last {
            for edge in graph.edges(of: node) {
                for word in 0..<words { painted[word] |= edgeMasks[edge * words + word] }
            }
        }
        return zip(painted, full).allSatisfy { $0 & $1 == $1 }
    }
}
