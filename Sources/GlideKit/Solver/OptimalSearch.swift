import Foundation
/// A* over (rest node, painted required units), proving the minimum number of moves.
///
/// States live in a `StateTable` (flat buffers, no per-state allocation). The open list is a
/// bucket queue by f = g + h; within a bucket the newest state comes first, which dives toward
/// solutions. An incumbent solution bounds the search from above.
///
/// The heuristic is the largest of these admissible, consistent bounds:
/// - distance: every unpainted unit needs at least the moves to the nearest slide that paints
///   it, that slide included;
/// - lines: a slide paints cells of one row run or one column run, so the moves still needed
///   are at least a minimum set of runs covering the unpainted units (a vertex cover in the
///   bipartite graph of row runs and column runs, which equals a maximum matching), plus the
///   moves before the first slide that paints anything;
/// - pattern databases (only for hard levels, where they pay for their construction): for
///   each group of `groupSize` units, spread across the level, the exact fewest moves to paint
///   the whole group from this node with this part of it painted.
/// Units are numbered group by group, so a group's bits are one shift and mask of a word.
final class OptimalSearch {
    struct Outcome {
        var solution: [Int32]?
        var optimal: Bool
        var lowerBound: Int
        var states: Int
        var stopped: SolveStop?
    }

    static let infinity = Int(UInt16.max)
    /// Units per group (and per pattern database); groups never straddle a 64-bit word.
    let groupSize: Int

    private let graph: RestGraph
    private let heuristicKind: SolveOptions.Heuristic
    /// Mask words per state, after the grouped numbering.
    let words: Int
    private let nodeCount: Int
    /// Bit positions of the units (grouped numbering) and the union of them.
    private let unitBits: [Int]
    private let full: [UInt64]
    /// Edge e paints `edgeMasks[e * words ..< (e + 1) * words]` (grouped numbering).
    private let edgeMasks: [UInt64]
    /// Groups: each a word, a shift and the units (original numbering) it holds.
    private let groups: [(word: Int, shift: Int, units: [Int])]
    /// `unitDistance[node * bitCount + bit]`: moves from node until that unit is painted.
    private var unitDistance: [UInt16]
    private let bitCount: Int
    /// Row run and column run of each bit's unit (-1 when no slide along that axis paints it).
    private let bitRowRun: [Int32]
    private let bitColumnRun: [Int32]
    private let rowRunCount: Int
    private let columnRunCount: Int
    private var databases: [PatternDatabase] = []

    /// Whether the tables the search needs stay small enough to build.
    static func isFeasible(graph: RestGraph, units: PaintUnits) -> Bool {
        graph.nodeCount * units.count <= 40_000_000
    }

