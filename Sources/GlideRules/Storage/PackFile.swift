import FoundationEssentials
import Glibc

/// Reading pack files from disk or standard input, with the format's size limit enforced before
/// anything large is held in memory.
public enum PackFile {
    /// The name diagnostics use for `path` ("-" is standard input).
    public static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Reads and parses the pack at `path`; "-" reads standard input.
    public static func load(_ path: String) throws(LevelFormatError) -> LevelPack {
        try loadWithBytes(path).pack
    }

    /// The pack at `path` and the bytes it was parsed from (what the editor keeps).
    public static func loadWithBytes(_ path: String) throws(LevelFormatError) -> (
        pack: LevelPack, bytes: [UInt8]
    ) {
        let bytes = try read(path)
        return (try LevelFormat.parse(bytes, path: displayName(path)), bytes)
    }

    /// A pack's title when its header gives none: the file's name without its extension.
    public static func fallbackTitle(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The bytes of the file at `path` ("-" is standard input), at most
    /// `LevelFormat.maximumFileSize` of them.
    public static func read(_ path: String) throws(LevelFormatError) -> [UInt8] {
        let name = displayName(path)
        func failure(_ problem: Diagnostic.Problem) -> LevelFormatError {
            LevelFormatError([Diagnostic(.error, path: name, line: 1, column: 1, problem)])
        }
        let limit = LevelFormat.maximumFileSize

        let fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(.unreadable(.current)) }
        defer { if fd != STDIN_FILENO { close(fd) } }

        var info = stat()
        if fstat(fd, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw failure(.folder) }
            if info.st_mode & S_IFMT == S_IFREG, info.st_size > limit { throw failure(.fileTooLarge) }
        }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.unreadable(.current))
            }
            bytes += chunk[..<count]
            if bytes.count > limit { throw failure(.fileTooLarge) }
        }
        return bytes
    }
}
