/// A message about a place in a file, printed compiler-style (`PATH:LINE:COL: error: MESSAGE`)
/// so editors and CI logs can jump to it. Lines and columns are 1-based; columns count Unicode
/// scalars, so a tab or an emoji is one column.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ severity: Severity, path: String, line: Int, column: Int, _ message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// A pack file that could not be read or parsed, with every problem found in it.
public struct LevelFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
