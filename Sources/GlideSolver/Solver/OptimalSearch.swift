import FoundationEssentials
import GlideSolverClient

/// The optimal search's tables and bounds for one level, and A* over (rest node, painted
/// required units) with them (`AStar`), proving the minimum number of moves.
///
/// The heuristic is the largest of these admissible, consistent bounds:
/// - distance (`UnitDistances`): every unpainted unit needs at least the moves to the nearest
///   slide that paints it, that slide included;
/// - lines (`LineCover`): the moves still needed are at least a minimum set of row and column
///   runs covering the unpainted units, plus the moves before the first slide that paints
///   anything;
/// - pattern databases (only for hard levels, where they pay for their construction): for
///   each group of units of the `UnitLayout`, the exact fewest moves to paint the whole group
///   from this node with this part of it painted;
/// - components (`ComponentBound`, when `SolveOptions.componentBound` asks): the exact tour of
///   the ball's strongly connected component and of every one still ahead.
package final class OptimalSearch {
    struct Outcome {
        var solution: [Int32]?
        var optimal: Bool
        var lowerBound: Int
        var states: Int
        var stopped: SolveStop?
    }

    /// A bound or a distance meaning "cannot be done": states and tables store moves as `UInt16`.
    package static let infinity = Int(UInt16.max)
    /// Entries (rest nodes × required units) past which the search's tables are too large to
    /// build: the distance table alone takes 2 bytes an entry (and the unused bits of its mask
    /// words), 80 MB at the cap, before any state is stored.
    static let maxTableEntries = 40_000_000

    let graph: RestGraph
    package let layout: UnitLayout
    private let heuristicKind: SolveOptions.Heuristic
    private let reverse: ReverseAdjacency
    private var distances: UnitDistances
    private let lines: LineCover
    private var componentBound: ComponentBound?
    private var databases: [PatternDatabase] = []

    /// Whether the tables the search needs stay small enough to build.
    package static func isFeasible(graph: RestGraph, units: PaintUnits) -> Bool {
        graph.nodeCount * units.count <= maxTableEntries
    }

    /// The tables for units grouped by `groupSize`; nil when `control` stops it first.
    package init?(
        graph: RestGraph, units: PaintUnits, heuristic: SolveOptions.Heuristic,
        groupSize: Int = SearchTiers.smallGroupSize, control: inout SolveControl
    ) {
        self.graph = graph
        heuristicKind = heuristic
        layout = UnitLayout(graph: graph, units: units, groupSize: groupSize)
        reverse = ReverseAdjacency(graph)
        guard
            let distances = UnitDistances(
                graph: graph, reverse: reverse, units: units, layout: layout,
                control: &control)
        else { return nil }
        self.distances = distances
        lines = LineCover(graph: graph, units: units, layout: layout)
    }

    /// Builds the component bound (`ComponentBound`) of `components` and bounds by it too;
    /// returns it, for the searches of later tiers (`use(_:)`). Its tables are taken from
    /// `memo` where it has them, and left there.
    func addComponentBound(
        components: ComponentGraph, units: PaintUnits, regionsOnly: Bool, memo: SolveMemo? = nil
    ) -> ComponentBound {
        let (layout, distances, lines) = (self.layout, self.distances, self.lines)
        let bound = ComponentBound(
            graph: graph, units: units, layout: layout, components: components, regionsOnly: regionsOnly,
            memo: memo,
            tour: { tour, node in
                // The distance and line bounds of those units alone.
                var mask = layout.full
                var farthest = 0
                var nearest = Int.max
                for unit in tour {
                    let bit = layout.unitBit[unit]
                    mask[bit >> 6] &= ~(1 << UInt64(bit & 63))
                    let moves = Int(distances.moves[node * distances.bitCount + bit])
                    farthest = max(farthest, moves)
                    nearest = min(nearest, moves)
                }
                if farthest >= Self.infinity { return Self.infinity }
                return max(
                    farthest,
                    nearest - 1 + mask.withUnsafeBufferPointer { lines.bound(mask: $0.baseAddress!) })
            })
        componentBound = bound
        return bound
    }

    /// Bounds by `bound` too (built by another tier's search of the same level).
    func use(_ bound: ComponentBound) { componentBound = bound.laidOut(layout) }

    /// Hands the pattern databases and distance table to a background thread to free (the
    /// search is finished with them).
    func releaseTables() {
        releaseInBackground(databases)
        databases = []
        distances.release()
    }

    /// Bytes the pattern databases of this search would take.
    var databaseBytes: Int { layout.groups.reduce(0) { $0 + (1 << $1.units.count) * graph.nodeCount } }

    /// Bytes the pattern databases would take for groups of `groupSize` (before building).
    static func databaseBytes(units: Int, nodes: Int, groupSize: Int) -> Int {
        (units + groupSize - 1) / groupSize * (1 << groupSize) * nodes
    }

    /// Builds a pattern database per group, on all cores (they are independent). False when
    /// stopped first, or when the tables would take more than `memoryLimit` bytes.
    package func addPatternDatabases(control: inout SolveControl, memoryLimit: Int) -> Bool {
        guard heuristicKind == .full, databaseBytes <= memoryLimit else { return false }
        let shared = control
        let (graph, reverse, layout) = (self.graph, self.reverse, self.layout)
        let (phaseStart, wallStart) = (control.now, ContinuousClock.now)
        // Charged by its threads' processor time (`SolveControl.onWorkerThread`): alone, a
        // level builds on every core; beside others (`--jobs`) it shares them, and is charged
        // the same work either way.
        let built = ParallelWork.map(
            count: layout.groups.count,
            jobs: ProcessInfo.processInfo.activeProcessorCount
        ) { index in
            var control = shared.onWorkerThread(phaseStart: phaseStart)
            let group = layout.groups[index]
            let database = PatternDatabase(
                graph: graph, reverse: reverse, edgeBitMasks: layout.edgeBitMasks,
                words: layout.words, first: group.firstBit, size: group.units.count,
                control: &control)
            return (database, work: ThreadTime.used)
        }
        control.chargeParallelPhase(
            wall: ContinuousClock.now - wallStart, work: built.map(\.work).max() ?? .zero)
        guard built.allSatisfy({ $0.0 != nil }) else { return false }
        databases = built.map { $0.0! }
        return !databases.isEmpty
    }

    /// A lower bound on the moves left from `node` with `mask` painted; `infinity` when some
    /// unpainted unit can no longer be painted from here.
    package func heuristic(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        let base = baseHeuristic(node: node, mask: mask)
        guard let componentBound, base < Self.infinity else { return base }
        return max(base, componentBound.bound(node: node, mask: mask))
    }

    private func baseHeuristic(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        if !databases.isEmpty {
            // Every unit is in some group, and a group's exact cost is at least the distance to
            // any of its units: the databases subsume the distance bound (dead states included).
            var bound = 0
            for database in databases {
                let value = database.value(node: node, mask: mask)
                if value == PatternDatabase.unreachable { return Self.infinity }
                if value > bound { bound = value }
            }
            return bound
        }
        var farthest = 0
        var nearest = Int.max
        let base = node * distances.bitCount
        let reachable = layout.forEachUnpainted(mask) { bit in
            let d = Int(distances.moves[base + bit])
            if d == Self.infinity { return false }
            if d > farthest { farthest = d }
            if d < nearest { nearest = d }
            return true
        }
        if !reachable { return Self.infinity }
        if farthest == 0 { return 0 }
        switch heuristicKind {
        case .full: return max(farthest, nearest - 1 + lines.bound(mask: mask))
        case .distance: return farthest
        case .none: return 1
        }
    }

    /// Runs A* from the root with nothing painted. `incumbent` (a known solution) bounds the
    /// search; the result is proven optimal unless stopped. With a `stateBudget`, the search
    /// stops with `.stateBudget` once it holds that many states.
    ///
    /// With a `weight` above 1 it is weighted A* instead (f = g + weight × h): it returns the
    /// first solution it meets, shorter than the incumbent but not proven shortest.
    func run(
        incumbent: [Int32]?, stateBudget: Int? = nil, weight: Double = 1,
        control: inout SolveControl, memoryLimit: Int
    ) -> Outcome {
        var search = AStar(
            search: self, incumbent: incumbent, stateBudget: stateBudget, weight: weight,
            memoryLimit: memoryLimit)
        return search.run(control: &control)
    }
}
