import ArgumentParser
import GlideCurses
import GlidePlay
import GlideTerminal

extension ColorMode: ExpressibleByArgument {}
extension Theme.Name: ExpressibleByArgument {}

/// How the terminal fronts (play, edit) draw and animate.
struct DisplayOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colours: auto (honours NO_COLOR), always or never.", valueName: "when"))
    var color: ColorMode = .auto

    @Option(
        help: ArgumentHelp(
            "Colours: classic, light (for light terminals), contrast or colorblind. Remembered with your progress.",
            valueName: "name"))
    var theme: Theme.Name?

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

    /// The theme to draw with: `--theme`, else the one remembered, else the classic one.
    func chosenTheme(remembered: String?) -> Theme {
        Theme.named(theme ?? remembered.flatMap(Theme.Name.init(rawValue:)) ?? .classic)
    }

    /// Opens the terminal, and the options to play in it with. A usage error when there is no
    /// terminal.
    func open(theme: Theme) throws -> (Terminal, PlayOptions) {
        let terminal: Terminal
        do {
            terminal = try Terminal(colors: color, theme: theme)
        } catch {
            printError("error: \(error)")
            throw ExitStatus.usage
        }
        let options = PlayOptions(
            timing: AnimationTiming(speed: speed, animated: !noAnimation),
            glyphs: ascii || !Terminal.localeIsUTF8 ? .ascii : .unicode, theme: theme,
            colors: terminal.hasColor)
        return (terminal, options)
    }
}
