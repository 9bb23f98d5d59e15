import GlideSolverClient

/// One run of A* (or weighted A*) over (rest node, painted units) with an `OptimalSearch`'s
/// bounds, from the root with nothing painted.
///
/// States live in a `StateTable` (flat buffers, no per-state allocation). The open list is a
/// bucket queue by f = g + h; within a bucket the newest state comes first, which dives toward
/// solutions. An incumbent solution bounds the search from above.
///
/// The bounds are consistent, except the line bound's greedy matching (past 64 column runs),
/// and weighted A* expands states before their shortest path is known. So a child's h is
/// raised to its parent's h - 1 (pathmax), and a state reached again by a shorter path takes
/// the shorter g and is queued again (reopened), even when it was already expanded.
///
/// The loop's non-mutating helpers are `@inline(__always)`: called apart from the mutating
/// steps, each call copied the whole struct (3 % of a hard level's time, measured).
struct AStar {
    /// A queue entry packs the state's number above the g it was queued with, in this many
    /// bits (g fits: states store it as `UInt16`); an entry whose g is no longer the state's
    /// is stale (the state was reached again by a shorter path) and is skipped.
    private static let gBits: UInt64 = 16

    private let search: OptimalSearch
    private let graph: RestGraph
    private let layout: UnitLayout
    private let table: StateTable
    private let incumbent: [Int32]?
    private let stateBudget: Int?
    private let weight: Double
    private let memoryLimit: Int
    private var weighted: Bool { weight > 1 }

    /// `buckets[f]`: the queue entries of priority f, newest last.
    private var buckets: [[UInt64]] = []
    /// The bucket being expanded (the least priority queued, once the queue is advanced).
    private var f = 0
    /// The length of the best solution known (the incumbent's, at first).
    private var upperBound: Int
    /// The goal state of the best solution this run found, or -1.
    private var bestState: Int32 = -1
    /// The least f of a state reopened below the current bucket: the lower bound proven when
    /// the search stops must not exceed it.
    private var reopenedFloor = Int.max
    private var stopped: SolveStop?
    /// The mask of the child being made.
    private var scratch: [UInt64]

    init(search: OptimalSearch, incumbent: [Int32]?, stateBudget: Int?, weight: Double, memoryLimit: Int) {
        self.search = search
        graph = search.graph
        layout = search.layout
        table = StateTable(words: layout.words)
        self.incumbent = incumbent
        self.stateBudget = stateBudget
        self.weight = weight
        self.memoryLimit = memoryLimit
        upperBound = incumbent.map { $0.count } ?? Int.max
        scratch = [UInt64](repeating: 0, count: layout.words)
    }

    mutating func run(control: inout SolveControl) -> OptimalSearch.Outcome {
        let rootH = heuristicOfScratch(node: 0)
        guard rootH < OptimalSearch.infinity else {
            return .init(solution: nil, optimal: true, lowerBound: 0, states: 1, stopped: nil)
        }
        if rootH == 0 { return .init(solution: [], optimal: true, lowerBound: 0, states: 1, stopped: nil) }
        let root = insertScratch(node: 0, g: 0, h: rootH, parent: -1, via: -1)
        f = priority(g: 0, h: rootH)
        push(root, g: 0, priority: f)
        while let (state, g) = nextState(control: &control) {
            if expand(state, g: g) { break }
        }
        return finish(rootH: rootH)
    }

    @inline(__always)
    private func priority(g: Int, h: Int) -> Int {
        weighted ? g + Int((Double(h) * weight).rounded(.up)) : g + h
    }

    private mutating func push(_ state: Int32, g: Int, priority pushed: Int) {
        while buckets.count <= pushed { buckets.append([]) }
        buckets[pushed].append(UInt64(UInt32(bitPattern: state)) << Self.gBits | UInt64(g))
        // Weighted priorities may fall along a path; the next pop must see them.
        if pushed < f { f = pushed }
    }

    /// The next state to expand, with its g; nil when the search is over: the queue is empty,
    /// its least f reaches the best solution, or a limit stopped it (`stopped` says which).
    private mutating func nextState(control: inout SolveControl) -> (Int32, Int)? {
        while true {
            while f < buckets.count, buckets[f].isEmpty { f += 1 }
            guard f < buckets.count, weighted || f < upperBound else { return nil }
            if !weighted, let ceiling = control.movesCeiling, f > ceiling {
                stopped = .movesCeiling
                return nil
            }
            let entry = buckets[f].removeLast()
            let state = Int32(truncatingIfNeeded: entry >> Self.gBits)
            let g = Int(entry & ((1 << Self.gBits) - 1))
            guard Int(table.g[Int(state)]) == g else { continue }  // superseded by a shorter path
            if let reason = limitReached(control: &control) {
                stopped = reason
                return nil
            }
            return (state, g)
        }
    }

    /// Why to stop before expanding another state: time, cancellation, memory, state budget.
    @inline(__always)
    private func limitReached(control: inout SolveControl) -> SolveStop? {
        if let reason = control.stopReason() { return reason }
        if table.count * table.bytesPerState > memoryLimit { return .memoryLimit }
        if let stateBudget, table.count > stateBudget { return .stateBudget }
        return nil
    }