    init?(graph: RestGraph, units: PaintUnits, heuristic: SolveOptions.Heuristic, groupSize: Int = 10,
          control: inout SolveControl) {
        precondition((1...24).contains(groupSize))
        self.groupSize = groupSize
        self.graph = graph
        heuristicKind = heuristic
        nodeCount = graph.nodeCount
        let board = graph.board

        // Groups by farthest-point sampling over the units' cells: each group spread over the
        // level, so that painting it means crossing the level.
        let positions = units.cells.map { board.position(ofIndex: Int($0[0])) }
        var remaining = Array(0..<units.count)
        var groupUnits: [[Int]] = []
        var nearest = [Int](repeating: .max, count: units.count)
        while !remaining.isEmpty {
            var group = [remaining.removeFirst()]
            for unit in remaining {
                nearest[unit] = abs(positions[unit].row - positions[group[0]].row)
                    + abs(positions[unit].column - positions[group[0]].column)
            }
            while group.count < groupSize, !remaining.isEmpty {
                var pick = 0
                for i in remaining.indices where nearest[remaining[i]] > nearest[remaining[pick]] { pick = i }
                let chosen = remaining.remove(at: pick)
                group.append(chosen)
                for unit in remaining {
                    nearest[unit] = min(nearest[unit], abs(positions[unit].row - positions[chosen].row)
                        + abs(positions[unit].column - positions[chosen].column))
                }
            }
            groupUnits.append(group)
        }
        let perWord = 64 / groupSize
        words = max(1, (groupUnits.count + perWord - 1) / perWord)
        var unitBits = [Int](repeating: 0, count: units.count)
        var groups: [(word: Int, shift: Int, units: [Int])] = []
        for (index, group) in groupUnits.enumerated() {
            let word = index / perWord, shift = (index % perWord) * groupSize
            for (offset, unit) in group.enumerated() { unitBits[unit] = word * 64 + shift + offset }
            groups.append((word, shift, group))
        }
        self.unitBits = unitBits
        self.groups = groups
        bitCount = words * 64
        var full = [UInt64](repeating: 0, count: words)
        for bit in unitBits { full[bit >> 6] |= 1 << UInt64(bit & 63) }
        self.full = full
        var edgeMasks = [UInt64](repeating: 0, count: graph.edgeCount * words)
        for (unit, edges) in units.cover.enumerated() {
            let bit = unitBits[unit]
            for edge in edges { edgeMasks[Int(edge) * words + bit >> 6] |= 1 << UInt64(bit & 63) }
        }
        self.edgeMasks = edgeMasks

        // Distances by one reverse breadth-first search per unit, from the sources of the
        // slides that paint it.
        let reverse = ReverseAdjacency(graph)
        var unitDistance = [UInt16](repeating: UInt16.max, count: nodeCount * bitCount)
        var queue = [Int32](repeating: 0, count: nodeCount)
        var distance = [UInt16](repeating: .max, count: nodeCount)
        for unit in 0..<units.count {
            if control.checkNow() != nil { return nil }  // one search per unit: check every time
            for i in 0..<nodeCount { distance[i] = .max }
            var tail = 0
            for edge in units.cover[unit] {
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
                for k in reverse.edges(into: node) {
                    let previous = Int(reverse.edgeSource[Int(reverse.edge[k])])
                    if distance[previous] == .max {
                        distance[previous] = distance[node] + 1
                        queue[tail] = Int32(previous)
                        tail += 1
                    }
                }
            }
            let bit = unitBits[unit]
            for node in 0..<nodeCount { unitDistance[node * bitCount + bit] = distance[node] }
        }
        self.unitDistance = unitDistance

        // Runs: maximal straight floor segments. A unit painted by a horizontal slide lies on
        // that slide's row run; likewise for columns.
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
        // Renumbered to the runs that hold units, so the matching stays small.
        var rowIndex: [Int32: Int32] = [:], columnIndex: [Int32: Int32] = [:]
        var bitRowRun = [Int32](repeating: -1, count: bitCount)
        var bitColumnRun = [Int32](repeating: -1, count: bitCount)
        for unit in 0..<units.count {
            let cell = Int(units.cells[unit][0])
            let bit = unitBits[unit]
            if units.cover[unit].contains(where: { graph.edgeDirection[Int($0)].rowStep == 0 }) {
                let run = rowRunOfCell[cell]
                if rowIndex[run] == nil { rowIndex[run] = Int32(rowIndex.count) }
                bitRowRun[bit] = rowIndex[run]!
            }
            if units.cover[unit].contains(where: { graph.edgeDirection[Int($0)].columnStep == 0 }) {
                let run = columnRunOfCell[cell]
                if columnIndex[run] == nil { columnIndex[run] = Int32(columnIndex.count) }
                bitColumnRun[bit] = columnIndex[run]!
            }
        }
        self.bitRowRun = bitRowRun
        self.bitColumnRun = bitColumnRun
        rowRunCount = rowIndex.count
        columnRunCount = columnIndex.count
        scratchAdjacency = .allocate(capacity: max(rowRunCount, 1))
        scratchAdjacency.initialize(repeating: 0, count: max(rowRunCount, 1))
        scratchRows = .allocate(capacity: max(rowRunCount, 1))
        scratchMatch = .allocate(capacity: 64)
        scratchStamp = .allocate(capacity: max(rowRunCount + columnRunCount, 1))
        scratchStamp.initialize(repeating: 0, count: max(rowRunCount + columnRunCount, 1))
    }

    deinit {
        scratchAdjacency.deallocate()
        scratchRows.deallocate()
        scratchMatch.deallocate()
        scratchStamp.deallocate()
    }

    /// Hands the pattern databases and distance table to a background thread to free (the
    /// search is finished with them).
    func releaseTables() {
        releaseInBackground(databases)
        releaseInBackground(unitDistance)
        databases = []
        unitDistance = []
    }

    /// Bytes the pattern databases of this search would take.
    var databaseBytes: Int { groups.reduce(0) { $0 + (1 << $1.units.count) * nodeCount } }

    /// Bytes the pattern databases would take for groups of `groupSize` (before building).
    static func databaseBytes(units: Int, nodes: Int, groupSize: Int) -> Int {
        (units + groupSize - 1) / groupSize * (1 << groupSize) * nodes
    }

