import GlideRules
import GlideSolverClient

/// A pack being edited: its levels as drafts, the current level, undo and redo of every edit,
/// and the file's own bytes, so that saving rewrites only what was edited.
///
/// Each level keeps the exact bytes it was read from: its segment runs from the end of the
/// previous level's block (blank lines and comment blocks included) to the end of its own
/// block. Saving writes untouched levels' segments byte for byte, an edited level's segment
/// up to its block followed by the block in canonical form, and new levels in canonical form;
/// the header before the first level and the text after the last stay as they were.
public struct PackDocument: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var draft: LevelDraft
        /// The level's metadata and comments, in file order (with `.map` where the map goes).
        public var lines: [BlockLine]
        /// The bytes this level was read from: everything before its block, then its block.
        var prefix: [UInt8]?
        var block: [UInt8]?
        /// The board and lines as read (or as last saved): what counts as unchanged.
        var savedBoard: Board?
        var savedLines: [BlockLine]?
        /// The format errors the level was read with (`PackRepair`), and the draft as repaired:
        /// the errors stand until the level is edited.
        public internal(set) var readErrors: [PackRepair.ReadError] = []
        var repairedDraft: LevelDraft?

        /// Format errors read with the level that no edit has addressed yet.
        public var openReadErrors: [PackRepair.ReadError] {
            repairedDraft == draft ? readErrors : []
        }

        public var title: String? { metadata("Title") }

        public func metadata(_ key: String) -> String? { lines.metadata(key) }

        /// Whether the map or the metadata differ from the file.
        public var isEdited: Bool {
            guard let savedBoard, let savedLines, case let .success(board) = draft.board else { return true }
            return board != savedBoard || lines != savedLines
        }

        var isMapEdited: Bool {
            guard let savedBoard, case let .success(board) = draft.board else { return true }
            return board != savedBoard
        }

        /// Whether a save gives this level its proven optimum as Par (if it is written anew):
        /// its map changed, or it has no Par yet.
        var takesProvenPar: Bool { isMapEdited || lines.metadata("Par") == nil }
    }

    private struct Snapshot: Hashable, Sendable {
        var entries: [Entry]
        var current: Int
    }

    public private(set) var entries: [Entry]
    public private(set) var current: Int
    private var header: [UInt8]
    private var trailer: [UInt8]
    private var lineEnding: [UInt8]
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// The file's bytes when it was read or last saved (nil for a pack not yet saved).
    public private(set) var savedBytes: [UInt8]?

    public var entry: Entry { entries[current] }
    public var draft: LevelDraft { entries[current].draft }
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    // MARK: Opening

    /// The pack read from `bytes` (which `pack` was parsed from). `savedAs` is the file's own
    /// bytes when they differ (errors repaired before parsing: `PackRepair`).
    public init(pack: LevelPack, bytes: [UInt8], savedAs fileBytes: [UInt8]? = nil) {
        let lines = Self.lineRanges(bytes)
        lineEnding =
            bytes.contains(0x0D) && bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true
            ? [0x0D, 0x0A] : [0x0A]
        /// Offset just past line `number` (1-based) and its line break.
        func end(ofLine number: Int) -> Int { lines[number - 1].upperBound }
        func start(ofLine number: Int) -> Int { lines[number - 1].lowerBound }
        var entries: [Entry] = []
        // The header (every block before the first level: the parser reads comment blocks
        // there as the pack's) ends with its last non-blank line.
        var segmentStart = 0
        if let firstLine = pack.levels.first?.source?.firstLine {
            let blank = { (n: Int) in
                bytes[lines[n - 1]].allSatisfy { [0x20, 0x09, 0x0D, 0x0A].contains($0) }
            }
            var line = firstLine - 1
            while line >= 1, blank(line) { line -= 1 }
            segmentStart = line >= 1 ? lines[line - 1].upperBound : 0
        }
        header = Array(bytes[0..<segmentStart])
        for level in pack.levels {
            guard let source = level.source else { continue }
            let blockStart = start(ofLine: source.firstLine), blockEnd = end(ofLine: source.lastLine)
            entries.append(
                Entry(
                    draft: LevelDraft(board: level.board), lines: level.lines,
                    prefix: Array(bytes[segmentStart..<blockStart]),
                    block: Array(bytes[blockStart..<blockEnd]),
                    savedBoard: level.board, savedLines: level.lines))
            segmentStart = blockEnd
        }
        trailer = Array(bytes[segmentStart...])
        self.entries = entries
        current = 0
        savedBytes = fileBytes ?? bytes
    }

    /// Marks level `index` as read with `errors` (repaired): it is written anew, never from
    /// the repaired bytes; `removingStart` takes away a stand-in start.
    mutating func markRepaired(_ index: Int, errors: [PackRepair.ReadError], removingStart: Bool) {
        if removingStart { entries[index].draft.removeStart() }
        entries[index].savedBoard = nil
        entries[index].readErrors = errors
        entries[index].repairedDraft = entries[index].draft
    }

    /// A new pack of one level (not yet written anywhere).
    public init(title: String, firstLevel draft: LevelDraft) {
        entries = [Entry(draft: draft, lines: .titled("Level 1"))]
        current = 0
        header = Array("Title: \(title)\n\n".utf8)
        trailer = []
        lineEnding = [0x0A]
        savedBytes = nil
    }

    /// A pack not yet written anywhere, holding `pack` in canonical form (a level from a code).
    public init(newPack pack: LevelPack) {
        let bytes = Array(pack.text.utf8)
        // Canonical text always parses back (`LevelPack.text`), with the spans a document needs.
        self.init(pack: (try? LevelFormat.parse(bytes, path: "<new>")) ?? pack, bytes: bytes)
        savedBytes = nil
    }

    /// Byte ranges of each line, line break included (the last line may lack one).
    private static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            ranges.append(start..<(i + 1))
            start = i + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    // MARK: Editing

    /// Changes the current level's draft; undoable. Returns false (and records nothing) when
    /// the change changes nothing.
    /// With `continuing`, the change joins the last undo step instead of making one (a block
    /// being moved, one arrow at a time, is undone in one go).
    @discardableResult
    public mutating func edit(continuing: Bool = false, _ change: (inout LevelDraft) -> Void) -> Bool {
        var draft = entries[current].draft
        change(&draft)
        guard draft != entries[current].draft else { return false }
        if !continuing || undoStack.isEmpty { record() }
        entries[current].draft = draft
        return true
    }

    /// Sets (or with nil removes) a metadata line of the current level; undoable.
    public mutating func setMetadata(_ key: String, _ value: String?) {
        let value = value.map { $0.trimmingSpaces() }.flatMap { $0.isEmpty ? nil : $0 }
        guard entries[current].metadata(key) != value else { return }
        record()
        entries[current].lines.setMetadata(key, value)
    }

    /// A metadata line to set in a level (`setMetadata(_:)`).
    public struct MetadataChange: Hashable, Sendable {
        public var level: Int
        public var key: String
        public var value: String?

        public init(level: Int, key: String, value: String?) {
            self.level = level
            self.key = key
            self.value = value
        }
    }

    /// Sets metadata lines in any levels, as one undo step (nothing recorded when nothing
    /// changes).
    public mutating func setMetadata(_ changes: [MetadataChange]) {
        let changed = changes.filter {
            entries.indices.contains($0.level) && entries[$0.level].metadata($0.key) != $0.value
        }
        guard !changed.isEmpty else { return }
        record()
        for change in changed { entries[change.level].lines.setMetadata(change.key, change.value) }
    }

    /// Makes `index` the current level (not an edit: nothing to undo).
    public mutating func select(_ index: Int) {
        current = min(max(0, index), entries.count - 1)
    }

    /// Adds a level after the current one, titled by its place in the pack, and makes it current.
    public mutating func addLevel(_ draft: LevelDraft) {
        record()
        entries.insert(Entry(draft: draft, lines: .titled("Level \(current + 2)")), at: current + 1)
        current += 1
    }

    /// Copies the current level after itself.
    public mutating func duplicate() {
        record()
        // The copy is written anew (it has no bytes of its own), but its map is the original's:
        // its Par stays valid.
        var copy = entries[current]
        copy.prefix = nil
        copy.block = nil
        copy.savedLines = nil
        if let title = copy.title { copy.lines.setMetadata("Title", "\(title) (copy)") }
        entries.insert(copy, at: current + 1)
        current += 1
    }

    /// Deletes the current level; false for the last one left.
    @discardableResult
    public mutating func deleteLevel() -> Bool {
        guard entries.count > 1 else { return false }
        record()
        entries.remove(at: current)
        current = min(current, entries.count - 1)
        return true
    }

    /// Moves the current level one place earlier (-1) or later (+1).
    @discardableResult
    public mutating func moveLevel(by step: Int) -> Bool {
        let target = current + step
        guard entries.indices.contains(target) else { return false }
        record()
        entries.swapAt(current, target)
        current = target
        return true
    }

    public mutating func undo() -> Bool {
        guard let snapshot = undoStack.popLast() else { return false }
        redoStack.append(Snapshot(entries: entries, current: current))
        entries = snapshot.entries
        current = snapshot.current
        return true
    }

    public mutating func redo() -> Bool {
        guard let snapshot = redoStack.popLast() else { return false }
        undoStack.append(Snapshot(entries: entries, current: current))
        entries = snapshot.entries
        current = snapshot.current
        return true
    }

    private mutating func record() {
        undoStack.append(Snapshot(entries: entries, current: current))
        redoStack.removeAll()
    }

    // MARK: Saving

    /// Why a pack cannot be written yet.
    public struct Unsavable: Error, Hashable, Sendable {
        public let level: Int
        public let problem: LevelDraft.Problem

        public init(level: Int, problem: LevelDraft.Problem) {
            self.level = level
            self.problem = problem
        }
    }

    /// The file's text as it would be saved. `optimum` gives a board's proven optimum, if known:
    /// levels whose map was edited get it as their Par (or lose a Par nothing proves).
    /// `difficulty` gives a board's difficulty score, if it can be worked out: an edited map's
    /// `Difficulty:` line is replaced by it, or removed (a score of another map is stale).
    public func text(
        optimum: (Board) -> Int? = { _ in nil }, difficulty: (Board) -> Int? = { _ in nil }
    ) throws(Unsavable) -> [UInt8] {
        var out = header
        func ensureBlankLineBeforeBlock(_ chunk: [UInt8]) {
            guard !out.isEmpty else { return }
            if out.last != 0x0A { out += lineEnding }
            // Compared in place: `out.suffix(2) == [...]` picks Sequence's suffix, which walks
            // the whole text, once per level (150 000 levels took minutes).
            let endsBlank = out.endsWith([0x0A, 0x0A]) || out.endsWith([0x0D, 0x0A, 0x0D, 0x0A])
            let startsBlank = chunk.first == 0x0A || chunk.starts(with: [0x0D, 0x0A])
            if !endsBlank, !startsBlank { out += lineEnding }
        }
        for (index, entry) in entries.enumerated() {
            guard case let .success(board) = entry.draft.board else {
                if case let .failure(problem) = entry.draft.board {
                    throw Unsavable(level: index, problem: problem)
                }
                continue
            }
            if !entry.isEdited, let prefix = entry.prefix, let block = entry.block {
                ensureBlankLineBeforeBlock(prefix + block)
                out += prefix + block
                continue
            }
            var level = Level(board: board, lines: entry.lines)!
            if entry.takesProvenPar {
                if let proven = optimum(board) {
                    level.par = proven
                } else if entry.isMapEdited {
                    level.par = nil  // the old Par no longer describes this map
                }
            }
            if entry.isMapEdited, level.metadata("Difficulty") != nil {
                level.setMetadata("Difficulty", difficulty(board).map(String.init))
            }
            let blockText =
                Array(level.textLines.joined(separator: String(decoding: lineEnding, as: UTF8.self)).utf8)
                + lineEnding
            let prefix = entry.prefix ?? []
            ensureBlankLineBeforeBlock(prefix + blockText)
            out += prefix + blockText
        }
        if !trailer.isEmpty {
            if out.last != 0x0A { out += lineEnding }
            out += trailer
        }
        return out
    }

    /// The boards whose proven optimum a save writes as Par: edited levels whose map changed
    /// or that have no Par yet (and that are levels: a draft without a start has no board).
    public var boardsNeedingPar: [Board] {
        entries.compactMap { entry in
            guard entry.isEdited, entry.takesProvenPar, case let .success(board) = entry.draft.board
            else { return nil }
            return board
        }
    }

    /// The boards whose difficulty score a save writes: edited maps of levels that have a
    /// `Difficulty:` line (a score of the old map would be stale).
    public var boardsNeedingDifficulty: [Board] {
        entries.compactMap { entry in
            guard entry.isMapEdited, entry.metadata("Difficulty") != nil,
                case let .success(board) = entry.draft.board
            else { return nil }
            return board
        }
    }

    /// Whether saving now would change the file (or create it).
    public func hasUnsavedChanges() -> Bool {
        guard let savedBytes else { return true }
        guard let text = try? text() else { return true }
        return text != savedBytes
    }

    /// Records that `bytes` were written: they become the file as read (for later saves and
    /// for noticing changes made by others), and the levels their saved state.
    public mutating func markSaved(_ bytes: [UInt8]) throws(LevelFormatError) {
        let pack = try LevelFormat.parse(bytes, path: "<saved>")
        var reread = PackDocument(pack: pack, bytes: bytes)
        reread.current = min(current, reread.entries.count - 1)
        reread.undoStack = undoStack
        reread.redoStack = redoStack
        // Keep the drafts as drawn: the file holds their boards, without void rows around them.
        for index in reread.entries.indices where index < entries.count {
            reread.entries[index].draft = entries[index].draft
        }
        self = reread
    }
}

extension [UInt8] {
    /// Whether the bytes end with `tail`, looked at from the end only.
    fileprivate func endsWith(_ tail: [UInt8]) -> Bool {
        count >= tail.count && self[(count - tail.count)...].elementsEqual(tail)
    }
}
