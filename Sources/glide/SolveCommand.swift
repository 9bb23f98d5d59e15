import ArgumentParser
import Glibc
import GlideKit

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
                """
        )

        @Argument(help: ArgumentHelp("Level pack files (- for standard input).", valueName: "file"))
        var files: [String]

        @OptionGroup var levelOption: LevelOption

        @Flag(help: "Print one JSON object per level per line.")
        var json = false

        @OptionGroup var solver: SolverOptionGroup

        func run() throws {
            let (entries, fileErrors) = try loadLevels(files, level: levelOption.level)
            let fileFailed = fileErrors > 0
            var bar = ProgressBar(total: entries.count)
            let table = ResultTable(entries: entries)
            if !json, !entries.isEmpty { print(table.header) }
            var counts = (solved: 0, optimal: 0, unsolvable: 0, timeout: 0)
            let started = ContinuousClock.now
            solver.batchSolver.solve(
                entries.map(\.level.board),
                deliver: { index, result in
                    bar.clear()
                    let entry = entries[index]
                    if json {
                        print(Self.jsonLine(entry, result))
                    } else {
                        print(table.row(entry, result))
                    }
                    fflush(nil)
                    switch result.status {
                    case .solved: counts.solved += 1
                    case .unsolvable: counts.unsolvable += 1
                    case .timeout: counts.timeout += 1
                    }
                    if result.optimal { counts.optimal += 1 }
                }, progress: { bar.show(done: $0) })
            bar.clear()
            if !json {
                let seconds = (ContinuousClock.now - started).seconds
                print(
                    "\(counted(entries.count, "level")): \(counts.solved) solved "
                        + "(\(counts.optimal) proven optimal), \(counts.unsolvable) unsolvable, "
                        + "\(counts.timeout) timed out; \(decimal(seconds, places: 2)) s total")
            }
            if fileFailed { throw ExitStatus.badInput }
            if counts.unsolvable + counts.timeout > 0 { throw ExitStatus.checkFailed }
        }

        static func jsonLine(_ entry: LevelEntry, _ result: SolveResult) -> String {
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
            return line.text
        }
    }
}

/// The columns of `glide solve`'s table. The solution comes last: it is the only column whose
/// width is not known before solving.
struct ResultTable {
    let fileWidth: Int
    let titleWidth: Int

    init(entries: [LevelEntry]) {
        fileWidth = max(4, entries.map(\.file.count).max() ?? 0)
        titleWidth = min(28, max(5, entries.map { ($0.level.title ?? "").count }.max() ?? 0))
    }

    var header: String {
        pad("file", fileWidth) + "  " + pad("level", 5, right: true) + "  " + pad("title", titleWidth) + "  "
            + pad("size", 7) + "  " + pad("verdict", 10) + "  " + pad("moves", 6, right: true) + "  "
            + pad("time", 9, right: true) + "  solution"
    }

    func row(_ entry: LevelEntry, _ result: SolveResult) -> String {
        let board = entry.level.board
        var title = entry.level.title ?? ""
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
        return pad(entry.file, fileWidth) + "  " + pad(String(entry.number), 5, right: true) + "  "
            + pad(title, titleWidth) + "  " + pad("\(board.width)×\(board.height)", 7) + "  "
            + pad(result.status.rawValue, 10) + "  " + pad(moves, 6, right: true) + "  "
            + pad(time, 9, right: true) + "  " + detail
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let space = String(repeating: " ", count: max(0, width - text.count))
        return right ? space + text : text + space
    }
}
