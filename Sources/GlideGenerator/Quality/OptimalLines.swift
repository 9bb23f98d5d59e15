import GlideRules
import GlideSolver

/// Every optimal line of a level at once: the positions first reached at their depth and still
/// within `par` by a lower bound, breadth first from the start, with the moves between them.
/// Every prefix of an optimal solution is a shortest way to the position it reaches (else a
/// shorter solution would exist), so optimal solutions are exactly the paths through these
/// positions, layer by layer, that end in a win at depth `par`.
///
/// Forwards, the number of shortest ways into each position gives the count of optimal
/// solutions (`OptimalSolutionCount`); backwards, whether a position lies on some optimal
/// line tells which moves keep a player on one (`Insight`).
final class OptimalLines {
    let space: PositionSpace
    let par: Int
    /// `.many` when the lines were not all followed (`isComplete` false).
    let solutions: OptimalSolutionCount
    /// Whether every line was followed: false past the position limit or when the space's
    /// time ran out (`space.ranOut`); then only `solutions` (`.many`) is known.
    let isComplete: Bool
    private let table: StateTable
    /// Position `p`'s moves within the lines: `children[4 * p ..< 4 * p + 4]`, -1 for none.
    private var children: [Int32] = []
    /// Whether position `p` wins in one move at depth `par`.
    private var winsLast: [Bool] = []
    /// Whether position `p` lies on an optimal line (some path from it wins at depth `par`).
    private var onLine: [Bool] = []

    /// The lines of `space`, whose optimum is `par`, following at most `positionLimit`
    /// positions; nil when the level cannot be won in `par`.
    init?(_ space: PositionSpace, par: Int, positionLimit: Int) {
        self.space = space
        self.par = par
        let words = space.words
        table = StateTable(words: words)
        let scratch = MaskScratch(words: words)
        // The pointers are used to the end: the scratch must live as long.
        defer { withExtendedLifetime(scratch) {} }
        let (mask, child) = (scratch.mask, scratch.child)
        // `ways[state]`: the shortest ways from the start into the position.
        var ways: [UInt64] = [1]
        var layer: [Int32] = [table.insert(node: 0, mask: mask, g: 0, h: 0, parent: -1, via: -1)]
        var total: UInt64 = 0
        var saturated = false
        var complete = true
        levels: for depth in 0..<par {
            var next: [Int32] = []
            for state in layer {
                if space.shouldStop() {
                    complete = false
                    break levels
                }
                let node = table.node(of: Int(state))
                let incoming = ways[Int(state)]
                // Copied out: inserting a position may move the table.
                mask.update(from: table.mask(of: Int(state)), count: words)
                var slots = 0
                var wins = false
                for edge in space.graph.edges(of: node) {
                    if space.paint(mask, edge: edge, into: child) {
                        // `par` is the optimum: no position wins sooner.
                        if depth + 1 == par {
                            wins = true
                            Self.add(incoming, to: &total, saturated: &saturated)
                        }
                        continue
                    }
                    let target = Int(space.graph.edgeTarget[edge])
                    let bound = space.bound(node: target, mask: child)
                    guard bound != PositionSpace.infinity, depth + 1 + bound <= par else { continue }
                    let found = table.find(node: Int32(target), mask: child)
                    if found >= 0 {
                        // Reached before at a smaller depth: no optimal line passes here now.
                        if Int(table.g[Int(found)]) == depth + 1 {
                            Self.add(incoming, to: &ways[Int(found)], saturated: &saturated)
                            children.append(found)
                            slots += 1
                        }
                        continue
                    }
                    if table.count >= positionLimit {
                        complete = false
                        break levels
                    }
                    let inserted = table.insert(
                        node: Int32(target), mask: child, g: UInt16(depth + 1), h: UInt16(bound),
                        parent: -1, via: -1)
                    next.append(inserted)
                    ways.append(incoming)
                    children.append(inserted)
                    slots += 1
                }
                for _ in slots..<4 { children.append(-1) }
                winsLast.append(wins)
            }
            layer = next
        }
        // Nothing to paint but the start: the empty solution is the only one.
        if par == 0, space.groupCount == 0 { total = 1 }
        isComplete = complete
        guard complete else {
            solutions = .many
            return
        }
        if total == 0 { return nil }
        solutions = saturated ? .many : .exact(total)
        // The last layer is never expanded: nothing lies beyond depth `par`.
        while winsLast.count < table.count {
            winsLast.append(false)
            children.append(contentsOf: [-1, -1, -1, -1])
        }
        // Positions are numbered layer by layer, so deeper ones are decided first.
        onLine = winsLast
        for state in stride(from: table.count - 1, through: 0, by: -1) where !onLine[state] {
            onLine[state] = children[4 * state..<4 * state + 4].contains { $0 >= 0 && onLine[Int($0)] }
        }
    }

    /// Whether the move `edge` from the position at `depth` with `mask` painted keeps to an
    /// optimal line (the position itself must be on one; the lines complete).
    func keepsToLine(mask: UnsafePointer<UInt64>, depth: Int, edge: Int) -> Bool {
        let scratch = MaskScratch(words: space.words)
        defer { withExtendedLifetime(scratch) {} }
        if space.paint(mask, edge: edge, into: scratch.child) { return depth + 1 == par }
        let found = table.find(node: space.graph.edgeTarget[edge], mask: scratch.child)
        return found >= 0 && Int(table.g[Int(found)]) == depth + 1 && onLine[Int(found)]
    }

    private static func add(_ value: UInt64, to total: inout UInt64, saturated: inout Bool) {
        let (sum, overflow) = total.addingReportingOverflow(value)
        total = overflow ? .max : sum
        if overflow { saturated = true }
    }
}
