import GlideRules
import GlideSolverClient

/// Whether positions of one level can still be won, many times over: the rest graph, paint
/// units and components of the level's start are built once, and each verdict is the
/// solver's search over chains of components (`ComponentGraph.searchRoute`) from the
/// position's component with its paint. The solver builds all three anew for every call; the
/// quality measures ask thousands of times along one level, so they keep them.
///
/// Positions are those reachable from the start: the ball on a rest node of the start's graph
/// and the start's units painted or not (a cell the start left unpainted is painted exactly
/// when its unit is).
package struct PositionVerdicts: Sendable {
    package let graph: RestGraph
    let units: PaintUnits
    package let components: ComponentGraph

    package init(board: Board) {
        let graph = RestGraph(board: board, root: board.start)
        self.init(graph: graph, units: PaintUnits(graph: graph, painted: board.initialState.painted))
    }

    package init(graph: RestGraph, units: PaintUnits) {
        self.graph = graph
        self.units = units
        components = ComponentGraph(graph: graph, units: units)
    }

    /// Required units (unit numbering): a position with all of them painted is won.
    package var unitCount: Int { units.count }
    /// Mask words of a `UnitSet` of this level.
    package var words: Int { units.words }
    /// Whether some floor cell can never be painted: then no position can be won.
    package var isHopeless: Bool { !units.unpaintable.isEmpty }

    /// The edge sliding `direction` from `node`, if the ball moves that way.
    package func edge(from node: Int, _ direction: Direction) -> Int? {
        graph.edges(of: node).first { graph.edgeDirection[$0] == direction }
    }

    /// `painted` with what `edge` paints.
    package func painting(_ painted: UnitSet, edge: Int) -> UnitSet {
        var result = painted
        result.formUnion(edge: edge, of: units)
        return result
    }

    package func isComplete(_ painted: UnitSet) -> Bool { painted.count == units.count }

    /// Whether the level can still be won from `node` with `painted`; nil when `control`
    /// stops the search first.
    package func isWinnable(node: Int, painted: UnitSet, control: inout SolveControl) -> Bool? {
        if isHopeless { return false }
        if isComplete(painted) { return true }
        let (route, stopped) = components.searchRoute(
            graph: graph, units: units, control: &control, mustPaintAll: true, from: node, painted: painted)
        if stopped != nil { return nil }
        return route != nil
    }

    /// One position of a line of play: the ball's node, the paint, and every move on offer.
    package struct Step: Sendable {
        package struct Move: Sendable {
            package let direction: Direction
            package let edge: Int
            /// Whether the move paints a cell not painted before.
            package let paints: Bool
            /// Whether the move paints the last cell.
            package let wins: Bool
            /// Whether the level can still be won after it (true when it wins).
            package let winnable: Bool
        }
        package let node: Int
        package let position: Position
        package let painted: UnitSet
        /// In `Direction.allCases` order; directions the ball cannot move in are left out.
        package let moves: [Move]
        /// The move the line takes.
        package let taken: Direction
    }

    /// The positions along `line` (moves from the start; it must not stop short of a win)
    /// with a verdict for every move on offer, up to a move of the line that does not move the
    /// ball; nil when `control` stops it first.
    package func steps(along line: [Direction], control: inout SolveControl) -> [Step]? {
        var steps: [Step] = []
        var node = 0
        var painted = UnitSet(words: units.words)
        // The cells too: a move may paint only cells of units implied by others, which the
        // unit set does not track.
        var state = graph.board.initialState
        // A move the ball can slide back from to where the line has been is winnable (paint
        // never hurts): only the others need the search.
        var wayBack = WayBack(graph: graph)
        for taken in line {
            wayBack.lineRested(at: node)
            var moves: [Step.Move] = []
            for direction in Direction.allCases {
                guard let edge = edge(from: node, direction) else { continue }
                let after = painting(painted, edge: edge)
                let target = Int(graph.edgeTarget[edge])
                let wins = isComplete(after)
                guard
                    let winnable = wins || wayBack.canReturn(from: target)
                        ? true : isWinnable(node: target, painted: after, control: &control)
                else { return nil }
                moves.append(
                    Step.Move(
                        direction: direction, edge: edge,
                        paints: graph.board.slide(from: state, direction)?.result.painted != state.painted,
                        wins: wins, winnable: winnable))
            }
            steps.append(
                Step(
                    node: node, position: graph.position(ofNode: node), painted: painted, moves: moves,
                    taken: taken))
            guard let move = moves.first(where: { $0.direction == taken }) else { break }
            painted = painting(painted, edge: move.edge)
            node = Int(graph.edgeTarget[move.edge])
            state = graph.board.slide(from: state, taken)!.result
        }
        return steps
    }
}
