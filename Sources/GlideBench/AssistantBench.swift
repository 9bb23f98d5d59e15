import ArgumentParser
import Foundation
import GlideGenerator
import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import Synchronization

/// The editor's assistant on whole levels, as the editor runs it: every single-cell edit of
/// each level rated through the live solver client with the assistant's options and its
/// number of solves at once, the lost shares measured as the editor measures them. Prints, per
/// level, its size and par, the edits tried, the proposals found, and the seconds to the first
/// proposal, to every edit rated, and to every proposal's lost share measured.
struct AssistantBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assistant",
        abstract: "Measure the editor's assistant: every single-cell edit of levels rated, timed."
    )

    @Argument(help: "Level pack files.")
    var files: [String]

    @Option(help: "Levels to measure of each file, by number from 1 (default: all).")
    var level: [Int] = []

    @Option(help: "Solves at once (default: the editor's).")
    var parallel: Int?

    @Option(help: "Seconds each edit's solve may take (default: the editor's).")
    var timeout: Double?

    @Option(help: "States before an edit's proof builds pattern databases (default: the editor's).")
    var databaseThreshold: Int?

    @Flag(help: "Build every edit's component bound tables afresh, as before issue 28's memo.")
    var noMemo = false

    /// The assistant's options, as the editor's unless tuned here.
    var options: SolveOptions {
        var options = PackEditor.assistantOptions
        if let timeout { options.timeout = timeout }
        if let databaseThreshold { options.patternDatabaseThreshold = databaseThreshold }
        return options
    }

    func run() throws {
        var table = TextTable([
            "level", "size", "par", "edits", "proposals", "first proposal s", "all rated s", "processor s",
            "edits / s", "lost shares s", "with a lost share",
        ])
        for file in files {
            let pack = try PackFile.load(file)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for (index, level) in pack.levels.enumerated()
            where self.level.isEmpty || self.level.contains(index + 1) {
                guard let row = measure(level) else {
                    print("\(name) \(index + 1): no proven optimum, skipped")
                    continue
                }
                table.rows.append(["\(name) \(index + 1)"] + row)
            }
        }
        table.lines.forEach { print($0) }
    }

    /// One level's row, or nil when its optimum is not proven in 60 s.
    private func measure(_ level: Level) -> [String]? {
        let board = level.board
        let proof = Solver(board: board).solve(options: SolveOptions(timeout: 60))
        guard proof.optimal, let solution = proof.solution else { return nil }
        var assistant = DesignAssistant(draft: LevelDraft(board: board), board: board, solution: solution)
        let inbox = Inbox()
        let client = SolverClient.live(measurer: .withLostShare) { job, result in inbox.put(job, result) }
        let parallel = self.parallel ?? PackEditor.assistantParallel
        var tasks: [SolveJob: DesignAssistant.Task] = [:]
        var number = 0
        let started = ContinuousClock.now
        let processStarted = RefinerBench.processSeconds
        var firstProposal: Double?
        var allRated: Double?
        var ratedProcessor = 0.0
        func fill() {
            while tasks.count < parallel,
                case (let task, var request)? = assistant.nextRequest(options: options)
            {
                if noMemo { request.options.memo = nil }
                number += 1
                let job = SolveJob(owner: 0, number: number)
                tasks[job] = task
                client.start(job, request)
            }
        }
        fill()
        while !tasks.isEmpty {
            let (job, result) = inbox.take()
            guard let task = tasks.removeValue(forKey: job) else { continue }
            assistant.receive(task, result)
            if firstProposal == nil, !assistant.proposals.isEmpty {
                firstProposal = (ContinuousClock.now - started).seconds
            }
            if allRated == nil, assistant.isFinished {
                allRated = (ContinuousClock.now - started).seconds
                ratedProcessor = RefinerBench.processSeconds - processStarted
            }
            fill()
        }
        let seconds = (ContinuousClock.now - started).seconds
        let rated = allRated ?? seconds
        return [
            "\(board.width)×\(board.height)", String(solution.count), String(assistant.candidateCount),
            String(assistant.proposals.count), firstProposal.map { String(format: "%.2f", $0) } ?? "–",
            String(format: "%.2f", rated), String(format: "%.1f", ratedProcessor),
            String(format: "%.0f", Double(assistant.candidateCount) / max(rated, 1e-9)),
            String(format: "%.1f", seconds),
            "\(assistant.proposals.count { $0.lostShare != nil })/\(assistant.proposals.count)"
                + (assistant.lostShare == nil ? " (level: none)" : ""),
        ]
    }
}

