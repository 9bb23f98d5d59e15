import FoundationEssentials
import Glibc
import GlideRules
import GlideWording

/// A command-line argument that names a pack file may hold a level code instead (`glide play
/// G1-…`): an argument is a code when no file has that name and it starts as codes do.
enum CodeArgument {
    /// The level the code in `argument` holds; nil when `argument` is a file's name. A code
    /// that does not read is an input error (exit status 2) saying what is wrong with it.
    static func level(_ argument: String) throws -> Level? {
        guard argument != "-", LevelCode.looksLikeCode(argument),
            !FileManager.default.fileExists(atPath: argument)
        else { return nil }
        do {
            return try LevelCode.decode(argument)
        } catch {
            printError("error: not a level code: \(error)")
            throw ExitStatus.badInput
        }
    }

    /// How messages name a code given for a file: its first characters (`G1-Cwsq3Wg…`).
    static func shortName(_ code: String) -> String {
        code.count <= 13 ? code : String(code.prefix(12)) + "…"
    }

    /// The pack of one level a code makes: titled by the level (or "Shared level").
    static func pack(of level: Level) -> LevelPack {
        LevelPack(header: [[.metadata(key: "Title", value: packTitle(of: level))]], levels: [level])
    }

    static func packTitle(of level: Level) -> String { level.title ?? "Shared level" }

    /// The files of the current folder a level from a code is saved in: its title in lower
    /// case, words joined by `-` (`sunken-gate.txt`), then `-2`, `-3`…
    static func fileNames(for level: Level) -> [String] {
        var words: [String] = []
        var word = ""
        for character in (level.title ?? "").lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let base = words.isEmpty ? "level" : String(words.joined(separator: "-").prefix(40))
        return ["\(base).txt"] + (2...999).map { "\(base)-\($0).txt" }
    }

    /// A file in the current folder, not there yet, for a level from a code to be saved in.
    static func newFileName(for level: Level) -> String {
        let names = fileNames(for: level)
        return names.first { !FileManager.default.fileExists(atPath: $0) }
            ?? "\(names[0].dropLast(4))-\(getpid()).txt"
    }

    /// The file a level from this code was saved in before (by `e` in level select), if there
    /// is one: the first of `fileNames` that reads as a pack of that title.
    static func savedCopy(of level: Level) -> String? {
        let title = packTitle(of: level)
        return fileNames(for: level).lazy.prefix { FileManager.default.fileExists(atPath: $0) }.first {
            (try? PackFile.load($0))?.title == title
        }
    }
}
