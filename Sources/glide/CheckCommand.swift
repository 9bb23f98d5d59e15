import ArgumentParser
import FoundationEssentials
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

extension Glide {
    /// What a pack maintainer runs in CI.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Check level packs: every level parses, is solvable, and declares its proven optimum as Par.",
            discussion: """
                Problems are reported compiler-style on standard error: PATH:LINE:COL: error: ... \
                (an unsolvable level, a wrong Par or Difficulty, an optimum not proven within the \
                timeout) or warning: ... (a missing Par; a level that repeats another, up to \
                rotation and reflection, in any of the files; a Difficulty not checked in time). \
                A wrong Par or Difficulty is reported at its line, anything else at the level's \
                first map line. A file with format errors has them reported, and its other \
                levels are checked all the same. Exits 0 when every level is solvable and every \
                declared Par and Difficulty is right (with --strict: and there are no warnings), \
                1 otherwise, 2 when a file cannot be read or parsed.

                --fix writes each level's proven optimum as Par and its difficulty score as \
                Difficulty where they are wrong or missing, in place: every other byte of the \
                file stays, and the file is replaced atomically (a file with format errors, or \
                standard input, is not written). What was fixed is reported as notes and no longer \
                fails the check.

                --json prints one JSON object per line on standard output instead: for each \
                level (type "level") the keys file, level, title, line, status (ok, note, warning \
                or error), optimum, par, difficulty, score and problems (each with severity, line, \
                column and message); for each format error (type "format") its file, line, column \
                and message; and last (type "summary") levels, files, errors, warnings and fixed.
                """
        )

        @Argument(help: ArgumentHelp("Level pack files (- for standard input).", valueName: "file"))
        var files: [String]

        @Flag(help: "Write the proven Par and Difficulty into levels where they are wrong or missing.")
        var fix = false

        @Flag(help: "Print one JSON object per level per line, then a summary object.")
        var json = false

        @Flag(help: "Fail (exit status 1) on warnings too.")
        var strict = false

        @OptionGroup var solver: SolverOptionGroup

        func run() throws {
            let json = self.json
            let levels = try LevelStream(
                files, level: nil, keepingReadableLevels: true,
                reporting: { error in
                    for diagnostic in error.diagnostics {
                        if json {
                            StandardOutput.print(Self.jsonLine(format: diagnostic))
                        } else {
                            printError(diagnostic.description)
                        }
                    }
                    return error.diagnostics.filter { $0.severity == .error }.count
                })
            var report = CheckReport(json: json, files: levels.files)
            var bar = ProgressBar(total: levels.count)
            var done = 0
            let (timeout, fixing) = (solver.timeout, fix)
            levels.forEachChunk(of: LevelStream.chunkSize) { entries in
                let options = SolveOptions(
                    timeout: timeout, heuristic: solver.heuristic, method: solver.method)
                ParallelWork.run(
                    count: entries.count, jobs: min(solver.jobs ?? solver.cores, solver.cores),
                    { index in Self.solve(entries[index], options: options, rating: fixing) },
                    deliver: { index, solved in
                        bar.clear()
                        let entry = entries[index]
                        let canFix =
                            fixing && !levels.notFiles.contains(entry.file)
                            && !levels.filesWithErrors.contains(entry.file)
                        let found = CheckFindings(
                            entry, solved.result, score: solved.score, timeout: timeout,
                            lines: { report.lines(of: entry.file) }, fixing: canFix)
                        if fixing, !canFix, found.errors + found.warnings > 0 {
                            report.cannotFix(
                                entry.file, formatErrors: levels.filesWithErrors.contains(entry.file))
                        }
                        report.add(found)
                    }, progress: { bar.show(done: done + $0) })
                done += entries.count
            }
            bar.clear()
            if fix { report.writeFixes() }
            report.printSummary(
                levels: levels.count, files: distinctFiles(files).count, fileErrors: levels.fileErrors)
            if levels.fileErrors > 0 { throw ExitStatus.badInput }
            if report.errors > 0 || (strict && report.warnings > 0) { throw ExitStatus.checkFailed }
        }

        /// A level solved, and rated when it declares a Difficulty (or `rating`: to write one),
        /// within what the timeout leaves.
        static func solve(_ entry: LevelEntry, options: SolveOptions, rating: Bool) -> (
            result: SolveResult, score: Int?
        ) {
            let board = entry.level.board
            let result = Solver(board: board).solve(options: options)
            guard rating || entry.level.metadata("Difficulty") != nil, result.optimal,
                let solution = result.solution
            else { return (result, nil) }
            let left = options.timeout.map { max(0.5, $0 - result.seconds) }
            let traps = Trap.along(solution, on: board, within: left)
            return (
                result,
                traps.map { Difficulty(board: board, moves: solution.count, deadEnds: $0.count).score }
            )
        }

        static func jsonLine(format diagnostic: Diagnostic) -> String {
            var line = JSONLine()
            line.add("type", "format")
            line.add("file", diagnostic.path)
            line.add("line", diagnostic.line)
            line.add("column", diagnostic.column)
            line.add("severity", diagnostic.severity.rawValue)
            line.add("message", diagnostic.message)
            return line.text
        }
    }
}
