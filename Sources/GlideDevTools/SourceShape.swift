/// The shape of a Swift source file as the project's checks see it: its lines, the extent of
/// every function body (functions, initializers, subscripts, computed properties and
/// accessors), found by matching braces outside comments and string literals, and its string
/// literals with the calls they are arguments of. Not a parser: it needs only what the checks
/// need, and swift-syntax is too heavy a dependency for that.
struct SourceShape: Equatable {
    /// A function, from the line of its declaration to the line of its closing brace.
    struct Function: Equatable {
        /// The declaration's name as written: `handle`, `init`, `subscript`, `var frame`.
        var name: String
        /// 1-based lines.
        var firstLine: Int
        var lastLine: Int
        var lines: Int { lastLine - firstLine + 1 }
    }

    /// A string literal outside comments.
    struct StringLiteral: Equatable {
        /// The 1-based line of its opening delimiter.
        var line: Int
        /// Its text as written, each interpolation `\(…)` and each escape sequence a space.
        var text: String
        /// The functions whose argument lists hold it, innermost first (`fatalError`, `print`);
        /// an empty name for parentheses without one (a tuple, an interpolation).
        var calls: [String]
    }

    var lineCount: Int
    var functions: [Function]
    var stringLiterals: [StringLiteral]

    init(text: String) {
        let scanner = SourceScanner(Array(text.unicodeScalars))
        lineCount =
            text.isEmpty
            ? 0
            : text.split(separator: "\n", omittingEmptySubsequences: false).count
                - (text.hasSuffix("\n") ? 1 : 0)
        functions = Self.functions(in: scanner.code)
        stringLiterals = Self.stringLiterals(scanner.literals, in: scanner.code)
    }

    /// The scanner's literals with their lines and the calls around them.
    static func stringLiterals(_ literals: [SourceScanner.Literal], in code: [Unicode.Scalar])
        -> [StringLiteral]
    {
        var lineStarts: [Int] = [0]
        for (i, scalar) in code.enumerated() where scalar == "\n" { lineStarts.append(i + 1) }
        return literals.map { literal in
            let line = lineStarts.lastIndex { $0 <= literal.offset }! + 1
            return StringLiteral(
                line: line, text: String(String.UnicodeScalarView(literal.text)),
                calls: enclosingCalls(at: literal.offset, in: code))
        }
    }

    /// The names before the unclosed parentheses around `offset`, innermost first. Brackets and
    /// braces are walked through, so a literal in a closure or an array inside a call counts as
    /// inside the call.
    static func enclosingCalls(at offset: Int, in code: [Unicode.Scalar]) -> [String] {
        var calls: [String] = []
        var depth = 0
        var i = offset - 1
        while i >= 0 {
            switch code[i] {
            case ")", "]", "}": depth += 1
            case "(", "[", "{":
                if depth > 0 {
                    depth -= 1
                } else if code[i] == "(" {
                    var start = i
                    while start > 0,
                        code[start - 1].properties.isAlphabetic || code[start - 1] == "_"
                            || ("0"..."9").contains(code[start - 1])
                    {
                        start -= 1
                    }
                    calls.append(String(String.UnicodeScalarView(code[start..<i])))
                }
            default: break
            }
            i -= 1
        }
        return calls
    }

    /// The function bodies in code with comments and strings blanked (`SourceScanner.code`).
    static func functions(in code: [Unicode.Scalar]) -> [Function] {
        let text = String(String.UnicodeScalarView(code))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each scalar's line, and the offset of each line's start.
        var lineOf: [Int] = []
        lineOf.reserveCapacity(code.count)
        var line = 1
        for scalar in code {
            lineOf.append(line)
            if scalar == "\n" { line += 1 }
        }
        // Braces matched once.
        var closing: [Int: Int] = [:]
        var open: [Int] = []
        for (i, scalar) in code.enumerated() {
            if scalar == "{" { open.append(i) }
            if scalar == "}", let start = open.popLast() { closing[start] = i }
        }
        var functions: [Function] = []
        var offset = 0
        for (lineIndex, lineText) in lines.enumerated() {
            defer { offset += lineText.unicodeScalars.count + 1 }
            guard let name = declarationName(lineText) else { continue }
            // The body's brace: the first `{` from the declaration on at paren depth 0.
            var parens = 0, i = offset
            var found: Int?
            while i < code.count {
                let scalar = code[i]
                if scalar == "(" || scalar == "[" { parens += 1 }
                if scalar == ")" || scalar == "]" { parens -= 1 }
                if parens == 0 {
                    if scalar == "{" {
                        found = i
                        break
                    }
                    // The end of the enclosing scope: a requirement without a body.
                    if scalar == "}" { break }
                }
                i += 1
            }
            guard let start = found, let end = closing[start] else { continue }
            functions.append(Function(name: name, firstLine: lineIndex + 1, lastLine: lineOf[end]))
        }
        return functions
    }

    /// The name of the function a line declares, if it declares one.
    static func declarationName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let modifiers: Set<String> = [
            "public", "private", "fileprivate", "internal", "package", "static", "class", "final",
            "override", "mutating", "nonmutating", "@inlinable", "@discardableResult", "@objc",
            "@MainActor", "nonisolated", "convenience", "required", "@usableFromInline", "lazy",
            "private(set)", "public(set)", "package(set)", "fileprivate(set)", "internal(set)",
            "@Sendable", "consuming", "borrowing", "dynamic", "@inline(__always)", "@Test", "@main",
        ]
        var rest = words[...]
        while let first = rest.first, modifiers.contains(first) || first.hasPrefix("@Test(") {
            rest = rest.dropFirst()
        }
        guard let keyword = rest.first else { return nil }
        if keyword == "func", let name = rest.dropFirst().first {
            return "func " + String(name.prefix { $0 != "(" && $0 != "<" })
        }
        if keyword.hasPrefix("init(") || keyword.hasPrefix("init?(") || keyword.hasPrefix("init<")
            || keyword == "init"
        {
            return "init"
        }
        if keyword.hasPrefix("subscript") { return "subscript" }
        if keyword == "deinit" { return "deinit" }
        // A computed property: `var name: Type {` (its body starts on the same line).
        if keyword == "var", let name = rest.dropFirst().first, line.contains("{"), !line.contains("=") {
            return "var " + String(name.prefix { $0 != ":" })
        }
        return nil
    }
}
