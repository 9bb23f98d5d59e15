import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient

/// Makes the shipped generated packs from fixed seeds. For each pack, the level generator makes
/// a pool over the pack's board sizes; the curation keeps the levels that are puzzles by the
/// quality measures (`PuzzleQuality`): traps on the optimal line, few optimal lines, no large
/// open room; then it picks the pack's levels along a curve: difficulty evenly spread over the
/// pack's range, par rising with it, each pack starting where the one before ends (the easy
/// pack where the tutorial does, its first levels impossible to lose: `OnRamp`). The packs are
/// committed in levels/; run `tools/make-packs` only to change them.
struct MakePacks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make-packs",
        abstract: "Write the generated level packs into a folder."
    )

    @Argument(help: "The levels folder (its tutorial.txt is read so no level repeats one of it).")
    var folder: String

    @Option(help: "Make only this pack (easy, medium, hard, expert or master).")
    var only: String?

    @Flag(
        help: "Print each band's pool (difficulty, par, traps, optimal lines, open area) and write nothing.")
    var report = false

    @Option(help: "Threads (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        help: ArgumentHelp(
            "Keep each band's refined pool in this folder and reuse it when its settings match (to try curations quickly).",
            valueName: "folder"))
    var poolCache: String?

    /// Boards of one size in a pack's pool.
    struct Band {
        var width: Int
        var height: Int
        /// The pool's optimum range, and how many levels the generator makes for it.
        var moves: ClosedRange<Int>
        var pool: Int
        var walls: Double? = nil
        /// What the candidate boards look like.
        var style = CandidateStyle.mixed
    }

    /// What a pack keeps: the measures a level must meet.
    struct Selection {
        /// Traps on the optimal line, at least, and how many of them away from the start cell
        /// (`Trap.isAtStart`: the start's own junction is the same trick in level after level).
        var minTraps: Int
        var minTrapsAwayFromStart = 1
        /// Optimal solutions, at most; nil accepts any number, too many to count included.
        var maxOptimalSolutions: UInt64?
        /// Cells of the largest open area, at most.
        var maxOpenArea: Int
        /// The difficulty scores the pack spans, easiest first.
        var difficulty: ClosedRange<Int>
        /// A level needs a trap for every this many moves of its par, if set: long levels
        /// must keep asking for insight all the way.
        var movesPerTrap: Int? = nil
        /// Decisions per move (`Insight.share`), at least, if set.
        var minInsight: Double? = nil
        /// What the curve charges a level for its insight, in points of difficulty missed: this
        /// many per whole share of its moves that are not decisions (0: insight not weighed).
        var insightWeight = 0.0

        /// What the curve charges a level that opens with a slide and the slide straight back, in
        /// points of difficulty missed: three in four chamber mazes open that way, and careful
        /// players found the pack samey for it (issue 28's play). Expert's 10 leaves 8 such
        /// openings of 24 (18 without; at 12, 4, but par's rank correlation fell to 0.74), master's
        /// 12 leaves 6 (12 without), each for about a point of median insight.
        var bounceOpeningCost = 0.0

        /// What standing in the pack costs `candidate` on top of the curve's difficulty.
        func cost(of candidate: Candidate) -> Double {
            let insight = insightWeight > 0 ? insightWeight * (1 - (candidate.insight?.share ?? 0)) : 0
            return insight + (candidate.opensWithABounce ? bounceOpeningCost : 0)
        }

        /// Whether `level` has the traps and the difficulty the pack asks for.
        func admits(_ level: LevelGenerator.Generated) -> Bool {
            hasTheTraps(level, awayFromStart: true) && difficulty.contains(level.difficulty.score)
        }

        /// Whether `level` has the traps the pack asks for: enough, one for every `movesPerTrap`
        /// moves, and (when `awayFromStart`) enough away from the start cell. (An on-ramp's curve
        /// asks for those away from the start itself.)
        func hasTheTraps(_ level: LevelGenerator.Generated, awayFromStart: Bool) -> Bool {
            level.traps.count >= minTraps
                && movesPerTrap.map({ level.traps.count * $0 >= level.solution.count }) ?? true
                && (!awayFromStart || level.trapsAwayFromStart >= minTrapsAwayFromStart)
        }

        var trapsDescription: String { minTraps == 1 ? "a trap" : "at least \(minTraps) traps" }

        /// `the most decisions per move (at least 35 %), `: the pack comment's words for the
        /// insight asked for.
        var insightDescription: String {
            guard insightWeight > 0 || minInsight != nil else { return "" }
            let least = minInsight.map { " (at least \(Int(($0 * 100).rounded())) %)" } ?? ""
            return (insightWeight > 0 ? "the most decisions per move" : "decisions per move") + least + ", "
                + (bounceOpeningCost > 0 ? "few openings with a slide and the slide straight back, " : "")
        }

        /// The pack comment's words for it, with the on-ramp's if the pack has one.
        func description(onRamp: OnRamp? = nil) -> String {
            let traps =
                trapsDescription
                + (minTrapsAwayFromStart > 0 ? " (\(minTrapsAwayFromStart) away from the start cell)" : "")
            let lines = maxOptimalSolutions.map { "at most \($0) optimal solution\($0 == 1 ? "" : "s")" }
            let density = movesPerTrap.map { " (one for every \($0) moves of par)" } ?? ""
            return insightDescription
                + (onRamp.map { $0.description(self) } ?? "\(traps) on the optimal line\(density)") + ", "
                + (lines.map { $0 + ", " } ?? "") + "no open area over \(maxOpenArea) cells, difficulty "
                + "\(difficulty.lowerBound)–\(difficulty.upperBound) rising with par"
        }
    }

    /// How a pack eases a new player in, as the mobile games begin: its first levels cannot be
    /// lost at all (no position reachable from the start is lost), then traps come in, the
    /// share of lost positions rising along the pack. The traps of the first of those levels
    /// may all be at the start cell, the simplest kind, the one the tutorial's last lesson
    /// teaches; after them, the selection's traps away from the start are asked for.
    struct OnRamp {
        /// Levels at the pack's start from which no move can lose.
        var stuckFree: Int
        /// Levels after those whose traps may all be at the start cell.
        var startTraps: Int
        /// The share of lost positions aimed at, from the first level after the stuck-free ones
        /// to the last, rising evenly; a miss costs `lostWeight` points of difficulty per whole
        /// share.
        var lostShare: ClosedRange<Double>
        var lostWeight: Double
        /// The cost of par falling by a move from one level to the next (`Curve.parFallWeight`
        /// elsewhere): higher here, since a level that cannot be lost scores no traps and so
        /// has a longer par than a trapped one of the same difficulty.
        var parFallWeight: Int

        /// What standing as level `step` (from 0) of a pack of `count` costs `candidate` on
        /// top of the curve's own costs: infinity where it may not stand.
        func cost(of candidate: Candidate, at step: Int, of count: Int, selection: Selection) -> Double {
            guard let lost = candidate.lostPositions else { return .infinity }
            if step < stuckFree { return candidate.cannotBeLost ? 0 : .infinity }
            guard !candidate.level.traps.isEmpty,
                step < stuckFree + startTraps
                    || candidate.level.trapsAwayFromStart >= selection.minTrapsAwayFromStart
            else { return .infinity }
            let progress = Double(step - stuckFree) / Double(max(1, count - 1 - stuckFree))
            let aim = lostShare.lowerBound + (lostShare.upperBound - lostShare.lowerBound) * progress
            return lostWeight * abs(lost.share - aim)
        }

        /// The pack comment's words for it.
        func description(_ selection: Selection) -> String {
            "levels 1–\(stuckFree) that cannot be lost, then \(selection.trapsDescription) on the optimal line "
                + "(from level \(stuckFree + startTraps + 1) away from the start cell), "
                + "the share of lost positions rising along the pack"
        }
    }

    /// How a pack's pool levels are refined (`LevelRefiner`): single-cell edits made at most
    /// (seconds a level up to 30×30, docs/benchmarks.md#the-refiner), towards what, how far
    /// each step looks, and whether an edit may lengthen the level.
    struct Refining: Hashable {
        var steps = LevelSelection.packRefineSteps
        var aim = LevelRefiner.Aim.traps
        var budget = RefinerBudget()
        var lengthens = true

        /// The expert and master packs': up to 30 edits towards a unique optimum and insight
        /// (`LevelRefiner.Aim.insight`), each step looking further than `glide generate`'s
        /// (the climb stalls at the default budget), never making a level longer.
        static let insight = Refining(
            steps: LevelSelection.insightRefineSteps, aim: .insight, budget: .insight, lengthens: false)

        /// For the pool cache's file names: every setting that shapes the pool.
        var key: String {
            "steps\(steps)" + (aim == .traps ? "" : "-insight")
                + (budget == RefinerBudget()
                    ? "" : "-budget\(budget.batch)-\(budget.patience)-\(budget.giveUp)")
                + (lengthens ? "" : "-keeppar")
        }
    }

    struct Plan {
        var file: String
        var title: String
        var blurb: String
        var seed: UInt64
        var count: Int
        var selection: Selection
        /// How the refiner edits each pool level.
        var refining = Refining()
        /// How the chosen levels are annealed, if they are.
        var annealing: Annealing? = nil
        /// Set for a pack whose first levels cannot be lost.
        var onRamp: OnRamp? = nil
        var bands: [Band]

        var name: String { String(file.dropLast(4)) }
    }

    static let plans: [Plan] = [
        Plan(
            file: "easy.txt", title: "Easy",
            blurb:
                "Small rooms and short corridors: ten levels that cannot be lost, then a first trap or two.",
            seed: 1_001, count: 40,
            selection: Selection(minTraps: 1, maxOptimalSolutions: 6, maxOpenArea: 20, difficulty: 20...46),
            onRamp: OnRamp(
                stuckFree: 10, startTraps: 15, lostShare: 0.1...0.95, lostWeight: 30, parFallWeight: 10),
            bands: [
                Band(width: 8, height: 8, moves: 12...16, pool: 200),
                Band(width: 9, height: 9, moves: 12...18, pool: 200),
                Band(width: 10, height: 10, moves: 12...20, pool: 160),
                Band(width: 11, height: 11, moves: 13...20, pool: 160),
            ]),
        Plan(
            file: "medium.txt", title: "Medium", blurb: "Bigger boards where the order of the rooms matters.",
            seed: 2_002, count: 50,
            selection: Selection(minTraps: 1, maxOptimalSolutions: 8, maxOpenArea: 24, difficulty: 40...70),
            bands: [
                Band(width: 10, height: 10, moves: 14...24, pool: 90),
                Band(width: 11, height: 11, moves: 15...26, pool: 90),
                Band(width: 12, height: 12, moves: 16...28, pool: 90),
                Band(width: 13, height: 13, moves: 17...30, pool: 80),
                Band(width: 14, height: 14, moves: 18...32, pool: 80),
                Band(width: 15, height: 13, moves: 20...34, pool: 60),
            ]),
        Plan(
            file: "hard.txt", title: "Hard", blurb: "Long routes with one-way slides and many wrong turns.",
            seed: 3_003, count: 40,
            selection: Selection(minTraps: 2, maxOptimalSolutions: 12, maxOpenArea: 24, difficulty: 62...100),
            bands: [
                Band(width: 15, height: 15, moves: 24...42, pool: 100),
                Band(width: 16, height: 16, moves: 26...44, pool: 100),
                Band(width: 17, height: 17, moves: 28...46, pool: 100),
                Band(width: 18, height: 18, moves: 30...48, pool: 100),
                Band(width: 19, height: 19, moves: 32...50, pool: 100),
            ]),
        // The largest packs are hard by insight, not length: chamber mazes (ChamberBoard:
        // one-wide corridors with a few loops, rooms of 2×2 at most, chambers joined by one-way
        // doors) of modest size, each refined towards a unique optimum and the most decisions
        // per move without growing longer, and picked for their insight.
        Plan(
            file: "expert.txt", title: "Expert",
            blurb:
                "Mazes of chambers joined by slides that cannot be slid back: finish each before you leave it.",
            seed: 4_004,
            count: 24,
            selection: Selection(
                minTraps: 2, maxOptimalSolutions: nil, maxOpenArea: 4, difficulty: 88...128, movesPerTrap: 20,
                insightWeight: 300, bounceOpeningCost: 10),
            refining: .insight, annealing: .insight,
            bands: [18, 19, 20, 21, 22].map { side in
                Band(width: side, height: side, moves: 40...80, pool: 64, walls: 0.55, style: .expertMazes)
            }),
        Plan(
            file: "master.txt", title: "Master",
            blurb:
                "Larger mazes of slides that cannot be slid back, one shortest way through: see the order before you move.",
            seed: 5_005, count: 24,
            selection: Selection(
                minTraps: 4, maxOptimalSolutions: nil, maxOpenArea: 4, difficulty: 126...176,
                movesPerTrap: 20,
                insightWeight: 300, bounceOpeningCost: 12),
            refining: .insight, annealing: .insight,
            // The largest boards make the hardest levels, and fewer of them keep their traps
            // within 105 moves: their pools are larger.
            bands: [(22, 64), (23, 64), (24, 64), (25, 96), (26, 128)].map { side, pool in
                Band(width: side, height: side, moves: 55...105, pool: pool, walls: 0.6, style: .masterMazes)
            }),
    ]

    /// A pool level with the measures the curation reads.
    struct Candidate {
        var level: LevelGenerator.Generated
        let optimalSolutions: OptimalSolutionCount
        /// Along the generator's optimal solution; nil when the optimal lines were too many.
        var insight: Insight?
        let openArea: Int
        /// Measured for a pack with an on-ramp only.
        var lostPositions: LostPositions? = nil

        /// Whether the optimal line opens with a slide and the slide straight back (the start
        /// inside a corridor whose two ends are reached only then).
        var opensWithABounce: Bool { Self.opensWithABounce(level.solution) }

        static func opensWithABounce(_ solution: [Direction]) -> Bool {
            solution.count >= 2 && solution[1] == solution[0].opposite
        }

        /// Whether no position reachable from the start is lost: no move can lose the level.
        var cannotBeLost: Bool { lostPositions.map { $0.exact && $0.lost == 0 } ?? false }

        var difficulty: Int { level.difficulty.score }
        var par: Int { level.solution.count }
    }

    func run() throws {
        // The shipped packs were made with the integer program in the solver's budget
        // (`LevelGenerator.Settings.method`): without CBC other levels would come out.
        guard Solver.hasIntegerProgram else {
            throw ValidationError(
                "make-packs needs COIN-OR CBC (coinor-libcbc3): the packs are made with the integer program.")
        }
        // Levels (and their names) already taken: the tutorial's, and those of packs not remade.
        var used = Set<String>()
        var names = Set<String>()
        func take(_ pack: LevelPack) {
            for level in pack.levels {
                used.insert(level.board.canonicalID)
                if let title = level.title { names.insert(title) }
            }
        }
        take(try PackFile.load(folder + "/tutorial.txt"))
        for plan in Self.plans {
            if let only, only != plan.name {
                if let pack = try? PackFile.load(folder + "/" + plan.file) { take(pack) }
                continue
            }
            let pool = Self.pool(plan, used: used, report: report, jobs: jobs, cache: poolCache)
            let (onRamp, selection) = (plan.onRamp, plan.selection)
            let picked = Curve.pick(
                pool.map { (difficulty: $0.difficulty, par: $0.par) }, count: plan.count,
                spanning: selection.difficulty,
                parFallWeight: onRamp?.parFallWeight ?? Curve.parFallWeight,
                cost: { step, index in
                    selection.cost(of: pool[index])
                        + (onRamp?.cost(of: pool[index], at: step, of: plan.count, selection: selection) ?? 0)
                }
            ).map { pool[$0] }
            let chosen = report ? picked : Self.anneal(picked, plan: plan, used: used, jobs: jobs)
            Self.note(
                "\(plan.title): \(chosen.count) of \(plan.count) chosen from a pool of \(pool.count)"
                    + Self.summary(chosen))
            if report { continue }
            for candidate in chosen { used.insert(candidate.level.board.canonicalID) }
            let levels = chosen.map {
                $0.level.level(title: LevelNames.name(for: $0.level.board.canonicalID, avoiding: &names))
            }
            let header: [BlockLine] =
                [
                    .metadata(key: "Title", value: plan.title), .metadata(key: "Author", value: "Glide team"),
                    .comment("; " + plan.blurb),
                    .comment(
                        "; Generated by glide's level generator and curated by tools/make-packs, easiest first."
                    ),
                    .comment("; Selected for: " + plan.selection.description(onRamp: plan.onRamp) + "."),
                ]
                + (plan.annealing.map { [.comment("; " + $0.description + ".")] } ?? []) + [
                    .comment("; Par is the proven optimum.")
                ]
            let pack = LevelPack(header: [header], levels: levels)
            try AtomicFile.write(Data(pack.text.utf8), to: folder + "/" + plan.file)
            Self.note("wrote \(plan.file): \(levels.count) levels")
        }
    }

    /// The plan's pool: every band's generated levels that meet its selection and repeat no
    /// level taken, with their measures.
    static func pool(_ plan: Plan, used: Set<String>, report: Bool, jobs: Int, cache: String?) -> [Candidate]
    {
        var pool: [Candidate] = []
        var seen = used
        for (index, band) in plan.bands.enumerated() {
            let settings = LevelGenerator.Settings(
                width: band.width, height: band.height, count: band.pool,
                seed: plan.seed &* 100 &+ UInt64(index),
                minMoves: band.moves.lowerBound, maxMoves: band.moves.upperBound, wallDensity: band.walls,
                maxCandidates: band.pool * 100, style: band.style, method: .portfolio)
            let cacheFile = cache.map { cacheFilePath(in: $0, plan: plan, band: band, seed: settings.seed) }
            let refined: [LevelGenerator.Generated]
            if let cacheFile, let cached = try? PoolCache.load(cacheFile) {
                refined = cached
            } else {
                refined = generateRefined(plan: plan, band: band, settings: settings, jobs: jobs)
                if let cacheFile { try? PoolCache.save(refined, to: cacheFile) }
            }
            let measured = select(refined, by: plan.selection, onRamp: plan.onRamp != nil, seen: &seen)
            Self.note(
                "\(plan.title) \(band.width)×\(band.height): \(refined.count) refined, \(measured.count) kept"
            )
            if report { noteCandidates(measured) }
            pool += measured
        }
        return pool
    }

    /// A band's pool file in the cache folder: named by every setting that shapes the pool, so
    /// that a file is reused only for the same pool.
    static func cacheFilePath(in folder: String, plan: Plan, band: Band, seed: UInt64) -> String {
        "\(folder)/\(plan.name)-\(band.width)x\(band.height)-seed\(seed)-moves\(band.moves.lowerBound)-"
            + "\(band.moves.upperBound)-walls\(band.walls.map { String($0) } ?? "any")-pool\(band.pool)-"
            + "open\(plan.selection.maxOpenArea)-\(plan.refining.key)"
            + String(describing: band.style).filter { $0.isLetter || $0.isNumber } + ".txt"
    }

    /// The band's generated levels of a real shape, each refined by single-cell edits towards
    /// traps away from the start and fewer optimal lines (`LevelRefiner`) if the plan refines.
    static func generateRefined(plan: Plan, band: Band, settings: LevelGenerator.Settings, jobs: Int)
        -> [LevelGenerator.Generated]
    {
        let generated = LevelGenerator(settings: settings).generate().levels.filter {
            LevelGenerator.hasRealShape($0.board)
        }
        guard plan.refining.steps > 0 else { return generated }
        let refiner = LevelRefiner(
            settings: .init(
                moves: band.moves.lowerBound...(band.moves.upperBound + 6),
                maxOpenArea: plan.selection.maxOpenArea, steps: plan.refining.steps,
                budget: plan.refining.budget, aim: plan.refining.aim, lengthens: plan.refining.lengthens))
        return refiner.refineAll(generated, jobs: jobs).compactMap { $0 }
    }

    /// The levels that meet `selection` and repeat no level seen, with their measures. The
    /// cheap tests come first, counting optimal lines last; a level that passes the cheap ones
    /// counts as seen even if its optimal lines then rule it out. For a pack with an on-ramp,
    /// the traps away from the start are asked for by the curve (`OnRamp.cost`), and a level
    /// without the traps is kept if it cannot be lost.
    static func select(
        _ levels: [LevelGenerator.Generated], by selection: Selection, onRamp: Bool, seen: inout Set<String>
    ) -> [Candidate] {
        var measured: [Candidate] = []
        for level in levels {
            let trapped = selection.hasTheTraps(level, awayFromStart: !onRamp)
            guard trapped || onRamp, selection.difficulty.contains(level.difficulty.score),
                seen.insert(level.board.canonicalID).inserted
            else { continue }
            // Counted exactly as far as the packs were made with (2 million positions, not
            // `--stats`' 50 000): the on-ramp's "cannot be lost" needs every position.
            let lost =
                onRamp
                ? LostPositions.measure(
                    level.board, par: level.solution.count,
                    limits: PuzzleQuality.Limits(lostPositions: 2_000_000)) : nil
            if !trapped, !(lost.map { $0.exact && $0.lost == 0 } ?? false) { continue }
            let quality = Insight.measure(
                level.board, optimalSolution: level.solution, positionLimit: 500_000)
            let (count, insight) = (quality?.solutions ?? .many, quality?.insight)
            if let most = selection.maxOptimalSolutions, (count.exactValue ?? .max) > most { continue }
            if let least = selection.minInsight, (insight?.share ?? 0) < least { continue }
            measured.append(
                Candidate(
                    level: level, optimalSolutions: count, insight: insight,
                    openArea: OpenArea.largest(level.board),
                    lostPositions: lost))
        }
        return measured
    }

    /// `--report`: a band's kept levels, easiest first, with the measures the curation reads.
    static func noteCandidates(_ candidates: [Candidate]) {
        for candidate in candidates.sorted(by: { $0.difficulty < $1.difficulty }) {
            note(
                "  difficulty \(candidate.difficulty) par \(candidate.par) traps "
                    + "\(candidate.level.traps.map { "\($0.move)" }.joined(separator: ",")) lines \(candidate.optimalSolutions)"
                    + " insight \(candidate.insight.map { "\($0.decisions)/\($0.positions)" } ?? "-") open "
                    + "\(candidate.openArea)" + (candidate.lostPositions.map { " lost \($0)" } ?? ""))
        }
    }

    /// `: par 40–78, difficulty 88–150, unique optimum 20, median insight 41 %`: what was chosen.
    static func summary(_ chosen: [Candidate]) -> String {
        guard !chosen.isEmpty else { return "" }
        let pars = chosen.map(\.par), scores = chosen.map(\.difficulty)
        let shares = chosen.map { $0.insight?.share ?? 0 }.sorted()
        return
            ": par \(pars.min()!)–\(pars.max()!), difficulty \(scores.min()!)–\(scores.max()!), unique optimum "
            + "\(chosen.count { $0.optimalSolutions == .exact(1) }), opening with a bounce "
            + "\(chosen.count { $0.opensWithABounce }), median insight "
            + "\(Int((shares[shares.count / 2] * 100).rounded())) %"
    }

    static func note(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}