/// Results handed over from the solver's threads, one at a time.
private final class Inbox: Sendable {
    private let results = Mutex<[(SolveJob, SolveResult)]>([])
    private let ready = DispatchSemaphore(value: 0)

    func put(_ job: SolveJob, _ result: SolveResult) {
        results.withLock { $0.append((job, result)) }
        ready.signal()
    }

    func take() -> (SolveJob, SolveResult) {
        ready.wait()
        return results.withLock { $0.removeFirst() }
    }
}

/// Where an assistant's time goes on one level: each candidate's verdict, proof and traps,
/// timed apart on one thread, and what became of the candidates.
struct AssistantPhases: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assistant-phases",
        abstract: "Time each phase of rating every single-cell edit of one level, on one thread.")

    @Argument(help: "A level pack file.") var file: String
    @Option(help: "The level, by number from 1.") var level: Int
    @Option(help: "How the optimum is proven: portfolio, search or integer.")
    var method: SolveOptions.Method = .portfolio
    @Option(help: "States the proof may use (default: no limit).") var stateLimit: Int?
    @Option(help: "States before pattern databases are built (default: the assistant's).")
    var databaseThreshold = PackEditor.assistantOptions.patternDatabaseThreshold
    @Flag(
        help:
            "Prove as the assistant did before issue 28: no component bound, the solver's own portfolio shares."
    )
    var asBefore = false
    @Option(help: "List this many of the slowest proofs, with their states.") var slowest = 0
    @Flag(
        help:
            "Prove every edit without the component bound too: count the optima that differ, and the edits whose optimal solution found has other traps."
    )
    var crossCheck = false
    @Flag(help: "Leave the traps out.") var noTraps = false
    @Flag(help: "Build every edit's component bound tables afresh, as before issue 28's memo.")
    var noMemo = false
    @Option(name: .customLong("memo-mib"), help: "The memo's capacity in MiB (default: the assistant's).")
    var memoMiB: Int?

    func validate() throws {
        if let memoMiB, memoMiB < 1 { throw ValidationError("--memo-mib must be at least 1.") }
    }

    /// What the edits came to, and where the time went.
    private struct Tally {
        var level = 0.0, verdict = 0.0, proof = 0.0, traps = 0.0
        var proofs: [(seconds: Double, states: Int, edit: SingleCellEdit, moves: Int?)] = []
        var unsolvable = 0, shorter = 0, longer = 0, same = 0, unproven = 0, disagreements = 0
        /// Proofs whose solution or states differ with the memo and without.
        var memoDisagreements = 0
        /// Edits whose optimal solution with the bound has more traps, or fewer, than without.
        var moreTraps = 0, fewerTraps = 0

        func print(crossChecked: Bool, slowest: Int) {
            Swift.print(
                "unsolvable \(unsolvable), shorter \(shorter), same \(same), longer \(longer), unproven \(unproven)"
                    + (crossChecked
                        ? ", optima that differ without the component bound \(disagreements)"
                            + " (traps along the solution found: more \(moreTraps), fewer \(fewerTraps))"
                            + ", proofs the memo changed \(memoDisagreements)"
                        : ""))
            let sorted = proofs.map(\.seconds).sorted()
            if !sorted.isEmpty {
                Swift.print(
                    String(
                        format: "proof ms: median %.1f, 90th percentile %.1f, max %.1f",
                        sorted[sorted.count / 2] * 1000,
                        sorted[sorted.count * 9 / 10] * 1000, sorted[sorted.count - 1] * 1000))
            }
            Swift.print(
                String(
                    format: "level %.2f s, verdicts %.2f s, proofs %.2f s, traps %.2f s", level, verdict,
                    proof, traps))
            for entry in proofs.sorted(by: { $0.seconds > $1.seconds }).prefix(slowest) {
                let position = entry.edit.position
                Swift.print(
                    String(format: "%7.1f ms %9d states  ", entry.seconds * 1000, entry.states)
                        + "\(entry.edit.cell) at row \(position.row + 1), column \(position.column + 1): "
                        + (entry.moves.map { "optimum \($0)" } ?? "not proven"))
            }
        }
    }

    func run() throws {
        let board = try PackFile.load(file).levels[level - 1].board
        let solution = Solver(board: board).solve(options: SolveOptions(timeout: 60)).solution ?? []
        var tally = Tally()
        // The level's own proof first, as the assistant's rating of it goes: its tables are
        // the memo's first.
        let memo = noMemo || asBefore ? nil : memoMiB.map { SolveMemo(capacity: $0 << 20) } ?? SolveMemo()
        let clock = ContinuousClock.now
        var options = PackEditor.assistantOptions
        options.memo = memo
        _ = Solver(board: board).solve(options: options)
        tally.level = (ContinuousClock.now - clock).seconds
        for edit in SingleCellEdit.edits(of: SingleCellEdit.Map(board), includingOutline: false) {
            guard let candidate = edit.applied(to: board) else { continue }
            rate(edit, candidate, par: solution.count, memo: memo, into: &tally)
        }
        tally.print(crossChecked: crossCheck, slowest: slowest)
        if let memo {
            let tally = memo.tally
            print(
                "memo: tables found \(tally.found), built \(tally.built), let go \(tally.released), "
                    + String(format: "%.1f MiB held", Double(tally.bytes) / 1_048_576))
        }
    }

    /// Rates one edit (`candidate`, the level after it) as the assistant does, phase by phase.
    private func rate(
        _ edit: SingleCellEdit, _ candidate: Board, par: Int, memo: SolveMemo?, into tally: inout Tally
    ) {
        let solver = Solver(board: candidate)
        // The verdict alone first, as the solver's own phases go: most edits end there.
        var clock = ContinuousClock.now
        let quick = solver.solve(options: SolveOptions(timeout: 3, optimal: false))
        tally.verdict += (ContinuousClock.now - clock).seconds
        if quick.status == .unsolvable {
            tally.unsolvable += 1
            return
        }
        clock = ContinuousClock.now
        var options = PackEditor.assistantOptions
        options.patternDatabaseThreshold = databaseThreshold
        options.stateLimit = stateLimit
        options.method = method
        options.memo = memo
        if asBefore {
            options.componentBound = .none
            options.portfolioShares = .standard
        }
        let full = solver.solve(options: options)
        let seconds = (ContinuousClock.now - clock).seconds
        tally.proof += seconds
        tally.proofs.append((seconds, full.states, edit, full.optimal ? full.moves : nil))
        if crossCheck { self.crossCheck(edit, candidate, full, options: options, into: &tally) }
        guard full.optimal, let moves = full.solution else {
            tally.unproven += 1
            return
        }
        if moves.count < par {
            tally.shorter += 1
        } else if moves.count > par {
            tally.longer += 1
        } else {
            tally.same += 1
        }
        clock = ContinuousClock.now
        if !noTraps { _ = Trap.along(moves, on: candidate) }
        tally.traps += (ContinuousClock.now - clock).seconds
    }

    /// Proves `candidate` again without the component bound, and without the memo (if the
    /// assistant's proof `full` had one), and counts where they differ from it.
    private func crossCheck(
        _ edit: SingleCellEdit, _ candidate: Board, _ full: SolveResult, options: SolveOptions,
        into tally: inout Tally
    ) {
        let solver = Solver(board: candidate)
        let without = solver.solve(
            options: SolveOptions(timeout: 60, patternDatabaseThreshold: databaseThreshold, method: method))
        let at = "row \(edit.position.row + 1), column \(edit.position.column + 1)"
        if without.optimal != full.optimal || without.moves != full.moves {
            tally.disagreements += 1
            print("differs at \(at): \(full.moves ?? -1) against \(without.moves ?? -1) without")
        } else if let with = full.solution, let plain = without.solution, full.optimal {
            let (a, b) = (Trap.along(with, on: candidate).count, Trap.along(plain, on: candidate).count)
            if a > b { tally.moreTraps += 1 } else if a < b { tally.fewerTraps += 1 }
        }
        guard options.memo != nil else { return }
        var fresh = options
        fresh.memo = nil
        let afresh = solver.solve(options: fresh)
        if afresh.solution != full.solution || afresh.optimal != full.optimal || afresh.states != full.states
        {
            tally.memoDisagreements += 1
            print(
                "the memo changed the proof at \(at): \(full.moves ?? -1) moves, \(full.states) states "
                    + "against \(afresh.moves ?? -1), \(afresh.states) afresh")
        }
    }
}
