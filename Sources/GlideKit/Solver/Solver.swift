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
/// 5. A* for the proven minimum, bounded above by the first solution.
public struct Solver: Sendable {
    public let board: Board

    public init(board: Board) { self.board = board }

    /// Solves from `state` (default: the level's start).
    public func solve(
        from state: GameState? = nil, options: SolveOptions = SolveOptions(),
        cancellation: SolveCancellation? = nil
    ) -> SolveResult {
        let started = ContinuousClock.now
        var control = SolveControl(timeout: options.timeout, cancellation: cancellation, start: started)
        let state = state ?? board.initialState
        func finish(_ status: SolveResult.Status, _ solution: [Direction]? = nil, optimal: Bool = false,
                    lowerBound: Int = 0, reason: UnsolvableReason? = nil, states: Int = 0,
                    stoppedBy: String? = nil) -> SolveResult {
            SolveResult(status: status, solution: solution, optimal: optimal,
                        lowerBound: optimal ? solution?.count ?? lowerBound : lowerBound,
                        unsolvable: reason, states: states,
                        seconds: (ContinuousClock.now - started).seconds, stoppedBy: stoppedBy)
        }

        if board.isWon(state) { return finish(.solved, [], optimal: true) }

        let graph = RestGraph(board: board, root: state.ball)
        if graph.edges(of: 0).isEmpty {
            return finish(.unsolvable, reason: .noMove(from: state.ball), states: 1)
        }
        let units = PaintUnits(graph: graph, painted: state.painted)
        if !units.unpaintable.isEmpty {
            return finish(.unsolvable, reason: .unpaintable(units.unpaintable.map(board.position(ofIndex:))),
                          states: graph.nodeCount)
        }

        let components = ComponentGraph(graph: graph, units: units)
        let (route, stopped) = components.searchRoute(graph: graph, units: units, control: &control, mustPaintAll: true)
        if let stopped { return finish(.timeout, states: graph.nodeCount, stoppedBy: stopped) }
        guard let route else {
            var explainControl = SolveControl(timeout: 1, cancellation: cancellation, start: .now)
            let (best, _) = components.searchRoute(graph: graph, units: units, control: &explainControl, mustPaintAll: false)
            let reason = components.explain(route: best ?? ComponentRoute(exits: [], painted: UnitSet(words: units.words)),
                                            graph: graph, painted: state.painted)
            return finish(.unsolvable, reason: reason, states: graph.nodeCount)
        }

        let first = components.firstSolution(graph: graph, units: units, route: route)
        let firstMoves = first.map { graph.edgeDirection[Int($0)] }
        guard options.optimal else { return finish(.solved, firstMoves, states: graph.nodeCount) }

        guard OptimalSearch.isFeasible(graph: graph, units: units),
              let search = OptimalSearch(graph: graph, units: units, heuristic: options.heuristic, control: &control) else {
            return finish(.timeout, firstMoves, lowerBound: 1, states: graph.nodeCount,
                          stoppedBy: control.checkNow() ?? "too large for the optimal search")
        }
        // Most levels fall to the cheap bounds within a small budget of states; the hard ones
        // get pattern databases, whose construction costs a few hundred milliseconds.
        var outcome = search.run(incumbent: first, stateBudget: options.patternDatabaseThreshold, control: &control,
                                 memoryLimit: options.memoryLimit)
        var states = outcome.states
        if outcome.stopped == OptimalSearch.budgetExhausted {
            let incumbent = outcome.solution ?? first
            let cheapBound = outcome.lowerBound
            if search.addPatternDatabases(control: &control) {
                // A quick weighted search first: a good incumbent is what a timeout reports.
                let quick = search.run(incumbent: incumbent, stateBudget: 500_000, weight: 2,
                                       control: &control, memoryLimit: options.memoryLimit)
                states += quick.states
                outcome = search.run(incumbent: quick.solution ?? incumbent, control: &control,
                                     memoryLimit: options.memoryLimit)
                states += outcome.states
                outcome.lowerBound = max(outcome.lowerBound, cheapBound)
            } else {
                outcome = search.run(incumbent: incumbent, control: &control, memoryLimit: options.memoryLimit)
                states += outcome.states
            }
        }
        outcome.states = states
        let moves = (outcome.solution ?? first).map { graph.edgeDirection[Int($0)] }
        if outcome.optimal {
            return finish(.solved, moves, optimal: true, states: outcome.states)
        }
        return finish(.timeout, moves, lowerBound: max(1, outcome.lowerBound), states: outcome.states,
                      stoppedBy: outcome.stopped)
    }

    /// The next move of a shortest finish from `state`: the front's hint. Nil when the level is
    /// won or cannot be won from here. When the search runs out of time, the first move of the
    /// best finish found.
    public func hint(from state: GameState, options: SolveOptions = SolveOptions(timeout: 2),
                     cancellation: SolveCancellation? = nil) -> Direction? {
        solve(from: state, options: options, cancellation: cancellation).solution?.first
    }
}

extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
