import ArgumentParser
import FoundationEssentials
import GlideCurses
import GlideGenerator
import GlideLevels
import GlidePlay
import GlideRules
import GlideTerminal
import GlideWording

extension Glide {
    /// Plays levels in the terminal.
    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play the bundled levels, or a pack file, in the terminal.",
            discussion: """
                Slide with the arrow keys, wasd or hjkl, or drag with the mouse. u undoes, y or \
                Ctrl-R redoes, r restarts, i shows a hint, ? lists every key. In level select, \
                today's daily puzzle stands at the top right (up from the first row of levels, \
                then Enter), and , opens the settings: colour theme, animation speed, a bell on \
                a win, colours. Progress and settings are saved in \
                $XDG_DATA_HOME/glide/progress.json (default ~/.local/share/glide/); games running \
                at once merge their saves, the best result winning. With \
                --level N, level N (of FILE, or of the first bundled pack) opens at once. FILE may \
                be a level code (glide code prints one; c in level select copies one). e in level \
                select edits a pack; for a bundled pack, the copy exported to the current folder \
                before (asking to export one the first time), which level select then plays.
                """
        )

        @Argument(
            help: ArgumentHelp(
                "A level pack file, or a level code (glide code), to play (default: the bundled packs).",
                valueName: "file"))
        var file: String?

        @OptionGroup var levelOption: LevelOption

        @OptionGroup var display: DisplayOptions

        @Flag(help: "Open every level, solved or not.")
        var unlockAll = false

        /// For tools/bench-front: draw the first frame, then quit.
        @Flag(
            help: ArgumentHelp("Quit after drawing the first frame (to time start-up).", visibility: .hidden))
        var firstFrameOnly = false

        func validate() throws {
            if file == "-" {
                throw ValidationError(
                    "glide play reads the keyboard on standard input, so it cannot read levels there; give a file."
                )
            }
            // `glide` plays by default, so a mistyped subcommand arrives here as a file name.
            if let file, file != "-", !file.contains("/"), !file.contains("."),
                !FileManager.default.fileExists(atPath: file), !LevelCode.looksLikeCode(file)
            {
                let hint = BundledPack.hint(for: file).map { "\n" + $0 } ?? ""
                throw ValidationError(
                    "'\(file)' is neither a subcommand nor a file; see glide --help.\(hint)")
            }
        }

        func run() throws {
            let packs = try loadPacks()
            var start: PlaySession.LevelSelection? = nil
            if let level = levelOption.level {
                guard level <= packs[0].levels.count else {
                    throw usageError(
                        "--level \(level): the pack has \(counted(packs[0].levels.count, "level")).")
                }
                start = PlaySession.LevelSelection(pack: 0, level: level - 1)
            }
            let saved = SavedProgress()
            let (theme, progress) = saved.theme(for: display)
            let today = try Today.utc()
            var (terminal, options) = try display.open(
                for: "play", theme: theme, preferences: progress.preferences)
            options.unlockAll = unlockAll
            let size = terminal.size
            let session = PlaySession(
                packs: packs, progress: progress, settings: options.settings,
                warning: saved.loaded.warning,
                start: start, today: today)
            let clients = AppClients(
                solver: .background(for: terminal, measurer: .withLostShare), saveProgress: saved.save,
                packFiles: packFiles,
                daily: .background(for: terminal))
            var app = GlideApp(
                session: session, options: options, clients: clients, width: size.width, height: size.height)
            let status = PlayLoop.run(&app, on: terminal, firstFrameOnly: firstFrameOnly)
            terminal.close()
            saved.reportUnsaved()
            if status != 0 { throw ExitCode(status) }
        }

        /// `e` in level select: a pack file opens in the editor; a bundled pack, built into
        /// glide, opens in the copy exported before to the current folder, or is offered for
        /// export to a new file there, which then opens; a level from a code opens in the file
        /// it was saved in before in the current folder, or in a new file named after it.
        /// After editing, level select plays the file as saved (for a bundled pack, the exported
        /// copy; for a code, its file).
        var packFiles: PackFiles {
            let file = self.file
            let code = file.flatMap { try? CodeArgument.level($0) }
            return .editing(
                open: { index in
                    if let code {
                        return CodeArgument.savedCopy(of: code).map(Self.openForEditing)
                            ?? .success(Self.newDocument(for: code))
                    }
                    guard let file else {
                        let pack = BundledPack.all[index]
                        guard let copy = pack.exportedCopy() else {
                            return .failure(Self.exportOffer(for: pack))
                        }
                        return Self.openForEditing(copy)
                    }
                    return Self.openForEditing(file)
                },
                export: { index, path in
                    do throws(BundledPack.ExportFailure) {
                        try BundledPack.all[index].export(to: path)
                    } catch {
                        return .failure(.exportFailed(path: path, reason: "\(error)"))
                    }
                    return Self.openForEditing(path)
                },
                reload: { index in
                    let bundled = file == nil ? BundledPack.all[index] : nil
                    let copy = code.map { CodeArgument.savedCopy(of: $0) } ?? bundled?.exportedCopy()
                    guard let path = code == nil && bundled == nil ? file : copy,
                        let pack = try? PackFile.load(path)
                    else {
                        return nil
                    }
                    return PlayPack(pack, fallbackTitle: PackFile.fallbackTitle(path))
                }
            )
        }

        /// A level from a code as a new pack, in a file of the current folder named after it.
        static func newDocument(for level: Level) -> EditableDocument {
            EditableDocument(
                document: PackDocument(newPack: CodeArgument.pack(of: level)),
                path: CodeArgument.newFileName(for: level))
        }

        /// The pack in `file` as a document to edit, or why it cannot be.
        static func openForEditing(_ file: String) -> Result<EditableDocument, EditingUnavailable> {
            do throws(LevelFormatError) {
                let (pack, bytes) = try PackFile.loadWithBytes(file)
                return .success(
                    EditableDocument(document: PackDocument(pack: pack, bytes: bytes), path: file))
            } catch {
                return .failure(.unreadable(path: file, error))
            }
        }

        /// What `e` says of a bundled pack: it can be exported to its file name in the current
        /// folder, or `NAME-2.txt`… if that is taken, and edited there.
        static func exportOffer(for pack: BundledPack) -> EditingUnavailable {
            let target =
                pack.exportNames.first { !FileManager.default.fileExists(atPath: $0) } ?? pack.fileName
            return .bundled(fileName: pack.fileName, exportPath: target)
        }

        /// The bundled packs, or the pack in `file` (its errors printed, exit 2).
        func loadPacks() throws -> [PlayPack] {
            if let file, let level = try CodeArgument.level(file) {
                return [
                    PlayPack(CodeArgument.pack(of: level), fallbackTitle: CodeArgument.packTitle(of: level))
                ]
            }
            guard let file else {
                return try BundledLevels.packs.map { name, text in
                    let pack = try loadOrExit { () throws(LevelFormatError) in
                        try LevelFormat.parse(text, path: name)
                    }
                    return PlayPack(pack, fallbackTitle: name)
                }
            }
            let pack = try loadOrExit { () throws(LevelFormatError) in try PackFile.load(file) }
            return [PlayPack(pack, fallbackTitle: PackFile.fallbackTitle(file))]
        }
    }
}
