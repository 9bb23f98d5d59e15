import GlideRules
import GlideSolverClient

/// What the editor shows beside an unsolvable verdict so that it cannot be misread: the slide a
/// one-way verdict names (its start, direction and the cells it crosses), and how many
/// different first moves the level offers, since in an unsolvable level every one of them
/// loses; a verdict that names one slide would otherwise read as "just don't go that way".
public struct VerdictExplanation: Hashable, Sendable {
    /// The slide the verdict names, in board coordinates.
    public struct SlidePath: Hashable, Sendable {
        public let from: Position
        public let direction: Direction
        /// The cells the ball crosses, the one it stops on last (`from` not included).
        public let cells: [Position]
    }

    public let slide: SlidePath?
    /// The different first moves from the start (moves that end on the same cell count once).
    public let firstMoves: [Direction]

    public init(board: Board, reason: UnsolvableReason?) {
        if case let .oneWay(from, direction, _)? = reason {
            var cells: [Position] = []
            var at = from
            while board.contains(at.stepped(direction)), board[at.stepped(direction)] == .floor {
                at = at.stepped(direction)
                cells.append(at)
            }
            slide = SlidePath(from: from, direction: direction, cells: cells)
        } else {
            slide = nil
        }
        var ends: Set<Position> = []
        firstMoves = Direction.allCases.filter { direction in
            guard let move = board.slide(from: board.initialState, direction) else { return false }
            return ends.insert(move.result.ball).inserted
        }
    }
}
