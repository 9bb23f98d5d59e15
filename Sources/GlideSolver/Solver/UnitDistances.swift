/// The distance bound's table: for every rest node and required unit, the fewest moves from
/// the node until a slide has painted the unit, that slide included.
///
/// `moves[node * bitCount + bit]`, where `bit` is the unit's mask bit (grouped bit numbering,
/// `UnitLayout.unitBit`) and `bitCount` the layout's bits per mask; `UInt16.max`
/// (`OptimalSearch.infinity`) when no slide reachable from the node paints the unit, and for
/// bits of no unit.
struct UnitDistances: Sendable {
    let bitCount: Int
    private(set) var moves: [UInt16]

    /// One reverse breadth-first search per unit, from the sources of the slides that paint it.
    /// Nil when `control` stops it first.
    init?(
        graph: RestGraph, reverse: ReverseAdjacency, units: PaintUnits, layout: UnitLayout,
        control: inout SolveControl
    ) {
        let nodeCount = graph.nodeCount
        bitCount = layout.bitCount
        var moves = [UInt16](repeating: .max, count: nodeCount * bitCount)
        var distance = [UInt16](repeating: .max, count: nodeCount)
        var queue = [Int32](repeating: 0, count: nodeCount)
        for unit in 0..<units.count {
            if control.checkNow() != nil { return nil }  // one search per unit: check every time
            Self.movesToPaint(units.cover[unit], reverse: reverse, distance: &distance, queue: &queue)
            let bit = layout.unitBit[unit]
            for node in 0..<nodeCount { moves[node * bitCount + bit] = distance[node] }
        }
        self.moves = moves
    }

    /// Sets `distance[node]` to the moves from each node until one of the slides `edges` is
    /// made (`.max` when none can be), by breadth-first search backwards from their sources.
    /// `queue` is scratch of one entry per node.
    private static func movesToPaint(
        _ edges: [Int32], reverse: ReverseAdjacency, distance: inout [UInt16],
        queue: inout [Int32]
    ) {
        for i in distance.indices { distance[i] = .max }
        var tail = 0
        for edge in edges {
            let source = Int(reverse.edgeSource[Int(edge)])
            if distance[source] == .max {
                distance[source] = 1
                queue[tail] = Int32(source)
                tail += 1
            }
        }
        var head = 0
        while head < tail {
            let node = Int(queue[head])
            head += 1
            for edge in reverse.edges(into: node) {
                let previous = Int(reverse.edgeSource[Int(edge)])
                if distance[previous] == .max {
                    distance[previous] = distance[node] + 1
                    queue[tail] = Int32(previous)
                    tail += 1
                }
            }
        }
    }

    /// Hands the table to a background thread to free (the search is finished with it).
    mutating func release() {
        releaseInBackground(moves)
        moves = []
    }
}
