import ArgumentParser
import Glibc
import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

extension Glide {
    /// Solves levels and prints their verdicts.
    struct Solve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Solve levels: prove each solvable (with a shortest solution) or explain why not.",
            discussion: """
                Prints a table, one row per level, and a summary; with --json, one JSON object \
                per level per line instead, with the keys file, level, title, status (solved, \
                unsolvable or timeout), moves, optimal, solution, reason, states and ms. A '*' \
                after the moves marks a proven optimum. Levels are solved in parallel and printed \
                in file order; with --level N, only level N of each file is solved. Exits 0 when \
                every level is solved, 1 when any is unsolvable or timed out, 2 when a file \
                cannot be read or parsed.

                With --stats, each level proven optimal is also measured as a puzzle, within \
                what --timeout leaves of the level's time (a level whose measures would take \
                longer shows dashes): its \
                optimal solutions (how many move sequences win in par: exact, or 'many' past \
                two million positions within the optimum), its traps (moves on offer along the \
                optimal solution that lose the level, as move number and direction), its \
                choices and decisions (positions on that solution where another move than the \
                solution's paints, and those of them where such a move loses the level out of \
                plain sight: it cuts off a cell the solution paints only later, or none; \
                insight is decisions per move; kinds, those decisions one of whose losing \
                moves ends in a part of the level no earlier decision's did: a trap met again \
                is seen through), the share of positions \
                from which it is lost (exact: listed, or counted as sets past 50 000 \
                positions; '~' sampled from 400 positions where only the reachable ones can be \
                counted; the sign for approximately equal, U+2248, from 400 move sequences, rougher, \
                where not even those), its \
                largest open area (cells of \
                floor in 2x2 squares, joined) and its difficulty score; then each file's \
                figures: levels with a trap (and with one away from the start cell), with a \
                unique optimum, the median insight, the median lost share, the largest open \
                area and the rank correlation of position with par, with difficulty and with \
                the lost share. JSON adds the keys solutions (a number or "many"), traps, \
                trapMoves, trapsAwayFromStart, choices, decisions, decisionKinds, insight, lost, lostExact, \
                lostMethod (listed, counted, connected, sampledPositions or sampledSequences), lostLow, \
                lostHigh (the 95 % interval of a sampled share), openArea and difficulty.
                """
        )

        @Argument(help: ArgumentHelp("Level pack files (- for standard input).", valueName: "file"))
        var files: [String]

        @OptionGroup var levelOption: LevelOption

        @Flag(help: "Print one JSON object per level per line.")
        var json = false

        @Flag(
            help:
                "Measure each level as a puzzle: optimal solutions, traps, insight, lost positions, open area."
        )
        var stats = false

        @OptionGroup var solver: SolverOptionGroup

        func run() throws {
            let levels = try LevelStream(files, level: levelOption.level)
            let fileFailed = levels.fileErrors > 0
            var bar = ProgressBar(total: levels.count)
            let table = ResultTable(
                fileWidth: levels.longestName, longestTitle: levels.longestTitle, stats: stats)
            if !json, levels.count > 0 { StandardOutput.print(table.header) }
            var counts = (solved: 0, optimal: 0, unsolvable: 0, timeout: 0)
            // Each file's measures, for its summary line (kept only with --stats).
            var qualities: [(file: String, measured: [PuzzleQuality?])] = []
            var done = 0
            let started = ContinuousClock.now
            levels.forEachChunk(of: LevelStream.chunkSize) { entries in
                solver.batchSolver.solve(
                    entries.map(\.level.board), measuring: stats,
                    deliver: { index, measured in
                        bar.clear()
                        let entry = entries[index], result = measured.result
                        if json {
                            StandardOutput.print(
                                Self.jsonLine(entry, result, quality: stats ? measured.quality : nil))
                        } else {
                            StandardOutput.print(table.row(entry, result, quality: measured.quality))
                        }
                        switch result.status {
                        case .solved: counts.solved += 1
                        case .unsolvable: counts.unsolvable += 1
                        case .timeout: counts.timeout += 1
                        }
                        if result.optimal { counts.optimal += 1 }
                        if stats {
                            if qualities.last?.file != entry.file { qualities.append((entry.file, [])) }
                            qualities[qualities.count - 1].measured.append(measured.quality)
                        }
                    }, progress: { bar.show(done: done + $0) })
                done += entries.count
            }
            bar.clear()
            if !json {
                let seconds = (ContinuousClock.now - started).seconds
                StandardOutput.print(
                    "\(counted(levels.count, "level")): \(counts.solved) solved "
                        + "(\(counts.optimal) proven optimal), \(counts.unsolvable) unsolvable, "
                        + "\(counts.timeout) timed out; \(decimal(seconds, places: 2)) s total")
                for (file, measured) in qualities {
                    StandardOutput.print(Self.summary(file, PackQuality(measured)))
                }
            }
            if fileFailed { throw ExitStatus.badInput }
            if counts.unsolvable + counts.timeout > 0 { throw ExitStatus.checkFailed }
        }

        static func jsonLine(_ entry: LevelEntry, _ result: SolveResult, quality: PuzzleQuality? = nil)
            -> String
        {
            var line = JSONLine()
            line.add("file", entry.file)
            line.add("level", entry.number)
            line.add("title", entry.level.title ?? "")
            line.add("status", result.status.rawValue)
            line.add("moves", result.moves)
            line.add("optimal", result.optimal)
            line.add("solution", result.solution.map(MoveNotation.format))
            line.add("reason", result.reason)
            line.add("states", result.states)
            line.add("ms", number: result.seconds * 1000)
            if let quality {
                switch quality.optimalSolutions {
                case let .exact(count): line.add("solutions", raw: String(count))
                case .many: line.add("solutions", "many")
                }
                line.add("traps", quality.traps.count)
                line.add("trapMoves", strings: quality.traps.map(trapText))
                line.add("trapsAwayFromStart", quality.trapsAwayFromStart)
                line.add("choices", quality.insight?.choices)
                line.add("decisions", quality.insight?.decisions)
                line.add("decisionKinds", quality.insight?.kinds)
                line.add("insight", number: quality.insight?.share)
                // To the millionth of a point: a counted share can sit a hair under 1.
                line.add("lost", number: quality.lostPositions.share, places: 8)
                line.add("lostExact", quality.lostPositions.exact)
                line.add("lostMethod", quality.lostPositions.method.rawValue)
                line.add("lostLow", number: quality.lostPositions.interval.lowerBound)
                line.add("lostHigh", number: quality.lostPositions.interval.upperBound)
                line.add("openArea", quality.openArea)
                line.add("difficulty", quality.difficulty.score)
            }
            return line.text
        }

        /// One file's figures, on one line.
        static func summary(_ file: String, _ pack: PackQuality) -> String {
            func share(_ count: Int) -> String {
                "\(count) (\(pack.measured == 0 ? 0 : Int((Double(count) * 100 / Double(pack.measured)).rounded())) %)"
            }
            func correlation(_ value: Double?) -> String { value.map { decimal($0, places: 2) } ?? "-" }
            var parts = [
                "\(TerminalText.line(file)): \(pack.measured) of \(counted(pack.levels, "level")) measured"
            ]
            if pack.measured > 0 {
                parts += [
                    "trap on the line \(share(pack.withTrap)), away from the start \(share(pack.withTrapAwayFromStart))",
                    "unique optimum \(share(pack.uniqueOptimum))"
                        + (pack.uncounted > 0 ? ", \(pack.uncounted) too many to count" : ""),
                    "median insight "
                        + (pack.medianInsight.map { "\(Int(($0 * 100).rounded())) %" } ?? "-"),
                    "median lost \((pack.roughestLostMethod ?? .listed).shown(pack.medianLost ?? 0)) %",
                    "largest open area \(pack.largestOpenArea ?? 0)",
                    "rank correlation with position: par \(correlation(pack.parCorrelation)), "
                        + "difficulty \(correlation(pack.difficultyCorrelation)), "
                        + "lost \(correlation(pack.lostCorrelation))",
                ]
            }
            return parts.joined(separator: " · ")
        }
    }
}

