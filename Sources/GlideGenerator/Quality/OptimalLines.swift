import GlideRules
import GlideSolver

/// Every optimal line of a level at once: the positions first reached at their depth and still
/// within `par` by a lower bound, breadth first from the start.
/// Every prefix of an optimal solution is a shortest way to the position it reaches (else a
/// shorter solution would exist), so optimal solutions are exactly the paths through these
/// positions, layer by layer, that end in a win at depth `par`.
///
/// The number of shortest ways into each position gives the count of optimal solutions
/// (`OptimalSolutionCount`).
final class OptimalLines {
    let space: PositionSpace
    let par: Int
    /// `.many` when the lines were not all followed (`isComplete` false).
    private(set) var solutions: OptimalSolutionCount = .many
    /// Whether every line was followed: false past the position limit or when the space's
    /// time ran out (`space.ranOut`); then only `solutions` (`.many`) is known.
    private(set) var isComplete = false
    private let table: StateTable

    /// The lines of `space`, whose optimum is `par`, following at most `positionLimit`
    /// positions; nil when the level cannot be won in `par`.
    init?(_ space: PositionSpace, par: Int, positionLimit: Int) {
        self.space = space
        self.par = par
        table = StateTable(words: space.words)
        var counting = Counting(words: space.words)
        var layer: [Int32] = [
            table.insert(node: 0, mask: counting.scratch.mask, g: 0, h: 0, parent: -1, via: -1)
        ]
        var complete = true
        levels: for depth in 0..<par {
            var next: [Int32] = []
            for state in layer {
                guard !space.shouldStop(), follow(state, depth: depth, limit: positionLimit, &counting, &next)
                else {
                    complete = false
                    break levels
                }
            }
            layer = next
        }
        // Every position here is reachable, distinct and not won.
        space.met(positions: table.count)
        // Nothing to paint but the start: the empty solution is the only one.
        if par == 0, space.groupCount == 0 { counting.total = 1 }
        isComplete = complete
        guard complete else { return }
        if counting.total == 0 { return nil }
        solutions = counting.saturated ? .many : .exact(counting.total)
    }

    /// What the breadth-first pass carries from position to position.
    private struct Counting {
        /// `ways[state]`: the shortest ways from the start into the position.
        var ways: [UInt64] = [1]
        var total: UInt64 = 0
        var saturated = false
        let scratch: MaskScratch

        init(words: Int) { scratch = MaskScratch(words: words) }
    }

    /// Follows the moves of `state`, at `depth`, that stay within the optimum, adding the
    /// positions first met to `next`; false past `limit` positions.
    private func follow(
        _ state: Int32, depth: Int, limit: Int, _ counting: inout Counting, _ next: inout [Int32]
    ) -> Bool {
        let (mask, child) = (counting.scratch.mask, counting.scratch.child)
        let node = table.node(of: Int(state))
        let incoming = counting.ways[Int(state)]
        // Copied out: inserting a position may move the table.
        mask.update(from: table.mask(of: Int(state)), count: space.words)
        for edge in space.graph.edges(of: node) {
            if space.paint(mask, edge: edge, into: child) {
                // `par` is the optimum: no position wins sooner.
                if depth + 1 == par {
                    Self.add(incoming, to: &counting.total, saturated: &counting.saturated)
                }
                continue
            }
            let target = Int(space.graph.edgeTarget[edge])
            // Looked up before the bound is worked out: a position in the table was within it
            // when it came in (the bound depends on the position alone).
            let found = table.find(node: Int32(target), mask: child)
            if found >= 0 {
                // Reached before at a smaller depth: no optimal line passes here now.
                if Int(table.g[Int(found)]) == depth + 1 {
                    Self.add(incoming, to: &counting.ways[Int(found)], saturated: &counting.saturated)
                }
                continue
            }
            let bound = space.bound(node: target, mask: child)
            guard bound != PositionSpace.infinity, depth + 1 + bound <= par else { continue }
            if table.count >= limit { return false }
            let inserted = table.insert(
                node: Int32(target), mask: child, g: UInt16(depth + 1), h: UInt16(bound), parent: -1, via: -1)
            next.append(inserted)
            counting.ways.append(incoming)
        }
        return true
    }

    private static func add(_ value: UInt64, to total: inout UInt64, saturated: inout Bool) {
        let (sum, overflow) = total.addingReportingOverflow(value)
        total = overflow ? .max : sum
        if overflow { saturated = true }
    }
}
