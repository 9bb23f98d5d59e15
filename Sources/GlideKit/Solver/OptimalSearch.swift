/// A* over (rest node, painted required units), proving the minimum number of moves.
///
/// States live in flat buffers (no per-state allocation): a mask of `words` 64-bit words, the
/// node, the best known number of moves g, the heuristic h, and the edge and state it came from.
/// A hash table of state indices finds transpositions. The open list is a bucket queue by
/// f = g + h; within a bucket the newest state comes first, which dives toward solutions.
///
/// The heuristic is the larger of two admissible bounds:
/// - distance: every unpainted unit needs at least the moves to the nearest slide that paints
///   it, that slide included;
/// - lines: a slide paints cells of one row run or one column run, so the moves still needed
///   are at least a minimum set of runs covering the unpainted units (a vertex cover in the
///   bipartite graph of row runs and column runs, which equals a maximum matching), plus the
///   moves before the first slide that paints anything.
/// Pathmax keeps f non-decreasing along every path, so a goal generated at the current f is
/// optimal; an incumbent solution bounds the search from above.
final class OptimalSearch {
    struct Outcome {
        var solution: [Int32]?
        var optimal: Bool
        var lowerBound: Int
        var states: Int
        var stopped: String?
    }

    private let graph: RestGraph
    private let units: PaintUnits
    private let words: Int
    private let unitCount: Int
    private let nodeCount: Int
    private let full: [UInt64]
    /// `unitDistance[node * unitCount + unit]`: moves from node until unit is painted.
    private let unitDistance: [UInt16]
    /// Row run and column run of each unit's cells (-1 when no slide along that axis paints it).
    private let unitRowRun: [Int32]
    private let unitColumnRun: [Int32]
    private let rowRunCount: Int
    private let columnRunCount: Int

    static let infinity = Int(UInt16.max)

    /// Whether the tables the search needs stay small enough to build.
    static func isFeasible(graph: RestGraph, units: PaintUnits) -> Bool {
        graph.nodeCount * units.count <= 40_000_000
    }

    private let heuristicKind: SolveOptions.Heuristic

