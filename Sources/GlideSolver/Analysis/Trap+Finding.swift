import GlideRules
import GlideSolverClient

extension Trap {
    /// The traps along `solution`, an optimal solution of `board`, in order: at each step,
    /// every other swipe that moves the ball and leaves the level lost (a swipe that wins is no
    /// trap).
    public static func along(_ solution: [Direction], on board: Board) -> [Trap] {
        var traps: [Trap] = []
        var state = board.initialState
        let solver = Solver(board: board)
        let verdictOnly = SolveOptions(timeout: nil, optimal: false)
        for (index, move) in solution.enumerated() {
            for direction in Direction.allCases where direction != move {
                guard let slide = board.slide(from: state, direction), !slide.wins else { continue }
                if solver.solve(from: slide.result, options: verdictOnly).status == .unsolvable {
                    traps.append(Trap(move: index + 1, direction: direction, from: state.ball))
                }
            }
            guard let slide = board.slide(from: state, move) else { break }
            state = slide.result
        }
        return traps
    }
}
