extension PositionVerdicts {
    /// The units neither in `painted` nor painted by any slide the ball can still make from
    /// `node`, however it goes on: cut off, so a position with any of them is lost. A lost
    /// position may have none (the ball can still reach every unit, only not all of them in
    /// one route).
    package func cutOff(from node: Int, painted: UnitSet) -> UnitSet {
        var reachable = painted
        var seen = [Bool](repeating: false, count: graph.nodeCount)
        seen[node] = true
        var stack = [node]
        while let next = stack.popLast() {
            for edge in graph.edges(of: next) {
                reachable.formUnion(edge: edge, of: units)
                let target = Int(graph.edgeTarget[edge])
                if !seen[target] {
                    seen[target] = true
                    stack.append(target)
                }
            }
        }
        var cut = UnitSet(words: units.words)
        for unit in 0..<units.count where !reachable.contains(unit) { cut.insert(unit) }
        return cut
    }
}