    init?(graph: RestGraph, units: PaintUnits, heuristic: SolveOptions.Heuristic, control: inout SolveControl) {
        heuristicKind = heuristic
        self.graph = graph
        self.units = units
        words = units.words
        unitCount = units.count
        nodeCount = graph.nodeCount
        var full = [UInt64](repeating: 0, count: words)
        for unit in 0..<unitCount { full[unit >> 6] |= 1 << UInt64(unit & 63) }
        self.full = full

        // Distances by one reverse breadth-first search per unit, from the sources of the
        // slides that paint it.
        var reverseStart = [Int32](repeating: 0, count: nodeCount + 1)
        for edge in 0..<graph.edgeCount { reverseStart[Int(graph.edgeTarget[edge]) + 1] += 1 }
        for node in 0..<nodeCount { reverseStart[node + 1] += reverseStart[node] }
        var fill = reverseStart
        var reverseSource = [Int32](repeating: 0, count: graph.edgeCount)
        var edgeSource = [Int32](repeating: 0, count: graph.edgeCount)
        for node in 0..<nodeCount {
            for edge in graph.edges(of: node) {
                edgeSource[edge] = Int32(node)
                let target = Int(graph.edgeTarget[edge])
                reverseSource[Int(fill[target])] = Int32(node)
                fill[target] += 1
            }
        }
        var unitDistance = [UInt16](repeating: UInt16.max, count: nodeCount * unitCount)
        var queue = [Int32](repeating: 0, count: nodeCount)
        var distance = [UInt16](repeating: .max, count: nodeCount)
        for unit in 0..<unitCount {
            if control.stopReason() != nil { return nil }
            for i in 0..<nodeCount { distance[i] = .max }
            var tail = 0
            for edge in units.cover[unit] {
                let source = Int(edgeSource[Int(edge)])
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
                for k in Int(reverseStart[node])..<Int(reverseStart[node + 1]) {
                    let previous = Int(reverseSource[k])
                    if distance[previous] == .max {
                        distance[previous] = distance[node] + 1
                        queue[tail] = Int32(previous)
                        tail += 1
                    }
                }
            }
            for node in 0..<nodeCount { unitDistance[node * unitCount + unit] = distance[node] }
        }
        self.unitDistance = unitDistance

        // Runs: maximal straight floor segments. A unit painted by a horizontal slide lies on
        // that slide's row run; likewise for columns.
        let board = graph.board
        var rowRunOfCell = [Int32](repeating: -1, count: board.cells.count)
        var columnRunOfCell = [Int32](repeating: -1, count: board.cells.count)
        var rowRuns: Int32 = 0, columnRuns: Int32 = 0
        for row in 0..<board.height {
            for column in 0..<board.width where board.cells[row * board.width + column] == .floor {
                let cell = row * board.width + column
                if column > 0, board.cells[cell - 1] == .floor {
                    rowRunOfCell[cell] = rowRunOfCell[cell - 1]
                } else {
                    rowRunOfCell[cell] = rowRuns
                    rowRuns += 1
                }
                if row > 0, board.cells[cell - board.width] == .floor {
                    columnRunOfCell[cell] = columnRunOfCell[cell - board.width]
                } else {
                    columnRunOfCell[cell] = columnRuns
                    columnRuns += 1
                }
            }
        }
        // Renumber to the runs that hold required units, so the matching stays small.
        var rowIndex: [Int32: Int32] = [:], columnIndex: [Int32: Int32] = [:]
        var unitRowRun = [Int32](repeating: -1, count: unitCount)
        var unitColumnRun = [Int32](repeating: -1, count: unitCount)
        for unit in 0..<unitCount {
            let cell = Int(units.cells[unit][0])
            let horizontal = units.cover[unit].contains { graph.edgeDirection[Int($0)].rowStep == 0 }
            let vertical = units.cover[unit].contains { graph.edgeDirection[Int($0)].columnStep == 0 }
            if horizontal {
                let run = rowRunOfCell[cell]
                if rowIndex[run] == nil { rowIndex[run] = Int32(rowIndex.count) }
                unitRowRun[unit] = rowIndex[run]!
            }
            if vertical {
                let run = columnRunOfCell[cell]
                if columnIndex[run] == nil { columnIndex[run] = Int32(columnIndex.count) }
                unitColumnRun[unit] = columnIndex[run]!
            }
        }
        self.unitRowRun = unitRowRun
        self.unitColumnRun = unitColumnRun
        rowRunCount = rowIndex.count
        columnRunCount = columnIndex.count
        scratchAdjacency = UnsafeMutablePointer<UInt64>.allocate(capacity: max(rowRunCount, 1))
        scratchAdjacency.initialize(repeating: 0, count: max(rowRunCount, 1))
        scratchRows = UnsafeMutablePointer<Int32>.allocate(capacity: max(rowRunCount, 1))
        scratchMatch = UnsafeMutablePointer<Int16>.allocate(capacity: 64)
        scratchStamp = UnsafeMutablePointer<UInt32>.allocate(capacity: max(rowRunCount + columnRunCount, 1))
        scratchStamp.initialize(repeating: 0, count: max(rowRunCount + columnRunCount, 1))
    }

    deinit {
        scratchAdjacency.deallocate()
        scratchRows.deallocate()
        scratchMatch.deallocate()
        scratchStamp.deallocate()
    }

    // MARK: Heuristic

    private let scratchAdjacency: UnsafeMutablePointer<UInt64>
    private let scratchRows: UnsafeMutablePointer<Int32>
    private let scratchMatch: UnsafeMutablePointer<Int16>
    private let scratchStamp: UnsafeMutablePointer<UInt32>
    private var stamp: UInt32 = 0

