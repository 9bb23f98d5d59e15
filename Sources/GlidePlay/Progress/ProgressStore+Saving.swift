import FoundationEssentials
import Glibc
import GlideRules

extension ProgressStore {
    /// The saved progress. A missing file is a fresh start; an unreadable or corrupt one is
    /// moved aside to `progress.json.bad-<timestamp>` (never overwritten), reported in
    /// `warning`, and play starts afresh. A file of which only some parts are out of range or
    /// unreadable keeps the rest: the file as it was is moved aside, the rest written back,
    /// and the parts left out reported. The game starts whatever the file holds.
    public func load(now: Date = Date()) -> Loaded {
        // Reading needs no lock (saves replace the file in one step), so a game holding it
        // does not keep this one from starting. Repairs write, so they take it, and read again
        // under it; a lock not had is no reason to stop.
        var info = stat()
        if stat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            return Loaded(progress: PlayerProgress(), warning: .folderIsAFile(folder), canSave: false)
        }
        switch read() {
        case .missing: return Loaded(progress: PlayerProgress(), canSave: true)
        case let .read(progress, problems) where problems.isEmpty:
            return Loaded(progress: progress, canSave: true)
        default: break
        }
        let lock = try? FileLock(path: lockPath)
        defer { lock?.release() }
        switch read() {
        case .missing:
            return Loaded(progress: PlayerProgress(), canSave: true)
        case let .read(progress, problems) where problems.isEmpty:
            return Loaded(progress: progress, canSave: true)
        case let .read(progress, problems):
            let aside = setAside(now: now)
            if aside != nil { try? write(progress) }
            return Loaded(
                progress: progress,
                warning: .partsDropped(count: problems.count, first: problems[0], keptAt: aside),
                canSave: aside != nil)
        case .unreadable:
            if let aside = setAside(now: now) {
                return Loaded(progress: PlayerProgress(), warning: .setAside(to: aside), canSave: true)
            }
            return Loaded(progress: PlayerProgress(), warning: .inTheWay(path: path), canSave: false)
        }
    }

    /// The saved progress, checked, without changing anything on disk (what `glide edit` reads
    /// its settings from): nothing for a file that cannot be read.
    public func peek() -> PlayerProgress {
        if case let .read(progress, _) = read() { return progress }
        return PlayerProgress()
    }

    /// Saves `progress`, merged (`PlayerProgress.merged`) with what is on disk now, under the
    /// lock: `base` is the progress this game last loaded or saved, so that what it changed
    /// since can be told from what other games did. A file on disk that has become unreadable
    /// meanwhile is moved aside first, as on load. Returns what was written. Failures name what
    /// the player can act on: the folder, or the file and the system's error.
    @discardableResult
    public func save(_ progress: PlayerProgress, since base: PlayerProgress, now: Date = Date())
        throws(SaveFailure) -> PlayerProgress
    {
        try makeFolder()
        let lock: FileLock
        do {
            lock = try FileLock(path: lockPath)
        } catch {
            throw .cannotLock(error)
        }
        defer { lock.release() }
        var disk = PlayerProgress()
        switch read() {
        case .missing:
            break
        case let .read(progress, problems):
            disk = progress
            if !problems.isEmpty, setAside(now: now) == nil { throw .oldFileInTheWay }
        case .unreadable:
            if setAside(now: now) == nil { throw .oldFileInTheWay }
        }
        let merged = PlayerProgress.merged(mine: progress, base: base, disk: disk).validated().progress
        try write(merged)
        return merged
    }

    /// Writes `progress` as it is, atomically (no merge: the caller holds the lock).
    func write(_ progress: PlayerProgress) throws(SaveFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else { throw .cannotEncode }
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw .cannotWrite(error)
        }
    }

    /// Creates the progress file's folder if needed.
    private func makeFolder() throws(SaveFailure) {
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
    }
}
