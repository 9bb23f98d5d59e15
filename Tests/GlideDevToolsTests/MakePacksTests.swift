import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import Testing

@testable import GlideDevTools

/// How tools/make-packs picks a pack's levels: the curve, and the easy pack's on-ramp (its first
/// levels cannot be lost, then the lost share rises).
@Suite("make-packs: the curve and the on-ramp")
struct MakePacksTests {
    /// A pool level from a map, measured as make-packs measures it.
    static func candidate(_ rows: String...) throws -> MakePacks.Candidate {
        let board = try #require(LevelFormat.parse(rows.joined(separator: "\n")).levels.first).board
        let solution = try #require(Solver(board: board).solve().solution)
        let level = LevelGenerator.Generated(
            board: board, solution: solution, traps: Trap.along(solution, on: board), candidate: 0)
        return MakePacks.Candidate(
            level: level, optimalSolutions: .exact(1), insight: nil, openArea: 0,
            lostPositions: LostPositions.measure(board, par: solution.count))
    }

    /// A corridor with a branch: nothing in it can be lost.
    static let safe = "#####\n#@..#\n#.###\n#.#\n###"
    /// The stem under the start can only be entered from the start: a first L or R loses (two
    /// traps at the start cell), 4 of its 9 positions are lost.
    static let stem = "######\n#.@..#\n##.###\n######"

    static let ramp = MakePacks.OnRamp(
        stuckFree: 2, startTraps: 1, lostShare: 0.2...0.6, lostWeight: 10, parFallWeight: 4)
    static let selection = MakePacks.Selection(
        minTraps: 1, maxOptimalSolutions: 6, maxOpenArea: 20, difficulty: 1...10)

    @Test func theStuckFreeLevelsComeFirstThenTrapsWithTheLostShareAimedAt() throws {
        let safe = try Self.candidate(Self.safe)
        let stem = try Self.candidate(Self.stem)
        #expect(safe.cannotBeLost && !stem.cannotBeLost)
        let ramp = Self.ramp
        // Steps 0 and 1 take only a level that cannot be lost.
        #expect(ramp.cost(of: safe, at: 0, of: 5, selection: Self.selection) == 0)
        #expect(ramp.cost(of: stem, at: 1, of: 5, selection: Self.selection) == .infinity)
        // Then only levels with a trap: at step 2 the aim is 0.2 lost, the stem's 4/9 misses by
        // 0.244…, costing 10 points per whole share.
        #expect(ramp.cost(of: safe, at: 2, of: 5, selection: Self.selection) == .infinity)
        let miss = ramp.cost(of: stem, at: 2, of: 5, selection: Self.selection)
        #expect(abs(miss - 10 * (4.0 / 9 - 0.2)) < 1e-9)
        // From step 3 a trap away from the start is asked for: the stem's are both at the start.
        #expect(ramp.cost(of: stem, at: 3, of: 5, selection: Self.selection) == .infinity)
        var away = Self.selection
        away.minTrapsAwayFromStart = 0
        let last = ramp.cost(of: stem, at: 4, of: 5, selection: away)
        #expect(abs(last - 10 * (0.6 - 4.0 / 9)) < 1e-9, "the aim rises to 0.6 at the last level")
    }

    @Test func theCurveSpreadsDifficultyAndKeepsToTheCost() {
        let pool = (1...10).map { (difficulty: $0, par: $0) }
        // Targets 1, 4, 7, 10: the levels of those difficulties.
        #expect(Curve.pick(pool, count: 4, spanning: 1...10) == [0, 3, 6, 9])
        // Odd difficulties forbidden for the first two picks, even ones after: the picks move
        // to the nearest allowed.
        let picked = Curve.pick(pool, count: 4, spanning: 1...10) { step, index in
            (pool[index].difficulty % 2 == 0) == (step < 2) ? 0 : .infinity
        }
        #expect(picked.map { pool[$0].difficulty } == [2, 4, 7, 9])
        // Nothing allowed: no pick.
        #expect(Curve.pick(pool, count: 4, spanning: 1...10) { _, _ in .infinity } == [])
    }

    @Test func theEasyPacksCommentSaysWhatItWasPickedFor() throws {
        let easy = try #require(MakePacks.plans.first { $0.name == "easy" })
        let ramp = try #require(easy.onRamp)
        let words = easy.selection.description(onRamp: ramp)
        #expect(words.hasPrefix("levels 1–\(ramp.stuckFree) that cannot be lost, then a trap"))
        #expect(words.contains("from level \(ramp.stuckFree + ramp.startTraps + 1) away from the start cell"))
        #expect(MakePacks.plans.filter { $0.onRamp != nil }.map(\.name) == ["easy"])
    }

