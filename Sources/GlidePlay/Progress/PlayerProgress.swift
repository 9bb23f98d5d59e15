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
        /// The fewest moves of a win without hints, kept apart from `bestMoves` (which counts
        /// every win); nil before such a win, and in files written before it was kept.
        public var bestUnaidedMoves: Int?

        public init(
            solved: Bool = false, bestMoves: Int? = nil, stars: Int = 0, hintsUsed: Int = 0,
            bestSolution: String? = nil, bestUnaidedMoves: Int? = nil
        ) {
            self.solved = solved
            self.bestMoves = bestMoves
            self.stars = stars
            self.hintsUsed = hintsUsed
            self.bestSolution = bestSolution
            self.bestUnaidedMoves = bestUnaidedMoves
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
    /// The attempts left unfinished, by level ID, to go on with when the level is opened again;
    /// nil in files written before attempts were kept.
    public var attempts: [String: SavedAttempt]?
    /// The player's other settings (`PlayerPreferences`); nil in files written before them.
    public var preferences: PlayerPreferences?

    public init() {}

    /// The attempt left on a level, if any.
    public func attempt(for id: String) -> SavedAttempt? { attempts?[id] }

    /// Keeps `attempt` for the level (nil forgets it); true when that changed anything.
    @discardableResult
    public mutating func keepAttempt(_ attempt: SavedAttempt?, for id: String) -> Bool {
        guard attempts?[id] != attempt else { return false }
        var kept = attempts ?? [:]
        kept[id] = attempt
        attempts = kept.isEmpty ? nil : kept
        return true
    }

    public func record(for id: String) -> Record? { levels[id] }

    /// Records a win and its moves (`solution`, if known); keeps the best result. Returns the
    /// record as it now stands.
    @discardableResult
    public mutating func recordWin(id: String, moves: Int, par: Int?, hints: Int, solution: String? = nil)
        -> Record
    {
        var record = levels[id] ?? Record()
        let stars = par.map { StarRating.stars(moves: moves, par: $0, hints: hints) } ?? (hints > 0 ? 2 : 3)
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
        if hints == 0 { record.bestUnaidedMoves = min(record.bestUnaidedMoves ?? moves, moves) }
        levels[id] = record
        return record
    }
}
