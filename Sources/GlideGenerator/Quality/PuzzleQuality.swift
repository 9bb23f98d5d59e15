import GlideRules
import GlideSolver
import GlideSolverClient

/// What makes a level a puzzle rather than a chore, measured: how many optimal lines there
/// are (one is a puzzle with an answer; thousands, a sweep in any order), the wrong turns on
/// the way (traps), how unforgiving it is (the share of lost positions), and the largest open
/// room (where the work is bookkeeping). `glide solve --stats` prints them and
/// `tools/make-packs` curates by them.
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
    public let lostPositions: LostPositions
    /// Cells of the largest open area (`OpenArea`).
    public let openArea: Int
    /// The difficulty score, from the same traps.
    public let difficulty: Difficulty

    /// How far the measures may go: positions held by the exact counts, random walks for the
    /// estimate of lost positions.
    public struct Limits: Hashable, Sendable {
        public var positions: Int
        public var walks: Int

        public init(
            positions: Int = OptimalSolutionCount.defaultPositionLimit,
            walks: Int = LostPositions.defaultWalks
        ) {
            self.positions = positions
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
        let control = SolveControl(timeout: seconds, cancellation: nil, start: .now)
        guard let space = PositionSpace(board: board, control: control),
            let count = OptimalSolutionCount.count(
                space, par: solution.count, positionLimit: limits.positions),
            !space.ranOut,
            let traps = Trap.along(solution, on: board, within: space.secondsLeft)
        else { return nil }
        let enumerated = LostPositions.enumerate(space, limit: limits.positions)
        guard !space.ranOut,
            let lost = enumerated
                ?? LostPositions.estimate(
                    board, par: solution.count, walks: limits.walks, within: space.secondsLeft)
        else { return nil }
        par = solution.count
        optimalSolutions = count
        self.traps = traps
        trapsAwayFromStart = Trap.countAwayFromStart(traps, on: board)
        difficulty = Difficulty(board: board, moves: solution.count, deadEnds: traps.count)
        lostPositions = lost
        openArea = OpenArea.largest(board)
    }

    init(
        par: Int, optimalSolutions: OptimalSolutionCount, traps: [Trap], trapsAwayFromStart: Int,
        lostPositions: LostPositions, openArea: Int, difficulty: Difficulty
    ) {
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

extension LostPositions: CustomStringConvertible {
    /// `34 %` when exact, `~34 %` when estimated from random play.
    public var description: String { (exact ? "" : "~") + String(Int((share * 100).rounded())) + " %" }

    /// `34%`, `~34%`: the description for a narrow column.
    public var percent: String { (exact ? "" : "~") + String(Int((share * 100).rounded())) + "%" }
}
