import ArgumentParser
import Foundation
import GlideCurses
import GlideKit
import GlideTerminal

extension Glide {
    /// Edits a pack in the terminal.
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Edit a level pack in the terminal, with a live solvability verdict.",
            discussion: """
                Draw with # (wall), . (floor), space (void) and @ (start), or with the mouse; the \
                status line says after every change whether the level can be solved and in how \
                many moves. p play-tests, w (or Ctrl-S) saves, ? lists every key. Saving rewrites \
                only the levels you edited (each gets its proven optimum as Par), atomically. A \
                FILE that does not exist yet becomes a new pack, written on the first save.
                """
        )

        @Argument(help: ArgumentHelp("The pack file (created on the first save if it does not exist).", valueName: "file"))
        var file: String

        @Option(parsing: .unconditional, help: ArgumentHelp("The level to open, counting from 1.", valueName: "n"))
        var level: Int?

        @Option(name: .customLong("new"), help: ArgumentHelp("Size of a new pack's first level, e.g. 9x9 (the default).", valueName: "WxH"))
        var newSize: String?

        @OptionGroup var display: DisplayOptions

        func validate() throws {
            if let level, level < 1 { throw ValidationError("--level counts from 1.") }
            if let newSize, Self.size(newSize) == nil {
                throw ValidationError("--new \(newSize): give a size such as 9x9, each side from 3 to \(Board.maximumSide).")
            }
            if file == "-" { throw ValidationError("glide edit needs a file to save to, not standard input.") }
        }

        static func size(_ text: String) -> (width: Int, height: Int)? {
            let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                  (3...Board.maximumSide).contains(w), (3...Board.maximumSide).contains(h) else { return nil }
            return (w, h)
        }

        func run() throws {
            let document: PackDocument
            if FileManager.default.fileExists(atPath: file) {
                guard newSize == nil else {
                    throw usageError("\(file) exists: --new only makes a new pack (press n in the editor to add a level).")
                }
                let bytes: [UInt8]
                let pack: LevelPack
                do {
                    bytes = try PackFile.read(file)
                    pack = try LevelFormat.parse(bytes, path: file)
                } catch {
                    // Not opened: the errors, as glide check prints them; nothing is written.
                    for diagnostic in error.diagnostics { printError(diagnostic.description) }
                    throw ExitStatus.badInput
                }
                if let level, level > pack.levels.count {
                    throw usageError("--level \(level): \(file) has \(counted(pack.levels.count, "level")).")
                }
                document = PackDocument(pack: pack, bytes: bytes)
            } else {
                let size = newSize.flatMap(Self.size) ?? (9, 9)
                let title = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                document = PackDocument(title: title, firstLevel: LevelDraft.room(width: size.width, height: size.height))
            }
            let options = display.playOptions
            let editor = EditorScreen(document: document, file: .disk(file), verdicts: VerdictService(), options: options,
                                      level: (level ?? 1) - 1)
            let terminal = try display.openTerminal()
            let size = terminal.size
            var app = GlideApp(editor: editor, options: options, width: size.width, height: size.height)
            let status = PlayLoop.run(&app, on: terminal) { _ in nil }
            terminal.close()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
