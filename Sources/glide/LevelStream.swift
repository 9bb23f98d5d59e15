import Dispatch
import GlideRules
import GlideWording
import Synchronization

/// The levels of the files a command goes through in order (`solve`, `check`), never all held
/// parsed at once: each file is read through first, for its errors (a file that fails is
/// reported and left out, as before), its level count and its longest title; then it is
/// parsed again and its levels are handed over in chunks as they are read. A 32 MiB file of
/// 8.4 million tiny levels took 5.2 GB to solve when every level was parsed before the first
/// was solved.
struct LevelStream {
    /// A file that reads and parses.
    struct File: Sendable {
        /// How messages name it (`<stdin>` for -).
        let name: String
        let bytes: [UInt8]
        /// The lines with format errors (`keepingReadableLevels`): a level holding one is
        /// left out, its errors said.
        var errorLines: Set<Int> = []

        /// Whether `level` reads without an error of its own.
        func isClean(_ level: Level) -> Bool {
            guard !errorLines.isEmpty, let span = level.source else { return true }
            return !(span.firstLine...span.lastLine).contains(where: errorLines.contains)
        }
    }

    private(set) var files: [File] = []
    /// How many errors were printed for files that failed.
    private(set) var fileErrors = 0
    /// The one level of each file to go through (`--level`), or nil for all.
    let level: Int?
    /// How many levels are handed over, in all.
    private(set) var count = 0
    /// The widest file name and the longest title of the levels handed over, in characters as
    /// shown (control characters written out).
    private(set) var longestName = 0
    private(set) var longestTitle = 0

    /// Files with errors whose other levels were kept (`keepingReadableLevels`).
    private(set) var filesWithErrors: Set<String> = []
    /// What was read from elsewhere than a file of that name (standard input, a level code):
    /// nothing can be written back there.
    private(set) var notFiles: Set<String> = []

    /// Reads each file through once, printing the diagnostics of those that fail (through
    /// `reporting`, which returns how many are errors). A file that fails is left out, unless `keepingReadableLevels`: then the
    /// levels that read without an error of their own are handed over all the same (`glide
    /// check`), numbered as the file numbers them.
    init(
        _ paths: [String], level: Int?, keepingReadableLevels: Bool = false,
        reporting: (LevelFormatError) -> Int = { report($0) }
    ) throws {
        // Standard input can be read once.
        if paths.filter({ $0 == "-" }).count > 1 {
            throw usageError("standard input (-) can be given only once.")
        }
        self.level = level
        for path in distinctFiles(paths) {
            var name = PackFile.displayName(path)
            if path == "-" { notFiles.insert(name) }
            var levels = 0, selected = 0, highest = 0, longestTitle = 0
            let code = try CodeArgument.level(path)
            if code != nil {
                name = CodeArgument.shortName(path)
                notFiles.insert(name)
            }
            var bytes: [UInt8] = []
            var errorLines: Set<Int> = []
            do throws(LevelFormatError) {
                if let code {
                    bytes = Array(LevelPack(levels: [code]).text.utf8)
                } else {
                    bytes = try PackFile.read(path)
                }
                _ = try LevelFormat.parse(bytes, path: name) { read in
                    levels += 1
                    let number = read.source?.number ?? levels
                    highest = max(highest, number)
                    if level == nil || level == number {
                        selected += 1
                        longestTitle = max(longestTitle, TerminalText.line(read.title ?? "").count)
                    }
                }
            } catch {
                fileErrors += reporting(error)
                // `glide solve tutorial`: where the bundled pack of that name is.
                if let hint = BundledPack.hint(for: path) { printError(hint) }
                guard keepingReadableLevels, levels > 0 else { continue }
                filesWithErrors.insert(name)
                // Read again (files with errors are few) for the levels without one.
                errorLines = Set(error.diagnostics.map(\.line))
                let file = File(name: name, bytes: bytes, errorLines: errorLines)
                selected = 0
                _ = try? LevelFormat.parse(bytes, path: name) { read in
                    if file.isClean(read), level == nil || level == read.source?.number { selected += 1 }
                }
            }
            if let level, !(1...max(1, levels, highest)).contains(level) {
                throw usageError("--level \(level): \(name) has \(counted(levels, "level")) (1…\(levels)).")
            }
            files.append(File(name: name, bytes: bytes, errorLines: errorLines))
            count += selected
            longestName = max(longestName, TerminalText.line(name).count)
            self.longestTitle = max(self.longestTitle, longestTitle)
        }
    }

    /// Hands the levels over in file order, `size` at a time (the last chunk may be smaller).
    /// The files are parsed on a thread of their own, a chunk or two ahead of `body`, so that
    /// parsing overlaps with what `body` does.
    func forEachChunk(of size: Int, _ body: ([LevelEntry]) -> Void) {
        let queue = ChunkQueue(room: 2)
        let (files, level) = (self.files, self.level)
        DispatchQueue.global().async {
            var chunk: [LevelEntry] = []
            chunk.reserveCapacity(size)
            for file in files {
                var number = 0
                // Read without error once already: the bytes are the same.
                _ = try? LevelFormat.parse(file.bytes, path: file.name) { read in
                    number += 1
                    let number = read.source?.number ?? number
                    guard level == nil || level == number, file.isClean(read) else { return }
                    chunk.append(LevelEntry(file: file.name, number: number, level: read))
                    if chunk.count == size {
                        queue.put(chunk)
                        chunk.removeAll(keepingCapacity: true)
                    }
                }
            }
            if !chunk.isEmpty { queue.put(chunk) }
            queue.put([])
        }
        while case let chunk = queue.take(), !chunk.isEmpty { body(chunk) }
    }

    /// Chunks on their way from the parsing thread, at most `room` waiting.
    private final class ChunkQueue: Sendable {
        private let chunks = Mutex<[[LevelEntry]]>([])
        private let ready = DispatchSemaphore(value: 0)
        private let free: DispatchSemaphore

        init(room: Int) { free = DispatchSemaphore(value: room) }

        /// Adds a chunk, waiting for room; an empty chunk ends the stream.
        func put(_ chunk: [LevelEntry]) {
            free.wait()
            chunks.withLock { $0.append(chunk) }
            ready.signal()
        }

        func take() -> [LevelEntry] {
            ready.wait()
            defer { free.signal() }
            return chunks.withLock { $0.removeFirst() }
        }
    }

    /// How many levels a chunk holds: enough that the solver's threads rarely wait for the
    /// slowest level of one before the next starts (packs of up to this many levels are one
    /// chunk, solved as before), few enough that a chunk takes little memory.
    static let chunkSize = 8192
}
