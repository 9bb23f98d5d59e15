import ArgumentParser
import Foundation
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

/// Benchmarks of Glide's solver, generator, parser and terminal front. Run them through
/// `tools/bench-solver` and the other `tools/bench-*` scripts, which build it in release mode.
/// (The tools that make the level packs and the bench sets are in `glide-dev`.)
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide-bench",
        abstract: "Measure Glide's solver on level sets.",
        subcommands: [
            SolverBench.self, MeasureSet.self, FrontBench.self, GeneratorBench.self, ParserBench.self,
            MPSExport.self, HintBench.self, DailyBench.self, LossBench.self, TimeoutBench.self,
            RefinerBench.self, AssistantBench.self, AssistantPhases.self, VerdictBench.self,
            QualityBench.self, LostMethodBench.self, InsightSearchBench.self,
        ],
        defaultSubcommand: SolverBench.self
    )
}

/// What one set measured, passed from the child process that measured it to the parent.
struct SetReport: Codable {
    var set = ""
    var method = ""
    var levels = 0
    var solved = 0
    var optimal = 0
    var unsolvable = 0
    var timeouts = 0
    var milliseconds: [Double] = []
    var decideMilliseconds: [Double] = []
    var states = 0
    var peakMegabytes = 0.0
    /// Per level: time in ms (nil when not finished), for the reference ratio.
    var perLevel: [Double?] = []
    /// Per level: the proven minimum (nil when none was proven).
    var perLevelMoves: [Int?] = []
    /// Per level stopped by the timeout with a solution: (best − bound) / bound, in percent.
    var gaps: [Double] = []
    var notes: [String] = []
}

extension Array where Element == Double {
    var median: Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }
    var total: Double { reduce(0, +) }
}

