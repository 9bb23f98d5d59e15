import GlideRules
import GlideSolverClient

/// The designer's assistant: single-cell edits (`SingleCellEdit`: a wall added on floor, or an
/// inner wall taken away; the outline only when asked) that keep the level solvable and make it
/// a harder puzzle by the solver's own numbers, ranked by what makes a puzzle hard rather than
/// long (docs/editor.md, "The assistant"):
///
/// 1. more traps: moves on offer along the optimal solution that lose the level;
/// 2. then a larger share of lost positions (how unforgiving it is);
/// 3. then a longer par; then a higher difficulty score.
///
/// An edit is proposed when it loses no trap and gains on the first of traps, par and score
/// that changes. Every edit is rated first (its proven optimum and traps); the lost share of
/// each proposal is measured after, best first, and ranks it again when it comes.
///
/// Each proposal keeps its number (the order it was found in) and its words whatever comes
/// after; only its place in the ranking moves. It only plans and ranks: the editor runs its
/// solves in the background (`nextRequest`, `receive`), so the board never waits for it.
public struct DesignAssistant: Sendable {
    /// An edit that makes the level harder, with the numbers that say so.
    public struct Proposal: Hashable, Sendable, Identifiable {
        /// 1, 2, 3… in the order found; never reused.
        public let number: Int
        /// The cell to change, in draft coordinates, and what it becomes.
        public let edit: SingleCellEdit
        /// The proven optimum after the change, and one optimal solution.
        public let par: Int
        public let solution: [Direction]
        public let difficulty: Difficulty
        /// The share of lost positions after the change, once measured.
        public internal(set) var lostShare: LostShare?

        public var id: Int { number }
        public var position: Position { edit.position }
        public var cell: Cell { edit.cell }
        /// Traps along `solution`.
        public var traps: Int { difficulty.deadEnds }
    }

    /// A solve the assistant asks for.
    public enum Task: Hashable, Sendable {
        /// The level's own rating (par, traps): what every candidate is measured against.
        case level
        /// The level's own share of lost positions.
        case levelLostShare
        /// A candidate edit, by its index among the candidates.
        case candidate(Int)
        /// A proposal's share of lost positions, by its number.
        case lostShare(Int)
    }

    /// The level as it stands: what every proposal must beat. Its rating and lost share come
    /// in as the first solves.
    public let par: Int
    public private(set) var difficulty: Difficulty?
    public private(set) var lostShare: LostShare?
    /// Proposals found so far, best first.
    public private(set) var proposals: [Proposal] = []
    /// Candidates rated (solved, or given up on).
    public private(set) var tried = 0
    /// Whether edits of the outline are among the candidates.
    public private(set) var includesOutline: Bool
    public var candidateCount: Int { candidates.count }
    /// Every candidate rated (lost shares may still be measured).
    public var isFinished: Bool { tried == candidates.count }
    /// Whether every proposal's lost share is measured too.
    public var isMeasured: Bool { isFinished && !levelLostShareWanted && unmeasured.isEmpty }

    private let board: Board
    /// The level it works on, as drawn.
    let draft: LevelDraft
    private let solution: [Direction]
    private var candidates: [SingleCellEdit]
    /// Work not asked for yet: candidates by index, in the order they are asked.
    private var waiting: [Int]
    private var waitingFrom = 0
    private var levelAsked = false
    private var levelLostShareWanted = true
    /// Proposals whose lost share is not measured (nor being measured).
    private var unmeasured: Set<Int> = []
    /// Proposals found, so far: the next one's number is one more.
    private var found = 0
    /// Where the solves of the level and its candidates leave their component bound's tables
    /// for one another (`SolveOptions.memo`): an edit changes a room or two, and the rooms it
    /// leaves alone are not built again. Made with the first solve, let go with the last
    /// candidate handed out (the solves still running keep it while they need it).
    private var memo: SolveMemo?

    /// Plans the candidates for `draft`, whose proven optimal solution is `solution`.
    public init(draft: LevelDraft, board: Board, solution: [Direction], includingOutline: Bool = false) {
        par = solution.count
        self.board = board
        self.draft = draft
        self.solution = solution
        includesOutline = includingOutline
        candidates = Self.edits(of: draft, includingOutline: includingOutline)
        waiting = Array(candidates.indices)
    }

    /// The edits the rule tries on `draft`; only a draft with a start has any.
    static func edits(of draft: LevelDraft, includingOutline: Bool) -> [SingleCellEdit] {
        guard let start = draft.start else { return [] }
        let map = SingleCellEdit.Map(
            width: draft.width, height: draft.height, cells: draft.cells, start: start)
        return SingleCellEdit.edits(of: map, includingOutline: includingOutline)
    }

    /// Adds the edits of the outline to the candidates (rated after the others); the
    /// proposals found so far stay as they are.
    public mutating func includeOutline() {
        guard !includesOutline else { return }
        includesOutline = true
        let known = Set(candidates)
        let added = Self.edits(of: draft, includingOutline: true).filter { !known.contains($0) }
        waiting += candidates.count..<(candidates.count + added.count)
        candidates += added
    }

    /// The proposal numbered `number`, if there is one.
    public func proposal(_ number: Proposal.ID) -> Proposal? { proposals.first { $0.number == number } }

