extension RestGraph {
    /// Whether the ball can get from every node but the root to every other: the nodes past
    /// the root are one strongly connected component (the root, where the ball starts, may be
    /// left for good). Then every slide can always be made again, and a level that can be won
    /// from its start can be won from every position it reaches.
    package var isStronglyConnectedPastTheRoot: Bool {
        guard nodeCount > 1 else { return true }
        let (componentOfNode, _) = ComponentGraph.tarjan(self)
        return componentOfNode.dropFirst().allSatisfy { $0 == componentOfNode[1] }
    }
}
