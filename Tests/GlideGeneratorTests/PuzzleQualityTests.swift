import GlideSolverClient
import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules
@testable import GlideSolver

@Suite("Puzzle quality")
struct PuzzleQualityTests {
    func quality(_ board: Board) throws -> PuzzleQuality {
        let result = Solver(board: board).solve(options: SolveOptions(timeout: 20))
        let solution = try #require(result.optimal ? result.solution : nil)
        return try #require(PuzzleQuality(board: board, optimalSolution: solution))
    }

    @Test func measuresWithoutTimeAreNoneAndWithTimeTheSame() throws {
        // `glide solve --stats` gives the measures what the level's timeout leaves: none
        // left, no measures; time enough, the very figures measured without a limit.
        // A carved 10×10 level, with limits that make the lost share an estimate.
        let room = try carvedRoom()
        let result = Solver(board: room).solve(options: SolveOptions(timeout: 20))
        let solution = try #require(result.optimal ? result.solution : nil)
        for limits in [
            PuzzleQuality.Limits(),
            PuzzleQuality.Limits(positions: 50, lostPositions: 50, diagramNodes: 0, walks: 40),
        ] {
            #expect(PuzzleQuality(board: room, optimalSolution: solution, limits: limits, within: 0) == nil)
            let timed = PuzzleQuality(board: room, optimalSolution: solution, limits: limits, within: 3_600)
            #expect(timed != nil)
            #expect(timed == PuzzleQuality(board: room, optimalSolution: solution, limits: limits))
        }
    }

    @Test func aCorridorHasOneLineNoTrapAndNothingToLose() throws {
        let measured = try quality(try board("#####", "#@..#", "#####"))
        #expect(measured.par == 1)
        #expect(measured.optimalSolutions == .exact(1))
        #expect(measured.traps.isEmpty)
        // One move on offer: no choice.
        #expect(measured.insight == Insight(positions: 1, choices: 0, decisions: 0))
        // The start is the only position before the win.
        #expect(measured.lostPositions == LostPositions(lost: 0, positions: 1, method: .listed))
        #expect(measured.openArea == 0)
    }

    @Test func aForkCountsBothOrders() throws {
        // R then L then D, or D then U then R: two lines of 3 moves. Positions before the win:
        // the start, the two arm ends, and the start again with either arm painted: 5, none lost.
        let fork = try board("#####", "#@..#", "#.###", "#.#", "###")
        let measured = try quality(fork)
        #expect(measured.par == 3)
        #expect(measured.optimalSolutions == .exact(2))
        #expect(measured.traps.isEmpty)
        #expect(measured.lostPositions == LostPositions(lost: 0, positions: 5, method: .listed))
        // At the start both arms paint: a choice, and neither loses. Back at the start with
        // one arm painted, the other arm wins; the painted arm paints nothing (no temptation):
        // no choice. The arm's end offers one move only.
        #expect(measured.insight == Insight(positions: 3, choices: 1, decisions: 0))
    }

