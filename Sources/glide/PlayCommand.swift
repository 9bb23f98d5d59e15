import ArgumentParser

extension Glide {
    /// Plays levels in the terminal.
    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play the bundled levels, or a pack file, in the terminal."
        )

        func run() throws {
            print("""
                Glide's terminal front is not built yet: it arrives with the curses front.
                Meanwhile: glide show FILE prints a pack, glide replay FILE --level N MOVES plays moves.
                """)
        }
    }
}
