import GlideRules
import GlideWording

/// A level picked from one of several files.
struct LevelEntry: Sendable {
    var file: String
    var number: Int
    var level: Level

    /// How messages name it: `level 3 "Spiral"`.
    var name: String { level.name(number: number) }

    /// A message located at the level's first map line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String) -> DiagnosticLine {
        DiagnosticLine(severity, path: file, line: level.source?.mapLine ?? 1, column: 1, message)
    }
}
