import ArgumentParser
import GlideCurses
import GlideKit
import GlideTerminal

extension ColorMode: ExpressibleByArgument {}

/// How the terminal fronts (play, edit) draw and animate.
struct DisplayOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colours: auto (honours NO_COLOR), always or never.", valueName: "when"))
    var color: ColorMode = .auto

    @Flag(
        help:
            "Draw with plain ASCII, for terminals without Unicode (the default when the locale is not UTF-8)."
    )
    var ascii = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Animation speed factor (2 is twice as fast).", valueName: "x"))
    var speed: Double = 1

    @Flag(help: "No animations.")
    var noAnimation = false

    func validate() throws {
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed must be a positive number.") }
    }

    var playOptions: PlayOptions {
        PlayOptions(
            timing: AnimationTiming(speed: speed, animated: !noAnimation),
            glyphs: ascii || !Terminal.localeIsUTF8 ? .ascii : .unicode)
    }

    /// The terminal, or a usage error when there is none.
    func openTerminal() throws -> Terminal {
        do {
            return try Terminal(colors: color)
        } catch {
            printError("error: \(error)")
            throw ExitStatus.usage
        }
    }
}
