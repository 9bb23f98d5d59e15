import Glibc
import GlideSolverClient
import Synchronization

/// One run of CBC's branch and cut on a `MixedIntegerProgram`, through its C interface.
///
/// - A separator adds cuts at the nodes of the tree (CBC's cut callback); the cuts must be
///   valid for every integer solution, since CBC keeps them globally.
/// - CBC has no way to be stopped from outside: a cancellation is honoured by the cut callback,
///   which then adds a cut no solution meets, so every open node is pruned at once. The
///   outcome of such a run is reported as `.stopped` and nothing of it is used.
/// - The deadline is CBC's own time limit, set from the same control, `lead` early: in the
///   tree CBC notices it between nodes as soon as the callback would, and the run keeps its
///   best solution and a true bound, which a cut no solution meets would spoil. At the root
///   CBC reads its clock far less often (its cut passes, the heuristics between them: up to a
///   second late on tools/bench/large.txt at --timeout 2), so the callback stops a run still
///   going at the deadline, keeping its solutions but not its bound.
/// - CBC's solver entry point (CbcMain1) keeps state in globals (`CbcOrClpRead_mode`, the
///   position in its argument list, among others), so one run at a time in the process
///   (`exclusive`). A run waits for its turn, honouring cancellation; the time it waits is not
///   charged to its solve (`SolveControl.exclude`), so a level solved beside others (`--jobs`)
///   does not lose its time to their CBC runs.
struct BranchAndCut {
    enum Status: Equatable {
        /// The solution is optimal for the program (with the cuts known so far).
        case optimal
        /// The program has no solution.
        case infeasible
        /// Time, the node limit or a cancellation stopped it; `solution` is the best found.
        case stopped(SolveStop)
    }

    struct Outcome {
        var status: Status
        var solution: [Double]?
        /// Every integer solution CBC kept (the best included): those that break a cut the
        /// callback never saw teach the program more cuts than the best alone.
        var saved: [[Double]] = []
        /// A proven lower bound on the program's optimum (−∞ when none).
        var bound: Double
        var nodes: Int
    }

    /// CBC's globals: one run at a time.
    private static let exclusive = Mutex<Void>(())
    /// How long before the deadline CBC's own time limit falls: CBC overruns its limit by a
    /// node or a heuristic's round (85 ms on large level 1) and takes a few milliseconds to
    /// tear down, and its own stop keeps the run's bound, so it should come before the
    /// callback's, which is at the deadline itself.
    static let lead = 0.1
    /// How long a run waiting for its turn sleeps between two looks.
    private static let waitStep = Duration.milliseconds(2)

    var program: MixedIntegerProgram
    /// A solution to start from (CBC checks it and keeps it as its incumbent if it holds).
    var start: [Double]?
    /// Tree nodes CBC may explore; nil for no limit.
    var nodeLimit: Int?
    /// Whether CBC runs RINS, its costliest heuristic (about 0.5 s a run even on small
    /// programs, measured). It finds the good incumbents of large levels, so the first run
    /// keeps it; the runs of the exactness loop, which only close a proof, go without.
    var rins = true
    /// Whether CBC's own cut generators run (at the root). They lift the bound of the first
    /// run; in the runs of the exactness loop they cost about a second each and the bound is
    /// already known.
    var ownCuts = true
    /// Cuts violated by a node's LP solution (called on CBC's thread, during `run`).
    var separator: (([Double]) -> [LinearRow])?

    /// Runs CBC until done or until `control` stops it.
    func run(control: SolveControl) -> Outcome {
        while true {
            if let reason = control.checkNow() {
                return Outcome(status: .stopped(reason), solution: nil, bound: -.infinity, nodes: 0)
            }
            let asked = ContinuousClock.now
            if let outcome = Self.exclusive.withLockIfAvailable({ _ in runAlone(control: control) }) {
                return outcome
            }
            usleep(UInt32(Self.waitStep.seconds * 1_000_000))
            // Waiting for CBC is not the level's time (see `SolveControl`).
            control.exclude(ContinuousClock.now - asked)
        }
    }