    /// A lower bound on the moves left from `node` with `mask` painted; `infinity` when some
    /// unpainted unit can no longer be painted from here.
    private func heuristic(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        var farthest = 0
        var nearest = Int.max
        let base = node * unitCount
        for word in 0..<words {
            var bits = ~mask[word] & full[word]
            while bits != 0 {
                let unit = word << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                let d = Int(unitDistance[base + unit])
                if d == Self.infinity { return Self.infinity }
                if d > farthest { farthest = d }
                if d < nearest { nearest = d }
            }
        }
        switch heuristicKind {
        case _ where farthest == 0: return 0
        case .full: return max(farthest, nearest - 1 + lineCover(mask: mask))
        case .distance: return farthest
        case .none: return 1
        }
    }

    /// A lower bound on the slides needed to paint every unpainted unit: a minimum vertex
    /// cover of the bipartite graph whose vertices are row runs and column runs and whose
    /// edges are the unpainted units. Runs that alone can paint some unit are forced; the rest
    /// is a maximum matching (König), or a greedy matching, still a valid bound, when there
    /// are more than 64 column runs.
    private func lineCover(mask: UnsafePointer<UInt64>) -> Int {
        // Marks: `stamp` for forced runs, `stamp + 1` for runs a greedy matching used.
        stamp &+= 2
        if stamp < 2 {
            scratchStamp.update(repeating: 0, count: rowRunCount + columnRunCount)
            stamp = 2
        }
        let forcedMark = stamp, usedMark = stamp + 1
        let columnBase = rowRunCount
        var forced = 0
        for word in 0..<words {
            var bits = ~mask[word] & full[word]
            while bits != 0 {
                let unit = word << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                let row = Int(unitRowRun[unit]), column = Int(unitColumnRun[unit])
                let run = row < 0 ? columnBase + column : column < 0 ? row : -1
                if run >= 0, scratchStamp[run] != forcedMark {
                    scratchStamp[run] = forcedMark
                    forced += 1
                }
            }
        }
        let exact = columnRunCount <= 64
        var touched = 0
        var matched = 0
        for word in 0..<words {
            var bits = ~mask[word] & full[word]
            while bits != 0 {
                let unit = word << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                let row = Int(unitRowRun[unit]), column = Int(unitColumnRun[unit])
                guard row >= 0, column >= 0, scratchStamp[row] != forcedMark,
                      scratchStamp[columnBase + column] != forcedMark else { continue }
                if exact {
                    if scratchAdjacency[row] == 0 {
                        scratchRows[touched] = Int32(row)
                        touched += 1
                    }
                    scratchAdjacency[row] |= 1 << UInt64(column)
                } else if scratchStamp[row] != usedMark, scratchStamp[columnBase + column] != usedMark {
                    scratchStamp[row] = usedMark
                    scratchStamp[columnBase + column] = usedMark
                    matched += 1
                }
            }
        }
        if exact {
            for column in 0..<columnRunCount { scratchMatch[column] = -1 }
            for i in 0..<touched {
                var visited: UInt64 = 0
                if augment(row: Int(scratchRows[i]), visited: &visited) { matched += 1 }
            }
            for i in 0..<touched { scratchAdjacency[Int(scratchRows[i])] = 0 }
        }
        return forced + matched
    }

    /// Kuhn's augmenting path from a row run, on bitsets of column runs.
    private func augment(row: Int, visited: inout UInt64) -> Bool {
        var available = scratchAdjacency[row] & ~visited
        while available != 0 {
            let column = available.trailingZeroBitCount
            visited |= 1 << UInt64(column)
            let owner = Int(scratchMatch[column])
            if owner < 0 || augment(row: owner, visited: &visited) {
                scratchMatch[column] = Int16(row)
                return true
            }
            available = scratchAdjacency[row] & ~visited
        }
        return false
    }

    // MARK: Search

