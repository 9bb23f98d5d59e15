/// A board as it looks at one moment: each floor cell's paint and where the ball is drawn. The
/// game and the editor's solution replay both describe their boards this way, and one renderer
/// draws them.
public struct BoardPicture: Sendable {
    public let board: Board
    public let ball: Position
    /// Whether every floor cell is painted (the game is won).
    public let isComplete: Bool
    private let state: GameState
    private let growing: [Position: Double]

    /// `state` as it stands once `animation` (its last slide, if still on screen) has settled.
    public init(board: Board, state: GameState, animation: SlideAnimation?, at now: Double) {
        self.board = board
        self.state = state
        isComplete = board.isWon(state)
        if let animation, !animation.isSettled(at: now) {
            ball = animation.ballPosition(at: now)
            growing = animation.growingPaint(at: now)
        } else {
            ball = state.ball
            growing = [:]
        }
    }

    /// How far a floor cell is painted: 0 unpainted … 1 painted.
    public func paint(at position: Position) -> Double {
        growing[position] ?? (state.isPainted(position, on: board) ? 1 : 0)
    }
}
