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
        control.movesCeiling = options.movesCeiling
        let state = state ?? board.initialState
        func finish(_ status: SolveResult.Status, _ solution: [Direction]? = nil, optimal: Bool = false,
                    lowerBound: Int = 0, reason: UnsolvableReason? = nil, states: Int = 0,
                    stoppedBy: SolveStop? = nil) -> SolveResult {
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

        guard OptimalSearch.isFeasible(graph: graph, units: units) else {
            return finish(.timeout, firstMoves, lowerBound: 1, states: graph.nodeCount,
                          stoppedBy: .tooLarge)
        }
        // Tiers of growing strength: most levels fall to the cheap bounds within a few
        // thousand states; harder ones get pattern databases of 10 units, which build in
        // milliseconds; the hardest, the largest databases that fit in a quarter of the
        // memory allowed (18 units where possible), which take a second to build and prune
        // far more. Each tier starts with a quick weighted search for a better incumbent (what
        // a timeout reports) and keeps the best solution and lower bound found so far.
        let fits = { (size: Int) in
            OptimalSearch.databaseBytes(units: units.count, nodes: graph.nodeCount, groupSize: size) <= options.memoryLimit / 4
        }
        var tiers: [(groupSize: Int?, budget: Int?)] = [(nil, options.patternDatabaseThreshold)]
        if options.heuristic == .full, fits(10) {
            tiers.append((10, options.largePatternDatabaseThreshold))
            if let large = [18, 16, 14, 12].first(where: fits) { tiers.append((large, nil)) }
        }
        var best = first
        var lowerBound = 1
        var states = 0
        var outcome = OptimalSearch.Outcome(solution: first, optimal: false, lowerBound: 1, states: 0,
                                            stopped: .timeout)
        // The budget left under `stateLimit`, capped at `budget`.
        func capped(_ budget: Int?) -> Int? {
            guard let limit = options.stateLimit else { return budget }
            return min(budget ?? Int.max, max(0, limit - states))
        }
        var limitReached = false
        for (index, tier) in tiers.enumerated() {
            let last = index == tiers.count - 1
            guard let search = OptimalSearch(graph: graph, units: units, heuristic: options.heuristic,
                                             groupSize: tier.groupSize ?? 10, control: &control) else { break }
            if tier.groupSize != nil {
                guard search.addPatternDatabases(control: &control, memoryLimit: options.memoryLimit / 4) else { break }
                let quick = search.run(incumbent: best, stateBudget: capped(500_000), weight: 2, control: &control,
                                       memoryLimit: options.memoryLimit)
                states += quick.states
                if let found = quick.solution, found.count < best.count { best = found }
            }
            let tierBudget = last ? nil : tier.budget
            let budget = capped(tierBudget)
            outcome = search.run(incumbent: best, stateBudget: budget, control: &control,
                                 memoryLimit: options.memoryLimit)
            states += outcome.states
            search.releaseTables()
            if let found = outcome.solution, found.count <= best.count { best = found }
            lowerBound = max(lowerBound, outcome.lowerBound)
            if outcome.stopped != .stateBudget { break }
            if budget != tierBudget, let limit = options.stateLimit, states >= limit {
                limitReached = true
                break
            }
        }
        outcome.states = states
        outcome.solution = best
        outcome.lowerBound = lowerBound
        if !outcome.optimal, let reason = control.checkNow() { outcome.stopped = reason }
        if !outcome.optimal, limitReached { outcome.stopped = .stateLimit }
        let moves = best.map { graph.edgeDirection[Int($0)] }
        if outcome.optimal {
            return finish(.solved, moves, optimal: true, states: outcome.states)
        }
        return finish(.timeout, moves, lowerBound: max(1, outcome.lowerBound), states: outcome.states,
                      stoppedBy: outcome.stopped == .stateBudget ? .timeout : outcome.stopped)
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
    /// The duration in seconds, as a Double (for timings and timeouts).
    public var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
