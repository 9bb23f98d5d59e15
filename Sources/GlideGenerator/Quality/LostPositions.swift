import GlideRules
import GlideSolver
import GlideSolverClient

/// The share of a level's positions from which it can no longer be won: how unforgiving it is.
/// A level where a third of the positions are lost punishes a careless move; one where none
/// are lets the player wander.
///
/// Positions are those reachable from the start, won ones left out. A level where the ball can
/// always still reach a part it can roam for good whose slides paint everything loses none,
/// however many there are (`.connected`, `PositionSpace.isNeverLost`). Otherwise they are counted exactly where that can be done: listed one by one
/// when there are few
/// (`PuzzleQuality.Limits.lostPositions`), else counted as sets (`PositionDiagrams`, within
/// `PuzzleQuality.Limits.diagramNodes`). Where the winnable sets do not fit but the reachable
/// ones do, `samples` positions are drawn uniformly from them and judged by the solver's
/// verdict. Where not even those fit, `samples` move sequences are drawn instead, each uniform
/// among the sequences of its length that never win, its length uniform in 1...2 × par: a
/// sample uniform over sequences, not positions (a position reached by many orders of the
/// same moves weighs more). docs/level-format.md gives the intervals.
///
/// The measure's name for `LostShare`, the figures the editor shows too.
public typealias LostPositions = LostShare

extension LostShare {
    /// Positions enumerated at most before the share is sampled instead: enough for every
    /// small level, few enough that the enumeration takes tens of milliseconds.
    public static let defaultPositionLimit = 50_000
    /// Nodes of the sets that count the positions past the listing (`PositionDiagrams`):
    /// about 80 MiB and half a second at most. Every shipped level's reachable sets fit, and
    /// all but one's winnable sets (hard 21: 2.1 billion positions, 2.8 million nodes).
    public static let defaultDiagramNodes = 1 << 21
    /// Positions or move sequences drawn when sampling: the 95 % interval is at most ±4.9 points wide.
    public static let defaultWalks = 400

    /// The share for `board`, whose optimum is `par`, as `PuzzleQuality` measures it: exact up
    /// to `limits.lostPositions` positions, sampled past them; nil when the level cannot be won.
    public static func measure(_ board: Board, par: Int, limits: PuzzleQuality.Limits = .init())
        -> LostPositions?
    {
        guard let space = PositionSpace(board: board) else { return nil }
        var control = SolveControl(timeout: nil, cancellation: nil, start: .now)
        return measure(space, par: par, limits: limits, control: &control)
    }

    /// The share sampled as for a level whose positions are too many to count, for measuring
    /// the samples against the exact share: over positions (drawn from the reachable sets)
    /// or, with `overSequences`, over move sequences. Nil when the level cannot be won or its
    /// reachable sets do not fit.
    public static func sampled(
        _ board: Board, par: Int, overSequences: Bool, limits: PuzzleQuality.Limits = .init()
    )
        -> LostPositions?
    {
        guard let space = PositionSpace(board: board) else { return nil }
        var control = SolveControl(timeout: nil, cancellation: nil, start: .now)
        if overSequences { return sample(space.verdicts, par: par, samples: limits.walks, control: &control) }
        return PositionDiagrams(space, nodeLimit: limits.diagramNodes)?.sample(
            samples: limits.walks, control: &control)
    }

    /// Exact or sampled as `measure(_:par:limits:)`; nil when the space's time or `control`
    /// runs out first.
    static func measure(
        _ space: PositionSpace, par: Int, limits: PuzzleQuality.Limits, control: inout SolveControl
    ) -> LostPositions? {
        // The count of optimal solutions may have met more positions than the limit already.
        let listed =
            space.positionsMet > limits.lostPositions ? nil : enumerate(space, limit: limits.lostPositions)
        if space.ranOut { return nil }
        if let listed { return listed }
        if space.isNeverLost {
            return LostPositions(lost: 0, positions: 0, method: .connected)
        }
        if let diagrams = PositionDiagrams(space, nodeLimit: limits.diagramNodes) {
            if let counted = diagrams.lostPositions() { return counted }
            if space.ranOut { return nil }
            return diagrams.sample(samples: limits.walks, control: &control)
        }
        if space.ranOut { return nil }
        return sample(space.verdicts, par: par, samples: limits.walks, control: &control)
    }