    private func runAlone(control: SolveControl) -> Outcome {
        let cbc = CbcLibrary.functions
        let model = cbc.Cbc_newModel()!
        defer { cbc.Cbc_deleteModel(model) }
        load(into: model)
        cbc.Cbc_setLogLevel(model, 0)
        // Wall time, as every deadline in Glide; one thread (the cores belong to the caller).
        cbc.Cbc_setParameter(model, "timeMode", "elapsed")
        cbc.Cbc_setParameter(model, "threads", "0")
        // The cut callback reads columns by their index: CBC's preprocessing would renumber them.
        cbc.Cbc_setParameter(model, "preprocess", "off")
        // CBC's own cut generators at the root only: in the tree they cost more than they
        // prune on this model (large level 1: proven in 6 s with, not in 20 s without).
        cbc.Cbc_setParameter(model, "cuts", ownCuts ? "root" : "off")
        if !rins { cbc.Cbc_setParameter(model, "rins", "off") }
        if let seconds = control.secondsLeft {
            cbc.Cbc_setMaximumSeconds(model, max(0.01, seconds - Self.lead))
        }
        if let nodeLimit { cbc.Cbc_setMaximumNodes(model, Int32(clamping: nodeLimit)) }
        if let start {
            let indices = (0..<Int32(start.count)).map { $0 }
            cbc.Cbc_setMIPStartI(model, Int32(start.count), indices, start)
        }
        let context = CallbackContext(separator: separator, control: control)
        let unmanaged = Unmanaged.passRetained(context)
        defer { unmanaged.release() }
        cbc.Cbc_addCutCallback(model, cutCallback, "glide", unmanaged.toOpaque())

        _ = cbc.Cbc_solve(model)

        let columns = Int(cbc.Cbc_getNumCols(model))
        var solution: [Double]? = nil
        if let best = cbc.Cbc_bestSolution(model) {
            solution = Array(UnsafeBufferPointer(start: best, count: columns))
        }
        let saved = (0..<cbc.Cbc_numberSavedSolutions(model)).compactMap { index in
            cbc.Cbc_savedSolution(model, index).map { Array(UnsafeBufferPointer(start: $0, count: columns)) }
        }
        let nodes = Int(cbc.Cbc_getNodeCount(model))
        switch context.stoppedBy {
        case .cancelled?:
            return Outcome(status: .stopped(.cancelled), solution: nil, bound: -.infinity, nodes: nodes)
        case let reason?:
            // Stopped past the deadline by the callback: the solutions CBC found are real, its
            // bound is spoilt by the impossible cut.
            return Outcome(
                status: .stopped(reason), solution: solution, saved: saved, bound: -.infinity, nodes: nodes)
        case nil: break
        }
        let bound = cbc.Cbc_getBestPossibleObjValue(model)
        if cbc.Cbc_isProvenOptimal(model) != 0, solution != nil {
            return Outcome(status: .optimal, solution: solution, saved: saved, bound: bound, nodes: nodes)
        }
        if cbc.Cbc_isProvenInfeasible(model) != 0, solution == nil {
            return Outcome(status: .infeasible, solution: nil, bound: .infinity, nodes: nodes)
        }
        let reason: SolveStop =
            cbc.Cbc_isNodeLimitReached(model) != 0 ? .stateLimit : control.checkNow() ?? .timeout
        return Outcome(status: .stopped(reason), solution: solution, saved: saved, bound: bound, nodes: nodes)
    }

    /// Writes the program as an MPS file (for measuring other MIP libraries on the same
    /// models, tools/bench-mip): CBC names it `base.mps`, or `base.mps.gz` when it compresses.
    /// False when CBC wrote neither.
    func writeMPS(base: String) -> Bool {
        guard CbcLibrary.isAvailable else { return false }
        let cbc = CbcLibrary.functions
        let model = cbc.Cbc_newModel()!
        defer { cbc.Cbc_deleteModel(model) }
        load(into: model)
        cbc.Cbc_writeMps(model, base)
        return [".mps", ".mps.gz"].contains { access(base + $0, F_OK) == 0 }
    }

    /// The program into CBC: columns with their bounds, costs and integrality, rows by column.
    private func load(into model: UnsafeMutableRawPointer) {
        let cbc = CbcLibrary.functions
        let columns = program.columns
        // Transpose the rows into column-major form (what Cbc_loadProblem takes).
        var counts = [Int32](repeating: 0, count: columns.count + 1)
        for row in program.rows { for column in row.columns { counts[Int(column) + 1] += 1 } }
        for column in 0..<columns.count { counts[column + 1] += counts[column] }
        var next = counts
        var indices = [Int32](repeating: 0, count: Int(counts[columns.count]))
        var values = [Double](repeating: 0, count: indices.count)
        for (rowIndex, row) in program.rows.enumerated() {
            for (column, coefficient) in zip(row.columns, row.coefficients) {
                let slot = Int(next[Int(column)])
                indices[slot] = Int32(rowIndex)
                values[slot] = coefficient
                next[Int(column)] += 1
            }
        }
        cbc.Cbc_loadProblem(
            model, Int32(columns.count), Int32(program.rows.count), counts, indices, values,
            columns.map(\.lower), columns.map(\.upper), columns.map(\.objective),
            program.rows.map(\.lower), program.rows.map(\.upper))
        for (index, column) in columns.enumerated() where column.isInteger {
            cbc.Cbc_setInteger(model, Int32(index))
        }
    }
}

/// What the cut callback needs, passed to CBC as its opaque pointer.
private final class CallbackContext {
    let separator: (([Double]) -> [LinearRow])?
    var control: SolveControl
    /// Why the callback has stopped the run with an impossible cut, if it has.
    var stoppedBy: SolveStop?

    init(separator: (([Double]) -> [LinearRow])?, control: SolveControl) {
        self.separator = separator
        self.control = control
    }
}

/// CBC's cut callback: a cancellation, or the deadline passed, stops the run (an impossible cut
/// prunes every node); otherwise the separator's cuts. CBC's own time limit is the same
/// deadline, but CBC reads it between nodes only: at the root (its cut passes, heuristics
/// between them) it overran it by up to a second.
private func cutCallback(
    solver: UnsafeMutableRawPointer?, cuts: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?
) {
    guard let solver, let cuts, let data else { return }
    let cbc = CbcLibrary.functions
    let context = Unmanaged<CallbackContext>.fromOpaque(data).takeUnretainedValue()
    if let reason = context.stoppedBy ?? context.control.checkNow() {
        context.stoppedBy = reason
        var column: Int32 = 0
        var coefficient = 1.0
        cbc.OsiCuts_addRowCut(cuts, 1, &column, &coefficient, CChar(UInt8(ascii: "L")), -1)
        return
    }
    guard let separator = context.separator, let values = cbc.Osi_getColSolution(solver) else { return }
    let x = Array(UnsafeBufferPointer(start: values, count: Int(cbc.Osi_getNumCols(solver))))
    for row in separator(x) {
        var columns = row.columns
        var coefficients = row.coefficients
        cbc.OsiCuts_addRowCut(
            cuts, Int32(columns.count), &columns, &coefficients, CChar(UInt8(ascii: "G")), row.lower)
    }
}
