import ArgumentParser

extension Glide {
    /// The packs built into glide: list them, or export one to edit it.
    struct Levels: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the bundled level packs, or export one to a file.",
            discussion: """
                The bundled packs are built into glide. To change one, export it and edit the \
                copy: glide levels export tutorial -o my-tutorial.txt, then glide edit \
                my-tutorial.txt (or press e on a bundled pack in level select).
                """,
            subcommands: [List.self, Export.self],
            defaultSubcommand: List.self
        )
    }
}