/// A band's refined pool in a pack file, each level with its optimal solution as `Solution:`,
/// so that a curation can be tried again without generating and refining anew.
enum PoolCache {
    static func save(_ levels: [LevelGenerator.Generated], to path: String) throws {
        let pack = LevelPack(
            header: [[.metadata(key: "Title", value: "make-packs pool")]],
            levels: levels.map { level in
                Level(
                    board: level.board,
                    lines: [
                        .metadata(key: "Title", value: "candidate \(level.candidate)"),
                        .metadata(key: "Solution", value: MoveNotation.format(level.solution)), .map,
                    ])!
            })
        try AtomicFile.write(Data(pack.text.utf8), to: path)
    }

    static func load(_ path: String) throws -> [LevelGenerator.Generated] {
        try PackFile.load(path).levels.map { level in
            let solution = try MoveNotation.parse(level.metadata("Solution") ?? "")
            let candidate = Int(level.title?.split(separator: " ").last ?? "") ?? 0
            return LevelGenerator.Generated(
                board: level.board, solution: solution, traps: Trap.along(solution, on: level.board),
                candidate: candidate)
        }
    }
}

/// Picks a pack's levels along a curve: `count` levels whose difficulties lie near evenly
/// spaced targets across the span, in order, with par never falling from one to the next where
/// the pool allows (a fall costs as much as that many points of difficulty missed, times
/// `parFallWeight`), plus what `cost(step, index)` adds for pool level `index` standing as level
/// `step` (infinity where it may not). Dynamic programming over the pool sorted by difficulty
/// then par.
enum Curve {
    static let parFallWeight = 4

