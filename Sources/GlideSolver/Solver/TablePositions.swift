/// The positions of a component bound table as its search forwards finds them, with their
/// moves and seeds, then the bound of every position by shortest paths backwards.
struct TablePositions {
    /// Positions past which the search stops (the table is not built).
    let limit: Int
    private(set) var index: PositionIndex
    private(set) var keys: [UInt64] = []
    /// Per position: the least bound of finishing from it in one move or none.
    private var seed: [Int] = []
    /// Per position p: its moves, `moves[movesStart[p] ..< movesStart[p + 1]]`, each the
    /// target position with `free` set for a move that counts for nothing.
    private var movesStart: [Int32] = [0]
    private var moves: [Int32] = []
    private static let free: Int32 = 1 << 30

    init(limit: Int, capacity: Int) {
        self.limit = limit
        index = PositionIndex(capacity: capacity)
    }

    var count: Int { keys.count }

    /// The number of the position `key`, added when new; nil past the limit.
    mutating func add(_ key: UInt64) -> Int32? {
        let (number, added) = index.add(key)
        if added {
            guard keys.count < limit else { return nil }
            keys.append(key)
        }
        return number
    }

    /// Adds a move from the position being expanded (the first not closed) to `key`, found
    /// or added; false past the limit.
    mutating func move(to key: UInt64, free: Bool = false) -> Bool {
        guard let target = add(key) else { return false }
        moves.append(free ? target | Self.free : target)
        return true
    }

    /// Ends the position being expanded, with its seed.
    mutating func close(seed value: Int) {
        movesStart.append(Int32(moves.count))
        seed.append(min(value, OptimalSearch.infinity))
    }

    /// The least over paths of moves (free moves count 0) to a position plus its seed, for
    /// every position (`infinity` when none): Dijkstra's algorithm over a bucket queue, on the
    /// moves reversed. Every position must be closed.
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
        var bound = [Int](repeating: infinity, count: count)
        var buckets: [[Int32]] = []
        func push(_ position: Int, _ value: Int) {
            bound[position] = value
            while buckets.count <= value { buckets.append([]) }
            buckets[value].append(Int32(position))
        }
        for position in 0..<count where seed[position] < infinity { push(position, seed[position]) }
        var value = 0
        while value < buckets.count {
            var at = 0
            while at < buckets[value].count {  // free moves add to the bucket being read
                let position = Int(buckets[value][at])
                at += 1
                guard bound[position] == value else { continue }
                for k in Int(beforeStart[position])..<Int(beforeStart[position + 1]) {
                    let earlier = Int(before[k] & ~Self.free)
                    let through = before[k] & Self.free != 0 ? value : value + 1
                    if through < bound[earlier] { push(earlier, through) }
                }
            }
            value += 1
        }
        return bound.map { UInt16(min($0, infinity)) }
    }
}