    /// Every reachable position: which of them can still reach a win (backwards from those one
    /// move from it). Nil past `limit` positions, or when the space's time runs out
    /// (`space.ranOut`).
    static func enumerate(_ space: PositionSpace, limit: Int) -> LostPositions? {
        if space.groupCount == 0 { return LostPositions(lost: 0, positions: 0, method: .listed) }
        guard let moves = PositionMoves(space, limit: limit) else { return nil }
        return LostPositions(
            lost: Double(moves.count - moves.winnableCount()), positions: Double(moves.count), method: .listed
        )
    }

    /// The share among `samples` move sequences drawn uniformly (see the type), from a fixed
    /// seed. Sequences that win on the way are drawn again (at most 20 draws a sample, so a
    /// level that random play wins often has fewer). Nil when `control` stops a verdict.
    static func sample(_ verdicts: PositionVerdicts, par: Int, samples: Int, control: inout SolveControl)
        -> LostPositions?
    {
        let walks = WalkCounts(verdicts.graph, longest: max(1, 2 * par))
        var random = SeededRandom(seed: 0x6C6F_7374)  // "lost"
        var lost = 0, drawn = 0
        for _ in 0..<(20 * samples) where drawn < samples {
            let length = random.int(in: 1...walks.longest)
            guard let (node, painted) = walks.draw(length: length, verdicts: verdicts, using: &random)
            else { continue }
            guard let winnable = verdicts.isWinnable(node: node, painted: painted, control: &control)
            else { return nil }
            drawn += 1
            if !winnable { lost += 1 }
        }
        return LostPositions(lost: Double(lost), positions: Double(drawn), method: .sampledSequences)
    }
}

/// How many walks of each length leave each rest node, for drawing walks uniformly: the moves
/// on offer depend on the ball's node alone, never on the paint, so walks in the rest graph
/// are exactly the move sequences (until one wins).
struct WalkCounts {
    let graph: RestGraph
    let longest: Int
    /// `counts[k * nodes + n]`: walks of `k` moves from node `n`, each length scaled by its
    /// largest count (only ratios within a length are used; single precision, since a
    /// 100×100 level may need thousands of lengths times thousands of nodes).
    private let counts: [Float]

    init(_ graph: RestGraph, longest: Int) {
        self.graph = graph
        self.longest = longest
        let nodes = graph.nodeCount
        var counts = [Float](repeating: 1, count: (longest + 1) * nodes)
        for k in 1...longest {
            var largest: Float = 0
            for node in 0..<nodes {
                var sum: Float = 0
                for edge in graph.edges(of: node) {
                    sum += counts[(k - 1) * nodes + Int(graph.edgeTarget[edge])]
                }
                counts[k * nodes + node] = sum
                largest = max(largest, sum)
            }
            if largest > 0 { for node in 0..<nodes { counts[k * nodes + node] /= largest } }
        }
        self.counts = counts

    }