    /// Makes the children of `state` (reached in `g` moves), one per slide from its node.
    /// True when the search is over: it found a solution no longer than the current f (proven
    /// shortest), or any solution better than the incumbent when weighted.
    private mutating func expand(_ state: Int32, g: Int) -> Bool {
        let node = table.node(of: Int(state))
        let parentH = Int(table.h[Int(state)])
        let childG = g + 1
        for edge in graph.edges(of: node) {
            let target = Int(graph.edgeTarget[edge])
            // The mask is read again for every child: inserting a state may move the table.
            if paintScratch(from: table.mask(of: Int(state)), edge: edge) {
                if reachGoal(target: target, g: childG, parent: state, via: edge) { return true }
                continue
            }
            let existing = scratch.withUnsafeBufferPointer {
                table.find(node: Int32(target), mask: $0.baseAddress!)
            }
            if existing >= 0 {
                reopen(existing, g: childG, parent: state, via: edge)
            } else {
                addChild(node: target, g: childG, parentH: parentH, parent: state, via: edge)
            }
        }
        return false
    }

    /// Sets `scratch` to `mask` with what `edge` paints; returns whether that paints all.
    @inline(__always)
    private mutating func paintScratch(from mask: UnsafeMutablePointer<UInt64>, edge: Int) -> Bool {
        var complete = true
        let edgeBase = edge * layout.words
        for word in 0..<layout.words {
            let value = mask[word] | layout.edgeBitMasks[edgeBase + word]
            scratch[word] = value
            if value != layout.full[word] { complete = false }
        }
        return complete
    }

    /// A solution of `g` moves, ending at `target`: kept when better than the best. True when
    /// the search is over.
    private mutating func reachGoal(target: Int, g: Int, parent: Int32, via edge: Int) -> Bool {
        if g < upperBound {
            upperBound = g
            bestState = insertScratch(node: target, g: g, h: 0, parent: parent, via: edge)
            if weighted { return true }
        }
        return g <= f
    }

    /// A known state reached again, in `g` moves: requeued when that is shorter.
    private mutating func reopen(_ existing: Int32, g: Int, parent: Int32, via edge: Int) {
        let index = Int(existing)
        let h = Int(table.h[index])
        guard g < Int(table.g[index]), h < OptimalSearch.infinity else { return }
        table.update(index, g: UInt16(g), parent: parent, via: Int32(edge))
        let childF = g + h
        // A reopened state below the current f goes into this bucket; the lower bound proven
        // so far must not exceed its f.
        if childF < f { reopenedFloor = min(reopenedFloor, childF) }
        if childF < upperBound {
            push(existing, g: g, priority: weighted ? priority(g: g, h: h) : max(childF, f))
        }
    }

    /// A new state (`scratch` painted, at `node`, reached in `g` moves): stored, and queued
    /// unless it is dead or cannot beat the best solution.
    private mutating func addChild(node: Int, g: Int, parentH: Int, parent: Int32, via edge: Int) {
        var h = heuristicOfScratch(node: node)
        if h < OptimalSearch.infinity { h = max(h, parentH - 1) }  // pathmax
        let child = insertScratch(node: node, g: g, h: h, parent: parent, via: edge)
        guard h < OptimalSearch.infinity else { return }
        if g + h < upperBound { push(child, g: g, priority: priority(g: g, h: h)) }
    }

    @inline(__always)
    private func heuristicOfScratch(node: Int) -> Int {
        scratch.withUnsafeBufferPointer { search.heuristic(node: node, mask: $0.baseAddress!) }
    }

    @inline(__always)
    private func insertScratch(node: Int, g: Int, h: Int, parent: Int32, via edge: Int) -> Int32 {
        scratch.withUnsafeBufferPointer {
            table.insert(
                node: Int32(node), mask: $0.baseAddress!, g: UInt16(g), h: UInt16(h),
                parent: parent, via: Int32(edge))
        }
    }

    /// The outcome, once the loop is over; hands the table and the queue to a background thread
    /// to free (they can be gigabytes: freeing them is not the caller's wait).
    private mutating func finish(rootH: Int) -> OptimalSearch.Outcome {
        let best = bestState >= 0 ? path(to: Int(bestState)) : incumbent
        releaseInBackground(table)
        releaseInBackground(buckets)
        buckets = []
        if weighted {
            return .init(
                solution: best, optimal: false, lowerBound: rootH, states: table.count,
                stopped: stopped)
        }
        let proven = stopped == nil
        return .init(
            solution: best, optimal: proven && best != nil,
            lowerBound: proven ? (best?.count ?? f) : min(f, upperBound, reopenedFloor),
            states: table.count, stopped: stopped)
    }

    /// The edges from the root to `state`.
    private func path(to state: Int) -> [Int32] {
        var path: [Int32] = []
        var cursor = state
        while table.parent[cursor] >= 0 {
            path.append(table.via[cursor])
            cursor = Int(table.parent[cursor])
        }
        return path.reversed()
    }
}
