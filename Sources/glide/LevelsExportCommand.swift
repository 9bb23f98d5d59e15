import ArgumentParser

extension Glide.Levels {
    /// `glide levels export NAME`: a bundled pack, byte for byte as it ships.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a bundled pack exactly as it ships, or write it to a file to edit.",
            discussion: """
                NAME is a name from glide levels list (tutorial, easy, ...). With --output, the \
                file is written atomically; an existing file is never overwritten (exit status \
                64), and a file that cannot be written gives exit status 1.
                """
        )

        @Argument(
            help: ArgumentHelp("The bundled pack, as glide levels list names it.", valueName: "name"),
            completion: .list(BundledPack.all.map(\.name)))
        var name: String

        @Option(
            name: .shortAndLong, help: ArgumentHelp("Write the pack to this new file.", valueName: "file"))
        var output: String?

        func run() throws {
            let pack = try BundledPack.namedOrExit(name)
            guard let output else {
                StandardOutput.print(pack.text, terminator: "")
                return
            }
            do {
                try pack.export(to: output)
            } catch .exists {
                throw usageError("\(output) exists already; give a new file name (nothing was written).")
            } catch {
                printError("error: cannot export \(pack.name): \(error)")
                throw ExitStatus.checkFailed
            }
        }
    }
}