/// Runs every set in its own process (so peak memory is the set's own) and prints the table.
struct SolverBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Solve every level of each FILE and print a table per set."
    )

    @Argument(help: "Level pack files, one set each.")
    var files: [String]

    @Option(help: "Seconds per level for Glide's solver.")
    var timeout: Double = 10

    @Flag(help: "Also run the plain breadth-first reference.")
    var reference = false

    @Option(help: "Seconds per level for the reference.")
    var referenceTimeout: Double = 30

    @Option(help: "The optimal search's lower bounds: full, distance or none.")
    var heuristic: SolveOptions.Heuristic = .full

    @Option(
        help:
            "How Glide proves the minimum: portfolio, search (A* only) or integer (the integer program only)."
    )
    var method: SolveOptions.Method = .portfolio

    func run() throws {
        var reports: [SetReport] = []
        for file in files {
            var methods = ["glide"]
            if reference { methods.append("reference") }
            for method in methods {
                let seconds = method == "glide" ? timeout : referenceTimeout
                let (output, peak) = try runChild([
                    "measure", file, "--method", method, "--timeout", String(seconds),
                    "--heuristic", heuristic.rawValue, "--solver-method", self.method.rawValue,
                ])
                var report = try JSONDecoder().decode(SetReport.self, from: Data(output.utf8))
                report.peakMegabytes = peak
                reports.append(report)
                FileHandle.standardError.write(Data("measured \(report.set) (\(method))\n".utf8))
            }
        }
        printTable(reports)
    }

    /// The table, then where both methods proved an optimum whether they agree, how much
    /// faster Glide is than the reference, and each set's notes.
    func printTable(_ reports: [SetReport]) {
        Self.table(reports).forEach { print($0) }
        let pairs = Self.referencePairs(reports)
        Self.crossCheck(pairs).forEach { print($0) }
        let ratios = Self.referenceRatios(pairs)
        if !ratios.isEmpty {
            print()
            ratios.forEach { print($0) }
        }
        let notes = reports.flatMap { r in r.notes.map { "\(r.set): \($0)" } }
        if !notes.isEmpty {
            print()
            notes.forEach { print($0) }
        }
    }

    /// A figure in ms, MB or %: whole from 100 up, else to a tenth.
    static func figure(_ x: Double) -> String {
        x >= 100 ? String(format: "%.0f", x) : String(format: "%.1f", x)
    }

    /// One row per set and method, in columns: names left-aligned, figures right-aligned.
    static func table(_ reports: [SetReport]) -> [String] {
        let f = figure
        let header = [
            "set", "method", "levels", "solved", "optimal", "unsolv.", "timeout", "median ms", "max ms",
            "total ms", "decide max ms", "median gap %", "max gap %", "peak MB", "states",
        ]
        let rows = reports.map { r in
            [
                r.set, r.method, "\(r.levels)", "\(r.solved)", "\(r.optimal)", "\(r.unsolvable)",
                "\(r.timeouts)",
                f(r.milliseconds.median), f(r.milliseconds.max() ?? 0), f(r.milliseconds.total),
                r.method.hasPrefix("glide") ? f(r.decideMilliseconds.max() ?? 0) : "-",
                r.gaps.isEmpty ? "-" : f(r.gaps.median), r.gaps.isEmpty ? "-" : f(r.gaps.max() ?? 0),
                f(r.peakMegabytes),
                "\(r.states)",
            ]
        }
        var table = TextTable(header, leftAligned: 2)
        table.rows = rows
        return table.lines
    }

    /// Each set the reference measured, with Glide's report of the same set.
    static func referencePairs(_ reports: [SetReport]) -> [(reference: SetReport, glide: SetReport)] {
        reports.filter { $0.method == "reference" }.compactMap { reference in
            reports.first { $0.set == reference.set && $0.method.hasPrefix("glide") }.map { (reference, $0) }
        }
    }

    /// Wherever both proved a minimum, they must agree: a line per mismatch, and per set how
    /// many were compared.
    static func crossCheck(_ pairs: [(reference: SetReport, glide: SetReport)]) -> [String] {
        var lines: [String] = []
        for (reference, glide) in pairs {
            var compared = 0
            for (index, moves) in reference.perLevelMoves.enumerated() {
                guard let moves, let mine = glide.perLevelMoves[index] else { continue }
                compared += 1
                if moves != mine {
                    lines.append(
                        "MISMATCH \(reference.set) level \(index + 1): reference \(moves), Glide \(mine)")
                }
            }
            lines.append("\(reference.set): \(compared) optima compared with the reference")
        }
        return lines
    }

    /// How much faster Glide is, on the levels the reference finishes in 1 to 3 s (long
    /// enough to measure, short enough to finish): per set, then over all sets.
    static func referenceRatios(_ pairs: [(reference: SetReport, glide: SetReport)]) -> [String] {
        let f = figure
        var ratios: [String] = []
        var allReference = 0.0, allGlide = 0.0, allCount = 0
        for (reference, glide) in pairs {
            var referenceTotal = 0.0, glideTotal = 0.0, count = 0
            for (index, time) in reference.perLevel.enumerated() {
                guard let time, (1000...3000).contains(time), let mine = glide.perLevel[index] else {
                    continue
                }
                referenceTotal += time
                glideTotal += mine
                count += 1
            }
            allReference += referenceTotal
            allGlide += glideTotal
            allCount += count
            if count > 0 {
                ratios.append(
                    "\(reference.set): \(count) levels the reference solves in 1–3 s: reference \(f(referenceTotal)) ms, "
                        + "Glide \(f(glideTotal)) ms, \(String(format: "%.0f", referenceTotal / max(glideTotal, 0.001)))× faster"
                )
            }
        }
        guard allCount > 0 else { return ratios }
        return ratios + [
            "all sets: \(allCount) levels, \(String(format: "%.0f", allReference / max(allGlide, 0.001)))× faster in total"
        ]
    }

    /// Runs this executable with `arguments`; returns its standard output and its peak
    /// resident memory in MB.
    func runChild(_ arguments: [String]) throws -> (String, Double) {
        let executable = ProcessInfo.processInfo.arguments[0]
        var pipe: [Int32] = [0, 0]
        guard Foundation.pipe(&pipe) == 0 else { throw ExitCode.failure }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        argv.forEach { free($0) }
        posix_spawn_file_actions_destroy(&actions)
        close(pipe[1])
        guard spawned == 0 else { throw ExitCode.failure }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(pipe[0], &buffer, buffer.count)
            if n <= 0 { break }
            output.append(contentsOf: buffer[0..<n])
        }
        close(pipe[0])
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        guard status == 0 else {
            throw ValidationError("measuring \(arguments[1]) failed (status \(status))")
        }
        return (String(decoding: output, as: UTF8.self), Double(usage.ru_maxrss) / 1024)
    }
}