    /// A walk of `length` moves from the start, uniform among all of them: each move chosen
    /// in proportion to the walks that go on from where it lands. Its last node and paint;
    /// nil when it wins on the way or there is no walk so long.
    func draw(length: Int, verdicts: PositionVerdicts, using random: inout SeededRandom)
        -> (node: Int, painted: UnitSet)?
    {
        let nodes = graph.nodeCount
        var node = 0
        var painted = UnitSet(words: verdicts.words)
        for remaining in stride(from: length, to: 0, by: -1) {
            let edges = graph.edges(of: node)
            let weights = edges.map { Double(counts[(remaining - 1) * nodes + Int(graph.edgeTarget[$0])]) }
            let total = weights.reduce(0, +)
            guard total > 0 else { return nil }
            var pick = random.unit() * total
            var chosen = edges.upperBound - 1
            for (offset, weight) in weights.enumerated() {
                if pick < weight {
                    chosen = edges.lowerBound + offset
                    break
                }
                pick -= weight
            }
            // Rounding can leave the pick past the last weight: take the last edge with any.
            if weights[chosen - edges.lowerBound] == 0 {
                chosen = edges.lowerBound + weights.lastIndex { $0 > 0 }!
            }
            painted = verdicts.painting(painted, edge: chosen)
            node = Int(graph.edgeTarget[chosen])
            if verdicts.isComplete(painted) { return nil }
        }
        return (node, painted)
    }
}

/// Every position reachable from the start, numbered in the order met, with its moves: four
/// successors (one per direction at most; -1 for none or a win) and whether a move wins.
private struct PositionMoves {
    /// Position `p`'s successors are `successors[4 * p ..< 4 * p + 4]`.
    let successors: [Int32]
    let winsNext: [Bool]

    var count: Int { winsNext.count }

    /// Breadth first from the start; nil past `limit` positions.
    init?(_ space: PositionSpace, limit: Int) {
        let words = space.words
        let table = StateTable(words: words)
        var successors: [Int32] = []
        var winsNext: [Bool] = []
        let scratch = MaskScratch(words: words)
        // The pointers are used to the end: the scratch must live as long.
        defer { withExtendedLifetime(scratch) {} }
        let (mask, child) = (scratch.mask, scratch.child)
        _ = table.insert(node: 0, mask: mask, g: 0, h: 0, parent: -1, via: -1)
        var state = 0
        while state < table.count {
            if space.shouldStop() { return nil }
            let node = table.node(of: state)
            // Copied out: inserting a position may move the table.
            mask.update(from: table.mask(of: state), count: words)
            var slot = 0
            var wins = false
            for edge in space.graph.edges(of: node) {
                if space.paint(mask, edge: edge, into: child) {
                    wins = true
                    continue
                }
                let target = Int32(space.graph.edgeTarget[edge])
                var found = table.find(node: target, mask: child)
                if found < 0 {
                    if table.count >= limit { return nil }
                    found = table.insert(node: target, mask: child, g: 0, h: 0, parent: -1, via: -1)
                }
                successors.append(found)
                slot += 1
            }
            for _ in slot..<4 { successors.append(-1) }
            winsNext.append(wins)
            state += 1
        }
        self.successors = successors
        self.winsNext = winsNext
    }

    /// Positions from which the level can still be won: backwards from those that win in
    /// one move.
    func winnableCount() -> Int {
        let (predecessorStart, predecessors) = self.predecessors()
        var winnable = winsNext
        var queue = winsNext.indices.filter { winsNext[$0] }
        var head = 0
        while head < queue.count {
            let position = queue[head]
            head += 1
            for k in Int(predecessorStart[position])..<Int(predecessorStart[position + 1]) {
                let previous = Int(predecessors[k])
                if !winnable[previous] {
                    winnable[previous] = true
                    queue.append(previous)
                }
            }
        }
        return queue.count
    }

    /// The moves reversed, packed: position `p`'s predecessors are
    /// `predecessors[start[p] ..< start[p + 1]]`, a position once per move into `p`.
    func predecessors() -> (start: [Int32], predecessors: [Int32]) {
        var start = [Int32](repeating: 0, count: count + 1)
        for target in successors where target >= 0 { start[Int(target) + 1] += 1 }
        for i in 0..<count { start[i + 1] += start[i] }
        var predecessors = [Int32](repeating: 0, count: Int(start[count]))
        var fill = start
        for (index, target) in successors.enumerated() where target >= 0 {
            predecessors[Int(fill[Int(target)])] = Int32(index / 4)
            fill[Int(target)] += 1
        }
        return (start, predecessors)
    }
}
