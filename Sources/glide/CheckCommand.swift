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
            let levels = try LevelStream(files, level: nil)
            var bar = ProgressBar(total: levels.count)
            var errors = levels.fileErrors, warnings = 0
            var firsts = FirstLevels()
            var done = 0
            levels.forEachChunk(of: LevelStream.chunkSize) { entries in
                solver.batchSolver.solve(
                    entries.map(\.level.board),
                    deliver: { index, result in
                        bar.clear()
                        let entry = entries[index]
                        var diagnostics = Self.diagnose(entry, result, timeout: solver.timeout)
                        if let original = firsts.original(of: entry) {
                            diagnostics.append(Self.duplicateWarning(entry, of: original))
                        }
                        for diagnostic in diagnostics {
                            printError(diagnostic.description)
                            if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
                        }
                    }, progress: { bar.show(done: done + $0) })
                done += entries.count
            }
            bar.clear()
            let fileCount = distinctFiles(files).count
            StandardOutput.print(
                "checked \(counted(levels.count, "level")) in \(counted(fileCount, "file")): "
                    + "\(counted(errors, "error")), \(counted(warnings, "warning"))"
                    + (levels.fileErrors > 0 ? " (some files could not be read or parsed)" : ""))
            if levels.fileErrors > 0 { throw ExitStatus.badInput }
            if errors > 0 { throw ExitStatus.checkFailed }
        }

        /// The first level of each map seen so far (in any of the files, up to rotation and
        /// reflection), by its file and name: what a later level that repeats it is told.
        struct FirstLevels {
            private var first: [String: (file: String, name: String)] = [:]

            /// The level `entry` repeats, if one came before it; else `entry` becomes the first
            /// of its map.
            mutating func original(of entry: LevelEntry) -> (file: String, name: String)? {
                let id = entry.level.board.canonicalID
                if let original = first[id] { return original }
                first[id] = (entry.file, entry.name)
                return nil
            }
        }

        static func duplicateWarning(_ entry: LevelEntry, of original: (file: String, name: String))
            -> DiagnosticLine
        {
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
                    + (result.stoppedBy == .integerProgramUnavailable
                        ? " without CBC: \(IntegerProgramWording.advice)" : "")
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
