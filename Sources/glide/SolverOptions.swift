import ArgumentParser
import Foundation
import GlideKit

/// Options shared by the commands that run the solver.
struct SolverOptionGroup: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds allowed per level before giving the best found.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(parsing: .unconditional, help: ArgumentHelp("Levels solved at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    /// For measuring the solver and cross-checking its proofs with weaker bounds.
    @Option(help: ArgumentHelp("Lower bounds of the optimal search: full, distance or none.", visibility: .hidden))
    var heuristic: SolveOptions.Heuristic = .full

    func validate() throws {
        guard timeout > 0, timeout <= 1_000_000 else {
            throw ValidationError("--timeout must be a positive number of seconds, at most 1000000.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    var batchSolver: BatchSolver {
        BatchSolver(options: SolveOptions(timeout: timeout, heuristic: heuristic),
                    jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}

extension SolveOptions.Heuristic: ExpressibleByArgument {}

/// A level picked from one of several files.
struct LevelEntry {
    var file: String
    var number: Int
    var level: Level

    /// How messages name it: `level 3 "Spiral"`.
    var name: String { "level \(number)" + (level.title.map { " \"\($0)\"" } ?? "") }

    /// A diagnostic located at the level's first map line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String) -> Diagnostic {
        Diagnostic(severity, path: file, line: level.source?.mapLine ?? 1, column: 1, message)
    }
}

/// The files in order, each once: a file named twice is read once (its levels would all
/// repeat themselves).
func distinctFiles(_ files: [String]) -> [String] {
    var seen = Set<String>()
    return files.filter { $0 == "-" || seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
}

/// Loads each file, printing the diagnostics of those that fail. Returns the levels (all, or
/// the one `--level` names) and the number of errors printed for files that failed.
func loadLevels(_ files: [String], level: Int?) throws -> (entries: [LevelEntry], fileErrors: Int) {
    // Standard input can be read once.
    if files.filter({ $0 == "-" }).count > 1 { throw usageError("standard input (-) can be given only once.") }
    var entries: [LevelEntry] = []
    var fileErrors = 0
    for file in distinctFiles(files) {
        let pack: LevelPack
        do {
            pack = try PackFile.load(file)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.description) }
            fileErrors += error.diagnostics.filter { $0.severity == .error }.count
            continue
        }
        if let level {
            guard (1...pack.levels.count).contains(level) else {
                throw usageError("--level \(level): \(PackFile.displayName(file)) has \(counted(pack.levels.count, "level")).")
            }
            entries.append(LevelEntry(file: PackFile.displayName(file), number: level, level: pack.levels[level - 1]))
        } else {
            for (index, item) in pack.levels.enumerated() {
                entries.append(LevelEntry(file: PackFile.displayName(file), number: index + 1, level: item))
            }
        }
    }
    return (entries, fileErrors)
}

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
struct ProgressBar {
    let total: Int
    let started = ContinuousClock.now
    let enabled = isatty(STDERR_FILENO) == 1
    private(set) var visible = false

    init(total: Int) { self.total = total }

    mutating func show(done: Int, detail: String = "") {
        guard enabled, total > 1 else { return }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let elapsed = String(format: "%.1f s", (ContinuousClock.now - started).seconds)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(bar) \(done)/\(total) levels  \(elapsed)\(detail)".utf8))
        visible = true
    }

    /// Removes the bar so other output starts on a clean line.
    mutating func clear() {
        guard visible else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        visible = false
    }
}

/// One JSON object on one line, keys in the order added.
struct JSONLine {
    private var fields: [String] = []

    mutating func add(_ key: String, _ value: String?) {
        fields.append("\(Self.quote(key)):\(value.map(Self.quote) ?? "null")")
    }

    mutating func add(_ key: String, _ value: Int?) {
        fields.append("\(Self.quote(key)):\(value.map(String.init) ?? "null")")
    }

    mutating func add(_ key: String, _ value: Bool) {
        fields.append("\(Self.quote(key)):\(value)")
    }

    mutating func add(_ key: String, number value: Double) {
        fields.append("\(Self.quote(key)):\(String(format: "%.3f", value))")
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }

    static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
