import GlideRules
import GlideSolverClient

extension Trap {
    /// The traps along `solution`, an optimal solution of `board`, in order: at each step,
    /// every other swipe that moves the ball and leaves the level lost (a swipe that wins is no
    /// trap).
    public static func along(_ solution: [Direction], on board: Board) -> [Trap] {
        along(solution, on: board, within: nil) ?? []  // without a time limit every verdict comes
    }

    /// The traps along `solution`, found within `seconds` (nil: no limit); nil when the time
    /// runs out first.
    public static func along(_ solution: [Direction], on board: Board, within seconds: Double?) -> [Trap]? {
        var control = SolveControl(timeout: seconds, cancellation: nil, start: .now)
        return PositionVerdicts(board: board).steps(along: solution, control: &control).map(along)
    }

    /// The traps of a line whose moves have their verdicts (`PositionVerdicts.steps`).
    package static func along(_ steps: [PositionVerdicts.Step]) -> [Trap] {
        steps.enumerated().flatMap { index, step in
            step.moves.filter { $0.direction != step.taken && !$0.winnable }.map {
                Trap(move: index + 1, direction: $0.direction, from: step.position)
            }
        }
    }
}
