import ArgumentParser
import GlideRules
import GlideWording

/// `--level N`, the same in every command: a level of a pack, counting from 1.
struct LevelOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The level to use, counting from 1.", valueName: "n"))
    var level: Int?

    func validate() throws {
        if let level, level < 1 { throw ValidationError("--level counts from 1.") }
    }

    /// Level `number` of `pack` (read from `file`), or a usage error saying how many there are.
    static func level(_ number: Int, of pack: LevelPack, in file: String) throws -> Level {
        let count = pack.levels.count
        guard (1...count).contains(number) else {
            throw usageError(
                "--level \(number): \(PackFile.displayName(file)) has \(counted(count, "level")) (1…\(count))."
            )
        }
        return pack.levels[number - 1]
    }
}
