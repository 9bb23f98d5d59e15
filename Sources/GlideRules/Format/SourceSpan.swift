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
