/// The shape of a Swift source file as the project's checks see it: its lines, the extent of
/// every function body (functions, initializers, subscripts, deinitializers, computed
/// properties with their accessors, and property observers), found by matching braces outside
/// comments and string literals, and its string literals with the calls they are arguments of.
/// A function counts from its declaration's line (attributes on lines of their own aside), so
/// a signature over several lines counts whole, to its closing brace, so closures and local
/// functions count in the function that holds them (a local function on its own as well). Not
/// a parser: it needs only what the checks need, and swift-syntax is too heavy a dependency for
/// that.
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
            // The body's brace: the first `{` from the declaration on at paren depth 0, unless
            // the enclosing scope ends or another declaration starts first (a requirement).
            var parens = 0, i = offset, line = lineIndex
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
                    if scalar == "}" { break }
                }
                if scalar == "\n" {
                    line += 1
                    if parens == 0, line < lines.count, startsDeclaration(lines[line]) { break }
                }
                i += 1
            }
            guard let start = found, let end = closing[start] else { continue }
            functions.append(Function(name: name, firstLine: lineIndex + 1, lastLine: lineOf[end]))
        }
        return functions
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final",
        "override", "mutating", "nonmutating", "nonisolated", "nonisolated(unsafe)", "convenience",
        "required", "lazy", "private(set)", "public(set)", "package(set)", "fileprivate(set)",
        "internal(set)", "consuming", "borrowing", "dynamic", "prefix", "postfix", "infix", "indirect",
    ]

    /// Keywords that start a declaration once attributes and modifiers are passed.
    static let declarationKeywords: Set<String> = [
        "func", "init", "deinit", "subscript", "var", "let", "case", "typealias", "associatedtype",
        "struct", "enum", "protocol", "extension", "actor", "import",
    ]

    /// A line's words, attributes and modifiers first: split at spaces, except inside
    /// parentheses, so `@available(macOS 13, *)` and `private(set)` are one word each.
    static func words(_ line: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var parens = 0
        for index in line.indices {
            let character = line[index]
            if character == "(" { parens += 1 }
            if character == ")" { parens -= 1 }
            if (character == " " || character == "\t") && parens <= 0 {
                if let first = start { words.append(line[first..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let first = start { words.append(line[first...]) }
        return words
    }

    /// The words after the attributes and modifiers.
    static func declarationWords(_ line: String) -> ArraySlice<Substring> {
        var rest = words(line)[...]
        while let first = rest.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
            rest = rest.dropFirst()
        }
        return rest
    }

    /// Whether a line starts a declaration: one with an attribute or a modifier, or one of the
    /// declaration keywords.
    static func startsDeclaration(_ line: String) -> Bool {
        guard let first = words(line).first else { return false }
        if first.hasPrefix("@") || modifiers.contains(String(first)) { return true }
        return declarationKeywords.contains(String(first.prefix { $0.isLetter }))
    }

    /// The name of the function a line declares, if it declares one.
    static func declarationName(_ line: String) -> String? {
        let rest = declarationWords(line)
        guard let keyword = rest.first else { return nil }
        if keyword == "func", let word = rest.dropFirst().first {
            // `layout<T>(` is `layout`; an operator such as `<` keeps its name.
            var name = word.prefix { $0 != "(" }
            if let generic = name.firstIndex(of: "<"), generic != name.startIndex { name = name[..<generic] }
            return "func " + name
        }
        if keyword == "init" || ["init(", "init?(", "init!(", "init<"].contains(where: keyword.hasPrefix) {
            return "init"
        }
        if keyword.hasPrefix("subscript") { return "subscript" }
        if keyword == "deinit" { return "deinit" }
        // A stored property's observers.
        if keyword == "didSet" || keyword == "willSet" || keyword.hasPrefix("didSet(")
            || keyword.hasPrefix("willSet(")
        {
            return String(keyword.prefix { $0 != "(" })
        }
        // A computed property: `var name: Type {`, its body opening on the same line before any
        // `=` (which would make it a stored property's initial value).
        if keyword == "var", let name = rest.dropFirst().first, let brace = line.firstIndex(of: "{"),
            line.firstIndex(of: "=").map({ brace < $0 }) ?? true
        {
            return "var " + name.prefix { $0 != ":" }
        }
        return nil
    }
}
