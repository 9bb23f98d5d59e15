import FoundationEssentials
import Glibc

extension AtomicFile {
    /// How many symbolic links a path may go through, as the system allows (`ELOOP` beyond).
    static let maximumLinks = 40

    /// The file `path` names once the symbolic links on the way are followed (`path` itself
    /// when it is no link, or the links loop): what `write` writes.
    public static func target(of path: String) -> String {
        (try? resolvingLinks(path)) ?? path
    }

    /// The file `path` names once every symbolic link on the way is followed: a link's target
    /// (relative targets from the link's folder), which may not exist yet. Only the last
    /// component is followed here; links among the folders are the system's to follow.
    static func resolvingLinks(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0...maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, $0.count - 1) }
            }
            guard count > 0 else { throw .cannotWrite(path: path, .current) }
            let target = String(decoding: buffer[..<count], as: UTF8.self)
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw .cannotWrite(path: path, SystemError(code: ELOOP))
    }
}