/// A trap as the table and JSON write it: the move number and the losing direction (`4L`).
func trapText(_ trap: Trap) -> String { "\(trap.move)\(MoveNotation.format([trap.direction]))" }

/// The columns of `glide solve`'s table. The solution comes last: it is the only column whose
/// width is not known before solving.
struct ResultTable {
    let fileWidth: Int
    let titleWidth: Int
    /// Whether the puzzle-quality columns are shown (`--stats`).
    let stats: Bool

    /// - Parameters:
    ///   - fileWidth: the widest file name; `longestTitle`: the longest level title.
    init(fileWidth: Int, longestTitle: Int, stats: Bool = false) {
        self.fileWidth = max(4, fileWidth)
        titleWidth = min(28, max(5, longestTitle))
        self.stats = stats
    }

    var header: String {
        pad("file", fileWidth) + "  " + pad("level", 5, right: true) + "  " + pad("title", titleWidth) + "  "
            + pad("size", 7) + "  " + pad("verdict", 10) + "  " + pad("moves", 6, right: true) + "  "
            + pad("time", 9, right: true) + "  "
            + (stats ? statsCells(Self.statsColumns.map(\.name)) : "") + "solution"
    }

    func row(_ entry: LevelEntry, _ result: SolveResult, quality: PuzzleQuality? = nil) -> String {
        let board = entry.level.board
        var title = Self.shown(entry.level.title ?? "")
        if title.count > titleWidth { title = String(title.prefix(titleWidth - 1)) + "…" }
        let moves = result.moves.map { "\($0)\(result.optimal ? "*" : " ")" } ?? "- "
        let time =
            result.seconds < 1
            ? decimal(result.seconds * 1000, places: 1) + " ms" : decimal(result.seconds, places: 2) + " s"
        let detail =
            result.status == .solved
            ? result.solution.map(MoveNotation.format) ?? ""
            : [result.solution.map(MoveNotation.format), result.reason].compactMap { $0 }.joined(
                separator: "  ")
        return pad(Self.shown(entry.file), fileWidth) + "  " + pad(String(entry.number), 5, right: true)
            + "  "
            + pad(title, titleWidth) + "  " + pad("\(board.width)×\(board.height)", 7) + "  "
            + pad(result.status.rawValue, 10) + "  " + pad(moves, 6, right: true) + "  "
            + pad(time, 9, right: true) + "  " + (stats ? statsRow(quality) : "") + detail
    }

