import FoundationEssentials
import Glibc

extension AtomicFile {
    /// Writes a file with more than one name in place, so that all its names see the new
    /// contents (a rename would give only one name the new file). It is not one step, so it is
    /// made safe another way: the old contents are first copied to `.NAME.old-XXXXXX` beside it
    /// and flushed; then the file is overwritten, cut to length and flushed, and the copy
    /// removed. A write that fails puts the old contents back; a crash or kill in the middle
    /// leaves the copy. Permissions, owner and every link stay as they were.
    static func writeInPlace(_ data: Data, to target: String, reportedAs path: String) throws(Failure) {
        let fd = open(target, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(path: path, .current) }
        defer { close(fd) }
        guard let old = readAll(fd) else { throw .cannotWrite(path: path, .current) }
        let backup = try keepCopy(old, beside: target, reportedAs: path)
        if overwrite(fd, with: data) {
            unlink(backup)
            syncFolder(folder(of: target))
            return
        }
        let error = SystemError.current
        guard overwrite(fd, with: old) else { throw .cannotWriteInPlace(path: path, error, backup: backup) }
        unlink(backup)
        throw .cannotWrite(path: path, error)
    }

    /// The old contents in a new file beside the target, flushed; its path.
    private static func keepCopy(_ old: Data, beside target: String, reportedAs path: String) throws(Failure)
        -> String
    {
        let (copy, backup) = try makeTemporary(beside: target, suffix: ".old-XXXXXX", reportedAs: path)
        guard writeAll(old, to: copy), fsync(copy) == 0 else {
            let error = SystemError.current
            close(copy)
            unlink(backup)
            throw .cannotWrite(path: path, error)
        }
        close(copy)
        syncFolder(folder(of: target))
        return backup
    }

    /// The whole file replaced by `data` from its start, cut to length and flushed.
    private static func overwrite(_ fd: Int32, with data: Data) -> Bool {
        lseek(fd, 0, SEEK_SET) == 0 && writeAll(data, to: fd) && ftruncate(fd, off_t(data.count)) == 0
            && fsync(fd) == 0
    }

    /// Everything from the descriptor's offset to the end; nil on an error.
    private static func readAll(_ fd: Int32) -> Data? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return Data(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes += chunk[..<count]
        }
    }
}
