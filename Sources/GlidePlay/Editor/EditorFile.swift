import FoundationEssentials
import GlideRules
import Synchronization

/// The pack file the editor reads and writes, behind a small client: `disk` (live) and `memory`
/// (tests).
public struct EditorFile: Sendable {
    /// The path, for the status line.
    public var path: String
    /// The file's name, for messages.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }
    /// The file's bytes now (nil when it does not exist).
    public var read: @Sendable () -> [UInt8]?
    /// Writes the file atomically; throws a message on failure.
    public var write: @Sendable ([UInt8]) throws -> Void

    public init(
        path: String, read: @escaping @Sendable () -> [UInt8]?,
        write: @escaping @Sendable ([UInt8]) throws -> Void
    ) {
        self.path = path
        self.read = read
        self.write = write
    }

    /// The file on disk, written atomically (temporary file, then rename; permissions kept).
    public static func disk(_ path: String) -> EditorFile {
        EditorFile(
            path: path,
            read: { FileManager.default.contents(atPath: path).map { Array($0) } },
            write: { bytes in try AtomicFile.write(Data(bytes), to: path) }
        )
    }

    /// A file in memory, for tests: `store` holds its bytes.
    public static func memory(_ store: MemoryStore, path: String = "memory.txt") -> EditorFile {
        EditorFile(path: path, read: { store.bytes }, write: { store.bytes = $0 })
    }

    /// The bytes of a file in memory.
    public final class MemoryStore: Sendable {
        private let stored: Mutex<[UInt8]?>
        public init(_ bytes: [UInt8]? = nil) { stored = Mutex(bytes) }
        public var bytes: [UInt8]? {
            get { stored.withLock { $0 } }
            set { stored.withLock { $0 = newValue } }
        }
    }
}
