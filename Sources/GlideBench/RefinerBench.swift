import ArgumentParser
import Foundation
import Glibc
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient

/// The refiner on the large packs' candidates, as `tools/make-packs` refines them: the expert
/// pack's chamber mazes at 20×20 and the master pack's at 24×24 (the same styles, wall share
/// and move ranges, the same refiner settings: towards insight, never longer), each level
/// refined on one thread as make-packs runs it (a level per core). Prints the seconds per level
/// and what the refining achieved; the options try other settings.
struct RefinerBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refiner",
        abstract:
            "Measure LevelRefiner on expert and master candidates: seconds per level, and what it changes.",
        discussion: """
            Sizes: 20x20 (the expert pack's chambers of 7, par 40 to 80, walls 0.55), 24x24 (the \
            master pack's chambers of 8, par 55 to 105, walls 0.6), or any other with --min-moves \
            and --max-moves; refined with make-packs' settings (30 edits at most towards insight, \
            the insight budget, never longer, open areas of 4 cells at most). --levels prints a \
            line per level.
            """
    )

    @Option(help: "Sizes to measure (default: 20x20 and 24x24; others with --min-moves and --max-moves).")
    var size: [String] = []

    @Option(help: "Fewest optimal moves (default: the pack's at that size).")
    var minMoves: Int?

    @Option(help: "Most optimal moves (default: the pack's at that size).")
    var maxMoves: Int?

    @Option(help: "The chambers' side, in cells (default: 7 below 22x22, else 8).")
    var chamberSide: Int?

    @Option(help: "Share of each chamber left as wall (default: the pack's at that size, else 0.55).")
    var walls: Double?

    @Option(help: "Levels to refine at each size.")
    var count = 4

    @Option(help: "The generator's seed.")
    var seed: UInt64 = 28

    @Option(help: "Edits the refiner makes at most (make-packs: 30 for these packs).")
    var steps = LevelSelection.insightRefineSteps

    @Option(
        help:
            "Levels refined at once (make-packs: the cores); 1 charges each level its processor time, more their wall time."
    )
    var jobs = 1

    @Option(help: "States the solver may use per edit (default: the refiner's).")
    var stateLimit: Int?

    @Option(help: "Searched edits after which a step settles for the best found (default: make-packs').")
    var patience = RefinerBudget.insight.patience

    @Option(help: "Searched edits without improvement after which refining stops (default: make-packs').")
    var giveUp = RefinerBudget.insight.giveUp

    @Option(
        help: "What the refiner aims at: insight (the expert and master packs') or traps (glide generate's).")
    var aim: Aim = .insight

    enum Aim: String, ExpressibleByArgument {
        case traps, insight

        var refinerAim: LevelRefiner.Aim { self == .traps ? .traps : .insight }
    }

    @Flag(help: "Let an edit lengthen the level (make-packs does not for these packs).")
    var lengthens = false

    @Flag(help: "A line per level: seconds, edits made, par, traps away, optimal solutions, insight.")
    var levels = false

    /// The generator's settings and the refiner's for one size, as `MakePacks.plans` has them.
    func settings(side: Int) -> (LevelGenerator.Settings, LevelRefiner.Settings)? {
        var (moves, density): (ClosedRange<Int>?, Double) = (nil, 0.55)
        switch side {
        case 20: (moves, density) = (40...80, 0.55)
        case 24: (moves, density) = (55...105, 0.6)
        default: break
        }
        if let least = minMoves ?? moves?.lowerBound, let most = maxMoves ?? moves?.upperBound {
            moves = least...most
        }
        guard let moves else { return nil }
        let style: CandidateStyle =
            chamberSide.map { .chambers(chamberSide: $0, rooms: RoomLimit(cells: 4), joins: 0.6) }
            ?? (side < 22 ? .expertMazes : .masterMazes)
        let generator = LevelGenerator.Settings(
            width: side, height: side, count: count, seed: seed, minMoves: moves.lowerBound,
            maxMoves: moves.upperBound, wallDensity: walls ?? density, style: style)
        let refiner = LevelRefiner.Settings(
            moves: moves.lowerBound...(moves.upperBound + 6), maxOpenArea: 4, steps: steps,
            stateLimit: stateLimit ?? 100_000,
            budget: RefinerBudget(batch: RefinerBudget.insight.batch, patience: patience, giveUp: giveUp),
            aim: aim.refinerAim, lengthens: lengthens)
        return (generator, refiner)
    }

    func run() throws {
        var table = TextTable([
            "size", "levels", "median par", "s / level median", "max", "edits rated", "searched",
            "edits made", "unique optimum", "optimal solutions median", "trap away from start",
            "insight median",
        ])
        for text in size.isEmpty ? ["20x20", "24x24"] : size {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts[0] == parts[1], let (generator, refiner) = settings(side: parts[0])
            else {
                throw ValidationError(
                    "size \(text): 20x20 or 24x24, or another with --min-moves and --max-moves")
            }
            table.rows.append(measure(text, generator: generator, refiner: LevelRefiner(settings: refiner)))
        }
        table.lines.forEach { print($0) }
    }

    /// One size's row: its levels made, rated and refined, each timed.
    func measure(_ text: String, generator: LevelGenerator.Settings, refiner: LevelRefiner) -> [String] {
        let made = LevelGenerator(settings: generator).generate().levels.filter {
            LevelGenerator.hasRealShape($0.board)
        }
        let rated = made.compactMap { refiner.rated($0) }
        let jobs = self.jobs
        let results = ParallelWork.map(count: rated.count, jobs: jobs) { index in
            let (started, clock) = (Self.processSeconds, ContinuousClock.now)
            let refined = refiner.refinement(of: rated[index])
            // With levels side by side, each is charged its wall time.
            let seconds = jobs == 1 ? Self.processSeconds - started : (ContinuousClock.now - clock).seconds
            return (refined, seconds)
        }
        let after = results.map(\.0.level)
        let seconds = results.map(\.1)
        if levels {
            for (index, (before, (refinement, time))) in zip(rated, results).enumerated() {
                let refined = refinement.level
                print(
                    "  \(text) level \(index + 1): \(String(format: "%.1f", time)) s, "
                        + "\(refinement.rated) edits rated, \(refinement.searched) searched, "
                        + "\(Self.edits(from: before.board, to: refined.board)) cells changed, par "
                        + "\(before.solution.count) → \(refined.solution.count), traps away "
                        + "\(before.trapsAwayFromStart) → \(refined.trapsAwayFromStart), optimal solutions "
                        + "\(before.optimalSolutions) → \(refined.optimalSolutions), insight "
                        + "\(Self.insight(before)) → \(Self.insight(refined))")
            }
        }
        let changed = zip(rated, after).map { Self.edits(from: $0.board, to: $1.board) }
        return [
            text, String(rated.count), String(Self.median(rated.map(\.solution.count))),
            String(format: "%.1f", seconds.median), String(format: "%.1f", seconds.max() ?? 0),
            String(results.map(\.0.rated).reduce(0, +)), String(results.map(\.0.searched).reduce(0, +)),
            String(changed.reduce(0, +)),
            Self.share(rated, after) { $0.optimalSolutions == .exact(1) },
            Self.medianCount(rated) + " → " + Self.medianCount(after),
            Self.share(rated, after) { $0.trapsAwayFromStart > 0 },
            Self.medianInsight(rated) + " → " + Self.medianInsight(after),
        ]
    }

    /// The level's decisions per move as a percentage (measured again when the refiner did
    /// not aim at insight).
    static func insightShare(_ level: LevelRefiner.Rated) -> Double? {
        if let insight = level.insight { return insight.share }
        return Insight.measure(level.board, optimalSolution: level.solution, positionLimit: 500_000)?.insight
            .share
    }

    static func insight(_ level: LevelRefiner.Rated) -> String {
        insightShare(level).map { "\(Int(($0 * 100).rounded())) %" } ?? "–"
    }

    static func medianInsight(_ levels: [LevelRefiner.Rated]) -> String {
        let shares = levels.compactMap(insightShare).sorted()
        return shares.isEmpty ? "–" : "\(Int((shares[shares.count / 2] * 100).rounded())) %"
    }

    /// `2/6 → 4/6`: how many levels pass `test` before and after.
    static func share(
        _ before: [LevelRefiner.Rated], _ after: [LevelRefiner.Rated], _ test: (LevelRefiner.Rated) -> Bool
    ) -> String {
        "\(before.filter(test).count)/\(before.count) → \(after.filter(test).count)/\(after.count)"
    }

    static func medianCount(_ rated: [LevelRefiner.Rated]) -> String {
        let counts = rated.map { $0.optimalSolutions.exactValue ?? .max }.sorted()
        guard !counts.isEmpty else { return "–" }
        let middle = counts[counts.count / 2]
        return middle == .max ? "many" : String(middle)
    }

    /// The processor time of the process, every thread's: with one level refined at a time
    /// (`--jobs 1`), the level's own work however loaded the machine is (the wall clock is
    /// not), the threads the solver starts included.
    static var processSeconds: Double {
        var usage = rusage()
        guard getrusage(Int32(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func median(_ values: [Int]) -> Int { values.isEmpty ? 0 : values.sorted()[values.count / 2] }

    /// Cells that differ between two boards of one size.
    static func edits(from a: Board, to b: Board) -> Int {
        zip(a.cells, b.cells).count { $0 != $1 }
    }
}
