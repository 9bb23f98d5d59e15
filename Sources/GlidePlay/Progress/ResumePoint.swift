/// Where a relaunch opens level select: the first unsolved level of the pack the player last
/// played, or, when that pack is all solved, of the next pack after it that is not.
public struct ResumePoint: Equatable, Sendable {
    public let pack: Int
    public let level: Int

    public init(pack: Int, level: Int) {
        self.pack = pack
        self.level = level
    }

    /// The resume point for packs with these titles and levels' progress keys, in play order.
    public init(packs: [(title: String, ids: [String])], progress: PlayerProgress) {
        guard !packs.isEmpty else {
            self.init(pack: 0, level: 0)
            return
        }
        let last = packs.firstIndex { $0.title == progress.lastPack } ?? 0
        for pack in last..<packs.count {
            if let level = packs[pack].ids.firstIndex(where: { progress.record(for: $0)?.solved != true }) {
                self.init(pack: pack, level: level)
                return
            }
        }
        // Everything from there on is solved: the last pack played, from its start.
        self.init(pack: last, level: 0)
    }
}
