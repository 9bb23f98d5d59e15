/// The positions of a component bound table as its search forwards finds them, with their
/// moves and seeds, then the bound of every position by shortest paths backwards.
struct TablePositions {
    /// Positions past which the search stops (the table is not built).
    let limit: Int
    let index: PositionIndex
    /// Per position: its painted set (key bits) and node index.
    private(set) var painted: [UInt64] = []
    private(set) var nodes: [Int32] = []
    /// Per position: the least bound of finishing from it in one move or none.
    private var seed: [Int] = []
    /// Per position p: its moves, `moves[movesStart[p] ..< movesStart[p + 1]]`, each the
    /// target position with `free` set for a move that counts for nothing.
    private var movesStart: [Int32] = [0]
    private var moves: [Int32] = []
    private static let free: Int32 = 1 << 30
    /// The set last looked up and its block: most moves keep the set they start from.
    private var lastPainted = UInt64.max
    private var lastBlock = 0

    /// Positions of nodes below `width`, at most `limit`.
    init(width: Int, limit: Int, capacity: Int) {
        self.limit = limit
        index = PositionIndex(width: width, capacity: capacity / 4)
        painted.reserveCapacity(capacity)
        nodes.reserveCapacity(capacity)
        seed.reserveCapacity(capacity)
        movesStart.reserveCapacity(capacity + 1)
        moves.reserveCapacity(capacity * 3)
    }

    var count: Int { painted.count }

    /// The number of the position, added when new; nil past the limit.
    mutating func add(painted set: UInt64, node: Int) -> Int32? {
        if set != lastPainted {
            lastPainted = set
            lastBlock = index.addBlock(set)
        }
        let (number, added) = index.add(block: lastBlock, node: node)
        if added {
            guard painted.count < limit else { return nil }
            painted.append(set)
            nodes.append(Int32(node))
        }
        return number
    }

    /// Adds a move from the position being expanded (the first not closed) to a position,
    /// found or added; false past the limit.
    mutating func move(painted set: UInt64, node: Int, free: Bool = false) -> Bool {
        guard let target = add(painted: set, node: node) else { return false }
        moves.append(free ? target | Self.free : target)
        return true
    }

    /// Ends the position being expanded, with its seed.
    mutating func close(seed value: Int) {
        movesStart.append(Int32(moves.count))
        seed.append(min(value, OptimalSearch.infinity))
    }

    /// The least over paths of moves (free moves count 0) to a position plus its seed, for
    /// every position (`infinity` when none): Dijkstra's algorithm for moves of 0 and 1, on the
    /// moves reversed, one layer of equal bounds at a time, the seeds merged in by value.
    /// Every position must be closed.
    func shortestPaths() -> [UInt16] {
        let infinity = OptimalSearch.infinity
        let count = seed.count
        var beforeStart = [Int32](repeating: 0, count: count + 1)
        for move in moves { beforeStart[Int(move & ~Self.free) + 1] += 1 }
        for position in 0..<count { beforeStart[position + 1] += beforeStart[position] }
        var fill = beforeStart
        var before = [Int32](repeating: 0, count: moves.count)
        for position in 0..<count {
            for at in Int(movesStart[position])..<Int(movesStart[position + 1]) {
                let target = Int(moves[at] & ~Self.free)
                before[Int(fill[target])] = Int32(position) | (moves[at] & Self.free)
                fill[target] += 1
            }
        }
        let sorted = (0..<count).filter { seed[$0] < infinity }.sorted { seed[$0] < seed[$1] }
        var bound = [Int](repeating: infinity, count: count)
        var layer: [Int] = []
        var next: [Int] = []
        var nextSeed = 0
        var value = sorted.first.map { seed[$0] } ?? 0
        while nextSeed < sorted.count || !layer.isEmpty {
            while nextSeed < sorted.count, seed[sorted[nextSeed]] == value {
                if bound[sorted[nextSeed]] > value {
                    bound[sorted[nextSeed]] = value
                    layer.append(sorted[nextSeed])
                }
                nextSeed += 1
            }
            var at = 0
            while at < layer.count {  // free moves add to the layer being read
                let position = layer[at]
                at += 1
                guard bound[position] == value else { continue }
                for k in Int(beforeStart[position])..<Int(beforeStart[position + 1]) {
                    let earlier = Int(before[k] & ~Self.free)
                    let isFree = before[k] & Self.free != 0
                    let through = isFree ? value : value + 1
                    if through < bound[earlier] {
                        bound[earlier] = through
                        if isFree { layer.append(earlier) } else { next.append(earlier) }
                    }
                }
            }
            swap(&layer, &next)
            next.removeAll(keepingCapacity: true)
            value += 1
            if layer.isEmpty, nextSeed < sorted.count { value = seed[sorted[nextSeed]] }
        }
        return bound.map { UInt16(min($0, infinity)) }
    }
}
