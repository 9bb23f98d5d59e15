import ArgumentParser
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

extension Glide {
    /// Makes new levels.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate a pack of new levels, each proven solvable, and print it.",
            discussion: """
                Candidates are carved by a sliding ball or built of rooms with pillars; the \
                solver keeps those it proves solvable with an optimum within --min-moves and \
                --max-moves, and drops any that repeat an earlier one up to rotation or \
                reflection. Each level gets Title, Par (the proven optimum) and Difficulty \
                (see docs/level-format.md); the pack lists them easiest first. Every Par is \
                proven by the search alone within a budget of states, never of time, so the same \
                arguments and seed give the same pack on any machine, with CBC installed or not; \
                without --seed a random seed is chosen and written in the pack's header. Exits 1 \
                when fewer levels than \
                --count could be found (the pack printed holds those found).
                """
        )

        @Option(
            help: ArgumentHelp("Board size, wall border included, from 5x5 to 64x64.", valueName: "WxH"),
            transform: BoardSize.parser(sides: Generate.minimumSide...Generate.maximumSide, example: "10x10"))
        var size: BoardSize

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How many levels to make (1 to 1000).", valueName: "n"))
        var count: Int

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "The random seed (a whole number from 0 to 2^64-1; default: a random one).", valueName: "s"))
        var seed: UInt64?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Fewest optimal moves a level may take (default: 1 up to 4x4, then half the shorter side).",
                valueName: "m"))
        var minMoves: Int?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Most optimal moves a level may take.", valueName: "m"))
        var maxMoves: Int?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Share of the inside left as wall, 0 to 0.9 (default: varied per level).",
                valueName: "density"))
        var walls: Double?

        @Option(help: ArgumentHelp("Level titles: PREFIX 1, PREFIX 2, ...", valueName: "prefix"))
        var title: String = "Level"

        @OptionGroup(title: "Puzzle quality")
        var puzzle: PuzzleOptions

        static let maximumSide = 64

        /// `text` as one shell word: in single quotes, each quote written as '\''.
        static func shellQuoted(_ text: String) -> String {
            "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
                + "'"
        }

        /// Inside a wall border, a 4×4 board has room for 4 cells: too few for a level worth
        /// generating.
        static let minimumSide = 5

        /// The title prefix as it will be written: trimmed, as the level format trims values.
        var titlePrefix: String {
            String(title.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }

        func validate() throws {
            guard (1...1_000).contains(count) else {
                throw ValidationError("--count must be from 1 to 1000.")
            }
            if let minMoves, minMoves < 1 { throw ValidationError("--min-moves must be at least 1.") }
            if let maxMoves, maxMoves < max(1, minMoves ?? 1) {
                throw ValidationError("--max-moves must be at least 1 and at least --min-moves.")
            }
            if let walls, !(0...0.9).contains(walls) {
                throw ValidationError("--walls must be from 0 to 0.9.")
            }
            if title.contains(where: \.isNewline) {
                throw ValidationError("--title must be one line of text.")
            }
            // The level format forbids them: the pack written would not parse.
            if title.unicodeScalars.contains(where: TerminalText.isControl) {
                throw ValidationError("--title must not hold control characters.")
            }
            if titlePrefix.isEmpty { throw ValidationError("--title must not be empty.") }
        }

        func run() throws {
            let (width, height) = (size.width, size.height)
            let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
            let settings = LevelGenerator.Settings(
                width: width, height: height, count: count, seed: seed,
                minMoves: minMoves, maxMoves: maxMoves ?? 1_000, wallDensity: walls)
            var bar = ProgressBar(total: count)
            let selection = puzzle.selection
            let moves = settings.minMoves...max(settings.minMoves, settings.maxMoves)
            var styled = settings
            styled.style = puzzle.style.candidates(side: min(width, height))
            let finish: @Sendable (LevelGenerator.Generated) -> LevelGenerator.Generated? = {
                selection.finish($0, moves: moves)
            }
            let (levels, tried) = LevelGenerator(settings: styled).generate(finishing: finish) {
                kept, tried in
                bar.show(done: kept, detail: "  (\(tried) candidates)")
            }
            bar.clear()
            var command = "glide generate --size \(width)x\(height) --count \(count) --seed \(seed)"
            if let minMoves { command += " --min-moves \(minMoves)" }
            if let maxMoves { command += " --max-moves \(maxMoves)" }
            if let walls { command += " --walls \(walls)" }
            if titlePrefix != "Level" { command += " --title " + Self.shellQuoted(titlePrefix) }
            command += puzzle.arguments
            let made = LevelGenerator.pack(
                levels, title: "Generated \(width)×\(height)", author: "glide generate",
                notes: [
                    "Made by: \(command)",
                    GeneratedMeasures.selected(selection, style: PuzzleOptions.words(styled.style)),
                ], titlePrefix: titlePrefix)
            let pack = GeneratedMeasures.annotated(made, levels: levels)
            StandardOutput.print(pack.text, terminator: "")
            if levels.count < count {
                printError(
                    "error: found \(counted(levels.count, "level")) of \(count) in \(counted(tried, "candidate")); "
                        + "try other --min-moves/--max-moves, --walls, --min-traps, --max-solutions "
                        + "or --max-open-area, or a larger --size.")
                throw ExitStatus.checkFailed
            }
        }
    }
}
