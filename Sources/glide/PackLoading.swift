import ArgumentParser
import FoundationEssentials
import GlideRules
import GlideWording

/// Prints a read or parse failure as `glide check` does: every diagnostic, compiler-style, on
/// standard error. Returns how many of them are errors.
@discardableResult
func report(_ error: LevelFormatError) -> Int {
    for diagnostic in error.diagnostics { printError(diagnostic.description) }
    return error.diagnostics.filter { $0.severity == .error }.count
}

/// Runs `load`; on a read or parse error prints its diagnostics and exits with status 2. Every
/// command that reads a pack reads it through here.
func loadOrExit<T>(_ load: () throws(LevelFormatError) -> T) throws -> T {
    do {
        return try load()
    } catch {
        report(error)
        throw ExitStatus.badInput
    }
}

/// The files in order, each once: a file named twice is read once (its levels would all
/// repeat themselves).
func distinctFiles(_ files: [String]) -> [String] {
    var seen = Set<String>()
    return files.filter {
        $0 == "-" || seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted
    }
}

/// Loads each file, printing the diagnostics of those that fail (the others are still used).
/// Returns the levels (all, or the one `--level` names) and the number of errors printed for
/// files that failed.
func loadLevels(_ files: [String], level: Int?) throws -> (entries: [LevelEntry], fileErrors: Int) {
    // Standard input can be read once.
    if files.filter({ $0 == "-" }).count > 1 {
        throw usageError("standard input (-) can be given only once.")
    }
    var entries: [LevelEntry] = []
    var fileErrors = 0
    for file in distinctFiles(files) {
        let pack: LevelPack
        do {
            pack = try PackFile.load(file)
        } catch {
            fileErrors += report(error)
            continue
        }
        let name = PackFile.displayName(file)
        if let level {
            entries.append(
                LevelEntry(file: name, number: level, level: try LevelOption.level(level, of: pack, in: file))
            )
        } else {
            for (index, item) in pack.levels.enumerated() {
                entries.append(LevelEntry(file: name, number: index + 1, level: item))
            }
        }
    }
    return (entries, fileErrors)
}
