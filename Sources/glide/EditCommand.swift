import ArgumentParser
import FoundationEssentials
import GlideCurses
import GlideGenerator
import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTerminal
import GlideWording

extension Glide {
    /// Edits a pack in the terminal.
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Edit a level pack in the terminal, with a live solvability verdict.",
            discussion: """
                Draw with # (wall), . (floor), space (void) and @ (start), or with the mouse; the \
                status line says after every change whether the level can be solved and in how \
                many moves, with the level's traps and share of lost positions once proven \
                (T marks the traps on the board). z and Z zoom; a level larger than the \
                terminal scrolls with the cursor. p play-tests, w (or Ctrl-S) saves, ? lists \
                every key. Saving rewrites \
                only the levels you edited (each gets its proven optimum as Par), atomically, \
                through a symbolic link to its target and keeping hard links; a read-only FILE is \
                replaced only if you agree. A FILE that does not exist yet becomes a new pack, \
                written on the first save. A level code (glide code) in place of FILE opens its \
                level as a new pack, saved to a new file in the current folder named after the \
                level's title. --level N opens the editor on level N.
                """
        )

        @Argument(
            help: ArgumentHelp(
                "The pack file (created on the first save if it does not exist), or a level code.",
                valueName: "file"))
        var file: String

        @OptionGroup var levelOption: LevelOption

        @Option(
            name: .customLong("new"),
            help: ArgumentHelp("Size of a new pack's first level, e.g. 9x9 (the default).", valueName: "WxH"),
            transform: BoardSize.parser(sides: 3...Board.maximumSide, example: "9x9"))
        var newSize: BoardSize?

        @OptionGroup var display: DisplayOptions

        func validate() throws {
            if file == "-" {
                throw ValidationError("glide edit needs a file to save to, not standard input.")
            }
        }

        func run() throws {
            let document: PackDocument
            var path = file
            if let level = try CodeArgument.level(file) {
                guard newSize == nil, (levelOption.level ?? 1) == 1 else {
                    throw usageError("a level code holds one level: --new and --level do not apply.")
                }
                path = CodeArgument.newFileName(for: level)
                document = PackDocument(newPack: CodeArgument.pack(of: level))
            } else if FileManager.default.fileExists(atPath: file) {
                guard newSize == nil else {
                    throw usageError(
                        "\(file) exists: --new only makes a new pack (press n in the editor to add a level).")
                }
                // Errors inside levels are repaired and marked for the designer to fix
                // (PackRepair); any other error is printed as glide check prints it, and
                // nothing is written.
                document = try loadOrExit { () throws(LevelFormatError) in
                    try PackRepair.open(try PackFile.read(file), path: PackFile.displayName(file))
                }
                let count = document.entries.count
                if let level = levelOption.level, !(1...count).contains(level) {
                    throw usageError(
                        "--level \(level): \(file) has \(counted(count, "level")) (1…\(count)).")
                }
            } else {
                let size = newSize ?? BoardSize(width: 9, height: 9)
                // A title from a file name holds no control character (the format forbids
                // them): any is written out, as the screen shows it.
                document = PackDocument(
                    title: TerminalText.line(PackFile.fallbackTitle(file)),
                    firstLevel: LevelDraft.room(width: size.width, height: size.height))
            }
            let remembered = ProgressStore.standard().peek()
            let theme = display.chosenTheme(remembered: remembered.theme)
            var (terminal, options) = try display.open(
                for: "edit", theme: theme, preferences: remembered.preferences)
            // The editor's session keeps no progress: the player's animation speed comes in here.
            if !options.settings.timingIsFixed, let speed = remembered.preferences?.animationSpeed {
                options.settings.timing = speed.applied(to: options.settings.timing)
            }
            let session = PlaySession(
                editing: document, path: path, level: (levelOption.level ?? 1) - 1, settings: options.settings
            )
            let size = terminal.size
            var app = GlideApp(
                session: session, options: options,
                clients: AppClients(
                    solver: .background(for: terminal, measurer: .withLostShare), packFiles: .onDisk),
                width: size.width,
                height: size.height)
            let status = PlayLoop.run(&app, on: terminal)
            terminal.close()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
