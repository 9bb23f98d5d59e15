import ArgumentParser
import GlideRules

extension Glide {
    /// Prints levels as codes to share.
    struct Code: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a level's code: a short text to share that play, edit and show take for a file.",
            discussion: """
                A code is G1- and then letters, digits, - and _ only (safe in a chat message, a URL \
                or a shell), ending with a checksum: a mistyped code is refused with what is wrong \
                and where. It holds the map, the title, the author and Par (a title or author is \
                cut after 255 bytes). A 12x12 level takes about 55 characters with its title, a \
                45x45 maze about 220. Without --level, prints the code of every level of FILE, one a line. \
                glide play CODE plays it, glide edit CODE edits it in a new file named after its \
                title, glide show CODE prints it as a level file; K in the editor and c in level \
                select copy a level's code to the clipboard.
                """
        )

        @OptionGroup var pack: PackOptions

        func run() throws {
            let parsed = try pack.loadPack()
            if pack.level != nil {
                StandardOutput.print(LevelCode.encode(try pack.selectedLevel(in: parsed).level))
            } else {
                for level in parsed.levels { StandardOutput.print(LevelCode.encode(level)) }
            }
        }
    }
}
