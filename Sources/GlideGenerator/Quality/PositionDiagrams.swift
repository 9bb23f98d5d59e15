import GlideRules
import GlideSolver

/// Every reachable position of a level and every winnable one, as decision diagrams (one set
/// of paint masks per rest node), without listing them: the lost share exact on levels with
/// billions of positions, and a draw uniform over positions where only the reachable set fits.
///
/// A slide from a rest node always ends on the same node whatever is painted, so a position
/// is the node and the mask, and a slide maps a set of masks at its start to the same masks
/// with its groups set at its end (`DecisionDiagram.painting`). The reachable sets grow from
/// the start along the slides until nothing is added; the winnable ones grow back from the
/// won positions (`paintedBy`), kept within the reachable ones.
struct PositionDiagrams {
    let diagram: DecisionDiagram
    /// Positions reachable without winning on the way, per rest node, won ones included.
    let reachable: [DecisionDiagram.Set]
    /// The reachable positions per rest node, won ones left out, and how many each holds.
    let positions: [DecisionDiagram.Set]
    let positionCounts: [DecisionDiagram.Count]
    /// The diagram's variable `v` is group bit `bitOfVariable[v]`.
    let bitOfVariable: [Int]
    let space: PositionSpace
    /// The won positions: every group painted.
    let won: DecisionDiagram.Set
    private let cubes: [DecisionDiagram.Set]

