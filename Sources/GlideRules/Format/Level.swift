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
    public func metadata(_ key: String) -> String? { lines.metadata(key) }

    /// All metadata in order, as written.
    public var allMetadata: [(key: String, value: String)] { lines.allMetadata }

    /// Sets the first `key` line's value or adds one; nil removes the key (see
    /// `[BlockLine].setMetadata`).
    public mutating func setMetadata(_ key: String, _ value: String?) { lines.setMetadata(key, value) }

    /// The level's block as canonical text lines (without its notes).
    public var textLines: [String] {
        lines.flatMap { line in line.text.map { [$0] } ?? board.mapRows }
    }
}
