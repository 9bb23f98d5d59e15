import GlideRules
import GlideSolverClient

/// The level editor's mid end: the pack being edited, the cursor and brush, the solver's live
/// verdict on the current level, the solution replay, the assistant, the questions it asks and
/// saving (proving pars in the background, the conflict check, the atomic write, the re-read).
/// Intents go in (`handle`); what it needs done goes out as effects (solves in `solves`,
/// writes and the rest in `takeEffects`), and their results come back (`receive`,
/// `fileWritten`); nothing here waits. A front maps keys to intents by the editor's `mode`,
/// `question`, `panel` and `replay`, words its `notice`, lays out and draws.
public struct PackEditor: Sendable {
    /// What a typed map character or a click draws.
    public enum Brush: Character, CaseIterable, Hashable, Sendable {
        case wall = "#"
        case floor = "."
        case void = " "
        case start = "@"
    }

    /// What the solver says about the current level.
    public enum Verdict: Hashable, Sendable {
        /// The draft is not a level yet (no start, an empty row).
        case problem(LevelDraft.Problem)
        case solving
        /// Solvable: a solution found (`result.solution`), its optimum being proven.
        case proving(SolveResult)
        case result(SolveResult)

        /// Whether the solver is still at it (the traps come after).
        public var isWorkedOut: Bool {
            switch self {
            case .solving, .proving: true
            case .problem, .result: false
            }
        }

        /// The best solution known: the proven optimum, or the one found while proving.
        public var solution: [Direction]? {
            switch self {
            case let .proving(result), let .result(result): result.solution
            case .problem, .solving: nil
            }
        }
    }

    public internal(set) var document: PackDocument
    public internal(set) var cursor: Position
    public internal(set) var brush: Brush = .wall
    public internal(set) var verdict: Verdict = .solving
    /// The solution being played back on the board, if any.
    public internal(set) var replay: SolutionReplay?
    /// The pack file's path.
    public let path: String
    public internal(set) var mode: EditorMode = .normal
    public internal(set) var question: EditorQuestion?
    public internal(set) var panel: EditorPanel?
    /// What the last intent did, or why it did nothing; until the next intent.
    public internal(set) var notice: EditorNotice?
    /// A notice that came while a question was up (a save completing), shown once it is answered.
    var deferredNotice: EditorNotice?
    /// The solves the editor asks for, until the driver takes them.
    public internal(set) var solves: SolverOutbox
    var effects: [EditorEffect] = []
    let solveOptions: SolveOptions
    let timing: AnimationTiming
    /// The proof of the current level's optimum under way, and its quick verdict before it.
    var verdictJob: SolveJob?
    var quickVerdictJob: (job: SolveJob, board: Board)?
    /// Final verdicts of boards seen (proven, or unsolvable), so that undo, redo and an edit
    /// the assistant rated have theirs at once.
    var verdicts: [Board: SolveResult] = [:]
    /// Every solve under way for the verdict or a save, and the board it is for.
    var solving: [SolveJob: Board] = [:]
    /// Proven optimal solutions of boards seen, for the Par a save writes.
    var optima: [Board: [Direction]] = [:]
    /// Boards whose solve ended without a proof (unsolvable, or out of time): a save writes
    /// them without Par, once the designer agrees.
    var unproven: [Board: SolveResult] = [:]
    /// Difficulty scores worked out for a save (each board once), and the ratings under way.
    var scores: [Board: Int] = [:]
    var rating: [SolveJob: Board] = [:]
    /// The current level being rated for the Difficulty it declares.
    var difficultyCheck: DifficultyCheck?
    /// Wrong numbers the designer chose to keep when saving: not asked about again.
    var keptWrongNumbers: Set<WrongNumbers> = []
    /// The corner a rectangle or a selection starts from; nil when none.
    public internal(set) var mark: Position?
    /// A block being moved, one step at a time.
    var blockMove: BlockMove?
    /// The block copied or cut last, for pasting into any level of the pack.
    public internal(set) var clipboard: DraftBlock?
    /// The assistant, while it is open, and its solves under way.
    public internal(set) var assistant: DesignAssistant?
    var assistantJobs: [SolveJob: (task: DesignAssistant.Task, board: Board)] = [:]
    /// Assistants of levels as they were, latest first, each with the proposal it showed
    /// (`PackEditor+Assistant`).
    var keptAssistants: [KeptAssistant] = []

    struct KeptAssistant: Sendable {
        var assistant: DesignAssistant
        var selection: DesignAssistant.Proposal.ID?
    }
    /// The current level's traps and lost share (`PackEditor+Measures`), the measuring under way
    /// and the boards measured so far (nil: out of time).
    public internal(set) var measuring: Measuring = .none
    var measuresJob: (job: SolveJob, board: Board, lostShare: Bool)?
    var measured: [Board: LevelMeasures?] = [:]
    /// What the editor shows beside an unsolvable verdict.
    public internal(set) var explanation: VerdictExplanation?
    /// Whether saving would change the file: worked out after each change rather than on every
    /// frame (it means writing the whole pack out).
    public internal(set) var hasUnsavedChanges = true
    /// A save waiting for proofs and ratings.
    var pendingSave: PendingSave?
    /// The bytes a write is out for, until the driver says how it went.
    var writing: Writing?

