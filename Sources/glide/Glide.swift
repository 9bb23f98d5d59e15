import ArgumentParser
import Glibc
import GlideSolver

/// The `glide` command: play, check and edit slide-and-paint puzzles.
@main
struct Glide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide",
        abstract:
            "Glide \(GlideVersion.number): a slide-and-paint puzzle game for the terminal, with its level tools.",
        discussion: """
            Swipe the ball up, down, left or right: it slides until a wall stops it and paints \
            every cell it crosses. Paint every floor cell to win.

            Exit statuses: 0 success; 1 the check failed (not won, unsolvable, ...) or an output \
            file or standard output could not be written; 2 an input file could not be read or \
            parsed; 64 a usage error. The bundled packs: glide levels list. More in man glide.
            """,
        version: GlideVersion.text,
        subcommands: [
            Play.self, Daily.self, Edit.self, Solve.self, Check.self, Generate.self, Replay.self, Show.self,
            Code.self, Levels.self,
        ],
        defaultSubcommand: Play.self
    )

    /// ArgumentParser's `main`, with its messages (help, errors that quote arguments) written
    /// through glide's own output (`StandardOutput`, `printError`): a help screen that cannot
    /// be written is a write error, and a file name quoted in an error is shown escaped. The
    /// stop signals are taken on a thread of their own before any other thread starts, so that
    /// Ctrl-C ends every command at once, even while CBC runs (see `StopSignals`).
    static func main() {
        StopSignals.install()
        StandardOutput.checkAtExit()
        if let (position, shown) = RawArguments.firstNotUTF8() {
            printError(
                "Error: argument \(position), '\(shown)', is not valid UTF-8: glide reads file names as "
                    + "UTF-8 only, so it would open another file. Rename the file, e.g. with convmv.")
            Glibc.exit(ExitStatus.usage.rawValue)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let message = fullMessage(for: error)
            let code = exitCode(for: error)
            if !message.isEmpty {
                if code == .success { StandardOutput.print(message) } else { printError(message) }
            }
            Glibc.exit(code.rawValue)
        }
    }
}