    /// The puzzle-quality columns, each right-aligned in its width: one list for the header,
    /// the rows and the dashes, so they line up.
    private static let statsColumns: [(name: String, width: Int)] = [
        ("solutions", 9), ("traps", 5), ("choices", 7), ("insight", 7), ("kinds", 5), ("lost", 10),
        ("open", 4), ("diff", 4),
    ]

    private func statsCells(_ cells: [String]) -> String {
        zip(Self.statsColumns, cells).map { column, cell in pad(cell, column.width, right: true) + "  " }
            .joined()
    }

    /// The puzzle-quality columns, dashes for a level not measured. Traps are counted here (their
    /// moves are in `--json`), so the row stays short.
    private func statsRow(_ quality: PuzzleQuality?) -> String {
        guard let quality else { return statsCells(Array(repeating: "-", count: Self.statsColumns.count)) }
        return statsCells([
            quality.optimalSolutions.description, String(quality.traps.count),
            quality.insight.map { String($0.choices) } ?? "-", quality.insight.map(Self.insightText) ?? "-",
            quality.insight.map { String($0.kinds) } ?? "-", quality.lostPositions.percentInColumn,
            String(quality.openArea), String(quality.difficulty.score),
        ])
    }

    /// Decisions and their share of the moves: `12 40%`.
    static func insightText(_ insight: Insight) -> String {
        "\(insight.decisions) \(Int((insight.share * 100).rounded()))%"
    }

    /// A file name or title as the table shows it, control characters written out, so that
    /// the columns line up.
    private static func shown(_ text: String) -> String { TerminalText.line(text) }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let space = String(repeating: " ", count: max(0, width - text.count))
        return right ? space + text : text + space
    }
}
