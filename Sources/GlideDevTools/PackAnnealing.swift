import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient

extension MakePacks {
    /// How a pack's chosen levels are annealed towards insight (`InsightSearch`), once the
    /// curve has picked them: single-cell edits walked through for `iterations`, each level kept
    /// within what the pack asks (its traps, difficulty span, open area, a unique optimum if it
    /// had one, no new opening with a slide and the slide straight back) and near its place on
    /// the curve.
    struct Annealing: Hashable {
        var iterations: Int
        /// Moves a level may lose, at most; it may gain none.
        var shortening: Int
        /// How far a level's difficulty may move from the curve's pick: further up than down,
        /// since decisions come with traps, which the difficulty counts (the pack's first level
        /// still starts about where the pack before ends, hard's 98).
        var difficultyChange: ClosedRange<Int>

        /// The expert and master packs': refining's single edits stall at about a tenth of the
        /// moves decisions; 60 000 steps take the packs' picks to about 13 and 11 %
        /// (docs/benchmarks.md), 35 s an expert level and 85 s a master level on one core.
        static let insight = Annealing(iterations: 60_000, shortening: 8, difficultyChange: -6...12)

        /// The pack comment's words for it.
        var description: String {
            "Then each annealed towards insight: \(iterations) single-cell edits tried, never longer, at most "
                + "\(shortening) moves shorter"
        }
    }

    /// `chosen`, each level annealed as `plan` says on `jobs` threads (one level a thread), the
    /// level kept as it was (its stray walls cleared, as the search clears them) where the search
    /// found nothing better or the better level repeats one in `used`; easiest first again.
    static func anneal(_ chosen: [Candidate], plan: Plan, used: Set<String>, jobs: Int) -> [Candidate] {
        guard let annealing = plan.annealing else { return chosen }
        let annealed = ParallelWork.map(count: chosen.count, jobs: jobs) { index in
            anneal(chosen[index], plan: plan, annealing: annealing)
        }
        var seen = used
        var result: [Candidate] = []
        for (original, better) in zip(chosen, annealed) {
            let level =
                better.flatMap { seen.contains($0.level.board.canonicalID) ? nil : $0 }
                ?? original.withoutStrayWalls
            seen.insert(level.level.board.canonicalID)
            result.append(level)
            note(
                "  annealed: insight \(percent(original)) → \(percent(level)), par \(original.par) → \(level.par), "
                    + "difficulty \(original.difficulty) → \(level.difficulty)")
        }
        return result.sorted { ($0.difficulty, $0.par) < ($1.difficulty, $1.par) }
    }

    /// `candidate` annealed, or nil when the search found no level of more insight.
    static func anneal(_ candidate: Candidate, plan: Plan, annealing: Annealing) -> Candidate? {
        let selection = plan.selection
        let least = max(plan.bands.map(\.moves.lowerBound).min() ?? 1, candidate.par - annealing.shortening)
        let refiner = LevelRefiner.Settings(
            moves: min(least, candidate.par)...candidate.par, maxOpenArea: selection.maxOpenArea,
            aim: .insight)
        guard let start = LevelRefiner(settings: refiner).rated(candidate.level) else { return nil }
        let (unique, bounces) = (candidate.optimalSolutions == .exact(1), candidate.opensWithABounce)
        let change = annealing.difficultyChange
        let difficulties =
            (candidate.difficulty + change.lowerBound)...(candidate.difficulty + change.upperBound)
        let search = InsightSearch(
            settings: InsightSearch.Settings(
                refiner: refiner, iterations: annealing.iterations,
                seed: UInt64(candidate.level.board.canonicalID.prefix(16), radix: 16) ?? 0,
                admits: { level in
                    let generated = Self.generated(level, candidate: candidate.level.candidate)
                    return selection.admits(generated) && difficulties.contains(generated.difficulty.score)
                        && (!unique || level.optimalSolutions == .exact(1))
                        && (bounces || !Candidate.opensWithABounce(level.solution))
                }))
        let best = search.search(from: start).best
        guard (best.insight?.share ?? 0) > (candidate.insight?.share ?? 0) else { return nil }
        return Candidate(
            level: generated(best, candidate: candidate.level.candidate),
            optimalSolutions: best.optimalSolutions,
            insight: best.insight, openArea: best.openArea)
    }

    static func percent(_ candidate: Candidate) -> String {
        "\(Int(((candidate.insight?.share ?? 0) * 100).rounded())) %"
    }

    static func generated(_ level: LevelRefiner.Rated, candidate: Int) -> LevelGenerator.Generated {
        LevelGenerator.Generated(
            board: level.board, solution: level.solution, traps: level.traps, candidate: candidate)
    }
}

extension MakePacks.Candidate {
    /// The level with its stray walls cleared (`Board.withoutStrayWalls`): the same game, the
    /// same measures.
    var withoutStrayWalls: MakePacks.Candidate {
        let tidy = level.board.withoutStrayWalls
        guard tidy != level.board else { return self }
        var candidate = self
        candidate.level = LevelGenerator.Generated(
            board: tidy, solution: level.solution, traps: Trap.along(level.solution, on: tidy),
            candidate: level.candidate)
        return candidate
    }
}