    /// Indices into `pool`, easiest first; fewer than `count` when the pool is smaller (or
    /// when no pick meets `cost`).
    static func pick(
        _ pool: [(difficulty: Int, par: Int)], count: Int, spanning span: ClosedRange<Int>,
        parFallWeight: Int = Curve.parFallWeight, cost extra: ((_ step: Int, _ index: Int) -> Double)? = nil
    ) -> [Int] {
        let order = pool.indices.sorted {
            (pool[$0].difficulty, pool[$0].par) < (pool[$1].difficulty, pool[$1].par)
        }
        let n = order.count
        guard n > count else { return order }
        func target(_ step: Int) -> Double {
            Double(span.lowerBound) + Double(span.upperBound - span.lowerBound) * Double(step)
                / Double(max(1, count - 1))
        }
        func miss(_ step: Int, _ j: Int) -> Double {
            let off = abs(Double(pool[order[j]].difficulty) - target(step))
            return extra.map { off + $0(step, order[j]) } ?? off
        }
        // cost[step][j]: the least cost of `step + 1` levels ending with order[j]; via: the one before.
        let infinity = Double.infinity
        var cost = [[Double]](repeating: [Double](repeating: infinity, count: n), count: count)
        var via = [[Int]](repeating: [Int](repeating: -1, count: n), count: count)
        for j in 0..<n { cost[0][j] = miss(0, j) }
        for step in 1..<count {
            for j in step..<n {
                let miss = miss(step, j)
                guard miss < infinity else { continue }
                for i in (step - 1)..<j where cost[step - 1][i] < infinity {
                    let fall = max(0, pool[order[i]].par - pool[order[j]].par)
                    let total = cost[step - 1][i] + miss + Double(parFallWeight * fall)
                    if total < cost[step][j] {
                        cost[step][j] = total
                        via[step][j] = i
                    }
                }
            }
        }
        guard var last = (0..<n).min(by: { cost[count - 1][$0] < cost[count - 1][$1] }),
            cost[count - 1][last] < infinity
        else { return [] }
        var picked: [Int] = []
        for step in stride(from: count - 1, through: 0, by: -1) {
            picked.append(order[last])
            last = via[step][last]
        }
        return picked.reversed()
    }
}