/// Measures one set with one method; prints a `SetReport` as JSON. Started by `solver`.
struct MeasureSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure", shouldDisplay: false)

    @Argument var file: String
    @Option var method: String = "glide"
    @Option var timeout: Double = 10
    @Option var heuristic: SolveOptions.Heuristic = .full
    @Option var solverMethod: SolveOptions.Method = .portfolio

    func run() throws {
        let pack = try PackFile.load(file)
        var report = SetReport()
        report.set = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        report.method = method == "glide" ? "glide \(solverMethod.rawValue)" : method
        report.levels = pack.levels.count
        // Levels without Par matter only in sets that give pars (the open bench levels).
        let setHasPars = pack.levels.contains { $0.par != nil }
        for (index, level) in pack.levels.enumerated() {
            if method == "reference" {
                measureReference(level, into: &report)
            } else {
                measureGlide(
                    level, name: level.name(number: index + 1), setHasPars: setHasPars, into: &report)
            }
        }
        print(String(decoding: try JSONEncoder().encode(report), as: UTF8.self))
    }

    /// The plain breadth-first search on one level: a level it does not finish counts as a
    /// timeout, with no time.
    func measureReference(_ level: Level, into report: inout SetReport) {
        let outcome = PlainBFS(board: level.board).solve(stateLimit: 150_000_000, timeLimit: timeout)
        report.states += outcome.states
        let ms = outcome.seconds * 1000
        report.perLevelMoves.append(outcome.finished ? outcome.moves : nil)
        if outcome.finished {
            report.milliseconds.append(ms)
            report.perLevel.append(ms)
            if outcome.moves != nil {
                report.solved += 1
                report.optimal += 1
            } else {
                report.unsolvable += 1
            }
        } else {
            report.timeouts += 1
            report.perLevel.append(nil)
        }
    }

    /// Glide's solver on one level: the optimal solve, and the verdict alone (how long a
    /// player waits to learn whether an edit is solvable).
    func measureGlide(_ level: Level, name: String, setHasPars: Bool, into report: inout SetReport) {
        let solver = Solver(board: level.board)
        let result = solver.solve(
            options: SolveOptions(timeout: timeout, heuristic: heuristic, method: solverMethod))
        let decide = solver.solve(options: SolveOptions(timeout: timeout, optimal: false))
        let ms = result.seconds * 1000
        report.milliseconds.append(ms)
        report.decideMilliseconds.append(decide.seconds * 1000)
        report.perLevel.append(ms)
        report.perLevelMoves.append(result.optimal ? result.moves : nil)
        report.states += result.states
        switch result.status {
        case .solved: report.solved += 1
        case .unsolvable: report.unsolvable += 1
        case .timeout: report.timeouts += 1
        }
        if result.optimal { report.optimal += 1 }
        if result.status == .timeout, let moves = result.moves, result.lowerBound > 0 {
            report.gaps.append(Double(moves - result.lowerBound) / Double(result.lowerBound) * 100)
        }
        report.notes += Self.notes(
            on: level, name: name, result: result, decide: decide, setHasPars: setHasPars)
    }

    /// What the table's notes say of a level: a gap left at the timeout, no verdict, a Par that
    /// is wrong or not proven, a missing Par, a slow level.
    static func notes(
        on level: Level, name: String, result: SolveResult, decide: SolveResult, setHasPars: Bool
    ) -> [String] {
        var notes: [String] = []
        let ms = result.seconds * 1000
        if result.status == .timeout, let moves = result.moves, result.lowerBound > 0 {
            notes.append("\(name): best \(moves), optimum ≥ \(result.lowerBound)")
        }
        if decide.status == .timeout { notes.append("\(name) not decided within the timeout") }
        if let par = level.par, result.optimal, result.moves != par {
            notes.append("\(name): Par \(par) but proven optimum \(result.moves ?? -1)")
        }
        if let par = level.par, !result.optimal {
            notes.append("\(name): Par \(par) not proven (\(result.reason ?? ""))")
        }
        if setHasPars, level.par == nil, result.status != .unsolvable {
            let found = result.optimal ? "proven optimum \(result.moves ?? -1)" : (result.reason ?? "")
            notes.append("\(name) has no Par: \(found) in \(String(format: "%.0f", ms)) ms")
        }
        if ms > 1000, level.par != nil {
            notes.append("\(name) took \(String(format: "%.0f", ms)) ms")
        }
        return notes
    }
}

extension SolveOptions.Heuristic: ExpressibleByArgument {}
extension SolveOptions.Method: ExpressibleByArgument {}
