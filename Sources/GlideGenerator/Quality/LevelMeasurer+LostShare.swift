import GlideRules
import GlideSolver
import GlideSolverClient

extension LevelMeasurer {
    /// The traps, then the share of lost positions as `glide solve --stats` measures it (the
    /// same limits and the same verdicts, so the editor and the command agree), within the
    /// time given; the share left out when the time runs out first. A cancellation stops the
    /// count of positions.
    public static let withLostShare = LevelMeasurer { board, solution, seconds, cancellation in
        var control = SolveControl(timeout: seconds, cancellation: cancellation, start: .now)
        guard let space = PositionSpace(board: board, control: control) else {
            // No space to measure (some cell can never be painted, or tables too large): the
            // traps alone.
            return Trap.along(solution, on: board, within: control.secondsLeft).map {
                LevelMeasures(traps: $0, lostShare: nil)
            }
        }
        guard let steps = space.verdicts.steps(along: solution, control: &control), control.checkNow() == nil
        else { return nil }
        let lost = LostPositions.measure(
            space, par: solution.count, limits: PuzzleQuality.Limits(), control: &control)
        return LevelMeasures(
            traps: Trap.along(steps),
            lostShare: lost.flatMap { control.checkNow() == nil ? $0 : nil })
    }
}
