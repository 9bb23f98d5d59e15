import GlideRules
import GlideSolver
import GlideSolverClient

/// The level editor's mid end: the pack being edited, the cursor and brush, the solver's live
/// verdict on the current level, the solution replay, and saving (proving pars in the
/// background, the conflict check, the atomic write, the re-read). Solves are started through
/// the injected client and their results handed back with `receive`; nothing here waits.
/// A front maps keys to these operations, words their outcomes, lays out and draws.
public struct PackEditor: Sendable {
    /// What a typed map character or a click draws.
    public enum Brush: Character, CaseIterable, Hashable, Sendable {
        case wall = "#"
        case floor = "."
        case void = " "
        case start = "@"
    }

    /// What the solver says about the current level.
    public enum Verdict: Sendable {
        /// The draft is not a level yet (no start, an empty row).
        case problem(LevelDraft.Problem)
        case solving
        case result(SolveResult)
    }

    /// How a save went.
    public enum SaveOutcome: Hashable, Sendable {
        case saved
        /// Proving the pars of this many edited levels first; the save completes by itself
        /// (`takeCompletedSave` hands over its outcome).
        case proving(levels: Int)
        /// The file changed on disk since it was read: save again with `overwriting` to
        /// replace it.
        case changedOnDisk
        /// A level cannot be written (no start, an empty row).
        case unsavable(PackDocument.Unsavable)
        /// Nothing written: levels would lose their Par (unsolvable, or not proven); save again
        /// with `confirmed` to write them so.
        case needsConfirmation([SaveWarning])
        /// Writing or re-reading failed; the message says why.
        case failed(String)
    }

    public private(set) var document: PackDocument
    public private(set) var cursor: Position
    public private(set) var brush: Brush = .wall
    public private(set) var verdict: Verdict = .solving
    /// The solution being played back on the board, if any.
    public private(set) var replay: SolutionReplay?
    public let file: EditorFile
    private let solver: SolverClient
    private let solveOptions: SolveOptions
    private let timing: AnimationTiming
    private var verdictJob: SolveJob?
    /// Every solve under way (the verdict's and the save's proofs) and the board it is for.
    private var solving: [SolveJob: Board] = [:]
    /// Proven optimal solutions of boards seen, for the Par and Difficulty a save writes.
    private var optima: [Board: [Direction]] = [:]
    /// Boards whose solve ended without a proof (unsolvable, or out of time): a save writes
    /// them without Par, once the designer agrees.
    private var unproven: [Board: SolveResult] = [:]
    /// Difficulty scores worked out for a save (each board once).
    private var scores: [Board: Int] = [:]
    /// The corner a rectangle or a selection starts from (`setMark`); nil when none.
    public private(set) var mark: Position?
    /// A block being moved, one step at a time.
    private var blockMove: BlockMove?
    /// The assistant, while it is open, and the solves it has under way.
    public private(set) var assistant: DesignAssistant?
    private var assistantJobs: [SolveJob: Int] = [:]
    /// What the editor shows beside an unsolvable verdict.
    public private(set) var explanation: VerdictExplanation?
    /// Whether saving would change the file: worked out after each change rather than on every
    /// frame (it means writing the whole pack out).
    public private(set) var hasUnsavedChanges = true
    /// A save waiting for proofs.
    private var pendingSave: PendingSave?
    /// The outcome of a save that completed by itself, until the front takes it.
    private var completedSave: SaveOutcome?

    private struct PendingSave {
        /// Whether it may replace a file changed on disk since it was read.
        var overwriting: Bool
        /// Whether the designer agreed to levels losing their Par.
        var confirmed: Bool
    }

    /// A block on its way: the draft before the move, the block there, and how far it went.
    private struct BlockMove {
        var original: LevelDraft
        var box: Bounds
        var offset: Position
        /// Whether the move has made its undo step yet.
        var recorded: Bool
    }

    /// How many candidates the assistant has solved at once: the verdict keeps a core.
    static let assistantParallel = 1
    /// How long the assistant gives each candidate.
    static let assistantOptions = SolveOptions(timeout: 3)

