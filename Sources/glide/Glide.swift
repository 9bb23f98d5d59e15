import ArgumentParser

/// The `glide` command: play, check and edit slide-and-paint puzzles.
@main
struct Glide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide",
        abstract: "A slide-and-paint puzzle game for the terminal, with its level tools.",
        discussion: """
            Swipe the ball up, down, left or right: it slides until a wall stops it and paints \
            every cell it crosses. Paint every floor cell to win.

            Exit statuses: 0 success; 1 the check failed (not won, unsolvable, …); \
            2 an input file could not be read or parsed; 64 a usage error.
            """,
        subcommands: [Play.self, Edit.self, Solve.self, Check.self, Generate.self, Replay.self, Show.self],
        defaultSubcommand: Play.self
    )
}
