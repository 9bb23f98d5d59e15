import ArgumentParser

extension Glide {
    /// Prints a pack, or one of its levels, as Glide reads it.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a pack or one of its levels as parsed, in canonical form.",
            discussion: """
                Canonical form: LF line endings, no BOM, one blank line between blocks, \
                'Key: value' metadata, map rows without trailing spaces. A file already in \
                canonical form prints unchanged. With --level N, only level N is printed.
                """
        )

        @OptionGroup var pack: PackOptions

        func run() throws {
            let parsed = try pack.loadPack()
            if pack.level != nil {
                let (_, level) = try pack.selectedLevel(in: parsed)
                StandardOutput.print(level.textLines.joined(separator: "\n"))
            } else {
                StandardOutput.print(parsed.text, terminator: "")
            }
        }
    }
}
