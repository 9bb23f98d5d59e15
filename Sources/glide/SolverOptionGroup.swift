import ArgumentParser
import FoundationEssentials
import GlideGenerator
import GlideSolver
import GlideSolverClient

/// Options shared by the commands that run the solver.
struct SolverOptionGroup: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds of work per level before giving the best found (a wait for the solver's CBC, busy with another level, is not counted).",
            valueName: "seconds"))
    var timeout: Double = Self.defaultTimeout

    /// `glide check`'s and `glide solve`'s seconds per level.
    static let defaultTimeout = 10.0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Levels solved at once, at most the number of cores (the default): more would share the cores, and each level would get less work in its --timeout.",
            valueName: "n"))
    var jobs: Int?

    /// For measuring the solver and cross-checking its proofs with weaker bounds.
    @Option(
        help: ArgumentHelp("Lower bounds of the optimal search: full, distance or none.", visibility: .hidden)
    )
    var heuristic: SolveOptions.Heuristic = .full

    /// For measuring each method alone and cross-checking their proofs.
    @Option(
        help: ArgumentHelp(
            "Methods that prove the minimum: portfolio, search or integer.", visibility: .hidden))
    var method: SolveOptions.Method = .portfolio

    func validate() throws {
        guard timeout > 0, timeout <= 1_000_000 else {
            throw ValidationError("--timeout must be a positive number of seconds, at most 1000000.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    /// The most levels solved at once: a level's timeout is wall time, so a level sharing a
    /// core with another would prove less in it (the large set and six 64×64 levels at
    /// --timeout 2: 31 proven with 1 job, 27 with 16 on 2 cores).
    var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    var batchSolver: BatchSolver {
        BatchSolver(
            options: SolveOptions(timeout: timeout, heuristic: heuristic, method: method),
            jobs: min(jobs ?? cores, cores))
    }
}

extension SolveOptions.Heuristic: ExpressibleByArgument {}
extension SolveOptions.Method: ExpressibleByArgument {}