    public init(
        document: PackDocument, file: EditorFile, solver: SolverClient, solveOptions: SolveOptions,
        timing: AnimationTiming, level: Int = 0
    ) {
        self.document = document
        self.file = file
        self.solver = solver
        self.solveOptions = solveOptions
        self.timing = timing
        self.document.select(level)
        cursor = self.document.draft.start ?? Position(row: 0, column: 0)
        levelChanged()
    }

    public var draft: LevelDraft { document.draft }

    /// Draft cells the verdict names (stranded, unpaintable, the stuck start).
    public var highlighted: Set<Position> {
        guard case let .result(result) = verdict, let reason = result.unsolvable else { return [] }
        return Set(reason.cells.map(draftPosition))
    }

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
        return (draftPosition(slide.from), slide.direction, slide.cells.map(draftPosition))
    }

    /// The current level, ready to play-test (with its proven optimum as Par, once known); nil
    /// while the draft is not a level.
    public var playTestLevel: Level? {
        guard case let .success(board) = draft.board else { return nil }
        var level = Level(board: board, title: document.entry.title ?? "Level \(document.current + 1)")
        level.par = optima[board]?.count
        return level
    }

    /// How many edited levels a save is waiting for proofs of; 0 when no save is waiting.
    public var provingCount: Int {
        pendingSave == nil ? 0 : document.boardsNeedingPar.filter(isBeingSolved).count
    }

    // MARK: Drawing on the level

    public mutating func moveCursor(rows: Int, columns: Int) {
        cursor = Position(row: cursor.row + rows, column: cursor.column + columns)
        clampCursor()
    }

    /// Makes `brush` the brush and draws it under the cursor.
    @discardableResult
    public mutating func draw(_ brush: Brush) -> Bool {
        self.brush = brush
        return paint(from: cursor, to: cursor)
    }

    /// Draws a line with the brush (a drag), leaving the cursor at its end.
    @discardableResult
    public mutating func drawLine(from start: Position, to end: Position) -> Bool {
        cursor = end
        return paint(from: start, to: end)
    }

    @discardableResult
    public mutating func toggleWall() -> Bool {
        let at = cursor
        return edit { $0.toggleWall(at) }
    }

    /// Adds a row or column on `side`; the cursor stays on its cell.
    @discardableResult
    public mutating func insertLine(at side: LevelDraft.Side) -> Bool {
        guard edit({ _ = $0.insertLine(at: side) }) else { return false }
        shiftCursor(side: side, by: 1)
        return true
    }

    /// Removes the row or column on `side`; the cursor stays on its cell.
    @discardableResult
    public mutating func removeLine(at side: LevelDraft.Side) -> Bool {
        guard edit({ _ = $0.removeLine(at: side) }) else { return false }
        shiftCursor(side: side, by: -1)
        return true
    }

    /// Rotates or flips the level; the cursor moves with its cell.
    public mutating func apply(_ transform: BoardTransform) {
        let (width, height) = (draft.width, draft.height)
        if edit({ $0.apply(transform) }) { cursor = transform.map(cursor, width: width, height: height) }
    }

    /// Crops to the used area; false when there is nothing to crop. The cursor stays on its cell.
    @discardableResult
    public mutating func crop() -> Bool {
        let origin = draft.usedBounds?.origin ?? Position(row: 0, column: 0)
        guard edit({ $0.crop() }) else { return false }
        cursor = Position(row: cursor.row - origin.row, column: cursor.column - origin.column)
        clampCursor()
        return true
    }

    public mutating func setMetadata(_ key: String, _ value: String?) {
        document.setMetadata(key, value)
        documentChanged()
    }

    @discardableResult
    public mutating func undo() -> Bool {
        blockMove = nil
        guard document.undo() else { return false }
        levelChanged()
        return true
    }

    @discardableResult
    public mutating func redo() -> Bool {
        blockMove = nil
        guard document.redo() else { return false }
        levelChanged()
        return true
    }

    private mutating func paint(from start: Position, to end: Position) -> Bool {
        let brush = self.brush
        return edit { draft in
            switch brush {
            case .start: draft.placeStart(at: end)
            case .wall: draft.drawLine(from: start, to: end, cell: .wall)
            case .floor: draft.drawLine(from: start, to: end, cell: .floor)
            case .void: draft.drawLine(from: start, to: end, cell: .void)
            }
        }
    }

    // MARK: Tools

    /// The rectangle between the mark and the cursor: what a rectangle covers and what a move
    /// carries. Nil without a mark.
    public var selection: Bounds? { mark.flatMap { draft.rectangle($0, cursor) } }

    /// Puts the mark under the cursor (the other corner follows the cursor).
    public mutating func setMark() {
        mark = cursor
        blockMove = nil
    }

    public mutating func clearMark() {
        mark = nil
        blockMove = nil
    }

    /// Why a tool cannot use the brush: the start is a single cell.
    public var brushFillsAreas: Bool { brush != .start }

    /// Draws the rectangle between the mark and the cursor with the brush (its outline, or
    /// filled); one undo step. False without a mark, with the start as brush, or when nothing
    /// changes.
    @discardableResult
    public mutating func drawRectangle(filled: Bool) -> Bool {
        guard let mark, let cell = brush.cell else { return false }
        let cursor = self.cursor
        return edit { $0.drawRectangle(from: mark, to: cursor, cell: cell, filled: filled) }
    }

    /// Flood-fills the region under the cursor with the brush; one undo step.
    @discardableResult
    public mutating func fill() -> Bool {
        guard let cell = brush.cell else { return false }
        let cursor = self.cursor
        return edit { $0.floodFill(at: cursor, with: cell) }
    }

    /// Moves the selected block one cell; the cells it leaves become floor. A run of moves is
    /// one undo step until the mark is set or cleared, or anything else is edited. False
    /// without a selection or at the grid's edge.
    @discardableResult
    public mutating func moveSelection(_ direction: Direction) -> Bool {
        guard let box = selection, let mark else { return false }
        let top = box.top + direction.rowStep, left = box.left + direction.columnStep
        guard top >= 0, left >= 0, top + box.height <= draft.height,
            left + box.width <= draft.width
        else { return false }
        var move =
            blockMove
            ?? BlockMove(original: draft, box: box, offset: Position(row: 0, column: 0), recorded: false)
        move.offset = Position(
            row: move.offset.row + direction.rowStep, column: move.offset.column + direction.columnStep)
        let moved = move.original.moving(move.box, by: move.offset)
        if document.edit(continuing: move.recorded, { $0 = moved }) {
            move.recorded = true
            levelChanged()
        }
        blockMove = move
        self.mark = mark.stepped(direction)
        cursor = cursor.stepped(direction)
        return true
    }

    /// Applies a change to the current draft and, if it changed anything, asks for a verdict.
    private mutating func edit(_ change: (inout LevelDraft) -> Void) -> Bool {
        blockMove = nil
        guard document.edit(change) else { return false }
        levelChanged()
        return true
    }

    private mutating func shiftCursor(side: LevelDraft.Side, by step: Int) {
        if side == .top { cursor.row += step }
        if side == .left { cursor.column += step }
        clampCursor()
    }

    private mutating func clampCursor() {
        cursor = Position(
            row: min(max(0, cursor.row), draft.height - 1),
            column: min(max(0, cursor.column), draft.width - 1))
    }

    // MARK: The pack's levels

    /// Makes level `index` current; false when there is no such level.
    @discardableResult
    public mutating func selectLevel(_ index: Int) -> Bool {
        guard document.entries.indices.contains(index) else { return false }
        document.select(index)
        cursor = draft.start ?? Position(row: 0, column: 0)
        clearMark()
        levelChanged()
        return true
    }

    /// Adds a new room after the current level and makes it current.
    public mutating func addLevel() {
        document.addLevel(LevelDraft.room(width: 9, height: 9))
        cursor = Position(row: 1, column: 1)
        levelChanged()
    }

    public mutating func duplicateLevel() {
        document.duplicate()
        levelChanged()
    }

    /// Deletes the current level; false for the last one left.
    @discardableResult
    public mutating func deleteLevel() -> Bool {
        guard document.deleteLevel() else { return false }
        levelChanged()
        return true
    }

    /// Moves the current level one place earlier (-1) or later (+1).
    public mutating func moveLevel(by step: Int) {
        if document.moveLevel(by: step) { levelChanged() }
    }

    // MARK: The verdict

    /// After any change to the current level: a new verdict (a solve of the same board under
    /// way serves), the replay gone.
    private mutating func levelChanged() {
        replay = nil
        explanation = nil
        closeAssistant()
        clampCursor()
        if let mark, !draft.contains(mark) { self.mark = nil }
        verdictJob = nil
        switch draft.board {
        case let .failure(problem):
            verdict = .problem(problem)
        case let .success(board):
            verdict = .solving
            if let running = solving.first(where: { $0.value == board })?.key {
                verdictJob = running
            } else {
                let job = solver.start(SolveRequest(board: board, options: solveOptions))
                verdictJob = job
                solving[job] = board
            }
        }
        documentChanged()
    }

    /// After any change to the pack: the solves nobody needs any more are stopped, and a
    /// waiting save goes on (it may need other proofs now, or none).
    private mutating func documentChanged() {
        hasUnsavedChanges = document.hasUnsavedChanges()
        let needed = pendingSave == nil ? [] : Set(document.boardsNeedingPar)
        for (job, board) in solving where job != verdictJob && !needed.contains(board) {
            solver.cancel(job)
            solving[job] = nil
        }
        continueWaitingSave()
    }

    /// Takes a finished solve: the verdict, or a proof a save is waiting for (the save may
    /// complete: `takeCompletedSave`).
    public mutating func receive(_ job: SolveJob, _ result: SolveResult) {
        if let index = assistantJobs.removeValue(forKey: job) {
            assistant?.receive(index, result)
            startAssistantSolves()
            return
        }
        guard let board = solving.removeValue(forKey: job) else { return }
        if result.optimal, let moves = result.solution {
            optima[board] = moves
        } else {
            unproven[board] = result
        }
        if job == verdictJob {
            verdictJob = nil
            verdict = .result(result)
            if result.status == .unsolvable {
                explanation = VerdictExplanation(board: board, reason: result.unsolvable)
            }
        }
        continueWaitingSave()
    }

    /// Stops every solve under way (the editor is closing); a waiting save is dropped.
    public mutating func cancelSolves() {
        for job in solving.keys { solver.cancel(job) }
        solving = [:]
        closeAssistant()
        verdictJob = nil
        pendingSave = nil
    }

    private func isBeingSolved(_ board: Board) -> Bool { solving.values.contains(board) }

    // MARK: The solution

    /// Plays the shortest solution back on the board; false when there is none to show.
    @discardableResult
    public mutating func startReplay(now: Double) -> Bool {
        guard case let .result(result) = verdict, let moves = result.solution, !moves.isEmpty,
            case let .success(board) = draft.board
        else { return false }
        replay = SolutionReplay(board: board, moves: moves, timing: timing, now: now)
        return true
    }

    public mutating func stopReplay() { replay = nil }

    /// Steps through the solution shown: the next move (animated) or back one.
    public mutating func stepReplay(forward: Bool, now: Double) {
        if forward { replay?.stepForward(now: now) } else { replay?.stepBack() }
    }

    public mutating func toggleReplay(now: Double) { replay?.togglePlaying(now: now) }

    /// Lets time pass for the replay.
    public mutating func advance(to now: Double) { replay?.advance(to: now) }

    /// Whether what is shown changes with time alone (the replay playing). A verdict being
    /// worked out does not count: it arrives by itself.
    public func isAnimating(now: Double) -> Bool {
        guard let replay else { return false }
        return replay.isMoving(at: now) || (replay.isPlaying && !replay.isFinished(at: now))
    }

    // MARK: The assistant

    /// Opens the assistant on the current level: it needs the level's proven optimum. False
    /// when there is none (yet).
    @discardableResult
    public mutating func openAssistant() -> Bool {
        guard case let .result(result) = verdict, result.optimal, let solution = result.solution,
            case let .success(board) = draft.board
        else { return false }
        closeAssistant()
        assistant = DesignAssistant(draft: draft, board: board, solution: solution)
        startAssistantSolves()
        return true
    }

    /// Closes the assistant and stops its solves.
    public mutating func closeAssistant() {
        for job in assistantJobs.keys { solver.cancel(job) }
        assistantJobs = [:]
        assistant = nil
    }

    /// Applies the assistant's proposal `index` (one undo step); the assistant closes.
    @discardableResult
    public mutating func applyProposal(_ index: Int) -> Bool {
        guard let proposal = assistant?.proposals[safe: index] else { return false }
        closeAssistant()
        cursor = proposal.position
        return edit { $0.set(proposal.position, to: proposal.cell) }
    }

    /// Keeps `assistantParallel` candidates solving until all are tried.
    private mutating func startAssistantSolves() {
        while assistantJobs.count < Self.assistantParallel,
            let (index, request) = assistant?.nextRequest(options: Self.assistantOptions)
        {
            assistantJobs[solver.start(request)] = index
        }
    }

    // MARK: Saving

    /// The levels a save would write without Par, and what they lose.
    var saveWarnings: [SaveWarning] {
        let repaired = document.entries.enumerated().compactMap { index, entry in
            entry.openReadErrors.isEmpty
                ? nil
                : SaveWarning(
                    level: index, kind: .repaired(errors: entry.readErrors.count), removedPar: nil,
                    removedDifficulty: nil)
        }
        return repaired
            + document.entries.enumerated().compactMap { index, entry in
                guard entry.isEdited, entry.takesProvenPar, case let .success(board) = entry.draft.board,
                    optima[board] == nil, let result = unproven[board]
                else { return nil }
                let kind: SaveWarning.Kind =
                    result.status == .unsolvable ? .unsolvable : .unproven(bestFound: result.moves)
                return SaveWarning(
                    level: index, kind: kind, removedPar: entry.metadata("Par"),
                    removedDifficulty: entry.metadata("Difficulty"))
            }
    }

    /// Saves the pack: every edited level gets its proven optimum as Par, proven first in the
    /// background when not known yet. Unless `overwriting`, a file changed on disk since it
    /// was read is not replaced (`.changedOnDisk`).
    public mutating func save(overwriting: Bool, confirmed: Bool = false) -> SaveOutcome {
        pendingSave = PendingSave(overwriting: overwriting, confirmed: confirmed)
        return continueSave() ?? .proving(levels: provingCount)
    }

    /// The outcome of a save that waited for proofs and has completed since it was last taken
    /// (by a proof coming in, or by a change that left it nothing to wait for).
    public mutating func takeCompletedSave() -> SaveOutcome? {
        defer { completedSave = nil }
        return completedSave
    }

    private mutating func continueWaitingSave() {
        if pendingSave != nil, let outcome = continueSave() { completedSave = outcome }
    }

    /// Carries a waiting save on: proofs first, then the write. Nil while proofs are under way.
    private mutating func continueSave() -> SaveOutcome? {
        guard let overwriting = pendingSave?.overwriting, let confirmed = pendingSave?.confirmed else {
            return nil
        }
        do {
            _ = try document.text()
        } catch {
            pendingSave = nil
            return .unsavable(error)
        }
        for board in document.boardsNeedingPar
        where optima[board] == nil && unproven[board] == nil && !isBeingSolved(board) {
            solving[solver.start(SolveRequest(board: board, options: solveOptions))] = board
        }
        if provingCount > 0 { return nil }
        pendingSave = nil
        let warnings = saveWarnings
        if !confirmed, !warnings.isEmpty { return .needsConfirmation(warnings) }
        for board in document.boardsNeedingPar where scores[board] == nil {
            if let solution = optima[board] {
                scores[board] = Difficulty(board: board, optimalSolution: solution).score
            }
        }
        let (optima, scores) = (self.optima, self.scores)
        let bytes: [UInt8]
        do {
            bytes = try document.text(optimum: { optima[$0]?.count }, difficulty: { scores[$0] })
        } catch {
            return .unsavable(error)
        }
        if !overwriting, file.read() != document.savedBytes { return .changedOnDisk }
        do {
            try file.write(bytes)
            try document.markSaved(bytes)
            hasUnsavedChanges = false
            return .saved
        } catch {
            return .failed("\(error)")
        }
    }
}

extension Array {
    /// The element at `index`, or nil past the ends (a proposal list that changed under a key).
    public subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
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
