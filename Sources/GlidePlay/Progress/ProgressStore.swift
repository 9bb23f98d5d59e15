import FoundationEssentials
import Glibc
import GlideRules

/// Where progress lives, behind a small client so tests use a temporary folder: by default
/// `$XDG_DATA_HOME/glide/progress.json` (`~/.local/share/glide/`).
public struct ProgressStore: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The default location for this user.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ProgressStore
    {
        let base: String
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = data
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = home + "/.local/share"
        }
        return ProgressStore(path: base + "/glide/progress.json")
    }

    public struct Loaded: Sendable {
        public var progress: PlayerProgress
        /// What the player is told when the file could not be read.
        public var warning: LoadWarning?
        /// False when saving would overwrite a file that could not be set aside.
        public var canSave: Bool
    }

    /// Why play starts afresh although there was a progress file.
    public enum LoadWarning: Hashable, Sendable {
        /// The file was unreadable and is kept at `aside`.
        case setAside(to: String)
        /// The file at `path` was unreadable and could not be moved away: progress is not saved.
        case inTheWay(path: String)
    }

    /// Why progress was not saved.
    public enum SaveFailure: Error, Hashable, Sendable {
        /// The unreadable file it could not move aside is still there (`LoadWarning.inTheWay`).
        case oldFileInTheWay
        case cannotCreateFolder(String)
        /// The progress file's folder is a file.
        case notAFolder(String)
        case cannotEncode
        case cannotWrite(AtomicFile.Failure)
    }

    /// The saved progress. A missing file is a fresh start; an unreadable or corrupt one is
    /// moved aside to `progress.json.bad-<timestamp>` (never overwritten), reported in
    /// `warning`, and play starts afresh.
    public func load(now: Date = Date()) -> Loaded {
        guard FileManager.default.fileExists(atPath: path) else {
            return Loaded(progress: PlayerProgress(), canSave: true)
        }
        if let data = FileManager.default.contents(atPath: path),
            let progress = try? JSONDecoder().decode(PlayerProgress.self, from: data)
        {
            return Loaded(progress: progress, canSave: true)
        }
        let aside = "\(path).bad-\(Int(now.timeIntervalSince1970))"
        if rename(path, aside) == 0 {
            return Loaded(progress: PlayerProgress(), warning: .setAside(to: aside), canSave: true)
        }
        return Loaded(progress: PlayerProgress(), warning: .inTheWay(path: path), canSave: false)
    }

    /// Saves atomically, creating the folder if needed. Failures name what the player can act
    /// on: the folder, or the file and the system's error.
    public func save(_ progress: PlayerProgress) throws(SaveFailure) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var info = stat()
        if stat(folder, &info) != 0 {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreateFolder(folder)
            }
        } else if info.st_mode & S_IFMT != S_IFDIR {
            throw .notAFolder(folder)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else { throw .cannotEncode }
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw .cannotWrite(error)
        }
    }
}
