import GlideRules
import GlideSolverClient

/// Glide's solver: decides levels, proves minimum move counts, explains unsolvable levels and
/// hints from any position. A value with no shared mutable state: any number of threads may
/// solve at once, and a `SolveCancellation` stops a search from another thread.
///
/// The phases, each cheap before the next:
/// 1. the rest graph (where the ball can stop, and the slides between);
/// 2. paint units (cells painted by the same slides, minus units implied by others);
/// 3. the verdict: components of the rest graph are passed in order, so a search over chains
///    of components decides solvability, and explains failure, without enumerating paint;
/// 4. a first solution along the proven chain;
/// 5. the proven minimum, bounded above by the first solution: A* for small levels, the
///    integer program for large ones, each feeding the other (`Portfolio`).
public struct Solver: Sendable {
    /// Seconds the search for the route that paints the most may take, once a level is known
    /// to be unsolvable (less when the timeout leaves less): it only names the cells to blame
    /// (a cut-short search names some).
    static let explanationTimeout = 1.0

    public let board: Board

    public init(board: Board) { self.board = board }

    /// Solves from `state` (default: the level's start).
    public func solve(
        from state: GameState? = nil, options: SolveOptions = SolveOptions(),
        cancellation: SolveCancellation? = nil
    ) -> SolveResult {
        let started = ContinuousClock.now
        var control = SolveControl(timeout: options.timeout, cancellation: cancellation, start: started)
        control.movesCeiling = options.movesCeiling
        let state = state ?? board.initialState
        func finish(
            _ status: SolveResult.Status, _ solution: [Direction]? = nil, optimal: Bool = false,
            lowerBound: Int = 0, reason: UnsolvableReason? = nil, states: Int = 0,
            stoppedBy: SolveStop? = nil
        ) -> SolveResult {
            SolveResult(
                status: status, solution: solution, optimal: optimal,
                lowerBound: optimal ? solution?.count ?? lowerBound : lowerBound,
                unsolvable: reason, states: states,
                seconds: (control.now - started).seconds, stoppedBy: stoppedBy)
        }

        if board.isWon(state) { return finish(.solved, [], optimal: true) }

        let graph = RestGraph(board: board, root: state.ball)
        if graph.edges(of: 0).isEmpty {
            return finish(.unsolvable, reason: .noMove(from: state.ball), states: 1)
        }
        let units = PaintUnits(graph: graph, painted: state.painted)
        if !units.unpaintable.isEmpty {
            return finish(
                .unsolvable, reason: .unpaintable(units.unpaintable.map(board.position(ofIndex:))),
                states: graph.nodeCount)
        }

        let components = ComponentGraph(graph: graph, units: units)
        let (route, stopped) = components.searchRoute(
            graph: graph, units: units, control: &control, mustPaintAll: true)
        if let stopped { return finish(.timeout, states: graph.nodeCount, stoppedBy: stopped) }
        guard let route else {
            let reason = Self.explain(
                components, graph: graph, units: units, painted: state.painted,
                seconds: min(Self.explanationTimeout, control.secondsLeft ?? Self.explanationTimeout),
                cancellation: cancellation)
            return finish(.unsolvable, reason: reason, states: graph.nodeCount)
        }

        let first = components.firstSolution(graph: graph, units: units, route: route)
        let firstMoves = first.map { graph.edgeDirection[Int($0)] }
        guard options.optimal else { return finish(.solved, firstMoves, states: graph.nodeCount) }

        let portfolio = Portfolio(graph: graph, units: units, components: components, options: options)
        let outcome = portfolio.run(first: first, control: &control)
        let moves = (outcome.solution ?? first).map { graph.edgeDirection[Int($0)] }
        if outcome.optimal {
            return finish(.solved, moves, optimal: true, states: outcome.states)
        }
        // A tier's own budget is not a limit the caller set: what stopped the search is time.
        return finish(
            .timeout, moves, lowerBound: max(1, outcome.lowerBound), states: outcome.states,
            stoppedBy: outcome.stopped == .stateBudget || outcome.stopped == nil ? .timeout : outcome.stopped)
    }

    /// Why a level with no winning chain of components is unsolvable: the first one-way slide
    /// on the route that paints the most, with the cells it strands.
    private static func explain(
        _ components: ComponentGraph, graph: RestGraph, units: PaintUnits,
        painted: CellSet, seconds: Double, cancellation: SolveCancellation?
    ) -> UnsolvableReason {
        var control = SolveControl(timeout: seconds, cancellation: cancellation, start: .now)
        let (best, _) = components.searchRoute(
            graph: graph, units: units, control: &control,
            mustPaintAll: false)
        let route = best ?? ComponentRoute(exits: [], painted: UnitSet(words: units.words))
        return components.explain(route: route, graph: graph, painted: painted)
    }

    /// Writes the level's integer program (the walk model with the cuts of the root rounds,
    /// which take at most `timeout` seconds) as an MPS file, `base.mps` (or `base.mps.gz`: CBC
    /// compresses when it can), for measuring MIP libraries on Glide's models. False when the level has no such program (won, unsolvable
    /// or stopped before a verdict) or the file could not be written.
    public func writeIntegerProgram(base: String, timeout: Double = 10) -> Bool {
        guard Self.hasIntegerProgram else { return false }
        let state = board.initialState
        guard !board.isWon(state) else { return false }
        let graph = RestGraph(board: board, root: state.ball)
        let units = PaintUnits(graph: graph, painted: state.painted)
        guard units.unpaintable.isEmpty, !graph.edges(of: 0).isEmpty else { return false }
        let components = ComponentGraph(graph: graph, units: units)
        var control = SolveControl(timeout: timeout, cancellation: nil, start: .now)
        let (route, _) = components.searchRoute(
            graph: graph, units: units, control: &control, mustPaintAll: true)
        guard let route else { return false }
        let first = components.firstSolution(graph: graph, units: units, route: route)
        var prover = IntegerProver(
            graph: graph, units: units, components: components, incumbent: first, lowerBound: 1)
        _ = prover.rootRounds(control: &control)
        return BranchAndCut(program: prover.program).writeMPS(base: base)
    }

    /// The next move of a shortest finish from `state`: the front's hint. Nil when the level is
    /// won or cannot be won from here. When the search runs out of time, the first move of the
    /// best finish found.
    public func hint(
        from state: GameState, options: SolveOptions = SolveOptions(timeout: 2),
        cancellation: SolveCancellation? = nil
    ) -> Direction? {
        solve(from: state, options: options, cancellation: cancellation).solution?.first
    }
}

extension Duration {
    /// The duration in seconds, as a Double (for timings and timeouts).
    package var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
