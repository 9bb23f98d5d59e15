import GlideSolverClient

/// Proves the fewest moves with the walk model (`WalkModel`): an integer program solved by
/// branch and cut, beside A* (see `Solver` for the portfolio). It works from any position (the
/// rest graph's root is the ball, the units what is left to paint), honours the deadline and
/// cancellation, and reports the best walk and the best lower bound when it stops.
///
/// 1. Root rounds: the linear relaxation (CLP), and connectivity cuts separated on its
///    solution by maximum flow (`ConnectivityCuts`), until none is violated. This lifts the
///    bound from far below A*'s to within a few percent of the optimum.
/// 2. Branch and cut (CBC) on the program with those cuts, from the incumbent, with the same
///    separation at the tree's nodes.
/// 3. Exactness: CBC's own heuristics may return a solution that breaks a cut it never saw.
///    Every integer solution is checked; one that paints with unreached cycles is turned into
///    a walk by splicing (an incumbent), its cuts join the program, and CBC runs again.
struct IntegerProver {
    /// Which connectivity cuts are separated. `.none` exists only to test that a missing
    /// separation is caught (the program then proves nothing it should not, but less).
    enum Separation: Sendable {
        case maxFlow
        case none
    }

    /// Root rounds at most, and rounds in a row that may lift the relaxation by less than
    /// `tailOff` before the rounds stop.
    static let rootRounds = 200
    static let tailOffRounds = 8
    static let tailOff = 1e-3
    /// Cuts added per root round, and per call of CBC's cut callback.
    static let cutsPerRound = 500
    /// The share of the time left that the root rounds may take.
    static let rootShare = 0.5
    static let cutsPerNode = 50
    /// With a `stateLimit` (the generator's deterministic budget), each branch-and-bound node
    /// counts as this many A* states: CBC then stops on a node count, not on the clock.
    static let statesPerNode = 1_000
    /// A bound within this of an integer is that integer (LP values are floating point).
    static let integrality = 1e-6

    let graph: RestGraph
    let units: PaintUnits
    let components: ComponentGraph
    let separation: Separation
    private let model: WalkModel
    private let cuts: ConnectivityCuts
    /// The walk model with every cut found so far.
    private(set) var program: MixedIntegerProgram
    /// The best walk so far (edges) and the best lower bound proven, by any method.
    private(set) var best: [Int32]
    private(set) var lowerBound: Int
    /// The root relaxation's bound once the root rounds are done, and the cuts they found.
    private(set) var rootBound = 0
    private(set) var rootCuts = 0
    /// Runs of CBC before the exactness loop adds `ReachabilityFlow`'s rows. A run that only
    /// adds the last solution's cuts is cheap (no cut generators of CBC's own) and often ends
    /// the proof (large level 9: one more run, 0.6 s); the flow rows end it for sure, but CBC
    /// is slower with them (large level 9: not within 7 s).
    static let runsBeforeFlow = 6
    /// The rows that keep integer solutions connected, once added (see `ReachabilityFlow`).
    private var flow: ReachabilityFlow?
    /// The local search on walks, built on first use.
    private var improvement: WalkImprovement?
    private var triedImprovement = false
    /// Walks longer than the incumbent by this much are not worth improving.
    static let improvableExcess = 40
    /// The time a run needs left to have RINS (see `branchAndCut`).
    static let rinsSeconds = 2.0
    /// Branch-and-bound nodes explored, over every run of CBC.
    private(set) var nodes = 0

    init(
        graph: RestGraph, units: PaintUnits, components: ComponentGraph, incumbent: [Int32],
        lowerBound: Int, separation: Separation = .maxFlow
    ) {
        self.graph = graph
        self.units = units
        self.components = components
        self.separation = separation
        model = WalkModel(graph: graph, units: units, components: components)
        cuts = ConnectivityCuts(model: model)
        program = model.program(maxUses: incumbent.count)
        best = incumbent
        self.lowerBound = lowerBound
    }

    var isProven: Bool { lowerBound >= best.count }

    /// Runs the root rounds, then branch and cut until proven or stopped. `nodeLimit` makes
    /// the work deterministic (no deadline needed).
    mutating func run(control: inout SolveControl, nodeLimit: Int? = nil) -> OptimalSearch.Outcome {
        guard CbcLibrary.isAvailable else { return outcome(.integerProgramUnavailable) }
        offer(best, control: &control)
        if !isProven, let reason = rootRounds(control: &control) { return outcome(reason) }
        var nodesLeft = nodeLimit
        var runs = 0
        while !isProven {
            if let reason = control.checkNow() { return outcome(reason) }
            if let ceiling = control.movesCeiling, lowerBound > ceiling { return outcome(.movesCeiling) }
            let run = branchAndCut(nodeLimit: nodesLeft, first: runs == 0, control: control)
            runs += 1
            nodes += run.nodes
            if let limit = nodesLeft { nodesLeft = max(0, limit - run.nodes) }
            if case .stopped(.cancelled) = run.status { return outcome(.cancelled) }
            raiseBound(run.bound)
            if case .infeasible = run.status {
                // The incumbent itself is a solution: only a wrong cut makes the program infeasible.
                assertionFailure("the walk model rejected a known walk")
                return outcome(.timeout)
            }
            guard let x = run.solution else { return outcome(stopReason(run.status)) }
            let recovery = WalkRecovery(model: model, components: components)
            for solution in [x] + run.saved {
                if let walk = recovery.walk(from: solution) { offer(walk, control: &control) }
            }
            let stop =
                separation == .none || cuts.unreachedUnits(x).isEmpty
                ? conclude(run, solution: x)
                : addCuts(brokenBy: run, solution: x, runs: runs, control: &control)
            if let stop { return outcome(stop) }
            if nodesLeft == 0 { return outcome(.stateLimit) }
        }
        return outcome(nil)
    }

