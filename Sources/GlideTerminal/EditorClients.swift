import Foundation
import GlideKit

/// Runs the solver in the background, one job at a time: a new request cancels the one before,
/// and results are kept by generation so the caller only takes the newest. The editor's live
/// verdict and the game's hints and missing pars use it. `synchronous` solves at once instead
/// (for tests).
public final class VerdictService: @unchecked Sendable {
    private let lock = NSLock()
    private var cancellation: SolveCancellation?
    private var results: [Int: SolveResult] = [:]
    private let synchronous: Bool
    private let options: SolveOptions

    public init(synchronous: Bool = false, options: SolveOptions = SolveOptions(timeout: 10)) {
        self.synchronous = synchronous
        self.options = options
    }

    /// Starts solving `board` (from `state`, default its start) as job `generation`,
    /// cancelling the previous job.
    public func request(_ board: Board, from state: GameState? = nil, generation: Int) {
        let cancellation = SolveCancellation()
        lock.withLock {
            self.cancellation?.cancel()
            self.cancellation = cancellation
            results = results.filter { $0.key >= generation - 1 }
        }
        let options = self.options
        let work: @Sendable () -> Void = { [weak self] in
            let result = Solver(board: board).solve(from: state, options: options, cancellation: cancellation)
            guard !cancellation.isCancelled else { return }
            self?.lock.withLock { self?.results[generation] = result }
        }
        if synchronous { work() } else { DispatchQueue.global(qos: .userInitiated).async(execute: work) }
    }

    /// The result of job `generation`, once it is done.
    public func result(for generation: Int) -> SolveResult? {
        lock.withLock { results[generation] }
    }

    /// Stops the running job (the editor is closing).
    public func cancel() {
        lock.withLock { cancellation?.cancel() }
    }
}

/// The pack file the editor reads and writes, behind a small client so tests keep it in memory.
public struct EditorFile: Sendable {
    /// The path, for the status line.
    public var path: String
    /// The file's name, for messages.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }
    /// The file's bytes now (nil when it does not exist).
    public var read: @Sendable () -> [UInt8]?
    /// Writes the file atomically; throws a message on failure.
    public var write: @Sendable ([UInt8]) throws -> Void

    public init(path: String, read: @escaping @Sendable () -> [UInt8]?, write: @escaping @Sendable ([UInt8]) throws -> Void) {
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

    public final class MemoryStore: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [UInt8]?
        public init(_ bytes: [UInt8]? = nil) { stored = bytes }
        public var bytes: [UInt8]? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
