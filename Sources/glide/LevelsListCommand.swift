import ArgumentParser
import GlideRules

extension Glide.Levels {
    /// `glide levels list`: every bundled pack with its title and level count.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the bundled packs: name, title and number of levels, in play order.")

        func run() throws {
            let rows = try BundledPack.all.map { pack in
                let parsed = try loadOrExit { () throws(LevelFormatError) in try pack.parsed() }
                return (pack.name, parsed.title ?? pack.name, String(parsed.levels.count))
            }
            let nameWidth = max(4, rows.map(\.0.count).max() ?? 0)
            let titleWidth = max(5, rows.map(\.1.count).max() ?? 0)
            func line(_ name: String, _ title: String, _ count: String) -> String {
                let padded = name.padding(to: nameWidth) + "  " + title.padding(to: titleWidth)
                return padded + "  " + String(repeating: " ", count: max(0, 6 - count.count)) + count
            }
            StandardOutput.print(line("name", "title", "levels"))
            for row in rows { StandardOutput.print(line(row.0, row.1, row.2)) }
        }
    }
}

extension String {
    /// The string, with spaces added to make it `width` characters long.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
