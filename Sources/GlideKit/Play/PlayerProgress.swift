import Foundation

/// A player's records, per level: solved or not, best move count, stars, hints used. Levels are
/// keyed by their canonical ID (a hash of the map, the same under rotation and reflection), so
/// reordering a pack keeps records and changing a map starts afresh.
public struct PlayerProgress: Codable, Equatable, Sendable {
    public struct Record: Codable, Equatable, Sendable {
        public var solved: Bool
        public var bestMoves: Int?
        public var stars: Int
        public var hintsUsed: Int

        public init(solved: Bool = false, bestMoves: Int? = nil, stars: Int = 0, hintsUsed: Int = 0) {
            self.solved = solved
            self.bestMoves = bestMoves
            self.stars = stars
            self.hintsUsed = hintsUsed
        }
    }

    public var version = 1
    public var levels: [String: Record] = [:]

    public init() {}

    public func record(for id: String) -> Record? { levels[id] }

    /// Records a win; keeps the best result. Returns the record as it now stands.
    @discardableResult
    public mutating func recordWin(id: String, moves: Int, par: Int?, hints: Int) -> Record {
        var record = levels[id] ?? Record()
        let stars = par.map { StarRating.stars(moves: moves, par: $0) } ?? 3
        record.solved = true
        record.bestMoves = min(record.bestMoves ?? moves, moves)
        record.stars = max(record.stars, stars)
        record.hintsUsed = record.bestMoves == moves ? hints : record.hintsUsed
        levels[id] = record
        return record
    }
}

/// Where progress lives, behind a small client so tests use a temporary folder: by default
/// `$XDG_DATA_HOME/glide/progress.json` (`~/.local/share/glide/`).
public struct ProgressStore: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The default location for this user.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressStore {
        let base: String
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = data
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = home + "/.local/share"
        }
        return ProgressStore(path: base + "/glide/progress.json")
    }

    public struct Loaded: Sendable {
        public var progress: PlayerProgress
        /// One line for the player when the file had to be set aside.
        public var warning: String?
        /// False when saving would overwrite a file that could not be set aside.
        public var canSave: Bool
    }

    /// The saved progress. A missing file is a fresh start; an unreadable or corrupt one is
    /// moved aside to `progress.json.bad-<timestamp>` (never overwritten), reported in
    /// `warning`, and play starts afresh.
    public func load(now: Date = Date()) -> Loaded {
        guard FileManager.default.fileExists(atPath: path) else { return Loaded(progress: PlayerProgress(), canSave: true) }
        if let data = FileManager.default.contents(atPath: path),
           let progress = try? JSONDecoder().decode(PlayerProgress.self, from: data) {
            return Loaded(progress: progress, canSave: true)
        }
        let aside = "\(path).bad-\(Int(now.timeIntervalSince1970))"
        if rename(path, aside) == 0 {
            return Loaded(progress: PlayerProgress(), warning: "Progress file was unreadable; moved aside to \(aside).",
                          canSave: true)
        }
        return Loaded(progress: PlayerProgress(),
                      warning: "Progress file \(path) is unreadable and could not be moved aside; progress will not be saved.",
                      canSave: false)
    }

    /// Saves atomically, creating the folder if needed. Failures say what went wrong in words
    /// a player can act on ("cannot create folder /x: Permission denied").
    public func save(_ progress: PlayerProgress) throws(AtomicFile.Failure) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw AtomicFile.Failure(description: "cannot create folder \(folder)")
            }
        } else if !isFolder.boolValue {
            throw AtomicFile.Failure(description: "\(folder) is not a folder")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else {
            throw AtomicFile.Failure(description: "cannot encode progress")
        }
        try AtomicFile.write(data, to: path)
    }
}
