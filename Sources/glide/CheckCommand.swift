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
                Problems are reported compiler-style on standard error, at the level's first map \
                line: PATH:LINE:COL: error: ... (an unsolvable level, a wrong Par, an optimum not \
                proven within the timeout) or warning: ... (a missing Par; a level that repeats \
                another, up to rotation and reflection, in any of the files). Exits 0 when \
                every level is solvable and every declared Par is right, 1 otherwise, 2 when a \
                file cannot be read or parsed.
                """
        )

        @Argument(help: ArgumentHelp("Level pack files (- for standard input).", valueName: "file"))
        var files: [String]

        @OptionGroup var solver: SolverOptionGroup

        func run() throws {
            let (entries, fileErrors) = try loadLevels(files, level: nil)
            var bar = ProgressBar(total: entries.count)
            var errors = fileErrors, warnings = 0
            let duplicates = Self.duplicates(entries)
            solver.batchSolver.solve(
                entries.map(\.level.board),
                deliver: { index, result in
                    bar.clear()
                    let entry = entries[index]
                    var diagnostics = Self.diagnose(entry, result, timeout: solver.timeout)
                    if let original = duplicates[index] {
                        diagnostics.append(Self.duplicateWarning(entry, of: entries[original]))
                    }
                    for diagnostic in diagnostics {
                        printError(diagnostic.description)
                        if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
                    }
                }, progress: { bar.show(done: $0) })
            bar.clear()
            let fileCount = distinctFiles(files).count
            StandardOutput.print(
                "checked \(counted(entries.count, "level")) in \(counted(fileCount, "file")): "
                    + "\(counted(errors, "error")), \(counted(warnings, "warning"))"
                    + (fileErrors > 0 ? " (some files could not be read or parsed)" : ""))
            if fileErrors > 0 { throw ExitStatus.badInput }
            if errors > 0 { throw ExitStatus.checkFailed }
        }

        /// For each level that repeats an earlier one (in any of the files, up to rotation and
        /// reflection), the earlier one's index.
        static func duplicates(_ entries: [LevelEntry]) -> [Int: Int] {
            var first: [String: Int] = [:]
            var duplicates: [Int: Int] = [:]
            for (index, entry) in entries.enumerated() {
                let id = entry.level.board.canonicalID
                if let original = first[id] { duplicates[index] = original } else { first[id] = index }
            }
            return duplicates
        }

        static func duplicateWarning(_ entry: LevelEntry, of original: LevelEntry) -> DiagnosticLine {
            let other = original.name + (original.file == entry.file ? "" : " of \(original.file)")
            return entry.diagnostic(
                .warning, "\(entry.name) is the same level as \(other) (up to rotation and reflection)")
        }

        /// The problems with one level, located at its first map line.
        static func diagnose(_ entry: LevelEntry, _ result: SolveResult, timeout: Double) -> [DiagnosticLine]
        {
            let level = entry.level, name = entry.name
            let at = entry.diagnostic
            let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
            switch result.status {
            case .unsolvable:
                return [
                    at(
                        .error,
                        "\(name) is unsolvable: \(result.unsolvable?.description ?? "no route paints every cell")"
                    )
                ]
            case .timeout:
                guard let best = result.moves else {
                    return [at(.error, "\(name) could not be decided within \(seconds) s")]
                }
                var message =
                    "\(name): the optimum could not be proven within \(seconds) s "
                    + "(best found \(best) moves, proven lower bound \(result.lowerBound))"
                if let par = level.par {
                    if par < result.lowerBound {
                        message += "; Par: \(par) is below the lower bound"
                    } else if par > best {
                        message += "; Par: \(par) is more than the \(best) moves found"
                    }
                }
                return [at(.error, message)]
            case .solved:
                let optimum = result.moves ?? 0
                if optimum == 0 {
                    return [at(.error, "\(name) is won before any move: its only floor cell is the start")]
                }
                guard let par = level.par else {
                    return [at(.warning, "\(name) has no Par (optimum is \(optimum))")]
                }
                if par != optimum {
                    return [at(.error, "\(name) declares Par: \(par) but the optimum is \(optimum)")]
                }
                return []
            }
        }
    }
}
