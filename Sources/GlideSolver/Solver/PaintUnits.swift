import GlideRules

/// The unpainted cells of a search, reduced to what the search must track.
///
/// Cells painted by exactly the same slides are one unit: they are always painted together. And
/// when every slide that paints unit A also paints unit B, painting A paints B: B is implied and
/// need not be tracked. What remains are the required units; a state is solved when all of
/// them are painted. Each edge of the rest graph gets a bitmask of the required units it paints,
/// in the *unit numbering* (unit u is bit u; the optimal search renumbers them, `UnitLayout`).
package struct PaintUnits: Sendable {
    /// Unpainted floor cells that no slide reachable from the root ever paints.
    package let unpaintable: [Int]
    /// Per required unit: the edges that paint it (ascending) and its cells.
    package let cover: [[Int32]]
    let cells: [[Int32]]
    /// Words per mask: `(count + 63) / 64`.
    let words: Int
    /// Edge e paints the required units `edgeUnitMasks[e * words ..< (e + 1) * words]` (unit
    /// numbering).
    let edgeUnitMasks: [UInt64]

    var count: Int { cover.count }

    package init(graph: RestGraph, painted: CellSet) {
        var unpaintable: [Int] = []
        var groupOfCover: [ArraySlice<Int32>: Int] = [:]
        var groupCover: [[Int32]] = []
        var groupCells: [[Int32]] = []
        for cell in graph.board.cells.indices
        where graph.board.cells[cell] == .floor && !painted.contains(cell) {
            let edges = graph.coveringEdges(ofCell: cell)
            if edges.isEmpty {
                unpaintable.append(cell)
            } else if let group = groupOfCover[edges] {
                groupCells[group].append(Int32(cell))
            } else {
                groupOfCover[edges] = groupCover.count
                groupCover.append(Array(edges))
                groupCells.append([Int32(cell)])
            }
        }

        // A group is implied when another group's edges are a strict subset of its own. Any
        // such pair shares the smaller group's rarest edge, so only those candidates are tested.
        var groupsOfEdge = [[Int32]](repeating: [], count: graph.edgeCount)
        for (group, edges) in groupCover.enumerated() {
            for edge in edges { groupsOfEdge[Int(edge)].append(Int32(group)) }
        }
        var implied = [Bool](repeating: false, count: groupCover.count)
        for (group, edges) in groupCover.enumerated() {
            let rarest = edges.min { groupsOfEdge[Int($0)].count < groupsOfEdge[Int($1)].count }!
            for other in groupsOfEdge[Int(rarest)] where Int(other) != group {
                let candidate = groupCover[Int(other)]
                if candidate.count > edges.count, Self.isSubset(edges, of: candidate) {
                    implied[Int(other)] = true
                }
            }
        }

        var cover: [[Int32]] = []
        var cells: [[Int32]] = []
        for group in groupCover.indices where !implied[group] {
            cover.append(groupCover[group])
            cells.append(groupCells[group])
        }
        let words = max(1, (cover.count + 63) / 64)
        var edgeUnitMasks = [UInt64](repeating: 0, count: graph.edgeCount * words)
        for (unit, edges) in cover.enumerated() {
            for edge in edges { edgeUnitMasks[Int(edge) * words + unit >> 6] |= 1 << UInt64(unit & 63) }
        }
        self.unpaintable = unpaintable
        self.cover = cover
        self.cells = cells
        self.words = words
        self.edgeUnitMasks = edgeUnitMasks
    }

    /// Whether sorted `small` is a subset of sorted `large`.
    static func isSubset(_ small: [Int32], of large: [Int32]) -> Bool {
        var j = 0
        for value in small {
            while j < large.count, large[j] < value { j += 1 }
            guard j < large.count, large[j] == value else { return false }
            j += 1
        }
        return true
    }
}