    /// The expert and master packs are refined towards insight without growing longer, and
    /// the curve weighs each level's decisions per move; the other packs are made as before.
    @Test func theTopPacksArePickedForInsight() throws {
        let insightful = MakePacks.plans.filter { $0.selection.insightWeight > 0 }
        #expect(insightful.map(\.name) == ["expert", "master"])
        for plan in MakePacks.plans {
            let refinedForInsight = plan.refining == .insight
            #expect(refinedForInsight == insightful.contains { $0.name == plan.name }, "\(plan.name)")
        }
        #expect(MakePacks.Refining.insight.aim == .insight && !MakePacks.Refining.insight.lengthens)
        let master = try #require(insightful.last)
        // Of two levels, the one with more decisions per move costs less on the curve.
        var dense = try Self.candidate(Self.stem)
        var sparse = dense
        dense.insight = Insight(positions: 10, choices: 6, decisions: 5)
        sparse.insight = Insight(positions: 10, choices: 6, decisions: 2)
        let (denseCost, sparseCost) = (master.selection.cost(of: dense), master.selection.cost(of: sparse))
        #expect(abs(sparseCost - denseCost - master.selection.insightWeight * 0.3) < 1e-9)
        #expect(master.selection.description().hasPrefix("the most decisions per move, "))
        // Without a weight, insight costs nothing: the other packs' curves are as they were.
        #expect(Self.selection.cost(of: dense) == 0 && Self.selection.description().hasPrefix("a trap"))
    }

    /// The top packs' curve charges a level that opens with a slide and the slide straight back
    /// (the chamber mazes' usual start, which careful players found samey).
    @Test func openingsThatComeStraightBackCostMore() throws {
        let bounce = try Self.candidate("#####", "#.@.#", "#####")
        let straight = try Self.candidate("#####", "#@..#", "#####")
        #expect(bounce.opensWithABounce && !straight.opensWithABounce)
        let master = try #require(MakePacks.plans.last)
        #expect(master.selection.bounceOpeningCost > 0)
        #expect(
            master.selection.cost(of: bounce) - master.selection.cost(of: straight)
                == master.selection.bounceOpeningCost)
        #expect(
            master.selection.description().contains("few openings with a slide and the slide straight back"))
        #expect(Self.selection.cost(of: bounce) == Self.selection.cost(of: straight))
    }

    /// The top packs' chosen levels are annealed towards insight, each kept within the pack's
    /// selection, never longer, at most `shortening` shorter, its difficulty near the pick's.
    @Test func annealedLevelsGainInsightAndKeepTheirPlace() throws {
        #expect(MakePacks.plans.filter { $0.annealing != nil }.map(\.name) == ["expert", "master"])
        let annealing = MakePacks.Annealing(iterations: 400, shortening: 3, difficultyChange: -2...5)
        let plan = MakePacks.Plan(
            file: "test.txt", title: "Test", blurb: "", seed: 1, count: 4,
            selection: MakePacks.Selection(
                minTraps: 1, minTrapsAwayFromStart: 0, maxOptimalSolutions: nil, maxOpenArea: 20,
                difficulty: 1...300),
            annealing: annealing, bands: [MakePacks.Band(width: 12, height: 12, moves: 12...30, pool: 6)])
        let generated = LevelGenerator(
            settings: .init(
                width: 12, height: 12, count: 10, seed: 31, minMoves: 12, maxMoves: 30,
                style: .chambers(chamberSide: 5, rooms: RoomLimit(cells: 4), joins: 0.6))
        ).generate().levels
        #expect(generated.count { plan.selection.admits($0) } >= 3)
        var gained = 0
        for level in generated where plan.selection.admits(level) {
            let measured = try #require(
                Insight.measure(level.board, optimalSolution: level.solution, positionLimit: 50_000))
            let candidate = MakePacks.Candidate(
                level: level, optimalSolutions: measured.solutions, insight: measured.insight,
                openArea: OpenArea.largest(level.board))
            guard let annealed = MakePacks.anneal(candidate, plan: plan, annealing: annealing) else {
                continue
            }
            gained += 1
            let map = annealed.level.board.mapRows.joined(separator: "\n")
            #expect((annealed.insight?.share ?? 0) > (candidate.insight?.share ?? 0), "\(map)")
            #expect((candidate.par - 3...candidate.par).contains(annealed.par), "\(map)")
            #expect((-2...5).contains(annealed.difficulty - candidate.difficulty), "\(map)")
            #expect(plan.selection.admits(annealed.level) && annealed.openArea <= 20)
            if candidate.optimalSolutions == .exact(1) { #expect(annealed.optimalSolutions == .exact(1)) }
            if !candidate.opensWithABounce { #expect(!annealed.opensWithABounce) }
            // Its par is the optimum, and its measures are those `glide solve --stats` gives.
            let board = annealed.level.board
            #expect(Solver(board: board).solve().solution?.count == annealed.par)
            let quality = try #require(PuzzleQuality(board: board, optimalSolution: annealed.level.solution))
            #expect(
                quality.insight == annealed.insight && quality.optimalSolutions == annealed.optimalSolutions)
        }
        #expect(gained >= 2, "\(gained) levels gained insight")
    }
}
