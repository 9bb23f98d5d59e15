import ArgumentParser
import FoundationEssentials
import GlideCurses
import GlideGenerator
import GlidePlay
import GlideRules
import GlideTerminal
import GlideWording

extension Glide {
    /// Plays the day's puzzle, or prints it.
    struct Daily: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play the daily puzzle: one level a day, the same for every player.",
            discussion: """
                Each day (UTC) has its own level, made by the level generator from the date: the \
                same for every player, with a proven par, medium on Mondays and harder each day \
                to Sunday. After the win the line under the board is your result to share (c \
                copies it); it is printed again when you quit. Results and your streak (days in a \
                row won on their own day) are saved with your progress. --date plays an earlier \
                day (a past day won late counts for your results, not your streak; a future day \
                is refused: no peeking). --show prints the day's level as a pack with its Par \
                instead of playing it.
                """
        )

        @Option(
            help: ArgumentHelp(
                "The day to play instead of today (UTC), e.g. 2026-11-23; not a future one.",
                valueName: "yyyy-mm-dd"),
            transform: { text in
                do throws(DailyDate.ParseError) {
                    return try DailyDate(parsing: text)
                } catch {
                    throw ValidationError("\(error)")
                }
            })
        var date: DailyDate?

        @Flag(help: "Print the day's level as a one-level pack, with its Par, instead of playing it.")
        var show = false

        @OptionGroup var display: DisplayOptions

        /// Seconds the puzzle may take to make before the screen says so (most days take less).
        static let quietWait = 0.15

        func run() throws {
            let today = try Today.utc()
            let date = self.date ?? today
            guard date <= today else {
                throw usageError(
                    "\(date) is in the future (today is \(today), UTC): no peeking at that day's puzzle.")
            }
            if show {
                let puzzle = DailyPuzzle(date: date)
                let header = date.dailyPuzzleHeader(width: puzzle.size.width, height: puzzle.size.height)
                StandardOutput.print(
                    puzzle.pack(title: date.dailyPuzzleTitle, header: header).text, terminator: "")
                return
            }
            let saved = SavedProgress()
            let (theme, progress) = saved.theme(for: display)
            let (terminal, options) = try display.open(
                for: "daily", theme: theme, preferences: progress.preferences)
            let waiting = WaitingScreen(
                title: "Glide daily · \(date.weekday) \(date)",
                text: date == today ? "Making today's puzzle…" : "Making the puzzle of \(date)…",
                options: options)
            let puzzle: DailyPuzzle
            switch Preparation.run(
                on: terminal, showing: waiting, after: Self.quietWait, { DailyPuzzle(date: date) })
            {
            case let .success(made):
                puzzle = made
            case .failure(.quit):
                terminal.close()
                return
            case let .failure(.signal(signal)):
                terminal.close()
                throw ExitCode(128 + signal)
            }
            let size = terminal.size
            let session = PlaySession(
                daily: puzzle.level(title: date.dailyPuzzleTitle), date: puzzle.date, today: today,
                progress: progress,
                settings: options.settings,
                warning: saved.loaded.warning)
            var app = GlideApp(
                session: session, options: options,
                clients: AppClients(solver: .background(for: terminal), saveProgress: saved.save),
                width: size.width,
                height: size.height)
            let status = PlayLoop.run(&app, on: terminal)
            terminal.close()
            saved.reportUnsaved()
            if status != 0 { throw ExitCode(status) }
            // The result again, now that the screen is gone: ready to paste.
            for line in app.session.dailyStanding?.report ?? [] {
                StandardOutput.print(options.glyphs.isASCII ? CellBuffer.asciiLookalike(of: line) : line)
            }
        }
    }
}
