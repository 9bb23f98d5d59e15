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
    /// Proven optima of boards seen, for the Par a save writes.
    private var optima: [Board: Int] = [:]
    /// Boards whose solve ended without a proof: a save writes them without Par.
    private var unproven: Set<Board> = []
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
    }

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
        let offset = draft.firstFilledRow
        return Set(reason.cells.map { Position(row: $0.row + offset, column: $0.column) })
    }

    /// The current level, ready to play-test (with its proven optimum as Par, once known); nil
    /// while the draft is not a level.
    public var playTestLevel: Level? {
        guard case let .success(board) = draft.board else { return nil }
        var level = Level(board: board, title: document.entry.title ?? "Level \(document.current + 1)")
        level.par = optima[board]
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
        guard document.undo() else { return false }
        levelChanged()
        return true
    }

    @discardableResult
    public mutating func redo() -> Bool {
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

    /// Applies a change to the current draft and, if it changed anything, asks for a verdict.
    private mutating func edit(_ change: (inout LevelDraft) -> Void) -> Bool {
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
        clampCursor()
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
        guard let board = solving.removeValue(forKey: job) else { return }
        if result.optimal, let moves = result.moves {
            optima[board] = moves
        } else {
            unproven.insert(board)
        }
        if job == verdictJob {
            verdictJob = nil
            verdict = .result(result)
        }
        continueWaitingSave()
    }

    /// Stops every solve under way (the editor is closing); a waiting save is dropped.
    public mutating func cancelSolves() {
        for job in solving.keys { solver.cancel(job) }
        solving = [:]
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

    /// Lets time pass for the replay.
    public mutating func advance(to now: Double) { replay?.advance(to: now) }

    /// Whether what is shown changes with time alone (the replay playing). A verdict being
    /// worked out does not count: it arrives by itself.
    public func isAnimating(now: Double) -> Bool {
        guard let replay else { return false }
        return !replay.isFinished(at: now)
    }

    // MARK: Saving

    /// Saves the pack: every edited level gets its proven optimum as Par, proven first in the
    /// background when not known yet. Unless `overwriting`, a file changed on disk since it
    /// was read is not replaced (`.changedOnDisk`).
    public mutating func save(overwriting: Bool) -> SaveOutcome {
        pendingSave = PendingSave(overwriting: overwriting)
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
        guard let overwriting = pendingSave?.overwriting else { return nil }
        do {
            _ = try document.text()
        } catch {
            pendingSave = nil
            return .unsavable(error)
        }
        for board in document.boardsNeedingPar
        where optima[board] == nil && !unproven.contains(board) && !isBeingSolved(board) {
            solving[solver.start(SolveRequest(board: board, options: solveOptions))] = board
        }
        if provingCount > 0 { return nil }
        pendingSave = nil
        let optima = self.optima
        let bytes: [UInt8]
        do {
            bytes = try document.text(optimum: { optima[$0] })
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
