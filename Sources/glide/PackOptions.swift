import ArgumentParser
import GlideKit

/// A pack file and, optionally, one of its levels.
struct PackOptions: ParsableArguments {
    /// The pack file to read (`-` for standard input).
    @Argument(help: ArgumentHelp("A level pack file, or - for standard input.", valueName: "file"))
    var file: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The level to use, counting from 1.", valueName: "n"))
    var level: Int?

    func validate() throws {
        if let level, level < 1 { throw ValidationError("--level counts from 1.") }
    }

    init() {}

    init(file: String, level: Int? = nil) {
        self.file = file
        self.level = level
    }

    /// The parsed pack; on a read or parse error prints every diagnostic and exits with 2.
    func loadPack() throws -> LevelPack {
        do {
            return try PackFile.load(file)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.description) }
            throw ExitStatus.badInput
        }
    }

    /// The level `--level` names. Without `--level`, a pack of one level gives that level and
    /// a larger pack is a usage error unless `defaultFirst` is set.
    func selectedLevel(in pack: LevelPack, defaultFirst: Bool = false) throws -> (number: Int, level: Level) {
        let count = pack.levels.count
        guard let number = level else {
            if count == 1 || defaultFirst { return (1, pack.levels[0]) }
            throw usageError("\(PackFile.displayName(file)) has \(count) levels; choose one with --level N (1…\(count)).")
        }
        guard (1...count).contains(number) else {
            throw usageError("--level \(number): \(PackFile.displayName(file)) has \(counted(count, "level")) (1…\(count)).")
        }
        return (number, pack.levels[number - 1])
    }
}
