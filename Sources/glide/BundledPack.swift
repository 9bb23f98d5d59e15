import FoundationEssentials
import GlideLevels
import GlideRules
import GlideWording

/// A pack built into glide (levels/ at build time), found by its short name: the file name
/// without `.txt` (`tutorial`), as `glide levels list` shows it.
struct BundledPack {
    /// `tutorial`, `easy`, …
    let name: String
    /// The file name in levels/ (`tutorial.txt`): what an export is called by default.
    let fileName: String
    /// The pack's bytes, exactly as in levels/.
    let text: String

    static var all: [BundledPack] {
        BundledLevels.packs.map { file, text in
            BundledPack(name: shortName(file), fileName: file, text: text)
        }
    }

    /// The pack `name` names (case and a `.txt` ending do not matter), if any.
    static func named(_ name: String) -> BundledPack? {
        let wanted = shortName(name).lowercased()
        return all.first { $0.name.lowercased() == wanted }
    }

    /// The pack `name` names, or a usage error listing the names there are.
    static func namedOrExit(_ name: String) throws -> BundledPack {
        guard let pack = named(name) else {
            throw usageError(
                "no bundled pack is called '\(name)'; the bundled packs are \(all.map(\.name).joined(separator: ", "))."
            )
        }
        return pack
    }

    /// For a file name that does not exist but names a bundled pack (`glide show tutorial`):
    /// where that pack is.
    static func hint(for file: String) -> String? {
        guard !FileManager.default.fileExists(atPath: file), let pack = named(file) else { return nil }
        return
            "note: '\(pack.name)' is a bundled pack, built into glide: glide levels export \(pack.name) prints it."
    }

    /// The files in the current folder an export of the pack goes to: its file name
    /// (`easy.txt`), then `easy-2.txt`… when that is taken.
    var exportNames: [String] { [fileName] + (2...99).map { "\(name)-\($0).txt" } }

    /// The copy of the pack exported to the current folder before (by `e` in level select or
    /// `glide levels export`), if there is one: the first of `exportNames` that reads as a pack
    /// with this pack's title.
    func exportedCopy() -> String? {
        let title = (try? parsed())?.title
        return exportNames.first { name in
            FileManager.default.fileExists(atPath: name) && (try? PackFile.load(name))?.title == title
        }
    }

    /// The pack, parsed (the build embeds only packs that parse: the GlideLevels tests check it).
    func parsed() throws(LevelFormatError) -> LevelPack { try LevelFormat.parse(text, path: fileName) }

    /// Writes the pack to `path`, atomically, unless a file is there already.
    func export(to path: String) throws(ExportFailure) {
        if FileManager.default.fileExists(atPath: path) { throw .exists(path) }
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw .unwritable(error.description)
        }
    }

    enum ExportFailure: Error, CustomStringConvertible {
        case exists(String)
        case unwritable(String)

        var description: String {
            switch self {
            case let .exists(path): "\(path) exists already; give another file name or remove it first"
            case let .unwritable(reason): reason
            }
        }
    }

    private static func shortName(_ file: String) -> String {
        file.hasSuffix(".txt") ? String(file.dropLast(4)) : file
    }
}
