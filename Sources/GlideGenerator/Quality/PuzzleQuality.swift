import GlideRules
import GlideSolver
import GlideSolverClient

/// What makes a level a puzzle rather than a chore, measured: how many optimal lines there
/// are (one is a puzzle with an answer; thousands, a sweep in any order), the wrong turns on
/// the way (traps), how many of its moves are real decisions (insight), how unforgiving it is
/// (the share of lost positions), and the largest open room (where the work is bookkeeping).
/// `glide solve --stats` prints them and `tools/make-packs` curates by them.
///
/// Every figure is the same on every run and machine: the counts are bounded by positions,
/// not time, and the estimates draw from a fixed seed.
public struct PuzzleQuality: Hashable, Sendable {
    public let par: Int
    public let optimalSolutions: OptimalSolutionCount
    /// Along the optimal solution the measures were given.
    public let traps: [Trap]
    /// Traps not on offer at the start cell (`Trap.isAtStart`).
    public let trapsAwayFromStart: Int
    /// Choices and decisions along the same solution. Always measured: it stands on the
    /// verdicts along the line alone (it is optional because an earlier measure, which needed
    /// every optimal line, was not measured past two million positions within the optimum).
    public let insight: Insight?
    public let lostPositions: LostPositions
    /// Cells of the largest open area (`OpenArea`).
    public let openArea: Int
    /// The difficulty score, from the same traps.
    public let difficulty: Difficulty

    /// How far the measures may go: positions held by the count of optimal solutions and
    /// listed for the lost share, the nodes of the sets that count them past that, positions
    /// or move sequences drawn when the lost share is sampled.
    public struct Limits: Hashable, Sendable {
        public var positions: Int
        public var lostPositions: Int
        public var diagramNodes: Int
        public var walks: Int

        public init(
            positions: Int = OptimalSolutionCount.defaultPositionLimit,
            lostPositions: Int = LostPositions.defaultPositionLimit,
            diagramNodes: Int = LostPositions.defaultDiagramNodes, walks: Int = LostPositions.defaultWalks
        ) {
            self.positions = positions
            self.lostPositions = lostPositions
            self.diagramNodes = diagramNodes
            self.walks = walks
        }
    }

    /// Measures `board` given one of its optimal solutions (its length is the optimum); nil
    /// when the level cannot be won, or when the measures take more than `seconds` (nil: no
    /// limit; `glide solve --stats` gives each level what its `--timeout` leaves). Within the
    /// time, the figures are the same however long they took.
    public init?(
        board: Board, optimalSolution solution: [Direction], limits: Limits = Limits(),
        within seconds: Double? = nil
    ) {
        var control = SolveControl(timeout: seconds, cancellation: nil, start: .now)
        // One space, one set of verdicts: the count, the traps, the insight and the lost share
        // all stand on the same tables.
        guard let space = PositionSpace(board: board, control: control),
            let solutions = OptimalSolutionCount.count(
                space, par: solution.count, positionLimit: limits.positions),
            !space.ranOut,
            let steps = space.verdicts.steps(along: solution, control: &control),
            let lost = LostPositions.measure(
                space, par: solution.count, limits: limits, control: &control)
        else { return nil }
        let traps = Trap.along(steps)
        par = solution.count
        optimalSolutions = solutions
        self.traps = traps
        trapsAwayFromStart = Trap.countAwayFromStart(traps, on: board)
        insight = Insight.along(steps, verdicts: space.verdicts)
        difficulty = Difficulty(board: board, moves: solution.count, deadEnds: traps.count)
        lostPositions = lost
        openArea = OpenArea.largest(board)
    }

    init(
        par: Int, optimalSolutions: OptimalSolutionCount, traps: [Trap], trapsAwayFromStart: Int,
        insight: Insight? = nil, lostPositions: LostPositions, openArea: Int, difficulty: Difficulty
    ) {
        self.insight = insight
        self.par = par
        self.optimalSolutions = optimalSolutions
        self.traps = traps
        self.trapsAwayFromStart = trapsAwayFromStart
        self.lostPositions = lostPositions
        self.openArea = openArea
        self.difficulty = difficulty
    }

}

extension OptimalSolutionCount: CustomStringConvertible {
    /// `1`, `12`, `many`.
    public var description: String {
        switch self {
        case let .exact(count): String(count)
        case .many: "many"
        }
    }

    /// The count when exact.
    public var exactValue: UInt64? {
        if case let .exact(count) = self { count } else { nil }
    }
}
