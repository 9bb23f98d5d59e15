import GlideRules

/// How hard a level is, from what the solver knows about it. Players of the genre find a level
/// hard when it is long, when wrong turns are easy to take and cannot be taken back, and when it
/// is big enough to lose the thread:
///
///     score = moves + 2 × deadEnds + oneWaySlides + floorCells / 8   (rounded down)
///
/// - `moves`: the proven optimum (par).
/// - `deadEnds`: along an optimal solution, the moves on offer at each step that lead to a
///   position from which the level can no longer be won. Each is a trap the player must see.
/// - `oneWaySlides`: slides between resting cells that the ball can never undo (from the rest
///   cell it reaches, no sequence of slides leads back), counted once per slide of the level.
///   They make order matter.
/// - `floorCells`: the number of cells to paint.
///
/// A one-move corridor scores about 1; the tutorial's last level 24; levels of 40 moves with
/// a dozen traps score 80 to 120. See docs/level-format.md.
public struct Difficulty: Hashable, Sendable, CustomStringConvertible {
    public let moves: Int
    public let deadEnds: Int
    public let oneWaySlides: Int
    public let floorCells: Int

    public var score: Int { moves + 2 * deadEnds + oneWaySlides + floorCells / 8 }
    public var description: String { String(score) }

    /// Rates `board` given one of its optimal solutions (`solution.count` is the optimum).
    public init(board: Board, optimalSolution solution: [Direction]) {
        self.init(board: board, moves: solution.count, deadEnds: Trap.along(solution, on: board).count)
    }

    /// Rates `board` given its optimum and the traps along an optimal solution, when they are
    /// known already (`PuzzleQuality`).
    package init(board: Board, moves: Int, deadEnds: Int) {
        self.init(
            moves: moves, deadEnds: deadEnds, oneWaySlides: Self.oneWaySlides(board),
            floorCells: board.floorCount)
    }

    init(moves: Int, deadEnds: Int, oneWaySlides: Int, floorCells: Int) {
        self.moves = moves
        self.deadEnds = deadEnds
        self.oneWaySlides = oneWaySlides
        self.floorCells = floorCells
    }

    /// Slides whose source and target rest cells lie in different strongly connected components
    /// of the rest graph: the ball cannot come back.
    static func oneWaySlides(_ board: Board) -> Int {
        let graph = RestGraph(board: board, root: board.start)
        let (component, _) = ComponentGraph.tarjan(graph)
        var count = 0
        for node in 0..<graph.nodeCount {
            for edge in graph.edges(of: node) where component[Int(graph.edgeTarget[edge])] != component[node]
            {
                count += 1
            }
        }
        return count
    }
}
