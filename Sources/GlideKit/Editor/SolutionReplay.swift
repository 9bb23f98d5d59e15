/// A solution played back on its board, one animated slide after another, then held finished:
/// the editor's `s`. Time is an argument, as in `LevelPlay`.
public struct SolutionReplay: Sendable {
    public let board: Board
    public let moves: [Direction]
    /// How many moves have begun.
    public private(set) var played = 0
    /// The state once the slide on screen has settled.
    public private(set) var state: GameState
    private var animation: SlideAnimation?
    private let timing: AnimationTiming

    /// Starts the replay with its first slide.
    public init(board: Board, moves: [Direction], timing: AnimationTiming, now: Double) {
        self.board = board
        self.moves = moves
        self.timing = timing
        state = board.initialState
        advance(to: now)
    }

    /// Whether every move has been played and has settled.
    public func isFinished(at now: Double) -> Bool {
        played == moves.count && (animation?.isSettled(at: now) ?? true)
    }

    /// Lets time pass: when the slide on screen settles, the next one begins.
    public mutating func advance(to now: Double) {
        guard animation?.isSettled(at: now) ?? true else { return }
        animation = nil
        guard played < moves.count, let slide = board.slide(from: state, moves[played]) else { return }
        played += 1
        state = slide.result
        animation = SlideAnimation(slide, timing: timing, started: now)
    }

    public func picture(at now: Double) -> BoardPicture {
        BoardPicture(board: board, state: state, animation: animation, at: now)
    }
}
