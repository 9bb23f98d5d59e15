/// One line of a block of a pack file other than a map row.
public enum BlockLine: Hashable, Sendable {
    /// A comment, kept verbatim from its `;`.
    case comment(String)
    /// `Key: value`; the key as written, the value without surrounding spaces.
    case metadata(key: String, value: String)
    /// Where the map rows stand among the block's lines (a level has exactly one).
    case map

    /// The line as canonical text; nil for the map, which the board prints.
    public var text: String? {
        switch self {
        case let .comment(text): text
        case let .metadata(key, value): value.isEmpty ? "\(key):" : "\(key): \(value)"
        case .map: nil
        }
    }
}

/// Where a level was read from, so tools can point at it and the editor can replace exactly its
/// lines when it saves.
public struct SourceSpan: Hashable, Sendable {
    /// First and last line of the level's own block (1-based, inclusive).
    public var firstLine: Int
    public var lastLine: Int
    /// The line of the first map row, where `glide check` reports problems with the level.
    public var mapLine: Int

    public init(firstLine: Int, lastLine: Int, mapLine: Int) {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.mapLine = mapLine
    }
}

/// A level of a pack: its board, its metadata and comments in the order they were written, and
/// any comment blocks standing just before it.
public struct Level: Hashable, Sendable {
    public var board: Board
    /// The level's block, line by line; contains `.map` exactly once.
    public private(set) var lines: [BlockLine]
    /// Comment-only blocks just before this level's block (each an array of comment lines).
    public var notes: [[String]]
    public var source: SourceSpan?

    public init(board: Board, title: String? = nil) {
        self.board = board
        lines = [.map]
        notes = []
        source = nil
        if let title { self.title = title }
    }

    /// A level with exactly these block lines. Returns nil unless `lines` holds one `.map`.
    public init?(board: Board, lines: [BlockLine], notes: [[String]] = [], source: SourceSpan? = nil) {
        guard lines.filter({ $0 == .map }).count == 1 else { return nil }
        self.board = board
        self.lines = lines
        self.notes = notes
        self.source = source
    }

    public var title: String? {
        get { metadata("Title") }
        set { setMetadata("Title", newValue) }
    }

    public var author: String? {
        get { metadata("Author") }
        set { setMetadata("Author", newValue) }
    }

    public var comment: String? {
        get { metadata("Comment") }
        set { setMetadata("Comment", newValue) }
    }

    /// The declared optimal number of moves. The parser guarantees a well-formed value.
    public var par: Int? {
        get { metadata("Par").flatMap { Int($0) } }
        set { setMetadata("Par", newValue.map(String.init)) }
    }

    /// The value of the first metadata line with this key (keys match regardless of case).
    public func metadata(_ key: String) -> String? {
        for case let .metadata(k, value) in lines where k.lowercased() == key.lowercased() {
            return value
        }
        return nil
    }

    /// All metadata in order, as written.
    public var allMetadata: [(key: String, value: String)] {
        lines.compactMap { if case let .metadata(k, v) = $0 { (k, v) } else { nil } }
    }

    /// Sets the first `key` line's value, or adds a line after the level's last metadata line
    /// (before the map if there is none); nil removes every line with that key. Line breaks in
    /// the value become spaces, since a value is one line of the file.
    public mutating func setMetadata(_ key: String, _ value: String?) {
        let matches = { (line: BlockLine) -> Bool in
            if case let .metadata(k, _) = line { k.lowercased() == key.lowercased() } else { false }
        }
        guard let value else {
            lines.removeAll(where: matches)
            return
        }
        let clean = value.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingSpaces()
        if let index = lines.firstIndex(where: matches), case let .metadata(k, _) = lines[index] {
            lines[index] = .metadata(key: k, value: clean)
        } else if let last = lines.lastIndex(where: { if case .metadata = $0 { true } else { false } }) {
            lines.insert(.metadata(key: key, value: clean), at: last + 1)
        } else {
            lines.insert(.metadata(key: key, value: clean), at: lines.firstIndex(of: .map) ?? 0)
        }
    }

    /// The level's block as canonical text lines (without its notes).
    public var textLines: [String] {
        lines.flatMap { line in line.text.map { [$0] } ?? board.mapRows }
    }
}

/// A pack file: an optional header (the pack's title, author and notes), its levels in order,
/// and comment blocks after the last level.
public struct LevelPack: Hashable, Sendable {
    /// Blocks before the first level. Their metadata describes the pack (`Title`, `Author`).
    public var header: [[BlockLine]]
    public var levels: [Level]
    /// Comment-only blocks after the last level.
    public var trailer: [[String]]

    public init(header: [[BlockLine]] = [], levels: [Level], trailer: [[String]] = []) {
        self.header = header
        self.levels = levels
        self.trailer = trailer
    }

    /// The pack's own metadata value for `key` (from its header).
    public func metadata(_ key: String) -> String? {
        for block in header {
            for case let .metadata(k, value) in block where k.lowercased() == key.lowercased() {
                return value
            }
        }
        return nil
    }

    public var title: String? { metadata("Title") }
    public var author: String? { metadata("Author") }

    /// The pack in canonical form: LF line endings, no BOM, one blank line between blocks,
    /// `Key: value` metadata, map rows without trailing void, a final newline. Parsing this
    /// text gives back an equal pack.
    public var text: String {
        var blocks: [[String]] = header.map { $0.compactMap(\.text) }
        for level in levels {
            blocks += level.notes
            blocks.append(level.textLines)
        }
        blocks += trailer
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[first...last])
        return result
    }
}
