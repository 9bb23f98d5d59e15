/// A problem at a place in a file. Lines and columns are 1-based; columns count Unicode
/// scalars, so a tab or an emoji is one column. GlideWording prints it compiler-style
/// (`PATH:LINE:COL: error: MESSAGE`) so editors and CI logs can jump to it.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var path: String
    public var line: Int
    public var column: Int
    public var problem: Problem

    public init(_ severity: Severity, path: String, line: Int, column: Int, _ problem: Problem) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
    }
}

/// A pack file that could not be read or parsed, with every problem found in it.
public struct LevelFormatError: Error, Hashable, Sendable {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
