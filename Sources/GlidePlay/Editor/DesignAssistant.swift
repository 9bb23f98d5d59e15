import GlideRules
import GlideSolver
import GlideSolverClient

/// The designer's assistant: single-cell edits (a wall added on floor, or a wall taken away)
/// that keep the level solvable and make it harder by the solver's own numbers: a higher par,
/// or the same par and a higher difficulty score (more dead ends, more one-way slides).
///
/// It only plans and ranks; the editor runs its solves in the background (`nextRequest`,
/// `receive`) so that the board never waits for it.
public struct DesignAssistant: Sendable {
    /// An edit that makes the level harder, with the numbers that say so.
    public struct Proposal: Hashable, Sendable {
        /// The cell to change, in draft coordinates, and what it becomes.
        public let position: Position
        public let cell: Cell
        /// The proven optimum after the change, and one optimal solution.
        public let par: Int
        public let solution: [Direction]
        public let difficulty: Difficulty
    }

    /// The level as it stands: what every proposal must beat.
    public let par: Int
    public let difficulty: Difficulty
    /// Proposals found so far, hardest first.
    public private(set) var proposals: [Proposal] = []
    /// Candidates tried (solved, or given up on).
    public private(set) var tried = 0
    public var candidateCount: Int { candidates.count }
    public var isFinished: Bool { tried == candidates.count }

    private let candidates: [(position: Position, cell: Cell, board: Board)]
    private var next = 0

    /// Plans the candidates for `draft`, whose proven optimal solution is `solution`.
    public init(draft: LevelDraft, board: Board, solution: [Direction]) {
        par = solution.count
        difficulty = Difficulty(board: board, optimalSolution: solution)
        candidates = draft.positions.compactMap { position in
            let cell: Cell
            switch draft[position] {
            case .void: return nil
            case .wall: cell = .floor
            case .floor where position == draft.start: return nil
            case .floor: cell = .wall
            }
            var changed = draft
            changed.set(position, to: cell)
            guard case let .success(board) = changed.board else { return nil }
            return (position, cell, board)
        }
    }

    /// The next candidate to solve, with the index `receive` takes back; nil when all are out.
    public mutating func nextRequest(options: SolveOptions) -> (index: Int, request: SolveRequest)? {
        guard next < candidates.count else { return nil }
        defer { next += 1 }
        return (next, SolveRequest(board: candidates[next].board, options: options))
    }

    /// Takes the solver's result for candidate `index`: kept when proven solvable and harder.
    public mutating func receive(_ index: Int, _ result: SolveResult) {
        tried += 1
        guard result.optimal, let solution = result.solution, solution.count >= par else { return }
        let candidate = candidates[index]
        let difficulty = Difficulty(board: candidate.board, optimalSolution: solution)
        guard solution.count > par || difficulty.score > self.difficulty.score else { return }
        let proposal = Proposal(
            position: candidate.position, cell: candidate.cell, par: solution.count, solution: solution,
            difficulty: difficulty)
        let at = proposals.firstIndex { Self.ranks(proposal, before: $0) } ?? proposals.count
        proposals.insert(proposal, at: at)
    }

    /// Hardest first: the higher par, then the higher score, then the more dead ends; reading
    /// order last, so that the ranking does not depend on the order results come in.
    static func ranks(_ a: Proposal, before b: Proposal) -> Bool {
        (b.par, b.difficulty.score, b.difficulty.deadEnds, a.position)
            < (a.par, a.difficulty.score, a.difficulty.deadEnds, b.position)
    }
}
