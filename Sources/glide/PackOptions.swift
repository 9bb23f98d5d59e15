import ArgumentParser
import GlideRules

/// A pack file and, optionally, one of its levels.
struct PackOptions: ParsableArguments {
    /// The pack file to read (`-` for standard input), or a level code.
    @Argument(
        help: ArgumentHelp(
            "A level pack file, - for standard input, or a level code (glide code).", valueName: "file"))
    var file: String

    @OptionGroup var levelOption: LevelOption

    var level: Int? { levelOption.level }

    /// The parsed pack (of one level, for a code); on a read or parse error prints every
    /// diagnostic and exits with 2.
    func loadPack() throws -> LevelPack {
        if let level = try CodeArgument.level(file) { return LevelPack(levels: [level]) }
        do {
            return try loadOrExit { () throws(LevelFormatError) in try PackFile.load(file) }
        } catch {
            if let hint = BundledPack.hint(for: file) { printError(hint) }
            throw error
        }
    }

    /// The level `--level` names. Without `--level`, a pack of one level gives that level and
    /// a larger pack is a usage error.
    func selectedLevel(in pack: LevelPack) throws -> (number: Int, level: Level) {
        let count = pack.levels.count
        guard let number = level else {
            if count == 1 { return (1, pack.levels[0]) }
            throw usageError(
                "\(PackFile.displayName(file)) has \(count) levels; choose one with --level N (1…\(count)).")
        }
        return (number, try LevelOption.level(number, of: pack, in: file))
    }
}
