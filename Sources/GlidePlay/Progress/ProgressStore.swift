import FoundationEssentials
import Glibc
import GlideRules

/// Where progress lives, behind a small client so tests use a temporary folder: by default
/// `$XDG_DATA_HOME/glide/progress.json` (`~/.local/share/glide/`).
///
/// Any number of games may share it: every save reads the file, merges this game's progress
/// into it (`PlayerProgress.merged`) and writes the result, holding a lock on `progress.lock`
/// in the same folder meanwhile, so no game writes over what another saved.
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

    /// The folder the progress file is in.
    public var folder: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// The file every game locks while it reads, merges and writes the progress.
    public var lockPath: String { folder + "/progress.lock" }

    public struct Loaded: Sendable {
        public var progress: PlayerProgress
        /// What the player is told when the file could not be read, or not all of it.
        public var warning: LoadWarning?
        /// False when saving would overwrite a file that could not be set aside, or the
        /// folder is a file.
        public var canSave: Bool

        /// Why no save will work, when none will.
        public var saveBlocked: SaveFailure? {
            if canSave { return nil }
            if case let .folderIsAFile(folder) = warning { return .notAFolder(folder) }
            return .oldFileInTheWay
        }
    }

    /// Why play starts afresh although there was a progress file, or without some of it.
    public enum LoadWarning: Hashable, Sendable {
        /// The file was unreadable and is kept at `aside`.
        case setAside(to: String)
        /// The file at `path` was unreadable and could not be moved away: progress is not saved.
        case inTheWay(path: String)
        /// The progress file's folder, `folder`, is a file: progress is not saved.
        case folderIsAFile(String)
        /// `count` parts of the file (records, results, attempts, settings) were out of range or
        /// unreadable and were left out, the first of them `first`; the rest was kept. The file as
        /// it was is kept at `keptAt`, or, when it could not be set aside (nil), stays in place
        /// and progress is not saved.
        case partsDropped(count: Int, first: ProgressProblem, keptAt: String?)
    }

    /// Why progress was not saved.
    public enum SaveFailure: Error, Hashable, Sendable {
        /// The unreadable file it could not move aside is still there (`LoadWarning.inTheWay`).
        case oldFileInTheWay
        case cannotCreateFolder(String)
        /// The progress file's folder is a file.
        case notAFolder(String)
        /// The lock other games share could not be taken (another game held it too long).
        case cannotLock(FileLock.Failure)
        case cannotEncode
        case cannotWrite(AtomicFile.Failure)
    }

    /// What is in the file.
    enum Contents {
        case missing
        /// No JSON object, too large, or not readable at all.
        case unreadable
        case read(PlayerProgress, problems: [ProgressProblem])
    }

    /// The file's progress, checked against `ProgressLimits`; nothing on disk changes.
    func read() -> Contents {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .unreadable }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size <= ProgressLimits.fileSize,
            let data = FileManager.default.contents(atPath: path), data.count <= ProgressLimits.fileSize,
            let (progress, problems) = PlayerProgress.reading(data)
        else { return .unreadable }
        return .read(progress, problems: problems)
    }

    /// Moves the file to `progress.json.bad-<time>` (`-2`, `-3`… if that is taken); its new
    /// path, or nil when it could not be moved. A progress file that is a symbolic link stays
    /// one: the file it links to is moved aside in its own folder, and the next write makes it
    /// anew (`AtomicFile` writes through links).
    func setAside(now: Date) -> String? {
        let target = AtomicFile.target(of: path)
        let stem = "\(target).bad-\(Int(now.timeIntervalSince1970))"
        for attempt in 1...100 {
            let aside = attempt == 1 ? stem : "\(stem)-\(attempt)"
            var info = stat()
            guard lstat(aside, &info) != 0 else { continue }
            return rename(target, aside) == 0 ? aside : nil
        }
        return nil
    }
}
