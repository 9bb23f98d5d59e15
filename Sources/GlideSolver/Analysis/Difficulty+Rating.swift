import GlideRules
import GlideSolverClient

extension Difficulty {
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
