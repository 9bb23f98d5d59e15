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
        var traps: [Trap] = []
        var state = board.initialState
        let solver = Solver(board: board)
        let control = SolveControl(timeout: seconds, cancellation: nil, start: .now)
        // Only a move the ball cannot come back from can lose: the solver judges those alone.
        var wayBack = WayBack(board: board)
        for (index, move) in solution.enumerated() {
            wayBack.lineRested(at: state.ball)
            for direction in Direction.allCases where direction != move {
                guard let slide = board.slide(from: state, direction), !slide.wins,
                    !wayBack.canReturn(from: slide.result.ball)
                else { continue }
                let verdictOnly = SolveOptions(timeout: control.secondsLeft, optimal: false)
                switch solver.solve(from: slide.result, options: verdictOnly).status {
                case .unsolvable: traps.append(Trap(move: index + 1, direction: direction, from: state.ball))
                case .timeout: return nil
                case .solved: break
                }
            }
            guard let slide = board.slide(from: state, move) else { break }
            state = slide.result
        }
        return traps
    }
}
