/// The linear relaxation of a `MixedIntegerProgram` in CLP, kept between solves: cuts are added
/// as rows and the dual simplex re-solves from the last basis, which is what makes many rounds
/// of connectivity cuts at the root cheap. Not shared between threads (each prover has its
/// own); CLP keeps no global state, so several may run at once.
final class LinearRelaxation {
    enum Status: Equatable {
        case optimal
        case infeasible
        /// Time ran out, or CLP gave up; nothing it reports is proven.
        case stopped
    }

    private let model: UnsafeMutableRawPointer
    private let clp = CbcLibrary.functions

    init(_ program: MixedIntegerProgram) {
        model = clp.Clp_newModel()!
        clp.Clp_setLogLevel(model, 0)
        let columns = program.columns
        let starts = [Int32](repeating: 0, count: columns.count + 1)
        let lower = columns.map(\.lower), upper = columns.map(\.upper), objective = columns.map(\.objective)
        clp.Clp_loadProblem(
            model, Int32(columns.count), 0, starts, nil, nil, lower, upper, objective, nil, nil)
        add(program.rows)
    }

    deinit { clp.Clp_deleteModel(model) }

    func add(_ rows: [LinearRow]) {
        guard !rows.isEmpty else { return }
        let (starts, columns, values) = MixedIntegerProgram.compressed(rows)
        clp.Clp_addRows(
            model, Int32(rows.count), rows.map(\.lower), rows.map(\.upper), starts, columns, values)
    }

    /// Solves (again, from the last basis) within `seconds`.
    func solve(seconds: Double?) -> Status {
        clp.Clp_setMaximumSeconds(model, seconds.map { max(0.001, $0) } ?? -1)
        _ = clp.Clp_dual(model, 0)
        switch clp.Clp_status(model) {
        case 0: return .optimal
        case 1: return .infeasible
        default: return .stopped
        }
    }

    var objective: Double { clp.Clp_objectiveValue(model) }

    var solution: [Double] {
        let count = Int(clp.Clp_getNumCols(model))
        guard let values = clp.Clp_getColSolution(model) else { return [] }
        return Array(UnsafeBufferPointer(start: values, count: count))
    }
}
