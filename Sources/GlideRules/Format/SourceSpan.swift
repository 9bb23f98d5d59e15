/// Where a level was read from, so tools can point at it and the editor can replace exactly its
/// lines when it saves.
public struct SourceSpan: Hashable, Sendable {
    /// First and last line of the level's own block (1-based, inclusive).
    public var firstLine: Int
    public var lastLine: Int
    /// The line of the first map row, where `glide check` reports problems with the level.
    public var mapLine: Int
    /// The level's place in its file, counting every map block from 1, levels that do not
    /// read included (as diagnostics count them): `glide check` names the levels of a file
    /// with an error by it.
    public var number: Int

    public init(firstLine: Int, lastLine: Int, mapLine: Int, number: Int = 1) {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.mapLine = mapLine
        self.number = number
    }
}
