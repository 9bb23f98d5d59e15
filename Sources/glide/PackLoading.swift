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
