import GlideRules

/// A board as it looks at one moment: each floor cell's paint and where the ball is. The game
/// and the editor's solution replay both describe their boards this way, and one renderer
/// draws them.
public struct BoardPicture: Sendable {
    public let board: Board
    /// The cell the ball is drawn on by a front that draws whole cells.
    public let ball: Position
    /// Where the ball's centre is, between cells while it slides.
    public let ballPoint: BoardPoint
    /// The way the slide on screen moves: partly covered cells are covered from its opposite
    /// side. Nil when nothing moves.
    public let slideDirection: Direction?
    /// Whether every floor cell is painted (the game is won).
    public let isComplete: Bool
    private let state: GameState
    private let fresh: [Position: CellPaint]
    private let ripple: WinRipple?

    /// `state` as it stands once `animation` (its last slide, if still on screen) has settled;
    /// `ripple`, the win's celebration, when one runs.
    public init(
        board: Board, state: GameState, animation: SlideAnimation?, at now: Double, ripple: WinRipple? = nil
    ) {
        self.board = board
        self.state = state
        self.ripple = ripple
        isComplete = board.isWon(state)
        if let animation, !animation.isSettled(at: now) {
            ball = animation.ballPosition(at: now)
            ballPoint = animation.ballPoint(at: now)
            fresh = animation.freshPaint(at: now)
            slideDirection = now < animation.stoppedAt ? animation.slide.direction : nil
        } else {
            ball = state.ball
            ballPoint = BoardPoint(state.ball)
            fresh = [:]
            slideDirection = nil
        }
    }

    /// A floor cell's paint.
    public func paint(at position: Position) -> CellPaint {
        var paint =
            fresh[position] ?? (state.isPainted(position, on: board) ? .settled : .none)
        if let ripple, paint.coverage > 0 { paint.glow = max(paint.glow, ripple.intensity(at: position)) }
        return paint
    }
}

/// How a floor cell's paint looks at one moment.
public struct CellPaint: Hashable, Sendable {
    /// How much of the cell the paint covers, from the side the ball came in by: 0 … 1.
    public var coverage: Double
    /// How much it glows (fresh paint, the win ripple): 0 … 1.
    public var glow: Double

    public init(coverage: Double, glow: Double) {
        self.coverage = coverage
        self.glow = glow
    }

    public static let none = CellPaint(coverage: 0, glow: 0)
    public static let settled = CellPaint(coverage: 1, glow: 0)

    /// Whether a front that draws whole cells shows the cell painted: once the ball's centre
    /// has reached the cell's centre.
    public var isPainted: Bool { coverage >= 0.5 }
}