    struct PendingSave: Hashable, Sendable {
        /// Whether it may replace a file changed on disk since it was read.
        var overwriting: Bool
        /// Whether the designer agreed to levels losing their Par.
        var confirmed: Bool
        /// Whether the designer agreed to replace a read-only file.
        var replacingReadOnly = false
    }

    /// A block on its way: the draft before the move, the block there, and how far it went.
    struct BlockMove: Hashable, Sendable {
        var original: LevelDraft
        var box: Bounds
        var offset: Position
        /// Whether the move has made its undo step yet.
        var recorded: Bool
    }

    /// - Parameters:
    ///   - path: the pack file the editor saves to (it may not exist yet).
    ///   - owner: the number that names the editor's solves (`SolveJob.owner`).
    public init(
        document: PackDocument, path: String, solveOptions: SolveOptions, timing: AnimationTiming,
        level: Int = 0, owner: Int = 0
    ) {
        self.document = document
        self.path = path
        self.solveOptions = solveOptions
        self.timing = timing
        solves = SolverOutbox(owner: owner)
        self.document.select(level)
        cursor = self.document.draft.start ?? Position(row: 0, column: 0)
        let broken = document.entries.indices.filter { !document.entries[$0].readErrors.isEmpty }
        if !broken.isEmpty { notice = .readWithErrors(levels: broken) }
        levelChanged()
    }

    /// The file's name, for messages.
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    public var draft: LevelDraft { document.draft }

    /// Draft cells the verdict names (stranded, unpaintable, the stuck start).
    public var highlighted: Set<Position> {
        guard case let .result(result) = verdict, let reason = result.unsolvable else { return [] }
        let top = draft.firstFilledRow  // once: it looks at every cell
        return Set(reason.cells.map { Position(row: $0.row + top, column: $0.column) })
    }

    /// Cells the current level was read with errors in, until it is edited.
    public var readErrorCells: Set<Position> { Set(document.entry.openReadErrors.compactMap(\.cell)) }

    /// A board position (as verdicts name cells) on the draft, whose void rows above count.
    public func draftPosition(_ board: Position) -> Position {
        Position(row: board.row + draft.firstFilledRow, column: board.column)
    }

    /// A draft position as verdicts and the level file name it ("row 3 col 5": void rows
    /// above the map are not rows of the level).
    public func boardPosition(_ position: Position) -> Position {
        Position(row: position.row - draft.firstFilledRow, column: position.column)
    }

    /// The one-way slide a verdict names, on the draft: where it starts and the cells it crosses.
    public var highlightedSlide: (from: Position, direction: Direction, cells: [Position])? {
        guard let slide = explanation?.slide else { return nil }
        let top = draft.firstFilledRow
        let onDraft = { (board: Position) in Position(row: board.row + top, column: board.column) }
        return (onDraft(slide.from), slide.direction, slide.cells.map(onDraft))
    }

    /// The current level, ready to play-test (with its proven optimum as Par, once known); nil
    /// while the draft is not a level.
    public var playTestLevel: Level? {
        guard case let .success(board) = draft.board else { return nil }
        var level = Level(board: board, title: document.entry.title)
        level.par = optima[board]?.count
        return level
    }

    /// The effects asked for since the last take (the solver's are in `solves`).
    public mutating func takeEffects() -> [EditorEffect] {
        defer { effects = [] }
        return effects
    }

    /// The solver effects asked for since the last take.
    public mutating func takeSolverEffects() -> [SolverEffect] { solves.take() }

    /// Whether what is shown changes with time alone (the replay playing). A verdict being
    /// worked out does not count: it arrives by itself.
    public func isAnimating(now: Double) -> Bool {
        guard let replay else { return false }
        return replay.isMoving(at: now) || (replay.isPlaying && !replay.isFinished(at: now))
    }

    /// Lets time pass for the replay.
    public mutating func advance(to now: Double) { replay?.advance(to: now) }

    /// Whether the designer is in the middle of something (a question, a field, a choice, a
    /// panel): a save completing meanwhile neither hides it nor takes its keys.
    public var isBusy: Bool { question != nil || mode != .normal || panel != nil }

    /// Tells the designer what their intent did.
    mutating func tell(_ notice: EditorNotice) { self.notice = notice }

    /// Tells the designer how something that was under way ended (a save); while they are busy
    /// it waits until they are done.
    mutating func report(_ notice: EditorNotice) {
        if isBusy { deferredNotice = notice } else { self.notice = notice }
    }

    /// Says why nothing happened, with the bell.
    mutating func refuse(_ refusal: EditorRefusal) {
        tell(.refused(refusal))
        effects.append(.bell)
    }
}

extension PackEditor.Brush {
    /// The cell the brush draws; nil for the start (a single cell, not an area).
    var cell: Cell? {
        switch self {
        case .wall: .wall
        case .floor: .floor
        case .void: .void
        case .start: nil
        }
    }
}
