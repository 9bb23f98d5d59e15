import GlideRules
import GlideSolver

/// How many move sequences win a level in its optimum: one means the player must find the
/// single line; thousands mean the order hardly matters.
///
/// Every prefix of an optimal solution is a shortest way to the position it reaches (else a
/// shorter solution would exist), so optimal solutions are the paths, layer by layer, through
/// positions first reached at their depth and still within `par` by a lower bound. The count
/// runs breadth first over those positions, adding up the ways into each.
public enum OptimalSolutionCount: Hashable, Sendable {
    /// The exact number (at most `UInt64.max`; more saturates to `.many`).
    case exact(UInt64)
    /// More positions lie within the optimum than the count may visit: too many to count.
    case many

    /// Positions the count may hold before it gives up with `.many`.
    public static let defaultPositionLimit = 2_000_000

    /// The optimal solutions of `board`, whose optimum is `par` (proven by the solver).
    /// `.many` when more than `positionLimit` positions lie within the optimum; nil when the
    /// level cannot be won.
    public static func count(
        _ board: Board, par: Int, positionLimit: Int = defaultPositionLimit
    ) -> OptimalSolutionCount? {
        guard let space = PositionSpace(board: board) else { return nil }
        return count(space, par: par, positionLimit: positionLimit)
    }

    /// Positions counted with the cheap bounds before the pattern databases are built: most
    /// levels are counted well within them, in milliseconds.
    static let cheapPositionLimit = 100_000

    static func count(
        _ space: PositionSpace, par: Int, positionLimit: Int, cheapLimit: Int = cheapPositionLimit
    ) -> OptimalSolutionCount? {
        // Nothing to paint but the start: the empty solution is the only one.
        if space.groupCount == 0 { return par == 0 ? .exact(1) : nil }
        let cheap = countWithin(space, par: par, positionLimit: min(positionLimit, cheapLimit))
        guard cheap == .many, positionLimit > cheapLimit, space.addPatternDatabases() else { return cheap }
        return countWithin(space, par: par, positionLimit: positionLimit)
    }

    private static func countWithin(_ space: PositionSpace, par: Int, positionLimit: Int)
        -> OptimalSolutionCount?
    {
        let words = space.words
        let table = StateTable(words: words)
        let scratch = MaskScratch(words: words)
        // The pointers are used to the end: the scratch must live as long.
        defer { withExtendedLifetime(scratch) {} }
        let (mask, child) = (scratch.mask, scratch.child)
        // `ways[state]`: the shortest ways from the start into the position.
        var ways: [UInt64] = [1]
        var layer: [Int32] = [table.insert(node: 0, mask: mask, g: 0, h: 0, parent: -1, via: -1)]
        var solutions: UInt64 = 0
        var saturated = false
        for depth in 0..<par {
            var next: [Int32] = []
            for state in layer {
                if space.shouldStop() { return .many }  // the caller reads `space.ranOut`
                let node = table.node(of: Int(state))
                let incoming = ways[Int(state)]
                // Copied out: inserting a position may move the table.
                mask.update(from: table.mask(of: Int(state)), count: words)
                for edge in space.graph.edges(of: node) {
                    if space.paint(mask, edge: edge, into: child) {
                        // `par` is the optimum: no position wins sooner.
                        if depth + 1 == par { add(incoming, to: &solutions, saturated: &saturated) }
                        continue
                    }
                    let target = Int(space.graph.edgeTarget[edge])
                    let bound = space.bound(node: target, mask: child)
                    guard bound != PositionSpace.infinity, depth + 1 + bound <= par else { continue }
                    let found = table.find(node: Int32(target), mask: child)
                    if found >= 0 {
                        // Reached before at a smaller depth: no optimal line passes here now.
                        if Int(table.g[Int(found)]) == depth + 1 {
                            add(incoming, to: &ways[Int(found)], saturated: &saturated)
                        }
                        continue
                    }
                    if table.count >= positionLimit { return .many }
                    next.append(
                        table.insert(
                            node: Int32(target), mask: child, g: UInt16(depth + 1), h: UInt16(bound),
                            parent: -1,
                            via: -1))
                    ways.append(incoming)
                }
            }
            layer = next
        }
        if saturated { return .many }
        return solutions > 0 ? .exact(solutions) : nil
    }

    private static func add(_ value: UInt64, to total: inout UInt64, saturated: inout Bool) {
        let (sum, overflow) = total.addingReportingOverflow(value)
        total = overflow ? .max : sum
        if overflow { saturated = true }
    }
}
