/// The rest graph read backwards: the edges into each node, with each edge's source. The
/// distance table and the pattern databases search backwards from the slides that paint.
package struct ReverseAdjacency: Sendable {
    /// Row n: the edges whose target is node n, ascending.
    let incoming: CompressedRows
    /// `edgeSource[e]`: the node edge e starts from.
    package let edgeSource: [Int32]

    package init(_ graph: RestGraph) {
        incoming = CompressedRows(rows: graph.nodeCount) { add in
            for edge in 0..<graph.edgeCount { add(Int(graph.edgeTarget[edge]), Int32(edge)) }
        }
        edgeSource = graph.edgeSources()
    }

    /// The edges whose target is `node`, ascending.
    package func edges(into node: Int) -> ArraySlice<Int32> { incoming[node] }
}
