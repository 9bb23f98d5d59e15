import FoundationEssentials
import Glibc

/// Writing files so that a crash, a kill or a full disk never leaves a half-written file: the
/// data goes to a temporary file in the same folder, is flushed to disk, and then renamed over
/// the target in one step. Readers see the old file or the new one, never a mix.
///
/// Every file Glide writes goes through here, so these hold for all of them:
/// - A symbolic link is written through: its target gets the new contents and the link stays
///   a link (a link to a file not there yet makes that file).
/// - A file with more than one name (hard links) is written in place, so every name sees the
///   new contents: a copy of the old contents is kept beside it, flushed, until the new ones
///   are flushed (`writeInPlace`).
/// - A file that is not a regular file (a terminal, a pipe, `/dev/null`) is written to as it
///   is, never replaced.
/// - A read-only file is replaced only when the caller says so (`ReadOnly`); it stays
///   read-only.
public enum AtomicFile {
    /// Why a write failed; the target file is as it was.
    public enum Failure: Error, Hashable, Sendable {
        /// No temporary file could be made in the folder of the target, `path` (which itself
        /// may well be writable).
        case cannotCreateTemporaryFile(path: String, folder: String, SystemError)
        /// Writing the temporary file, setting its permissions or flushing it to disk failed.
        case cannotWrite(path: String, SystemError)
        /// The temporary file could not be renamed over the target.
        case cannotReplace(path: String, SystemError)
        /// The file is read-only and the caller did not agree to replace it.
        case readOnly(path: String)
        /// Writing a hard-linked file in place failed and its old contents could not be put
        /// back: they are in `backup`.
        case cannotWriteInPlace(path: String, SystemError, backup: String)
    }

    /// What to do when the file is read-only.
    public enum ReadOnly: Hashable, Sendable {
        /// Replace it all the same (keeping it read-only).
        case replace
        /// Write nothing: `Failure.readOnly`.
        case refuse
    }

    /// Writes `data` to `path`. An existing file's permissions (and, where allowed, owner) are
    /// kept; a new file gets `permissions` (default rw-r--r--, less the umask).
    public static func write(
        _ data: Data, to path: String, permissions: mode_t = 0o644, ifReadOnly: ReadOnly = .replace
    ) throws(Failure) {
        let target = try resolvingLinks(path)
        var existing = stat()
        guard stat(target, &existing) == 0 else {
            try replace(target, with: data, mode: permissions, owner: nil, reportedAs: path)
            return
        }
        switch existing.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .cannotReplace(path: path, SystemError(code: EISDIR))
        default:
            try writeThrough(data, to: target, reportedAs: path)
            return
        }
        if isReadOnly(target), ifReadOnly == .refuse { throw .readOnly(path: path) }
        if existing.st_nlink > 1, try writeLinkedInPlace(data, to: target, existing, reportedAs: path) {
            return
        }
        try replace(
            target, with: data, mode: existing.st_mode & 0o7777, owner: (existing.st_uid, existing.st_gid),
            reportedAs: path)
    }

    /// Writes a hard-linked file in place (`writeInPlace`); false when it cannot be opened for
    /// writing. A read-only file of the user's own (the caller agreed to replace it) is made
    /// writable for the write and read-only again after; one of another user's cannot be, and
    /// is replaced instead (its other names keep the old contents).
    private static func writeLinkedInPlace(
        _ data: Data, to target: String, _ existing: stat, reportedAs path: String
    ) throws(Failure) -> Bool {
        if access(target, W_OK) == 0 {
            try writeInPlace(data, to: target, reportedAs: path)
            return true
        }
        let mode = existing.st_mode & 0o7777
        guard existing.st_uid == geteuid(), chmod(target, mode | S_IWUSR) == 0 else { return false }
        defer { chmod(target, mode) }
        try writeInPlace(data, to: target, reportedAs: path)
        return true
    }

    /// Whether the file at `path` (through links) is read-only for this user: writing it is
    /// refused (`access`), or, for the superuser, whom permissions do not stop, it has no write
    /// permission for anyone. False when there is no such file.
    public static func isReadOnly(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        if access(path, W_OK) != 0 { return errno == EACCES || errno == EROFS }
        return geteuid() == 0 && info.st_mode & 0o222 == 0
    }

    /// The temporary file, flushed, renamed over `target`.
    private static func replace(
        _ target: String, with data: Data, mode: mode_t, owner: (uid_t, gid_t)?, reportedAs path: String
    ) throws(Failure) {
        let folder = folder(of: target)
        let (fd, temporary) = try makeTemporary(beside: target, suffix: ".tmp-XXXXXX", reportedAs: path)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        // Another user's file edited by the superuser stays theirs; for anyone else this fails
        // harmlessly (the file was theirs already, or cannot be given away).
        if let owner { _ = fchown(fd, owner.0, owner.1) }
        guard writeAll(data, to: fd), fchmod(fd, mode) == 0, fsync(fd) == 0 else {
            let error = SystemError.current
            close(fd)
            throw .cannotWrite(path: path, error)
        }
        close(fd)
        guard rename(temporary, target) == 0 else { throw .cannotReplace(path: path, .current) }
        ok = true
        syncFolder(folder)
    }

    /// A file that is no regular file (a device, a pipe) gets the bytes as they are.
    private static func writeThrough(_ data: Data, to target: String, reportedAs path: String) throws(Failure)
    {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(path: path, .current) }
        defer { close(fd) }
        guard writeAll(data, to: fd) else { throw .cannotWrite(path: path, .current) }
    }

    /// A new file `.NAME<suffix>` beside `target` (suffix ending in XXXXXX), open for writing.
    static func makeTemporary(
        beside target: String, suffix: String, reportedAs path: String
    ) throws(Failure) -> (Int32, String) {
        let folder = folder(of: target)
        let name = URL(fileURLWithPath: target).lastPathComponent
        var template = Array((folder + "/." + name + suffix).utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw .cannotCreateTemporaryFile(path: path, folder: folder, .current) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (fd, path)
    }

    /// Writes all of `data` at the descriptor's offset; false on an error (in `errno`).
    static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    /// Makes a rename or an unlink in `folder` durable.
    static func syncFolder(_ folder: String) {
        let dir = open(folder, O_RDONLY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// The folder `path` is in, absolute.
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