/// Names for generated levels: an adjective and a noun, picked by the level's canonical ID, so a
/// level keeps its name when the packs are remade; a name taken already moves to the next free
/// pair.
enum LevelNames {
    static let adjectives = [
        "Amber", "Ashen", "Blue", "Bright", "Broken", "Calm", "Cedar", "Cold", "Copper", "Crooked",
        "Dim", "Distant", "Dry", "Dusky", "Early", "Empty", "Faded", "Far", "Folded", "Frozen",
        "Gentle", "Gilded", "Glass", "Golden", "Grey", "Hidden", "Hollow", "Iron", "Ivory", "Jade",
        "Late", "Lesser", "Little", "Lonely", "Long", "Lost", "Low", "Marble", "Narrow", "Old",
        "Olive", "Pale", "Quiet", "Red", "Round", "Rusty", "Salt", "Scarlet", "Secret", "Silent",
        "Silver", "Slate", "Sleepy", "Slow", "Small", "Stone", "Sunken", "Tall", "Twisted", "Velvet",
        "Violet", "Waking", "Western", "White", "Wild", "Windy", "Winter", "Woven", "Young", "Zinc",
    ]
    static let nouns = [
        "Alley", "Arcade", "Archive", "Attic", "Avenue", "Bastion", "Bay", "Bridge", "Canal", "Cellar",
        "Chapel", "Cistern", "Cloister", "Corner", "Court", "Crossing", "Crypt", "Dock", "Foundry", "Gallery",
        "Garden", "Gate", "Hall", "Harbour", "Hollow", "Keep", "Labyrinth", "Landing", "Lane", "Ledge",
        "Library", "Lock", "Loft", "Market", "Maze", "Mill", "Mine", "Nave", "Orchard", "Passage",
        "Pier", "Plaza", "Quarry", "Quay", "Ramp", "Refuge", "Ridge", "Ring", "Route", "Ruin",
        "Spire", "Square", "Stair", "Steps", "Street", "Terrace", "Tower", "Tunnel", "Vault", "Wharf",
    ]

    static func name(for id: String, avoiding taken: inout Set<String>) -> String {
        let hash = UInt64(id, radix: 16) ?? 0
        let total = adjectives.count * nouns.count
        for step in 0..<total {
            let pick = (Int(hash % UInt64(total)) + step * 7919) % total
            let name = adjectives[pick / nouns.count] + " " + nouns[pick % nouns.count]
            if taken.insert(name).inserted { return name }
        }
        return "Level \(id)"
    }
}
