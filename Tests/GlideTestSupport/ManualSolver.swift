import GlideRules
import GlideSolver
import GlideSolverClient

/// Carries out a mid end's solver effects by hand: jobs started wait until the test answers
/// them, so what the mid end does while a solve is under way, and in which order results
/// arrive, is the test's to choose.
package struct ManualSolver {
    /// Jobs started and neither answered nor cancelled, oldest first.
    package private(set) var waiting: [(job: SolveJob, request: SolveRequest)] = []
    /// Every job cancelled, in order.
    package private(set) var cancelled: [SolveJob] = []

    package init() {}

    package var pending: [SolveJob] { waiting.map(\.job) }

    /// Takes what a mid end asked for.
    package mutating func take(_ effects: [SolverEffect]) {
        for effect in effects {
            switch effect {
            case let .start(job, request): waiting.append((job, request))
            case let .cancel(job):
                cancelled.append(job)
                waiting.removeAll { $0.job == job }
            }
        }
    }

    /// Solves the oldest waiting job for real and forgets it; `measurer` measures what a
    /// request asks to be measured.
    package mutating func answerOldest(measurer: LevelMeasurer = .trapsOnly) -> (SolveJob, SolveResult)? {
        guard !waiting.isEmpty else { return nil }
        let (job, request) = waiting.removeFirst()
        return (job, request.answer(measurer: measurer))
    }
}
