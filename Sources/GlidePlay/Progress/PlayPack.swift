import GlideRules

/// A pack as the front plays it: its levels with their progress keys.
public struct PlayPack: Hashable, Sendable {
    public var title: String
    public var author: String?
    public var levels: [Level]
    /// Each level's canonical ID: the key of its progress record.
    public var ids: [String]

    public init(title: String, author: String? = nil, levels: [Level]) {
        self.title = title
        self.author = author
        self.levels = levels
        ids = levels.map(\.board.canonicalID)
    }

    public init(_ pack: LevelPack, fallbackTitle: String) {
        self.init(title: pack.title ?? fallbackTitle, author: pack.author, levels: pack.levels)
    }

    /// The order in which the pack's levels open.
    public func campaign(unlockAll: Bool) -> Campaign { Campaign(ids: ids, unlockAll: unlockAll) }
}
