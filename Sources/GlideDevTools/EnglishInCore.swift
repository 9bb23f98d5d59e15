/// The core makes no English (issue 23): its messages are typed values, and GlideWording, in
/// the front, words them. A string literal of two or more words in one of the wordless modules
/// is a sentence made in the wrong place, unless it is a programmer's message (the argument of
/// `precondition`, `fatalError` and the like, which no player reads) or allowed below.
enum EnglishInCore {
    /// The modules held to it: every module below the fronts.
    static let wordlessModules: Set<String> = [
        "GlideRules", "GlideSolverClient", "GlideSolver", "GlideGenerator", "GlidePlay",
    ]

    /// Calls whose messages are for the programmer who broke an invariant.
    static let programmerMessageCalls: Set<String> = [
        "precondition", "preconditionFailure", "fatalError", "assert", "assertionFailure",
    ]

    /// Literals of two or more words a wordless module may hold all the same: the file
    /// (relative to Sources/) and the literal's text as `SourceShape` gives it, each with why.
    /// Format keywords and file contents that are data, not messages, would go here.
    static let allowed: [(path: String, text: String)] = []

    /// Whether a literal's text reads as words: two or more whitespace-separated pieces with a
    /// letter in them (`"row \(…) col \(…)"`, not `"\(…): \(…)"`, `".tmp-XXXXXX"` or `"; "`).
    static func isWords(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }.count >= 2
    }

    /// Each literal of words in the wordless modules, one line: `PATH:LINE: …`.
    static func breaches(in files: [SourceTree.File]) -> [String] {
        files.filter { wordlessModules.contains($0.module) }.flatMap { file in
            file.shape.stringLiterals.filter { literal in
                isWords(literal.text) && programmerMessageCalls.isDisjoint(with: literal.calls)
                    && !allowed.contains { $0.path == file.path && $0.text == literal.text }
            }
            .map {
                "\(file.path):\($0.line): words in \(file.module), which makes none: \"\($0.text)\" "
                    + "(return a typed value and word it in GlideWording)"
            }
        }
    }
}
