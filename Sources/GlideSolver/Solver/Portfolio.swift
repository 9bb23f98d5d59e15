import GlideSolverClient

/// The proven minimum by two methods that feed each other (`SolveOptions.Method`):
///
/// 1. A* (`SearchTiers`) for a short share (`SolveOptions.portfolioShares`). Small and medium
///    levels are proven here, in milliseconds, before the integer program would have built its
///    model.
/// 2. The integer program (`IntegerProver`), from A*'s best solution (its MIP start and the cap
///    on every slide's count) and A*'s proven bound, for its share (by default the rest of the
///    time). Its relaxation's bound is far stronger than A*'s on large levels.
/// 3. If time is left and nothing is proven (the program stopped without a proof), A* again,
///    with the integer program's best walk as its incumbent.
///
/// Each step keeps the best solution and the best bound of the steps before. Without a
/// deadline but with a `stateLimit` (the generator, which needs the same answer on every
/// machine), the shares are counted in states and branch-and-bound nodes, never in seconds.
struct Portfolio {
    let graph: RestGraph
    let units: PaintUnits
    let components: ComponentGraph
    let options: SolveOptions

    /// Whether the work is counted in states rather than seconds (see above).
    var isDeterministic: Bool { options.timeout == nil && options.stateLimit != nil }
    /// Whether CBC is installed (`CbcLibrary`): without it, step 2 and so step 3 are skipped,
    /// and a level A* could not prove is reported as `.integerProgramUnavailable`.
    var hasIntegerProgram: Bool { CbcLibrary.isAvailable }

    /// The reasons to stop that still hold without CBC: the others (time, states, memory, a
    /// level too large for A*) would have left the proof to the integer program.
    static func kept(_ reason: SolveStop) -> SolveStop? {
        reason == .cancelled || reason == .movesCeiling ? reason : nil
    }

    /// The integer program's budget in branch-and-bound nodes after `states` (deterministic
    /// work only: otherwise its share is time).
    private func nodeLimit(after states: Int) -> Int? {
        guard isDeterministic else { return nil }
        return options.stateLimit.map { max(0, $0 - states) / IntegerProver.statesPerNode }
    }

    /// A* in tiers (`SearchTiers`) with `options`, from the solution `first`.
    private func searchTiers(options: SolveOptions, first: [Int32]) -> SearchTiers {
        SearchTiers(graph: graph, units: units, options: options, first: first, components: components)
    }

    func run(first: [Int32], control: inout SolveControl) -> OptimalSearch.Outcome {
        let searchable = OptimalSearch.isFeasible(graph: graph, units: units)
        var best = first
        var lowerBound = 1
        var states = 0
        func outcome(optimal: Bool, stopped: SolveStop?) -> OptimalSearch.Outcome {
            .init(solution: best, optimal: optimal, lowerBound: lowerBound, states: states, stopped: stopped)
        }
        func search(stateLimit: Int?, seconds: Double?, control: inout SolveControl) -> OptimalSearch.Outcome
        {
            var sliced = options
            sliced.stateLimit = stateLimit
            var limited = control.limited(to: seconds)
            var tiers = searchTiers(options: sliced, first: best)
            let result = tiers.run(control: &limited)
            states += result.states
            if tiers.best.count < best.count { best = tiers.best }
            lowerBound = max(lowerBound, result.optimal ? tiers.best.count : tiers.lowerBound)
            return result
        }

        // Without CBC, A* has all the time there is (`isDeterministic` aside: its shares stay
        // those of a machine with CBC, so that what it proves does not depend on CBC).
        let alone = options.method == .search || !hasIntegerProgram && !isDeterministic
        if options.method != .integer, searchable {
            let limit = min(options.stateLimit ?? .max, alone ? .max : options.portfolioShares.searchStates)
            let result = search(
                stateLimit: limit == .max ? nil : limit,
                seconds: alone || isDeterministic ? nil : options.portfolioShares.searchSeconds,
                control: &control)
            if result.optimal || options.method == .search { return result }
            if result.stopped == .movesCeiling { return outcome(optimal: false, stopped: .movesCeiling) }
        }
        guard hasIntegerProgram else {
            return outcome(
                optimal: false, stopped: control.checkNow().flatMap(Self.kept) ?? .integerProgramUnavailable)
        }
        if let reason = control.checkNow() { return outcome(optimal: false, stopped: reason) }

        var prover = IntegerProver(
            graph: graph, units: units, components: components, incumbent: best, lowerBound: lowerBound)
        var share = control.limited(to: isDeterministic ? nil : options.portfolioShares.integerSeconds)
        let proved = prover.run(control: &share, nodeLimit: nodeLimit(after: states))
        states += prover.nodes
        best = prover.best
        lowerBound = max(lowerBound, prover.lowerBound)
        if proved.optimal { return outcome(optimal: true, stopped: nil) }
        if let ceiling = control.movesCeiling, lowerBound > ceiling {
            return outcome(optimal: false, stopped: .movesCeiling)
        }
        if let reason = control.checkNow() { return outcome(optimal: false, stopped: reason) }
        guard options.method == .portfolio, searchable, !isDeterministic else {
            return outcome(optimal: false, stopped: proved.stopped ?? .timeout)
        }

        let result = search(
            stateLimit: options.stateLimit.map { max(0, $0 - states) }, seconds: nil, control: &control)
        if result.optimal { return outcome(optimal: true, stopped: nil) }
        return outcome(optimal: lowerBound >= best.count, stopped: result.stopped)
    }
}
