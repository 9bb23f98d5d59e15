import FoundationEssentials
import Glibc

/// Writing files so that a crash, a kill or a full disk never leaves a half-written file: the
/// data goes to a temporary file in the same folder, is flushed to disk, and then renamed over
/// the target in one step. Readers see the old file or the new one, never a mix.
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
    }

    /// Writes `data` to `path`. An existing file's permissions are kept; a new file gets
    /// `permissions` (default rw-r--r--, less the umask).
    public static func write(_ data: Data, to path: String, permissions: mode_t = 0o644) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : permissions
        let template = folder + "/." + url.lastPathComponent + ".tmp-XXXXXX"
        var name = Array(template.utf8CString)
        let fd = mkstemp(&name)
        guard fd >= 0 else { throw .cannotCreateTemporaryFile(path: path, folder: folder, .current) }
        let temporary = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        let written = data.withUnsafeBytes { buffer -> Bool in
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
        guard written, fchmod(fd, mode) == 0, fsync(fd) == 0 else {
            let error = SystemError.current
            close(fd)
            throw .cannotWrite(path: path, error)
        }
        close(fd)
        guard rename(temporary, path) == 0 else { throw .cannotReplace(path: path, .current) }
        ok = true
        // Make the rename itself durable.
        let dir = open(folder, O_RDONLY)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }
}