    /// Runs A* from the root with nothing painted. `incumbent` (a known solution) bounds the
    /// search; the result is proven optimal unless stopped.
    func run(incumbent: [Int32]?, control: inout SolveControl, memoryLimit: Int) -> Outcome {
        let table = StateTable(words: words)
        var upperBound = incumbent.map { $0.count } ?? Int.max
        var best = incumbent
        var bestState: Int32 = -1

        var scratch = [UInt64](repeating: 0, count: words)
        let rootH = scratch.withUnsafeBufferPointer { heuristic(node: 0, mask: $0.baseAddress!) }
        guard rootH < Self.infinity else {
            return Outcome(solution: nil, optimal: true, lowerBound: 0, states: 1, stopped: nil)
        }
        if rootH == 0 { return Outcome(solution: [], optimal: true, lowerBound: 0, states: 1, stopped: nil) }
        let root = scratch.withUnsafeBufferPointer { table.insert(node: 0, mask: $0.baseAddress!, g: 0, h: UInt16(rootH), parent: -1, via: -1) }
        var buckets: [[UInt64]] = []
        func push(_ state: Int32, g: Int, f: Int) {
            while buckets.count <= f { buckets.append([]) }
            buckets[f].append(UInt64(UInt32(bitPattern: state)) << 16 | UInt64(g))
        }
        push(root, g: 0, f: rootH)

        var f = rootH
        var reopenedFloor = Int.max
        let bytesPerState = words * 8 + 40
        var stopped: String? = nil

        search: while f < upperBound {
            guard f < buckets.count else { break }
            while let entry = buckets[f].popLast() {
                let state = Int32(truncatingIfNeeded: entry >> 16)
                let g = Int(entry & 0xFFFF)
                guard Int(table.g[Int(state)]) == g else { continue }  // superseded by a shorter path
                if let reason = control.stopReason() {
                    stopped = reason
                    break search
                }
                if table.count * bytesPerState > memoryLimit {
                    stopped = "memory limit reached"
                    break search
                }
                let node = Int(table.node[Int(state)])
                let parentH = Int(table.h[Int(state)])
                for edge in graph.edges(of: node) {
                    let target = Int(graph.edgeTarget[edge])
                    let mask = table.mask(of: Int(state))
                    var complete = true
                    let edgeBase = edge * words
                    for word in 0..<words {
                        let value = mask[word] | units.edgeMasks[edgeBase + word]
                        scratch[word] = value
                        if value != full[word] { complete = false }
                    }
                    let childG = g + 1
                    if complete {
                        if childG < upperBound {
                            upperBound = childG
                            bestState = scratch.withUnsafeBufferPointer {
                                table.insert(node: Int32(target), mask: $0.baseAddress!, g: UInt16(childG), h: 0,
                                             parent: state, via: Int32(edge))
                            }
                            best = nil
                        }
                        if childG <= f { break search }
                        continue
                    }
                    let existing = scratch.withUnsafeBufferPointer { table.find(node: Int32(target), mask: $0.baseAddress!) }
                    if existing >= 0 {
                        let index = Int(existing)
                        guard childG < Int(table.g[index]), Int(table.h[index]) < Self.infinity else { continue }
                        table.g[index] = UInt16(childG)
                        table.parent[index] = state
                        table.via[index] = Int32(edge)
                        let childF = childG + Int(table.h[index])
                        // A reopened state below the current f goes into this bucket; the
                        // lower bound proven so far must not exceed its f.
                        if childF < f { reopenedFloor = min(reopenedFloor, childF) }
                        if childF < upperBound { push(existing, g: childG, f: max(childF, f)) }
                        continue
                    }
                    var h = scratch.withUnsafeBufferPointer { heuristic(node: target, mask: $0.baseAddress!) }
                    if h < Self.infinity { h = max(h, parentH - 1) }
                    let child = scratch.withUnsafeBufferPointer {
                        table.insert(node: Int32(target), mask: $0.baseAddress!, g: UInt16(childG), h: UInt16(h),
                                     parent: state, via: Int32(edge))
                    }
                    guard h < Self.infinity else { continue }
                    let childF = childG + h
                    if childF < upperBound { push(child, g: childG, f: childF) }
                }
            }
            f += 1
        }

        if bestState >= 0 {
            var path: [Int32] = []
            var cursor = Int(bestState)
            while table.parent[cursor] >= 0 {
                path.append(table.via[cursor])
                cursor = Int(table.parent[cursor])
            }
            best = path.reversed()
        }
        let proven = stopped == nil
        return Outcome(solution: best, optimal: proven && best != nil,
                       lowerBound: proven ? (best?.count ?? f) : min(f, upperBound, reopenedFloor),
                       states: table.count, stopped: stopped)
    }
}

