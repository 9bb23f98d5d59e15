/// Rows that make every integer solution of the walk model connected, with no cut needed:
/// a single-commodity flow from the root that reaches every node a slide leaves from.
///
/// - `y_v` binary per node v other than the root: the walk visits v;
/// - `f_e ≥ 0` per slide: flow along it, only where the slide is taken: `f_e ≤ (n − 1) x_e`;
/// - a slide is taken only from a visited node: `x_e ≤ cap_e y_v` (v its source, not the root);
/// - every visited node receives one unit: `Σ f(into v) − Σ f(out of v) = y_v`.
///
/// So every slide of an integer solution starts at a node the root reaches over taken slides:
/// the solution is the multiset of a walk. The big-M rows are weak in the relaxation, but the
/// connectivity cuts already give the bound; these only close the door on disconnected
/// solutions, which CBC's heuristics find and its cut callback never sees (CBC 2.10 calls it
/// on fractional node solutions only). They are added once a run of CBC has returned such a
/// solution: after that, one more run ends the proof, where the loop of adding that
/// solution's cuts and running again took up to 13 runs (medium level 103).
struct ReachabilityFlow {
    let model: WalkModel

    /// Column of y_v is `firstColumn + v − 1` (v ≥ 1); of f_e, `firstColumn + n − 1 + e`.
    let firstColumn: Int

    init(model: WalkModel) {
        self.model = model
        firstColumn = model.columnCount
    }

    /// Adds the columns and rows to `program` (which must end at `model.columnCount` columns).
    func add(to program: inout MixedIntegerProgram) {
        let graph = model.graph
        let nodes = graph.nodeCount
        for _ in 1..<max(1, nodes) { program.addColumn(lower: 0, upper: 1, objective: 0, isInteger: true) }
        for _ in 0..<model.edgeCount {
            program.addColumn(lower: 0, upper: Double(nodes - 1), objective: 0, isInteger: false)
        }
        var inflow = [[(Int32, Double)]](repeating: [], count: nodes)
        for edge in 0..<model.edgeCount {
            let source = Int(model.edgeSource[edge])
            let target = Int(graph.edgeTarget[edge])
            let flow = Int32(flowColumn(edge))
            // f_e − (n − 1) x_e ≤ 0.
            program.rows.append(
                LinearRow(
                    columns: [flow, Int32(edge)], coefficients: [1, -Double(nodes - 1)], lower: -.infinity,
                    upper: 0))
            // x_e − cap_e y_source ≤ 0.
            if source != 0 {
                program.rows.append(
                    LinearRow(
                        columns: [Int32(edge), Int32(visitColumn(source))],
                        coefficients: [1, -program.columns[edge].upper], lower: -.infinity, upper: 0))
            }
            if target != 0 { inflow[target].append((flow, 1)) }
            if source != 0 { inflow[source].append((flow, -1)) }
        }
        for node in 1..<max(1, nodes) {
            let terms = inflow[node] + [(Int32(visitColumn(node)), -1)]
            program.rows.append(
                LinearRow(columns: terms.map(\.0), coefficients: terms.map(\.1), lower: 0, upper: 0))
        }
    }

    func visitColumn(_ node: Int) -> Int { firstColumn + node - 1 }
    func flowColumn(_ edge: Int) -> Int { firstColumn + model.graph.nodeCount - 1 + edge }

    /// `x` (the walk model's values of `walk`) extended with the visits and a flow along the
    /// tree of first entries: each slide that first enters a node carries one unit for every
    /// node first entered through it and beyond.
    func values(ofWalk walk: [Int32], x: [Double]) -> [Double] {
        let graph = model.graph
        var values = x + [Double](repeating: 0, count: graph.nodeCount - 1 + model.edgeCount)
        var entry = [Int32](repeating: -1, count: graph.nodeCount)
        var order: [Int] = []
        for edge in walk {
            let target = Int(graph.edgeTarget[Int(edge)])
            if target != 0, entry[target] < 0 {
                entry[target] = edge
                order.append(target)
            }
        }
        var carried = [Double](repeating: 1, count: graph.nodeCount)
        for node in order.reversed() {
            let edge = Int(entry[node])
            values[visitColumn(node)] = 1
            values[flowColumn(edge)] = carried[node]
            let parent = Int(model.edgeSource[edge])
            if parent != 0 { carried[parent] += carried[node] }
        }
        return values
    }
}
