/// A player's records, per level: solved or not, best move count, stars, hints used. Levels are
/// keyed by their canonical ID (a hash of the map, the same under rotation and reflection), so
/// reordering a pack keeps records and changing a map starts afresh.
public struct PlayerProgress: Codable, Equatable, Sendable {
    public struct Record: Codable, Equatable, Sendable {
        public var solved: Bool
        public var bestMoves: Int?
        public var stars: Int
        public var hintsUsed: Int
        /// The moves of the best win (`RDLU`), as `glide replay` takes them; nil in files
        /// written before solutions were kept.
        public var bestSolution: String?

        public init(
            solved: Bool = false, bestMoves: Int? = nil, stars: Int = 0, hintsUsed: Int = 0,
            bestSolution: String? = nil
        ) {
            self.solved = solved
            self.bestMoves = bestMoves
            self.stars = stars
            self.hintsUsed = hintsUsed
            self.bestSolution = bestSolution
        }
    }

    public var version = 1
    public var levels: [String: Record] = [:]
    /// The colour theme the player chose (`--theme`), by name.
    public var theme: String?
    /// The title of the pack the player last opened a level of: a relaunch continues there
    /// (`ResumePoint`). Optional fields keep older files loading.
    public var lastPack: String?
    /// The daily puzzle's results, by date (`2026-11-23`); nil in files written before it.
    public var daily: [String: DailyRecord]?
    /// The player's other settings (`PlayerPreferences`); nil in files written before them.
    public var preferences: PlayerPreferences?

    public init() {}

    public func record(for id: String) -> Record? { levels[id] }

    /// Records a win and its moves (`solution`, if known); keeps the best result. Returns the
    /// record as it now stands.
    @discardableResult
    public mutating func recordWin(id: String, moves: Int, par: Int?, hints: Int, solution: String? = nil)
        -> Record
    {
        var record = levels[id] ?? Record()
        let stars = par.map { StarRating.stars(moves: moves, par: $0) } ?? 3
        // A solution is kept for a new best, or when the best so far has none (older files).
        if let solution,
            moves < (record.bestMoves ?? .max) || record.bestSolution == nil && moves == record.bestMoves
        {
            record.bestSolution = solution
        }
        record.solved = true
        record.bestMoves = min(record.bestMoves ?? moves, moves)
        record.stars = max(record.stars, stars)
        record.hintsUsed = record.bestMoves == moves ? hints : record.hintsUsed
        levels[id] = record
        return record
    }
}
