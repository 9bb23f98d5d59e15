import GlideRules
import GlideSolverClient
import GlideWording

/// What `glide check` found in one level: its problems, each at its place, and the numbers a
/// fix would write.
struct CheckFindings {
    /// One problem, or (with `--fix`) one number written.
    struct Finding {
        var line: DiagnosticLine
        /// The change that fixes it, when `--fix` may make it.
        var fix: MetadataRewrite.Change?
    }

    let entry: LevelEntry
    let result: SolveResult
    /// The level's difficulty score, when it was rated.
    let score: Int?
    private(set) var findings: [Finding] = []

    /// - Parameters:
    ///   - lines: the file's lines, to point at a `Par:` or `Difficulty:` line.
    ///   - fixing: whether `--fix` may write the level's numbers.
    init(
        _ entry: LevelEntry, _ result: SolveResult, score: Int?, timeout: Double, lines: () -> PackLines,
        fixing: Bool
    ) {
        self.entry = entry
        self.result = result
        self.score = score
        let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
        switch result.status {
        case .unsolvable:
            add(.error, "is unsolvable: \(result.unsolvable?.description ?? "no route paints every cell")")
        case .timeout:
            diagnoseTimeout(seconds: seconds)
        case .solved:
            diagnoseNumbers(lines: lines, fixing: fixing, seconds: seconds)
        }
    }

    var errors: Int { findings.filter { $0.line.severity == .error }.count }
    var warnings: Int { findings.filter { $0.line.severity == .warning }.count }
    var fixes: [MetadataRewrite.Change] { findings.compactMap(\.fix) }

    /// The worst severity found; nil when the level is right.
    var status: Diagnostic.Severity? {
        errors > 0 ? .error : warnings > 0 ? .warning : findings.isEmpty ? nil : .note
    }

    mutating func add(_ line: DiagnosticLine) { findings.append(Finding(line: line)) }

    private var name: String { entry.name }

    /// A message naming the level, at its first map line (or at `line`, `column`).
    private mutating func add(
        _ severity: Diagnostic.Severity, _ text: String, line: Int? = nil, column: Int = 1,
        fix: MetadataRewrite.Change? = nil
    ) {
        let at = line ?? entry.level.source?.mapLine ?? 1
        findings.append(
            Finding(
                line: DiagnosticLine(
                    severity, path: entry.file, line: at, column: column,
                    name + (text.hasPrefix(":") ? "" : " ") + text),
                fix: fix))
    }

    private mutating func diagnoseTimeout(seconds: String) {
        guard let best = result.moves else { return add(.error, "could not be decided within \(seconds) s") }
        var message =
            ": the optimum could not be proven within \(seconds) s "
            + "(best found \(best) moves, proven lower bound \(result.lowerBound))"
            + (result.stoppedBy == .integerProgramUnavailable
                ? " without CBC: \(IntegerProgramWording.advice)" : "")
        if let par = entry.level.par {
            if par < result.lowerBound {
                message += "; Par: \(par) is below the lower bound"
            } else if par > best {
                message += "; Par: \(par) is more than the \(best) moves found"
            }
        }
        add(.error, message)
    }

    /// A proven optimum: the Par and Difficulty the level declares against it and the score.
    private mutating func diagnoseNumbers(lines: () -> PackLines, fixing: Bool, seconds: String) {
        let optimum = result.moves ?? 0
        guard optimum > 0 else {
            return add(.error, "is won before any move: its only floor cell is the start")
        }
        guard let span = entry.level.source else { return }
        let fixable = { (key: String, value: Int) in
            fixing ? MetadataRewrite.Change(span: span, key: key, value: String(value)) : nil
        }
        if let par = entry.level.par {
            if par != optimum {
                let line = lines().metadataLine("Par", in: span)
                add(
                    fixing ? .note : .error,
                    fixing
                        ? "had Par: \(par); fixed to \(optimum)"
                        : "declares Par: \(par) but the optimum is \(optimum)",
                    line: line, column: line.map { lines().valueColumn(ofLine: $0) } ?? 1,
                    fix: fixable("Par", optimum))
            }
        } else {
            add(
                fixing ? .note : .warning,
                fixing ? "had no Par; Par: \(optimum) added" : "has no Par (optimum is \(optimum))",
                fix: fixable("Par", optimum))
        }
        let declared = entry.level.metadata("Difficulty")
        guard let score else {
            if declared != nil {
                add(.warning, "declares a Difficulty that could not be checked within \(seconds) s")
            }
            return
        }
        if let declared, declared != String(score) {
            let line = lines().metadataLine("Difficulty", in: span)
            add(
                fixing ? .note : .error,
                fixing
                    ? "had Difficulty: \(declared); fixed to \(score)"
                    : "declares Difficulty: \(declared) but its score is \(score)",
                line: line, column: line.map { lines().valueColumn(ofLine: $0) } ?? 1,
                fix: fixable("Difficulty", score))
        } else if declared == nil, fixing {
            add(.note, "had no Difficulty; Difficulty: \(score) added", fix: fixable("Difficulty", score))
        }
    }
}
