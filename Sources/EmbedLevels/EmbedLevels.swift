import Foundation

/// The build tool behind the EmbedLevelsPlugin: reads `levels/packs.list` and writes a Swift
/// file defining `embeddedPacks`, each listed file's name and exact text in play order.
///
///     EmbedLevels LEVELS_FOLDER OUTPUT_FILE
///
/// It depends on nothing but Foundation, so it builds alongside the core modules instead of after
/// them (the GlideLevels tests parse every embedded pack; `glide check levels/*.txt` checks them).
@main
enum EmbedLevels {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else { fail("usage: EmbedLevels LEVELS_FOLDER OUTPUT_FILE") }
        let folder = URL(fileURLWithPath: arguments[1])
        let list = folder.appendingPathComponent("packs.list")
        var source = """
            // Generated at build time by the EmbedLevels build tool from levels/packs.list and the
            // files it names. Not in git: edit the files in levels/, the next build embeds them.

            let embeddedPacks: [(name: String, text: String)] = [

            """
        for name in packNames(read(list)) {
            let text = read(folder.appendingPathComponent(name))
            // A multi-line literal drops the line break before its closing delimiter: add one.
            source += "    (\n        \(literal(name)),\n        \"\"\"\n\(escaped(text))\n\"\"\"\n    ),\n"
        }
        source += "]\n"
        // Unchanged, the file is left alone: GlideLevels is compiled again only when it changes.
        guard FileManager.default.contents(atPath: arguments[2]) != Data(source.utf8) else { return }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]))
        } catch {
            fail("cannot write \(arguments[2]): \(error.localizedDescription)")
        }
    }

    /// The pack names in `levels/packs.list`, as `PackList.parse` in GlideRules reads them (this
    /// tool cannot import GlideRules; the GlideLevels tests check that the two agree).
    static func packNames(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            var name = line[...]
            while name.first?.isWhitespace == true { name.removeFirst() }
            while name.last?.isWhitespace == true { name.removeLast() }
            return name.isEmpty || name.hasPrefix("#") ? nil : String(name)
        }
    }

    /// The file's text, which must be UTF-8.
    static func read(_ file: URL) -> String {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            fail("\(file.path): cannot read it (levels/packs.list names every pack in levels/)")
        }
        guard let text = String(validating: data, as: UTF8.self) else { fail("\(file.path): not UTF-8") }
        return text
    }

    /// `text` for the inside of a multi-line string literal whose closing delimiter starts its
    /// line: the literal's value is exactly `text`, line breaks and all (a `\r` is escaped, as a
    /// literal would turn CR LF into LF).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A one-line string literal.
    static func literal(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(1)
    }
}