    /// Where `number` stands in the ranking, from 1.
    public func rank(of number: Proposal.ID) -> Int? {
        proposals.firstIndex { $0.number == number }.map { $0 + 1 }
    }

    /// The next solve to run, with the task `receive` takes back; nil when none is due (all out,
    /// or the level's own rating awaited). Every candidate is rated first, then the lost
    /// shares are measured, the level's and then the best proposal's first.
    public mutating func nextRequest(options: SolveOptions) -> (task: Task, request: SolveRequest)? {
        if !levelAsked {
            levelAsked = true
            return (
                .level,
                SolveRequest(board: board, options: sharing(options), rating: true, provenOptimum: solution)
            )
        }
        guard difficulty != nil else { return nil }
        if waitingFrom < waiting.count {
            let index = waiting[waitingFrom]
            waitingFrom += 1
            guard let candidate = candidateBoard(index) else {
                tried += 1  // not a level: nothing to rate
                return nextRequest(options: options)
            }
            let request = SolveRequest(board: candidate, options: sharing(options), rating: true)
            if waitingFrom == waiting.count { memo = nil }
            return (.candidate(index), request)
        }
        if levelLostShareWanted {
            levelLostShareWanted = false
            return (
                .levelLostShare,
                SolveRequest(board: board, options: options, provenOptimum: solution, measuring: true)
            )
        }
        guard let next = proposals.first(where: { unmeasured.contains($0.number) }),
            let candidate = candidateBoard(next.edit)
        else { return nil }
        unmeasured.remove(next.number)
        return (
            .lostShare(next.number),
            SolveRequest(board: candidate, options: options, provenOptimum: next.solution, measuring: true)
        )
    }

    /// `options` with the memo the level's solves share.
    private mutating func sharing(_ options: SolveOptions) -> SolveOptions {
        if memo == nil { memo = SolveMemo() }
        var options = options
        options.memo = memo
        return options
    }

    /// A request given out and not answered (its solve was stopped): asked again next.
    public mutating func giveBack(_ task: Task) {
        switch task {
        case .level: levelAsked = false
        case .levelLostShare: levelLostShareWanted = true
        case let .candidate(index):
            waitingFrom -= 1
            waiting[waitingFrom] = index
        case let .lostShare(number): unmeasured.insert(number)
        }
    }

    /// Takes the solver's answer to `task`.
    public mutating func receive(_ task: Task, _ result: SolveResult) {
        switch task {
        case .level:
            difficulty = result.difficulty
            // A rating of a proven optimum always comes back rated; were it not, there would be
            // nothing to measure the candidates against, so none is tried.
            if difficulty == nil {
                tried = candidates.count
                waitingFrom = waiting.count
                levelLostShareWanted = false
            }
        case .levelLostShare:
            lostShare = result.measures?.lostShare
            // Every proposal's change in lost share is measured against it.
            let measured = proposals
            proposals = []
            for proposal in measured { insert(proposal) }
        case let .candidate(index):
            tried += 1
            rate(candidates[index], result)
        case let .lostShare(number):
            guard let at = proposals.firstIndex(where: { $0.number == number }) else { return }
            var proposal = proposals.remove(at: at)
            proposal.lostShare = result.measures?.lostShare
            insert(proposal)
        }
    }

    /// Keeps `edit` as a proposal when it is proven solvable and harder.
    private mutating func rate(_ edit: SingleCellEdit, _ result: SolveResult) {
        guard let base = difficulty, result.optimal, let solution = result.solution,
            let rated = result.difficulty
        else { return }
        let traps = rated.deadEnds - base.deadEnds
        guard traps >= 0, (traps, solution.count - par, rated.score - base.score) > (0, 0, 0) else { return }
        found += 1
        let proposal = Proposal(
            number: found, edit: edit, par: solution.count,
            solution: solution, difficulty: rated)
        unmeasured.insert(proposal.number)
        insert(proposal)
    }

    private mutating func insert(_ proposal: Proposal) {
        let at = proposals.firstIndex { ranks(proposal, before: $0) } ?? proposals.count
        proposals.insert(proposal, at: at)
    }

    /// The change in lost share a proposal makes, in points as the shares are shown (39 % to
    /// 39 % is no change; 99.97 % to 99.99 % is 0.02); nil while either share is unknown.
    public func lostShareChange(_ proposal: Proposal) -> Double? {
        guard let before = lostShare, let after = proposal.lostShare else { return nil }
        return after.shown.value - before.shown.value
    }

    /// Best first: more traps, then a larger lost share, a longer par, a higher score; the
    /// number last, so that equal proposals keep the order they were found in.
    func ranks(_ a: Proposal, before b: Proposal) -> Bool {
        let key = { (p: Proposal) in (p.traps, lostShareChange(p) ?? 0, p.par, p.difficulty.score) }
        let (ka, kb) = (key(a), key(b))
        return ka != kb ? ka > kb : a.number < b.number
    }

    private func candidateBoard(_ index: Int) -> Board? { candidateBoard(candidates[index]) }

    private func candidateBoard(_ edit: SingleCellEdit) -> Board? {
        var changed = draft
        changed.set(edit.position, to: edit.cell)
        return try? changed.board.get()
    }
}
