/// The integer program of a level: the fewest moves is a shortest walk from the root of the
/// rest graph whose slides together paint every required unit. Order matters only through
/// connectivity, so a walk is described by how often it takes each slide:
///
/// - `x_e ≥ 0`, integer: the times slide e is taken (cost 1 each); at most once for a slide
///   between two strongly connected components (the ball never comes back to take it again);
/// - `end_v` binary: the walk ends at node v;
/// - balance: at every node, slides out − slides in = [v is the root] − end_v (so Σ end_v = 1);
/// - cover: for every required unit, the slides that paint it sum to at least 1;
/// - connectivity, as cuts (`ConnectivityCuts`): for a node set S without the root and a unit
///   u, the slides entering S plus the slides painting u that touch no node of S sum to at
///   least 1. Without them, a solution may paint with cycles the walk never reaches.
///
/// A solution that meets every connectivity cut is the multiset of a walk: its slides reached
/// from the root form a connected, balanced multigraph (Hierholzer's algorithm orders them,
/// `WalkRecovery`), and the unreached ones are cycles it does not need.
struct WalkModel {
    let graph: RestGraph
    let units: PaintUnits
    /// Column of slide e is e; column of end_v is `edgeCount + v`.
    var edgeCount: Int { graph.edgeCount }
    var columnCount: Int { graph.edgeCount + graph.nodeCount }
    /// The edges into each node, and the node each edge leaves.
    let reverse: ReverseAdjacency
    var edgeSource: [Int32] { reverse.edgeSource }
    /// Per edge: whether it leaves its strongly connected component.
    let crossesComponents: [Bool]

    init(graph: RestGraph, units: PaintUnits, components: ComponentGraph) {
        self.graph = graph
        self.units = units
        reverse = ReverseAdjacency(graph)
        var crosses = [Bool](repeating: false, count: graph.edgeCount)
        for node in 0..<graph.nodeCount {
            for edge in graph.edges(of: node) {
                crosses[edge] =
                    components.componentOfNode[node]
                    != components.componentOfNode[Int(graph.edgeTarget[edge])]
            }
        }
        crossesComponents = crosses
    }

    /// The program without connectivity cuts. `maxUses` caps every `x_e` (a walk of the
    /// incumbent's length takes no slide more often).
    func program(maxUses: Int) -> MixedIntegerProgram {
        var program = MixedIntegerProgram()
        for edge in 0..<edgeCount {
            program.addColumn(
                lower: 0, upper: crossesComponents[edge] ? 1 : Double(max(1, maxUses)), objective: 1,
                isInteger: true)
        }
        for _ in 0..<graph.nodeCount { program.addColumn(lower: 0, upper: 1, objective: 0, isInteger: true) }

        // Balance: Σ out − Σ in + end_v = [v is the root].
        var balance = [[(Int32, Double)]](repeating: [], count: graph.nodeCount)
        for edge in 0..<edgeCount {
            balance[Int(edgeSource[edge])].append((Int32(edge), 1))
            balance[Int(graph.edgeTarget[edge])].append((Int32(edge), -1))
        }
        for node in 0..<graph.nodeCount {
            let terms = balance[node] + [(Int32(edgeCount + node), 1)]
            let rhs: Double = node == 0 ? 1 : 0
            program.rows.append(
                LinearRow(columns: terms.map(\.0), coefficients: terms.map(\.1), lower: rhs, upper: rhs))
        }
        for cover in units.cover { program.rows.append(.atLeast(1, sumOf: cover)) }
        return program
    }

    /// The column values of a walk (a sequence of edges from the root).
    func values(ofWalk walk: [Int32]) -> [Double] {
        var x = [Double](repeating: 0, count: columnCount)
        var node = 0
        for edge in walk {
            x[Int(edge)] += 1
            node = Int(graph.edgeTarget[Int(edge)])
        }
        x[edgeCount + node] = 1
        return x
    }
}