    /// Builds a pattern database per group. False when stopped first, or when the tables would
    /// take more than `memoryLimit` bytes.
    func addPatternDatabases(control: inout SolveControl, memoryLimit: Int) -> Bool {
        guard heuristicKind == .full, databaseBytes <= memoryLimit else { return false }
        // The groups' tables are independent: build them on all cores.
        let built = UnsafeMutableBufferPointer<PatternDatabase?>.allocate(capacity: groups.count)
        built.initialize(repeating: nil)
        defer {
            _ = built.deinitialize()  // releases the tables the buffer holds
            built.deallocate()
        }
        let shared = control
        let (graph, edgeMasks, words, groups) = (self.graph, self.edgeMasks, self.words, self.groups)
        nonisolated(unsafe) let results = built  // each iteration writes its own slot only
        DispatchQueue.concurrentPerform(iterations: groups.count) { index in
            var control = shared
            let group = groups[index]
            results[index] = PatternDatabase(graph: graph, edgeMasks: edgeMasks, words: words,
                                             first: group.word * 64 + group.shift, size: group.units.count,
                                             control: &control)
        }
        guard built.allSatisfy({ $0 != nil }) else { return false }
        databases = built.map { $0! }
        return !databases.isEmpty
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
        if !databases.isEmpty {
            // Every unit is in some group, and a group's exact cost is at least the distance to
            // any of its units: the databases subsume the distance bound (dead states included).
            var bound = 0
            for database in databases {
                let value = database.value(node: node, mask: mask)
                if value == 255 { return Self.infinity }
                if value > bound { bound = value }
            }
            return bound
        }
        var farthest = 0
        var nearest = Int.max
        let base = node * bitCount
        let reachable = forEachUnpainted(mask) { bit in
            let d = Int(unitDistance[base + bit])
            if d == Self.infinity { return false }
            if d > farthest { farthest = d }
            if d < nearest { nearest = d }
            return true
        }
        if !reachable { return Self.infinity }
        if farthest == 0 { return 0 }
        switch heuristicKind {
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
        forEachUnpainted(mask) { bit in
            let row = Int(bitRowRun[bit]), column = Int(bitColumnRun[bit])
            let run = row < 0 ? columnBase + column : column < 0 ? row : -1
            if run >= 0, scratchStamp[run] != forcedMark {
                scratchStamp[run] = forcedMark
                forced += 1
            }
            return true
        }
        let exact = columnRunCount <= 64
        var touched = 0
        var matched = 0
        forEachUnpainted(mask) { bit in
            let row = Int(bitRowRun[bit]), column = Int(bitColumnRun[bit])
            guard row >= 0, column >= 0, scratchStamp[row] != forcedMark,
                  scratchStamp[columnBase + column] != forcedMark else { return true }
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
            return true
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

    /// Calls `body` with the mask bit of every unit `mask` leaves unpainted, in order, until it
    /// returns false; returns whether it ran to the end.
    @inline(__always)
    @discardableResult
    private func forEachUnpainted(_ mask: UnsafePointer<UInt64>, _ body: (Int) -> Bool) -> Bool {
        for word in 0..<words {
            var bits = ~mask[word] & full[word]
            while bits != 0 {
                guard body(word << 6 | bits.trailingZeroBitCount) else { return false }
                bits &= bits - 1
            }
        }
        return true
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
    /// search; the result is proven optimal unless stopped. With a `stateBudget`, the search
    /// stops with `.stateBudget` once it holds that many states.
    ///
    /// With a `weight` above 1 it is weighted A* instead (f = g + weight × h): it returns the
    /// first solution it meets, shorter than the incumbent but not proven shortest.
    func run(incumbent: [Int32]?, stateBudget: Int? = nil, weight: Double = 1,
             control: inout SolveControl, memoryLimit: Int) -> Outcome {
        let weighted = weight > 1
        func priority(_ g: Int, _ h: Int) -> Int { weighted ? g + Int((Double(h) * weight).rounded(.up)) : g + h }
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
        let root = scratch.withUnsafeBufferPointer {
            table.insert(node: 0, mask: $0.baseAddress!, g: 0, h: UInt16(rootH), parent: -1, via: -1)
        }
        var buckets: [[UInt64]] = []
        var f = priority(0, rootH)
        var reopenedFloor = Int.max
        var stopped: SolveStop? = nil
        func push(_ state: Int32, g: Int, f pushed: Int) {
            while buckets.count <= pushed { buckets.append([]) }
            buckets[pushed].append(UInt64(UInt32(bitPattern: state)) << 16 | UInt64(g))
            // Weighted priorities may fall along a path; the next pop must see them.
            if pushed < f { f = pushed }
        }
        push(root, g: 0, f: f)

        search: while true {
            while f < buckets.count, buckets[f].isEmpty { f += 1 }
            guard f < buckets.count, weighted || f < upperBound else { break }
            if !weighted, let ceiling = control.movesCeiling, f > ceiling {
                stopped = .movesCeiling
                break
            }
            let entry = buckets[f].removeLast()
            do {
                let state = Int32(truncatingIfNeeded: entry >> 16)
                let g = Int(entry & 0xFFFF)
                guard Int(table.g[Int(state)]) == g else { continue }  // superseded by a shorter path
                if let reason = control.stopReason() {
                    stopped = reason
                    break search
                }
                if table.count * table.bytesPerState > memoryLimit {
                    stopped = .memoryLimit
                    break search
                }
                if let stateBudget, table.count > stateBudget {
                    stopped = .stateBudget
                    break search
                }
                let node = table.node(of: Int(state))
                let parentH = Int(table.h[Int(state)])
                for edge in graph.edges(of: node) {
                    let target = Int(graph.edgeTarget[edge])
                    let mask = table.mask(of: Int(state))
                    var complete = true
                    let edgeBase = edge * words
                    for word in 0..<words {
                        let value = mask[word] | edgeMasks[edgeBase + word]
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
                            if weighted { break search }
                        }
                        if childG <= f { break search }
                        continue
                    }
                    let existing = scratch.withUnsafeBufferPointer { table.find(node: Int32(target), mask: $0.baseAddress!) }
                    if existing >= 0 {
                        let index = Int(existing)
                        guard childG < Int(table.g[index]), Int(table.h[index]) < Self.infinity else { continue }
                        table.update(index, g: UInt16(childG), parent: state, via: Int32(edge))
                        let childF = childG + Int(table.h[index])
                        // A reopened state below the current f goes into this bucket; the
                        // lower bound proven so far must not exceed its f.
                        if childF < f { reopenedFloor = min(reopenedFloor, childF) }
                        if childF < upperBound {
                            push(existing, g: childG, f: weighted ? priority(childG, Int(table.h[index]))
                                                                  : max(childF, f))
                        }
                        continue
                    }
                    var h = scratch.withUnsafeBufferPointer { heuristic(node: target, mask: $0.baseAddress!) }
                    if h < Self.infinity { h = max(h, parentH - 1) }  // pathmax
                    let child = scratch.withUnsafeBufferPointer {
                        table.insert(node: Int32(target), mask: $0.baseAddress!, g: UInt16(childG), h: UInt16(h),
                                     parent: state, via: Int32(edge))
                    }
                    guard h < Self.infinity else { continue }
                    if childG + h < upperBound { push(child, g: childG, f: priority(childG, h)) }
                }
            }
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
        // The table and the queue can be gigabytes: freeing them is not the caller's wait.
        releaseInBackground(table)
        releaseInBackground(buckets)
        buckets = []
        let proven = stopped == nil && !weighted
        if weighted {
            return Outcome(solution: best, optimal: false, lowerBound: rootH, states: table.count, stopped: stopped)
        }
        return Outcome(solution: best, optimal: proven && best != nil,
                       lowerBound: proven ? (best?.count ?? f) : min(f, upperBound, reopenedFloor),
                       states: table.count, stopped: stopped)
    }
}

/// The rest graph's edges grouped by target, with each edge's source.
struct ReverseAdjacency {
    let start: [Int32]
    let edge: [Int32]
    let edgeSource: [Int32]

    init(_ graph: RestGraph) {
        let nodes = graph.nodeCount
        var start = [Int32](repeating: 0, count: nodes + 1)
        for e in 0..<graph.edgeCount { start[Int(graph.edgeTarget[e]) + 1] += 1 }
        for node in 0..<nodes { start[node + 1] += start[node] }
        var fill = start
        var edge = [Int32](repeating: 0, count: graph.edgeCount)
        var edgeSource = [Int32](repeating: 0, count: graph.edgeCount)
        for node in 0..<nodes {
            for e in graph.edges(of: node) {
                edgeSource[e] = Int32(node)
                let target = Int(graph.edgeTarget[e])
                edge[Int(fill[target])] = Int32(e)
                fill[target] += 1
            }
        }
        self.start = start
        self.edge = edge
        self.edgeSource = edgeSource
    }

    func edges(into node: Int) -> Range<Int> { Int(start[node])..<Int(start[node + 1]) }
}
