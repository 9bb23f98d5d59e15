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
        header.lazy.compactMap { $0.metadata(key) }.first
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
