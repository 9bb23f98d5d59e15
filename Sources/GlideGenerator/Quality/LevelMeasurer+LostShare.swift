import GlideRules
import GlideSolver
import GlideSolverClient

extension LevelMeasurer {
    /// The traps, then the share of lost positions as `glide solve --stats` measures it (the
    /// same limits, so the editor and the command agree), within the time given; the share
    /// left out when the time runs out first. A cancellation stops the count of positions.
    public static let withLostShare = LevelMeasurer { board, solution, seconds, cancellation in
        let control = SolveControl(timeout: seconds, cancellation: cancellation, start: .now)
        guard let traps = Trap.along(solution, on: board, within: control.secondsLeft),
            control.checkNow() == nil
        else { return nil }
        return LevelMeasures(traps: traps, lostShare: lostShare(board, par: solution.count, control: control))
    }

    private static func lostShare(_ board: Board, par: Int, control: SolveControl) -> LostShare? {
        let limits = PuzzleQuality.Limits()
        guard let space = PositionSpace(board: board, control: control) else { return nil }
        let enumerated = LostPositions.enumerate(space, limit: limits.positions)
        guard !space.ranOut, control.checkNow() == nil,
            let lost = enumerated
                ?? LostPositions.estimate(board, par: par, walks: limits.walks, within: control.secondsLeft)
        else { return nil }
        return LostShare(lost: lost.lost, positions: lost.positions, exact: lost.exact)
    }
}
