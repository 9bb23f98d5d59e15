import GlideRules

/// The graph the solver searches: the cells where the ball can come to rest (nodes) and the
/// slides between them (edges), each with the cells it paints. The ball only ever rests on a
/// few cells of a level, so this graph is far smaller than the board; and it does not depend
/// on the paint, so it is built once per search.
package struct RestGraph: Sendable {
    let board: Board
    /// Node → cell index; node 0 is the root (where the ball is when the search starts).
    let nodeCell: [Int32]
    /// Cell index → node, or -1 for cells the ball never rests on.
    let nodeOfCell: [Int32]
    /// Edges are stored grouped by source node: node n's edges are
    /// `firstEdge[n] ..< firstEdge[n + 1]`.
    let firstEdge: [Int32]
    package let edgeTarget: [Int32]
    let edgeDirection: [Direction]
    /// The cells entered by edge e, nearest first: `edgeCells[edgeCellStart[e] ..< edgeCellStart[e + 1]]`.
    let edgeCellStart: [Int32]
    let edgeCells: [Int32]
    /// Row c: the edges that paint cell c, ascending.
    let cover: CompressedRows

    package var nodeCount: Int { nodeCell.count }
    package var edgeCount: Int { edgeTarget.count }

    /// Builds the graph of every rest cell reachable from `root` (a floor cell).
    package init(board: Board, root: Position) {
        self.board = board
        let cellCount = board.cells.count
        var nodeCell: [Int32] = [Int32(board.index(of: root))]
        var nodeOfCell = [Int32](repeating: -1, count: cellCount)
        nodeOfCell[board.index(of: root)] = 0
        var firstEdge: [Int32] = []
        var edgeTarget: [Int32] = []
        var edgeDirection: [Direction] = []
        var edgeCellStart: [Int32] = [0]
        var edgeCells: [Int32] = []

        var node = 0
        while node < nodeCell.count {
            firstEdge.append(Int32(edgeTarget.count))
            for direction in Direction.allCases {
                let before = edgeCells.count
                let target = Self.slide(board, from: Int(nodeCell[node]), direction, entering: &edgeCells)
                guard edgeCells.count > before else { continue }
                if nodeOfCell[target] < 0 {
                    nodeOfCell[target] = Int32(nodeCell.count)
                    nodeCell.append(Int32(target))
                }
                edgeTarget.append(nodeOfCell[target])
                edgeDirection.append(direction)
                edgeCellStart.append(Int32(edgeCells.count))
            }
            node += 1
        }
        firstEdge.append(Int32(edgeTarget.count))

        // Invert edge → cells into cell → edges (edges ascending within each cell).
        cover = CompressedRows(rows: cellCount) { add in
            for edge in 0..<edgeTarget.count {
                for k in Int(edgeCellStart[edge])..<Int(edgeCellStart[edge + 1]) {
                    add(Int(edgeCells[k]), Int32(edge))
                }
            }
        }

        self.nodeCell = nodeCell
        self.nodeOfCell = nodeOfCell
        self.firstEdge = firstEdge
        self.edgeTarget = edgeTarget
        self.edgeDirection = edgeDirection
        self.edgeCellStart = edgeCellStart
        self.edgeCells = edgeCells
    }

    /// Slides the ball from cell index `cell` until it stops, appending each cell it enters to
    /// `cells`; returns the cell index where it stops (`cell` when it cannot move).
    private static func slide(
        _ board: Board, from cell: Int, _ direction: Direction,
        entering cells: inout [Int32]
    ) -> Int {
        let width = board.width
        var r = cell / width, c = cell % width
        while true {
            let nr = r + direction.rowStep, nc = c + direction.columnStep
            guard nr >= 0, nr < board.height, nc >= 0, nc < width,
                board.cells[nr * width + nc] == .floor
            else { break }
            r = nr
            c = nc
            cells.append(Int32(r * width + c))
        }
        return r * width + c
    }

    package func edges(of node: Int) -> Range<Int> { Int(firstEdge[node])..<Int(firstEdge[node + 1]) }

    /// Every edge's source at once, `[e]` the node edge e starts from: for the many lookups
    /// that `source(ofEdge:)`'s search would slow.
    func edgeSources() -> [Int32] {
        var sources = [Int32](repeating: 0, count: edgeCount)
        for node in 0..<nodeCount {
            for edge in edges(of: node) { sources[edge] = Int32(node) }
        }
        return sources
    }

    func source(ofEdge edge: Int) -> Int {
        // Edges are grouped by source; binary search the group.
        var low = 0, high = nodeCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(firstEdge[mid]) <= edge { low = mid } else { high = mid - 1 }
        }
        return low
    }

    func cells(ofEdge edge: Int) -> ArraySlice<Int32> {
        edgeCells[Int(edgeCellStart[edge])..<Int(edgeCellStart[edge + 1])]
    }

    package func coveringEdges(ofCell cell: Int) -> ArraySlice<Int32> { cover[cell] }

    package func position(ofNode node: Int) -> Position { board.position(ofIndex: Int(nodeCell[node])) }

    /// Shortest distances (in moves) from `node` to every node; `UInt16.max` when unreachable.
    func distances(from node: Int) -> [UInt16] {
        Self.distances(count: nodeCount, from: node) { current, visit in
            for edge in edges(of: current) { visit(Int(edgeTarget[edge])) }
        }
    }

    /// Breadth-first distances from `start` over `count` nodes, where `neighbours(n, visit)`
    /// calls `visit` on each node one move from n (forwards or backwards); `UInt16.max` when
    /// unreached.
    static func distances(
        count: Int, from start: Int, neighbours: (Int, (Int) -> Void) -> Void
    ) -> [UInt16] {
        var distance = [UInt16](repeating: .max, count: count)
        distance[start] = 0
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            neighbours(current) { next in
                if distance[next] == .max {
                    distance[next] = distance[current] + 1
                    queue.append(next)
                }
            }
        }
        return distance
    }

    /// The edges of a shortest path from `start` to `goal` (empty when they are the same node);
    /// nil when `goal` cannot be reached.
    func shortestPath(from start: Int, to goal: Int) -> [Int32]? {
        var via = [Int32](repeating: -2, count: nodeCount)
        via[start] = -1
        var queue = [start]
        var head = 0
        while head < queue.count, via[goal] == -2 {
            let current = queue[head]
            head += 1
            for edge in edges(of: current) where via[Int(edgeTarget[edge])] == -2 {
                via[Int(edgeTarget[edge])] = Int32(edge)
                queue.append(Int(edgeTarget[edge]))
            }
        }
        guard via[goal] != -2 else { return nil }
        var path: [Int32] = []
        var node = goal
        while via[node] >= 0 {
            path.append(via[node])
            node = source(ofEdge: Int(via[node]))
        }
        return path.reversed()
    }
}
