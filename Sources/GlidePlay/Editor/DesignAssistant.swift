import GlideRules
import GlideSolverClient

/// The designer's assistant: single-cell edits (a wall added on floor, or a wall taken away)
/// that keep the level solvable and make it harder by the solver's own numbers: a higher par,
/// or the same par and a higher difficulty score (more dead ends, more one-way slides).
///
/// It only plans and ranks; the editor runs its solves in the background (`nextRequest`,
/// `receive`) so that the board never waits for it. The level's own rating comes first: every
/// candidate is measured against it.
public struct DesignAssistant: Sendable {
    /// An edit that makes the level harder, with the numbers that say so.
    public struct Proposal: Hashable, Sendable, Identifiable {
        /// The cell to change, in draft coordinates, and what it becomes.
        public let position: Position
        public let cell: Cell
        /// The proven optimum after the change, and one optimal solution.
        public let par: Int
        public let solution: [Direction]
        public let difficulty: Difficulty

        /// One proposal a cell: the cell names it.
        public var id: Position { position }
    }

    /// A solve the assistant asks for: the level's own rating, or a candidate's.
    public enum Task: Hashable, Sendable {
        case rating
        case candidate(Int)
    }

    /// The level as it stands: what every proposal must beat. Its difficulty is known once its
    /// rating comes back.
    public let par: Int
    public private(set) var difficulty: Difficulty?
    /// Proposals found so far, hardest first.
    public private(set) var proposals: [Proposal] = []
    /// Candidates tried (solved, or given up on).
    public private(set) var tried = 0
    public var candidateCount: Int { candidates.count }
    public var isFinished: Bool { tried == candidates.count }

    private let board: Board
    private let solution: [Direction]
    private let candidates: [(position: Position, cell: Cell, board: Board)]
    private var ratingAsked = false
    private var next = 0

    /// Plans the candidates for `draft`, whose proven optimal solution is `solution`.
    public init(draft: LevelDraft, board: Board, solution: [Direction]) {
        par = solution.count
        self.board = board
        self.solution = solution
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

    /// The proposal for the cell `id`, if there is one.
    public func proposal(_ id: Proposal.ID) -> Proposal? { proposals.first { $0.id == id } }

    /// The next solve to run, with the task `receive` takes back; nil when all are out, or
    /// while the level's own rating is awaited.
    public mutating func nextRequest(options: SolveOptions) -> (task: Task, request: SolveRequest)? {
        if !ratingAsked {
            ratingAsked = true
            return (
                .rating, SolveRequest(board: board, options: options, rating: true, provenOptimum: solution)
            )
        }
        guard difficulty != nil, next < candidates.count else { return nil }
        defer { next += 1 }
        return (.candidate(next), SolveRequest(board: candidates[next].board, options: options, rating: true))
    }

    /// Takes the solver's answer: the level's rating, or a candidate's result, kept when proven
    /// solvable and harder.
    public mutating func receive(_ task: Task, _ result: SolveResult) {
        guard case let .candidate(index) = task else {
            difficulty = result.difficulty
            // A rating of a proven optimum always comes back rated; were it not, there would be
            // nothing to measure the candidates against, so none is tried.
            if difficulty == nil { tried = candidates.count }
            return
        }
        tried += 1
        guard let base = difficulty, result.optimal, let solution = result.solution, solution.count >= par,
            let rated = result.difficulty
        else { return }
        guard solution.count > par || rated.score > base.score else { return }
        let candidate = candidates[index]
        let proposal = Proposal(
            position: candidate.position, cell: candidate.cell, par: solution.count, solution: solution,
            difficulty: rated)
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