    @Test func aStemReachedOnlyFromTheStartMakesBothOtherFirstMovesTraps() throws {
        // The stem under the start can only be entered from the start, and once the ball has
        // slid along the top row it never stops on the start again. So D, U first; then L, R
        // or R, L: two lines of 4. L or R first loses (two traps at move 1). Positions by hand:
        // winnable, the start, the stem, the start again, then either end of the top row (5);
        // lost, either end after a first L or R, and either end with the whole top row
        // painted (4).
        let stem = try board("######", "#.@..#", "##.###", "######")
        let measured = try quality(stem)
        #expect(measured.par == 4)
        #expect(measured.optimalSolutions == .exact(2))
        #expect(
            Set(measured.traps) == [
                Trap(move: 1, direction: .left, from: stem.start),
                Trap(move: 1, direction: .right, from: stem.start),
            ])
        #expect(measured.trapsAwayFromStart == 0)
        #expect(measured.lostPositions == LostPositions(lost: 4, positions: 9, method: .listed))
        #expect(measured.difficulty.deadEnds == 2)
        // At the start L and R paint and lose: a choice, but both traps are in plain sight:
        // the only cell they cut off is the stem, which D paints now. In the stem, one move.
        // Back at the start with the stem painted, L and R both paint and neither loses, and
        // D (into the painted stem again) tempts no one: a choice that asks nothing. At a
        // row's end, one move.
        #expect(measured.insight == Insight(positions: 4, choices: 2, decisions: 0))
    }

    @Test func aTrapThatCutsOffACellPaintedLaterMakesADecision() throws {
        // The stem under the start turns right at its foot: (3, 4) is painted only by R from
        // the foot, the line's second move. L or R first never lets the ball stop on the start
        // again, and cuts off the whole stem: D paints two of its cells now, but not (3, 4).
        // Out of plain sight: a decision. Then D R L U (back up the stem to the start) and the
        // row both ways: at the foot and the corner nothing else paints, and back at the
        // start L and R both paint without losing (a choice that asks nothing).
        let level = try board("#######", "#..@..#", "###.###", "###..##", "#######")
        let measured = try quality(level)
        #expect(measured.par == 6)
        #expect(measured.traps.map(\.move) == [1, 1])
        #expect(measured.insight == Insight(positions: 6, choices: 2, decisions: 1))
    }

    @Test func aPaintingMoveThatOnlyCostsAMoveMakesNoDecision() throws {
        // From the start, L and R both paint and keep the level winnable, but only L, R, U
        // wins in 3: R first takes 4 (R, U, D, L). A choice; the wrong move costs a move and
        // loses nothing: routing, no decision. Then at the left end one move, and at the right
        // end U wins while L (back over painted cells) tempts no one.
        let level = try board("##.", ".@.")
        let measured = try quality(level)
        #expect(measured.par == 3)
        #expect(measured.optimalSolutions == .exact(1))
        #expect(measured.traps.isEmpty)
        #expect(measured.insight == Insight(positions: 3, choices: 1, decisions: 0))
    }

    @Test func aRoomAsksNoDecision() throws {
        // A 2×3 room, the start on the left edge's middle: the ball can always slide back, so
        // no move loses. At the start U, D and R all paint (R into the middle costs a move);
        // at the top corner R along the top and D down the left edge both paint: two choices,
        // no decision. Then one tempting move a position.
        let level = try board("..", "@.", "..")
        let measured = try quality(level)
        #expect(measured.par == 4)
        #expect(measured.optimalSolutions == .exact(4))
        let solution = try #require(Self.solution(level))
        #expect(MoveNotation.format(solution) == "URDL")
        #expect(measured.insight == Insight(positions: 4, choices: 2, decisions: 0))
    }

    /// Insight agrees, on hundreds of random small levels, with the definition computed by the
    /// plain reference: at each position of the solution, which moves paint, which lose (the
    /// reference solver), and which cells a losing move cuts off (every slide from every cell
    /// the ball can still stop on, followed cell by cell). Random small levels seldom meet a
    /// trap's kind twice: two staircases (below) do, at every other move.
    @Test func insightAgreesWithTheReference() throws {
        var random = SeededRandom(seed: 28)
        var compared = 0, withChoices = 0, withDecisions = 0, withPlainSightTrapsOnly = 0,
            withKindsMetAgain = 0
        var boards = try [8, 10].map { side in
            try LevelFormat.parse(Self.staircase(side: side).joined(separator: "\n") + "\n").levels[0].board
        }
        boards += (0..<1_000).compactMap { _ in randomBoard(&random, maxSide: 7) }
        for board in boards {
            guard let solution = Self.solution(board),
                let expected = Self.referenceInsight(board, solution: solution),
                let measured = PuzzleQuality(board: board, optimalSolution: solution)
            else { continue }
            #expect(measured.insight == expected, "\(board.mapRows.joined(separator: "\n"))")
            compared += 1
            if expected.choices > 0 { withChoices += 1 }
            if expected.decisions > 0 { withDecisions += 1 }
            if expected.kinds < expected.decisions { withKindsMetAgain += 1 }
            if expected.decisions == 0, !measured.traps.isEmpty { withPlainSightTrapsOnly += 1 }
        }
        #expect(compared >= 150, "compared \(compared)")
        #expect(withChoices >= 40, "with choices \(withChoices)")
        #expect(withDecisions >= 10, "with decisions \(withDecisions)")
        #expect(withKindsMetAgain >= 2, "with a kind met again \(withKindsMetAgain)")
        #expect(withPlainSightTrapsOnly >= 10, "with traps in plain sight only \(withPlainSightTrapsOnly)")
    }

    /// Past the start, a decision is a position whose sideways moves all lose and whose line
    /// goes back the way it came, and no two follow one another, so no line holds more than
    /// `Insight.mostDecisions`: held on random small levels and on the expert and master packs.
    @Test func decisionsPastTheStartNeverFollowOneAnother() throws {
        var random = SeededRandom(seed: 29)
        var lines: [(Board, [Direction])] = []
        for _ in 0..<1_000 {
            guard let board = randomBoard(&random, maxSide: 7), let solution = Self.solution(board) else {
                continue
            }
            lines.append((board, solution))
        }
        for pack in ["expert.txt", "master.txt"] {
            for level in try PackFile.load(levelsDirectory.appendingPathComponent(pack).path).levels {
                lines.append((level.board, try #require(Self.solution(level.board))))
            }
        }
        var decisionsPastTheStart = 0
        for (board, solution) in lines {
            var control = SolveControl(timeout: nil, cancellation: nil, start: .now)
            let space = try #require(PositionSpace(board: board))
            let steps = try #require(space.verdicts.steps(along: solution, control: &control))
            let offers = Insight.offers(along: steps, verdicts: space.verdicts)
            let map = board.mapRows.joined(separator: "\n")
            #expect(
                offers.count { $0 == .decision } <= Insight.mostDecisions(positions: solution.count), "\(map)"
            )
            for k in offers.indices.dropFirst() where offers[k] == .decision {
                decisionsPastTheStart += 1
                let arrival = steps[k - 1].taken
                #expect(steps[k].taken == arrival.opposite, "\(map)")
                let sideways = steps[k].moves.filter {
                    $0.direction != arrival && $0.direction != arrival.opposite
                }
                #expect(!sideways.isEmpty && sideways.allSatisfy { !$0.winnable }, "\(map)")
                #expect(k + 1 == offers.count || offers[k + 1] != .decision, "\(map)")
            }
        }
        #expect(decisionsPastTheStart >= 200, "decisions past the start \(decisionsPastTheStart)")
    }

    /// The bound is nearly met by a staircase of corridors whose far ends open onto a rim the
    /// ball cannot leave: each pair of moves goes out to the rim and back past the last
    /// corner, and at the rim both sideways moves lose. All but the start, the last way out
    /// and the rim's own moves are decisions, three short of `Insight.mostDecisions`, and all
    /// of one kind.
    @Test func aStaircaseOntoARimComesWithinThreeDecisionsOfTheMost() throws {
        for side in [12, 16] {
            let level = try LevelFormat.parse(Self.staircase(side: side).joined(separator: "\n") + "\n")
            let measured = try quality(level.levels[0].board)
            let par = measured.par
            #expect(par == 2 * side - 3)
            #expect(measured.optimalSolutions == .exact(1))
            #expect(measured.insight?.decisions == Insight.mostDecisions(positions: par) - 3)
            // Every trap opens onto the same rim: one kind.
            #expect(measured.insight?.kinds == 1)
        }
    }

    /// A `side`×`side` staircase: the bottom row and the right column a rim, corridors from
    /// the start up and left in steps of two, each running to the rim at its other end.
    static func staircase(side: Int) -> [String] {
        var rows = [[Character]](repeating: [Character](repeating: "#", count: side), count: side)
        for i in 0..<side { (rows[side - 1][i], rows[i][side - 1]) = (".", ".") }
        var (x, y) = (side - 3, side - 3)
        for row in y..<side { rows[row][x] = "." }
        while x - 2 >= 1 {
            x -= 2
            for column in x..<side { rows[y][column] = "." }
            guard y - 2 >= 1 else { break }
            y -= 2
            for row in y..<side { rows[row][x] = "." }
        }
        rows[side - 3][side - 3] = "@"
        return rows.map { String($0) }
    }

    static func solution(_ board: Board) -> [Direction]? {
        let result = Solver(board: board).solve(options: SolveOptions(timeout: 20))
        return result.optimal ? result.solution : nil
    }

    /// The insight along `solution` by the definition, from the reference solver: a move
    /// tempts when it is the line's or paints; a choice has two tempting moves; a decision, a
    /// tempting move that loses (the reference cannot solve from it) and either cuts off no
    /// cell or cuts off a cell the line's own move does not paint. A decision is of a new kind
    /// when such a move ends in a part the ball cannot leave and come back to (the cells it
    /// can stop on from there and get back from) that no earlier decision's did.
    static func referenceInsight(_ board: Board, solution: [Direction]) -> Insight? {
        var state = board.initialState
        var choices = 0, decisions = 0, kinds = 0
        var partsMet: Set<Set<Position>> = []
        for move in solution {
            let line = board.slide(from: state, move)!.result
            var tempting = 1, hidden = false
            var parts: Set<Set<Position>> = []
            for direction in Direction.allCases where direction != move {
                guard let slide = board.slide(from: state, direction), slide.result.painted != state.painted
                else { continue }
                tempting += 1
                if slide.wins { continue }
                switch ReferenceSolver.solve(board, from: slide.result) {
                case .solved: continue
                case .unsolvable:
                    let cut = cutOff(board, from: slide.result)
                    if cut.isEmpty || cut.contains(where: { !line.painted.contains($0) }) {
                        hidden = true
                        parts.insert(part(board, of: slide.destination))
                    }
                default: return nil
                }
            }
            if tempting >= 2 {
                choices += 1
                if hidden {
                    decisions += 1
                    if !parts.isSubset(of: partsMet) { kinds += 1 }
                    partsMet.formUnion(parts)
                }
            }
            state = line
        }
        return Insight(positions: solution.count, choices: choices, decisions: decisions, kinds: kinds)
    }

    /// The cells the ball can stop on from `cell` and get back to `cell` from.
    static func part(_ board: Board, of cell: Position) -> Set<Position> {
        func stops(from start: Position) -> Set<Position> {
            var seen: Set<Position> = [start], stack = [start]
            while let ball = stack.popLast() {
                let resting = GameState(board: board, ball: ball, painted: [])!
                for direction in Direction.allCases {
                    guard let slide = board.slide(from: resting, direction) else { continue }
                    if seen.insert(slide.destination).inserted { stack.append(slide.destination) }
                }
            }
            return seen
        }
        return stops(from: cell).filter { stops(from: $0).contains(cell) }
    }

    /// The unpainted cells of `state` that no slide from a cell the ball can still stop on
    /// enters.
    static func cutOff(_ board: Board, from state: GameState) -> [Int] {
        var entered = Set<Int>(), seen: Set<Position> = [state.ball], stack = [state.ball]
        while let ball = stack.popLast() {
            let resting = GameState(board: board, ball: ball, painted: [])!
            for direction in Direction.allCases {
                guard let slide = board.slide(from: resting, direction) else { continue }
                entered.formUnion(slide.cells.map(board.index(of:)))
                if seen.insert(slide.destination).inserted { stack.append(slide.destination) }
            }
        }
        return board.cells.indices.filter {
            board.cells[$0] == .floor && !state.painted.contains($0) && !entered.contains($0)
        }
    }

    /// The measures agree with the plain enumeration on hundreds of random small levels.
    @Test func theMeasuresAgreeWithThePlainEnumeration() throws {
        var random = SeededRandom(seed: 2026)
        var compared = 0, withTraps = 0, lostSome = 0, severalLines = 0
        for _ in 0..<1_200 {
            guard let board = randomBoard(&random, maxSide: 7), let reference = QualityReference(board)
            else { continue }
            let map = board.mapRows.joined(separator: "\n")
            let measured = try quality(board)
            #expect(measured.par == reference.par, "\(map)")
            #expect(measured.optimalSolutions == .exact(UInt64(reference.optimalSolutions)), "\(map)")
            #expect(measured.lostPositions.lost == Double(reference.lost), "\(map)")
            #expect(measured.lostPositions.positions == Double(reference.positions), "\(map)")
            #expect(measured.lostPositions.exact)
            compared += 1
            if !measured.traps.isEmpty { withTraps += 1 }
            if reference.lost > 0 { lostSome += 1 }
            if reference.optimalSolutions > 1 { severalLines += 1 }
        }
        // The draw must exercise every case, not only trivial boards.
        #expect(compared >= 250, "compared \(compared)")
        #expect(withTraps >= 20, "with traps \(withTraps)")
        #expect(lostSome >= 40, "with lost positions \(lostSome)")
        #expect(severalLines >= 40, "with several optimal lines \(severalLines)")
    }

    @Test func everyTrapLosesAndEveryOtherMoveKeepsTheLevelWinnable() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<100 {
            guard let board = randomBoard(&random, maxSide: 8) else { continue }
            let result = Solver(board: board).solve(options: SolveOptions(timeout: 20))
            guard result.optimal, let solution = result.solution,
                let measured = PuzzleQuality(board: board, optimalSolution: solution)
            else { continue }
            var state = board.initialState
            for (index, move) in solution.enumerated() {
                for direction in Direction.allCases where direction != move {
                    guard let slide = board.slide(from: state, direction), !slide.wins else { continue }
                    let lost = ReferenceSolver.solve(board, from: slide.result) == .unsolvable
                    #expect(
                        measured.traps.contains(Trap(move: index + 1, direction: direction, from: state.ball))
                            == lost)
                }
                state = board.slide(from: state, move)!.result
            }
        }
    }

    @Test func pastTheLimitTheCountSaysManyAndTheShareIsSampled() throws {
        // A carved 10×10 level: thousands of positions, many optimal lines.
        let room = try carvedRoom()
        let result = Solver(board: room).solve(options: SolveOptions(timeout: 20))
        let solution = try #require(result.optimal ? result.solution : nil)
        let limits = PuzzleQuality.Limits(positions: 50, lostPositions: 50, diagramNodes: 0, walks: 40)
        let tight = try #require(PuzzleQuality(board: room, optimalSolution: solution, limits: limits))
        #expect(tight.optimalSolutions == .many)
        // Too many lines to follow, but the insight stands on the verdicts along the line alone.
        #expect(tight.insight != nil)
        #expect(!tight.lostPositions.exact)
        #expect(tight.lostPositions.positions == 40)  // one position per sequence drawn
        #expect(tight.lostPositions.description.hasPrefix("≈"))
        let interval = tight.lostPositions.interval
        #expect(
            interval.lowerBound < tight.lostPositions.share && tight.lostPositions.share < interval.upperBound
        )
        // The sample is drawn from a fixed seed: the same twice.
        #expect(PuzzleQuality(board: room, optimalSolution: solution, limits: limits) == tight)
        // With room to count, exact figures; an exact share's interval is the share.
        let full = try #require(
            PuzzleQuality(
                board: room, optimalSolution: solution, limits: .init(lostPositions: 2_000_000)))
        #expect(full.lostPositions.exact)
        #expect(full.insight == tight.insight)
        #expect(full.lostPositions.interval == full.lostPositions.share...full.lostPositions.share)
    }

    /// The pattern databases only prune harder: the counts with them are the counts without.
    @Test func countingWithPatternDatabasesGivesTheSameCounts() throws {
        var compared = 0
        for board in try carvedLevels(count: 12, seed: 3) {
            let result = Solver(board: board).solve(options: SolveOptions(timeout: 20))
            guard result.optimal, let par = result.moves, let space = PositionSpace(board: board) else {
                continue
            }
            let plain = OptimalSolutionCount.count(
                space, par: par, positionLimit: 1_000_000, cheapLimit: 1_000_000)
            guard plain != .many else { continue }
            // A cheap limit of 1 gives up at once and counts again with the databases.
            let withDatabases = OptimalSolutionCount.count(
                space, par: par, positionLimit: 1_000_000, cheapLimit: 1)
            #expect(withDatabases == plain, "\(board.mapRows.joined(separator: "\n"))")
            compared += 1
        }
        #expect(compared >= 8)
    }

    @Test func aPackSummaryCountsAndCorrelates() throws {
        func measured(par: Int, traps: Int, count: OptimalSolutionCount, lost: Int) -> PuzzleQuality {
            PuzzleQuality(
                par: par, optimalSolutions: count,
                traps: (0..<traps).map {
                    Trap(move: $0 + 1, direction: .up, from: Position(row: $0, column: 0))
                },
                trapsAwayFromStart: max(0, traps - 1),
                lostPositions: LostPositions(lost: Double(lost), positions: 100, method: .listed),
                openArea: par,
                difficulty: Difficulty(moves: par, deadEnds: traps, oneWaySlides: 0, floorCells: 0))
        }
        let pack = PackQuality([
            measured(par: 3, traps: 0, count: .exact(1), lost: 10),
            nil,
            measured(par: 5, traps: 1, count: .exact(4), lost: 30),
            measured(par: 4, traps: 2, count: .many, lost: 20),
        ])
        #expect(pack.levels == 4 && pack.measured == 3)
        #expect(pack.withTrap == 2 && pack.withTrapAwayFromStart == 1)
        #expect(pack.uniqueOptimum == 1 && pack.uncounted == 1)
        #expect(pack.medianLost == 0.2 && pack.lostAllExact && pack.roughestLostMethod == .listed)
        #expect(pack.largestOpenArea == 5)
        // Pars 3, 5, 4 over positions 1, 2, 3: ranks 1, 3, 2, correlation 0.5; difficulties
        // 3, 7, 8 rise: 1; lost shares 10, 30, 20 %: 0.5 again.
        #expect(pack.parCorrelation == 0.5)
        #expect(pack.difficultyCorrelation == 1)
        #expect(pack.lostCorrelation == 0.5)
    }

    @Test func rankCorrelationRanksTiesByTheirAverage() throws {
        #expect(RankCorrelation.spearman(positionsOf: [1, 2, 3, 4]) == 1)
        #expect(RankCorrelation.spearman(positionsOf: [4, 3, 2, 1]) == -1)
        #expect(RankCorrelation.spearman(positionsOf: [5, 5, 5]) == nil)
        #expect(RankCorrelation.ranks([10, 20, 20, 30]) == [1, 2.5, 2.5, 4])
        let tied = try #require(RankCorrelation.spearman(positionsOf: [1, 2, 2, 3]))
        #expect(abs(tied - 0.9486832980505138) < 1e-12)
    }
}