    /// The reachable sets of `space`; nil past `nodeLimit` nodes or when the space's time runs
    /// out.
    init?(_ space: PositionSpace, nodeLimit: Int) {
        self.space = space
        let (componentOfNode, componentCount) = (
            space.verdicts.components.componentOfNode, space.verdicts.components.count
        )
        let bits = (0..<space.words * 64).filter { space.full[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }
        let order = Self.variableOrder(bits: bits, space: space, componentOfNode: componentOfNode)
        var variableOfBit = [Int](repeating: -1, count: space.words * 64)
        for (variable, bit) in order.enumerated() { variableOfBit[bit] = variable }
        bitOfVariable = order
        let diagram = DecisionDiagram(variableCount: order.count, nodeLimit: nodeLimit)
        self.diagram = diagram
        cubes = (0..<space.graph.edgeCount).map { edge in
            diagram.cube(bits.filter { space.paints(edge: edge, bit: $0) }.map { variableOfBit[$0] })
        }
        won = diagram.cube(0..<order.count)
        guard
            let reachable = Self.reachableSets(
                diagram, cubes: cubes, space: space, componentOfNode: componentOfNode,
                componentCount: componentCount)
        else { return nil }
        self.reachable = reachable
        // Counted now: a failed attempt at the winnable sets leaves the diagram full, and no
        // set can be made after that.
        let won = won
        let positions = reachable.map { diagram.subtracting($0, won) }
        self.positions = positions
        positionCounts = diagram.counts(positions)
        if diagram.isFull { return nil }
    }

    /// The group bits in use (the search's numbering may leave some out), ordered so that the
    /// diagrams stay small: groups painted downstream (in the rest graph's components after
    /// the start's) nearest the root, and within a component by their cells, bottom up. Found
    /// by trying: the reverse takes 5–15 times the nodes on the chamber levels.
    private static func variableOrder(bits: [Int], space: PositionSpace, componentOfNode: [Int32]) -> [Int] {
        // A group's component: the first (highest numbered) component a slide painting it
        // leaves from.
        var component = [Int](repeating: -1, count: space.words * 64)
        for node in 0..<space.graph.nodeCount {
            for edge in space.graph.edges(of: node) {
                for bit in bits where space.paints(edge: edge, bit: bit) {
                    component[bit] = max(component[bit], Int(componentOfNode[node]))
                }
            }
        }
        return bits.sorted {
            (component[$0], -space.firstCellOfBit[$0]) < (component[$1], -space.firstCellOfBit[$1])
        }
    }

    /// The positions reachable at each rest node, grown from the start: component by
    /// component, those before first, so a component's sets are whole before anything leaves
    /// it and each set beyond is made once, not grown a piece at a time. Nil past the node
    /// limit or when the space's time runs out.
    private static func reachableSets(
        _ diagram: DecisionDiagram, cubes: [DecisionDiagram.Set], space: PositionSpace,
        componentOfNode: [Int32], componentCount: Int
    ) -> [DecisionDiagram.Set]? {
        let graph = space.graph
        var reachable = [DecisionDiagram.Set](repeating: DecisionDiagram.empty, count: graph.nodeCount)
        reachable[0] = diagram.mask([])
        var nodesOf = [[Int]](repeating: [], count: componentCount)
        for node in 0..<graph.nodeCount { nodesOf[Int(componentOfNode[node])].append(node) }
        var frontier = reachable
        var queue = NodeQueue(nodeCount: graph.nodeCount)
        for component in stride(from: componentCount - 1, through: 0, by: -1) {
            for node in nodesOf[component] where reachable[node] != DecisionDiagram.empty {
                frontier[node] = reachable[node]
                queue.insert(node)
            }
            while !queue.isEmpty {
                let node = queue.removeFirst()
                // Won positions go on too, to won positions only: harmless, since those are
                // left out of every count, and cheaper than taking them out.
                let going = frontier[node]
                frontier[node] = DecisionDiagram.empty
                for edge in graph.edges(of: node) {
                    let target = Int(graph.edgeTarget[edge])
                    guard componentOfNode[target] == component else { continue }
                    let added = diagram.painting(going, cubes[edge], notIn: reachable[target])
                    if diagram.isFull || space.shouldStop() { return nil }
                    guard added != DecisionDiagram.empty else { continue }
                    reachable[target] = diagram.union(reachable[target], added)
                    frontier[target] = diagram.union(frontier[target], added)
                    queue.insert(target)
                }
            }
            for node in nodesOf[component] where reachable[node] != DecisionDiagram.empty {
                for edge in graph.edges(of: node) {
                    let target = Int(graph.edgeTarget[edge])
                    guard componentOfNode[target] != component else { continue }
                    reachable[target] = diagram.union(
                        reachable[target], diagram.painting(reachable[node], cubes[edge]))
                    if diagram.isFull || space.shouldStop() { return nil }
                }
            }
        }
        return reachable
    }

    /// The reachable positions from which the level can still be won, won ones included; nil
    /// past the node limit or when the space's time runs out.
    func winnable() -> [DecisionDiagram.Set]? {
        let graph = space.graph
        let reverse = ReverseAdjacency(graph)
        var winnable = reachable.map { diagram.intersection($0, won) }
        var frontier = winnable
        // Backwards, so the highest numbered (furthest from the start) first.
        let last = graph.nodeCount - 1
        var queue = NodeQueue(nodeCount: graph.nodeCount)
        for node in 0..<graph.nodeCount { queue.insert(last - node) }
        while !queue.isEmpty {
            let node = last - queue.removeFirst()
            let into = frontier[node]
            frontier[node] = DecisionDiagram.empty
            if into == DecisionDiagram.empty { continue }
            for incoming in reverse.edges(into: node) {
                let edge = Int(incoming)
                let from = Int(reverse.edgeSource[edge])
                let added = diagram.paintedBy(
                    into, cubes[edge], within: reachable[from], notIn: winnable[from])
                if diagram.isFull || space.shouldStop() { return nil }
                guard added != DecisionDiagram.empty else { continue }
                winnable[from] = diagram.union(winnable[from], added)
                frontier[from] = diagram.union(frontier[from], added)
                queue.insert(last - from)
            }
        }
        return diagram.isFull ? nil : winnable
    }

    /// Reachable positions not in `winnable` (lost ones) and in it, over all nodes; nil when
    /// they do not fit. Each is counted apart, not as the total less the other: on a chamber
    /// maze of 10^20 positions a few thousand are winnable, which a difference would round away.
    func lostAndWinnableCounts(winnable: [DecisionDiagram.Set]) -> (
        lost: DecisionDiagram.Count, winnable: DecisionDiagram.Count
    )? {
        let total = { (sets: [DecisionDiagram.Set]) in self.diagram.counts(sets).reduce(.zero, +) }
        let lost = total(zip(positions, winnable).map { diagram.subtracting($0, $1) })
        let kept = total(zip(positions, winnable).map { diagram.intersection($0, $1) })
        return diagram.isFull ? nil : (lost, kept)
    }
}
