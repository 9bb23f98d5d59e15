import GlideSolverClient

/// The optimal search in tiers of growing strength, from a first solution. Most levels fall to
/// the cheap bounds within a few thousand states; harder ones get pattern databases of
/// `smallGroupSize` units, which build in milliseconds; the hardest, the largest databases that
/// fit in a `databaseMemoryShare` of the memory allowed (`largeGroupSizes`, largest first),
/// which take a second to build and prune far more. Each tier with databases starts with a
/// quick weighted search for a better incumbent (what a timeout reports), and every tier keeps
/// the best solution and the best lower bound found so far.
struct SearchTiers {
    /// Units per pattern database in the first tier with databases: built in milliseconds.
    static let smallGroupSize = 10
    /// Units per pattern database in the last tier, largest first: the first whose databases
    /// fit in their share of the memory.
    static let largeGroupSizes = [18, 16, 14, 12]
    /// The pattern databases may take `memoryLimit / databaseMemoryShare` bytes: a quarter,
    /// which leaves the rest to the state table.
    static let databaseMemoryShare = 4
    /// The quick weighted search at the start of a tier with databases: states it may hold,
    /// and its weight (f = g + 2h finds a good solution fast, unproven).
    static let quickSearchBudget = 500_000
    static let quickSearchWeight = 2.0

    /// Pattern databases of `groupSize` units (none when nil), for up to `budget` states (no
    /// limit when nil, or when the tier is the last).
    struct Tier {
        var groupSize: Int?
        var budget: Int?
    }

    let graph: RestGraph
    let units: PaintUnits
    let options: SolveOptions
    /// The components the component bound is built from, when `options` asks for it; the
    /// bound, once the first tier has built it (the others bound by it too).
    private let components: ComponentGraph?
    private var componentBound: ComponentBound?
    /// The best solution so far (edges), the best lower bound, and the states held in all.
    private(set) var best: [Int32]
    private(set) var lowerBound = 1
    private(set) var states = 0

    init(
        graph: RestGraph, units: PaintUnits, options: SolveOptions, first: [Int32], components: ComponentGraph
    ) {
        self.graph = graph
        self.units = units
        self.options = options
        self.components = options.componentBound != .none && options.heuristic == .full ? components : nil
        best = first
    }

    /// The tiers for this level: the cheap bounds; then, with the full heuristic and when
    /// databases of `smallGroupSize` fit, small databases, then the largest that fit.
    func tiers() -> [Tier] {
        let fits = { (size: Int) in
            OptimalSearch.databaseBytes(units: units.count, nodes: graph.nodeCount, groupSize: size)
                <= options.memoryLimit / Self.databaseMemoryShare
        }
        var tiers = [Tier(groupSize: nil, budget: options.patternDatabaseThreshold)]
        if options.heuristic == .full, fits(Self.smallGroupSize) {
            tiers.append(Tier(groupSize: Self.smallGroupSize, budget: options.largePatternDatabaseThreshold))
            if let large = Self.largeGroupSizes.first(where: fits) { tiers.append(Tier(groupSize: large)) }
        }
        return tiers
    }

    /// Runs the tiers until one proves the optimum or stops for another reason than its
    /// budget. The outcome carries the best solution, the best lower bound, every state held,
    /// and why it stopped (`.stateBudget` when a tier used up its budget and the next could not start).
    mutating func run(control: inout SolveControl) -> OptimalSearch.Outcome {
        var outcome = OptimalSearch.Outcome(
            solution: best, optimal: false, lowerBound: 1, states: 0,
            stopped: .timeout)
        var limitReached = false
        let tiers = self.tiers()
        for (index, tier) in tiers.enumerated() {
            let budget = index == tiers.count - 1 ? nil : tier.budget
            guard let (tierOutcome, capped) = run(tier, budget: budget, control: &control) else { break }
            outcome = tierOutcome
            if outcome.stopped != .stateBudget { break }
            if capped, let limit = options.stateLimit, states >= limit {
                limitReached = true
                break
            }
        }
        outcome.states = states
        outcome.solution = best
        outcome.lowerBound = lowerBound
        if !outcome.optimal, let reason = control.checkNow() { outcome.stopped = reason }
        if !outcome.optimal, limitReached { outcome.stopped = .stateLimit }
        return outcome
    }

    /// One tier, for up to `budget` states (capped by what `stateLimit` leaves): its outcome,
    /// and whether `stateLimit` cut its budget. Nil when it could not start (stopped while
    /// building its tables).
    private mutating func run(
        _ tier: Tier, budget tierBudget: Int?,
        control: inout SolveControl
    ) -> (OptimalSearch.Outcome, capped: Bool)? {
        guard
            let search = OptimalSearch(
                graph: graph, units: units, heuristic: options.heuristic,
                groupSize: tier.groupSize ?? Self.smallGroupSize,
                control: &control)
        else { return nil }
        if let components {
            if let componentBound {
                search.use(componentBound)
            } else {
                componentBound = search.addComponentBound(
                    components: components, units: units, regionsOnly: options.componentBound == .regions,
                    memo: options.memo)
            }
        }
        if tier.groupSize != nil {
            guard
                search.addPatternDatabases(
                    control: &control,
                    memoryLimit: options.memoryLimit / Self.databaseMemoryShare)
            else { return nil }
            let quick = search.run(
                incumbent: best, stateBudget: capped(Self.quickSearchBudget),
                weight: Self.quickSearchWeight, control: &control,
                memoryLimit: options.memoryLimit)
            states += quick.states
            if let found = quick.solution, found.count < best.count { best = found }
        }
        let budget = capped(tierBudget)
        let outcome = search.run(
            incumbent: best, stateBudget: budget, control: &control,
            memoryLimit: options.memoryLimit)
        states += outcome.states
        search.releaseTables()
        if let found = outcome.solution, found.count <= best.count { best = found }
        lowerBound = max(lowerBound, outcome.lowerBound)
        return (outcome, budget != tierBudget)
    }

    /// `budget` (nil: none), capped by the states `stateLimit` leaves.
    private func capped(_ budget: Int?) -> Int? {
        guard let limit = options.stateLimit else { return budget }
        return min(budget ?? Int.max, max(0, limit - states))
    }
}