/// The search's states in flat, growable buffers with an open-addressing index.
final class StateTable {
    let words: Int
    private(set) var count = 0
    private var capacity = 0
    private var masks: UnsafeMutablePointer<UInt64>
    private(set) var node: UnsafeMutablePointer<Int32>
    var g: UnsafeMutablePointer<UInt16>
    private(set) var h: UnsafeMutablePointer<UInt16>
    var parent: UnsafeMutablePointer<Int32>
    var via: UnsafeMutablePointer<Int32>
    private var slots: UnsafeMutablePointer<Int32>
    private var slotMask = 0

    init(words: Int) {
        self.words = words
        masks = .allocate(capacity: 0)
        node = .allocate(capacity: 0)
        g = .allocate(capacity: 0)
        h = .allocate(capacity: 0)
        parent = .allocate(capacity: 0)
        via = .allocate(capacity: 0)
        slots = .allocate(capacity: 0)
        grow(to: 1 << 12)
    }

    deinit {
        masks.deallocate(); node.deallocate(); g.deallocate(); h.deallocate()
        parent.deallocate(); via.deallocate(); slots.deallocate()
    }

    func mask(of state: Int) -> UnsafeMutablePointer<UInt64> { masks + state * words }

    @inline(__always)
    private func hash(node: Int32, mask: UnsafePointer<UInt64>) -> Int {
        var x = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
        for word in 0..<words {
            x = (x ^ mask[word]) &* 0xBF58_476D_1CE4_E5B9
            x ^= x >> 31
        }
        x ^= x >> 29
        return Int(truncatingIfNeeded: x)
    }

    /// The state's index, or -1.
    func find(node target: Int32, mask: UnsafePointer<UInt64>) -> Int32 {
        var slot = hash(node: target, mask: mask) & slotMask
        while true {
            let state = slots[slot]
            if state < 0 { return -1 }
            if node[Int(state)] == target {
                let stored = masks + Int(state) * words
                var same = true
                for word in 0..<words where stored[word] != mask[word] {
                    same = false
                    break
                }
                if same { return state }
            }
            slot = (slot + 1) & slotMask
        }
    }

    /// Adds a state known to be absent; returns its index.
    func insert(node target: Int32, mask: UnsafePointer<UInt64>, g moves: UInt16, h bound: UInt16,
                parent from: Int32, via edge: Int32) -> Int32 {
        if count == capacity { grow(to: capacity * 2) }
        let state = count
        count += 1
        (masks + state * words).update(from: mask, count: words)
        node[state] = target
        g[state] = moves
        h[state] = bound
        parent[state] = from
        via[state] = edge
        var slot = hash(node: target, mask: mask) & slotMask
        while slots[slot] >= 0 { slot = (slot + 1) & slotMask }
        slots[slot] = Int32(state)
        return Int32(state)
    }

    private func grow(to newCapacity: Int) {
        func resized<T>(_ old: UnsafeMutablePointer<T>, _ perState: Int) -> UnsafeMutablePointer<T> {
            let fresh = UnsafeMutablePointer<T>.allocate(capacity: newCapacity * perState)
            fresh.moveInitialize(from: old, count: count * perState)
            old.deallocate()
            return fresh
        }
        masks = resized(masks, words)
        node = resized(node, 1)
        g = resized(g, 1)
        h = resized(h, 1)
        parent = resized(parent, 1)
        via = resized(via, 1)
        capacity = newCapacity
        // The index keeps at most half its slots full.
        slots.deallocate()
        let slotCount = newCapacity * 2
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: -1, count: slotCount)
        slotMask = slotCount - 1
        for state in 0..<count {
            var slot = hash(node: node[state], mask: masks + state * words) & slotMask
            while slots[slot] >= 0 { slot = (slot + 1) & slotMask }
            slots[slot] = Int32(state)
        }
    }
}