    /// One run of CBC on the program as it stands, from the best walk, with connectivity cuts
    /// separated at its nodes. Only the first run has RINS and CBC's own cut generators
    /// (`BranchAndCut.rins`, `ownCuts`): the later ones only close a proof. RINS also needs
    /// `rinsSeconds` left: CBC does not read its clock during it, and with less it overran the
    /// deadline by a third of a second (large level 1 at --timeout 2).
    private func branchAndCut(nodeLimit: Int?, first: Bool, control: SolveControl) -> BranchAndCut.Outcome {
        let separator: (([Double]) -> [LinearRow])? =
            separation == .none
            ? nil
            : { [cuts, control] x in
                var control = control
                return cuts.separate(x, limit: Self.cutsPerNode, control: &control)
            }
        return BranchAndCut(
            program: program, start: start(), nodeLimit: nodeLimit,
            rins: first && (control.secondsLeft ?? .infinity) >= Self.rinsSeconds, ownCuts: first,
            separator: separator
        ).run(control: control)
    }

    /// A solution whose walk reaches all it paints: a walk of the solution's cost, so with
    /// CBC's proof the optimum. Nil once proven, else why the search stops.
    private mutating func conclude(_ run: BranchAndCut.Outcome, solution x: [Double]) -> SolveStop? {
        if case .optimal = run.status { raiseBound(program.objective(x)) }
        if isProven { return nil }
        if case .stopped(let reason) = run.status { return reason }
        return .timeout
    }

    /// A solution painted with cycles the walk never reaches: its cost proves nothing of
    /// walks. Adds the cuts it and CBC's other solutions break, so that no run finds them
    /// again; after `runsBeforeFlow` runs, also the rows that forbid such solutions. Nil to run
    /// again, else why the search stops.
    private mutating func addCuts(
        brokenBy run: BranchAndCut.Outcome, solution x: [Double], runs: Int, control: inout SolveControl
    ) -> SolveStop? {
        var violated: [LinearRow] = []
        for solution in [x] + run.saved where !cuts.unreachedUnits(solution).isEmpty {
            violated += cuts.separate(solution, limit: Self.cutsPerRound, control: &control)
        }
        // Each cut once, in the order found: the rows' order steers CBC, and so which
        // walk and bound a node budget ends with (a Set's order changes per process).
        var added = Set<LinearRow>()
        program.rows.append(contentsOf: violated.filter { added.insert($0).inserted })
        if flow == nil, runs >= Self.runsBeforeFlow {
            let rows = ReachabilityFlow(model: model)
            rows.add(to: &program)
            flow = rows
        }
        if case .stopped(let reason) = run.status { return reason }
        if violated.isEmpty { return .timeout }
        return nil
    }

    /// The root rounds; nil when they end normally, else why they were stopped.
    mutating func rootRounds(control outer: inout SolveControl) -> SolveStop? {
        guard CbcLibrary.isAvailable else { return .integerProgramUnavailable }
        // The rounds take at most a share of the time, so branch and cut has the rest.
        var control = outer.limited(to: outer.secondsLeft.map { $0 * Self.rootShare })
        defer { outer.movesCeiling = control.movesCeiling }
        let relaxation = LinearRelaxation(program)
        var previous = -Double.infinity
        var flat = 0
        for _ in 0..<Self.rootRounds {
            if control.checkNow() != nil { return outer.checkNow() }
            guard relaxation.solve(seconds: control.secondsLeft) == .optimal else {
                return outer.checkNow()
            }
            let objective = relaxation.objective
            raiseBound(objective)
            rootBound = max(rootBound, Self.ceiling(objective))
            if isProven || separation == .none { return nil }
            flat = objective - previous < Self.tailOff ? flat + 1 : 0
            previous = objective
            if flat >= Self.tailOffRounds { return nil }
            let found = cuts.separate(relaxation.solution, limit: Self.cutsPerRound, control: &control)
            if found.isEmpty { return outer.checkNow() }
            relaxation.add(found)
            program.rows.append(contentsOf: found)
            rootCuts += found.count
        }
        return nil
    }

    /// Takes `walk` as the incumbent if it is shorter once improved (`WalkImprovement`).
    private mutating func offer(_ walk: [Int32], control: inout SolveControl) {
        guard !isProven, walk.count < best.count + Self.improvableExcess else { return }
        if improvement == nil, !triedImprovement {
            triedImprovement = true
            improvement = WalkImprovement(graph: graph, units: units, control: &control)
        }
        let improved = improvement?.improve(walk, control: &control) ?? walk
        if improved.count < best.count { best = improved }
    }

    /// The best walk as the program's column values, CBC's MIP start.
    private func start() -> [Double] {
        let x = model.values(ofWalk: best)
        return flow.map { $0.values(ofWalk: best, x: x) } ?? x
    }

    private mutating func raiseBound(_ bound: Double) {
        guard bound.isFinite else { return }
        lowerBound = max(lowerBound, Self.ceiling(bound))
    }

    private static func ceiling(_ value: Double) -> Int { Int((value - integrality).rounded(.up)) }

    private func stopReason(_ status: BranchAndCut.Status) -> SolveStop {
        if case .stopped(let reason) = status { return reason }
        return .timeout
    }

    private func outcome(_ stopped: SolveStop?) -> OptimalSearch.Outcome {
        OptimalSearch.Outcome(
            solution: best, optimal: isProven, lowerBound: min(lowerBound, best.count), states: nodes,
            stopped: isProven ? nil : stopped)
    }
}
