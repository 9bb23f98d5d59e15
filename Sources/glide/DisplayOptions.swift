import ArgumentParser
import GlideCurses
import GlidePlay
import GlideTerminal

extension ColorMode: ExpressibleByArgument {}
extension Theme.Name: ExpressibleByArgument {}

/// How the terminal fronts (play, edit) draw and animate.
struct DisplayOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Colours for this run: auto (honours NO_COLOR), always or never. Without it, the colours setting decides (auto unless changed).",
            valueName: "when"))
    var color: ColorMode?

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
        help: ArgumentHelp(
            "Animation speed factor for this run (2 is twice as fast). Without it, the animation speed setting decides.",
            valueName: "x"))
    var speed: Double?

    @Flag(help: "No animations for this run, whatever the animation speed setting.")
    var noAnimation = false

    func validate() throws {
        if let speed, !(speed > 0 && speed.isFinite) {
            throw ValidationError("--speed must be a positive number.")
        }
    }

    /// The theme to draw with: `--theme`, else the one remembered, else the classic one.
    func chosenTheme(remembered: String?) -> Theme {
        Theme.named(theme ?? remembered.flatMap(Theme.Name.init(rawValue:)) ?? .classic)
    }

    /// Opens the terminal, and the options to play in it with: the player's colours setting
    /// (`preferences`) unless `--color` says otherwise for this run, and the timing of
    /// `--speed` and `--no-animation` if given (else the animation speed setting applies). A
    /// usage error when there is no terminal, naming `command` (`daily`) as the one that needs it.
    func open(for command: String, theme: Theme, preferences: PlayerPreferences?) throws -> (
        Terminal, PlayOptions
    ) {
        let terminal: Terminal
        do {
            terminal = try Terminal(colors: color, choice: preferences?.colors ?? .auto, theme: theme)
        } catch .notATerminal {
            printError(
                "error: glide \(command) needs an interactive terminal (standard input and output are not one)"
            )
            throw ExitStatus.usage
        } catch {
            printError("error: \(error)")
            throw ExitStatus.usage
        }
        let options = PlayOptions(
            timing: AnimationTiming(speed: speed ?? 1, animated: !noAnimation),
            timingIsFixed: speed != nil || noAnimation,
            glyphs: ascii || !Terminal.localeIsUTF8 ? .ascii : .unicode, theme: theme,
            depth: terminal.depth, terminalColors: terminal.colors)
        return (terminal, options)
    }
}
