import FoundationEssentials
import GlideRules
import GlideWording

/// What `glide check` prints as levels come in, the fixes it gathers, and its totals.
struct CheckReport {
    let json: Bool
    /// The bytes of each file read, by name: to point at lines and to fix.
    private let bytes: [String: [UInt8]]
    private var lineTables: [String: PackLines] = [:]
    private var firsts = FirstLevels()
    private var fixes: [String: [MetadataRewrite.Change]] = [:]
    private(set) var errors = 0
    private(set) var warnings = 0
    private(set) var fixed = 0

    init(json: Bool, files: [LevelStream.File]) {
        self.json = json
        bytes = Dictionary(files.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lines of a file, worked out the first time a level of it needs them.
    mutating func lines(of file: String) -> PackLines {
        if let table = lineTables[file] { return table }
        let table = PackLines(bytes[file] ?? [])
        lineTables[file] = table
        return table
    }

    mutating func add(_ found: CheckFindings) {
        var found = found
        if let original = firsts.original(of: found.entry) {
            let other = original.name + (original.file == found.entry.file ? "" : " of \(original.file)")
            found.add(
                found.entry.diagnostic(
                    .warning,
                    "\(found.entry.name) is the same level as \(other) (up to rotation and reflection)"))
        }
        errors += found.errors
        warnings += found.warnings
        if !found.fixes.isEmpty { fixes[found.entry.file, default: []] += found.fixes }
        if json {
            StandardOutput.print(Self.jsonLine(found))
        } else {
            for finding in found.findings { printError(finding.line.description) }
        }
    }

    /// Writes every file with fixes, atomically; a file that cannot be written is an error.
    /// A file with format errors is not written (its notes say so).
    /// Files with problems that `--fix` leaves alone, and why.
    private var unfixed: [String: String] = [:]

    /// `--fix` cannot write `file`, where problems were found: it has format errors, or it
    /// is no file (standard input, a level code).
    mutating func cannotFix(_ file: String, formatErrors: Bool) {
        unfixed[file] =
            formatErrors
            ? "not fixed: the file has format errors (glide edit opens it with them repaired)"
            : "not fixed: it is not a file to write back"
    }

    mutating func writeFixes() {
        for (file, message) in unfixed.sorted(by: { $0.key < $1.key }) {
            if json {
                var line = JSONLine()
                line.add("type", "write")
                line.add("file", file)
                line.add("message", message)
                StandardOutput.print(line.text)
            } else {
                printError("\(TerminalText.line(file)): note: \(message)")
            }
        }
        for (file, changes) in fixes.sorted(by: { $0.key < $1.key }) {
            guard let original = bytes[file] else { continue }
            do {
                try AtomicFile.write(Data(MetadataRewrite.apply(changes, to: original)), to: file)
                fixed += changes.count
            } catch {
                errors += 1
                let message = "cannot write the fixes: \(error)"
                if json {
                    var line = JSONLine()
                    line.add("type", "write")
                    line.add("file", file)
                    line.add("message", message)
                    StandardOutput.print(line.text)
                } else {
                    printError("\(TerminalText.line(file)): error: \(message)")
                }
            }
        }
    }

    func printSummary(levels: Int, files: Int, fileErrors: Int) {
        if json {
            var line = JSONLine()
            line.add("type", "summary")
            line.add("levels", levels)
            line.add("files", files)
            line.add("errors", errors + fileErrors)
            line.add("warnings", warnings)
            line.add("fixed", fixed)
            StandardOutput.print(line.text)
            return
        }
        StandardOutput.print(
            "checked \(counted(levels, "level")) in \(counted(files, "file")): "
                + "\(counted(errors + fileErrors, "error")), \(counted(warnings, "warning"))"
                + (fixed > 0 ? ", \(fixed) fixed" : "")
                + (fileErrors > 0 ? " (some files could not be read or parsed)" : ""))
    }

    static func jsonLine(_ found: CheckFindings) -> String {
        let level = found.entry.level
        var line = JSONLine()
        line.add("type", "level")
        line.add("file", found.entry.file)
        line.add("level", found.entry.number)
        line.add("title", level.title ?? "")
        line.add("line", level.source?.mapLine)
        line.add("status", found.status.map(\.rawValue) ?? "ok")
        line.add("optimum", found.result.optimal ? found.result.moves : nil)
        line.add("par", level.par)
        // A number, as par is; what a hand-written file declares that is no number, as written.
        let difficulty = level.metadata("Difficulty")
        if let number = difficulty.flatMap({ Int($0) }) {
            line.add("difficulty", number)
        } else {
            line.add("difficulty", difficulty)
        }
        line.add("score", found.score)
        let problems = found.findings.map { finding in
            var problem = JSONLine()
            problem.add("severity", finding.line.severity.rawValue)
            problem.add("line", finding.line.line)
            problem.add("column", finding.line.column)
            problem.add("message", finding.line.message)
            return problem.text
        }
        line.add("problems", raw: "[" + problems.joined(separator: ",") + "]")
        return line.text
    }

    /// The first level of each map seen so far (in any of the files, up to rotation and
    /// reflection), by its file and name: what a later level that repeats it is told.
    struct FirstLevels {
        private var first: [String: (file: String, name: String)] = [:]

        /// The level `entry` repeats, if one came before it; else `entry` becomes the first
        /// of its map.
        mutating func original(of entry: LevelEntry) -> (file: String, name: String)? {
            let id = entry.level.board.canonicalID
            if let original = first[id] { return original }
            first[id] = (entry.file, entry.name)
            return nil
        }
    }
}
