/// The shape of a Swift source file as the project's size limits see it: its lines and the
/// extent of every function body (functions, initializers, subscripts, computed properties and
/// accessors), found by matching braces outside comments and string literals. Not a parser:
/// it needs only what those limits need, and swift-syntax is too heavy a dependency for that.
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

    var lineCount: Int
    var functions: [Function]

    init(text: String) {
        let code = Self.codeOnly(Array(text.unicodeScalars))
        lineCount =
            text.isEmpty
            ? 0
            : text.split(separator: "\n", omittingEmptySubsequences: false).count
                - (text.hasSuffix("\n") ? 1 : 0)
        functions = Self.functions(in: code)
    }

    /// The text with comments and the insides of string literals blanked out (newlines kept), so
    /// that braces and keywords in them do not count. Interpolations stay code.
    static func codeOnly(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out = scalars
        var index = 0
        // Each open string: its delimiter's quote count (1 or 3) and its raw-string hashes,
        // and the paren depth of the interpolation we are in (0: in the string's text).
        var strings: [(quotes: Int, hashes: Int, parens: Int)] = []
        func blank(_ range: Range<Int>) {
            for i in range where out[i] != "\n" { out[i] = " " }
        }
        func matches(_ text: String, at i: Int) -> Bool {
            let pattern = Array(text.unicodeScalars)
            guard i + pattern.count <= scalars.count else { return false }
            return Array(scalars[i..<i + pattern.count]) == pattern
        }
        while index < scalars.count {
            if var string = strings.last, string.parens == 0 {
                // Inside a string's text.
                let closing =
                    String(repeating: "\"", count: string.quotes)
                    + String(repeating: "#", count: string.hashes)
                let interpolation = "\\" + String(repeating: "#", count: string.hashes) + "("
                if matches(closing, at: index) {
                    strings.removeLast()
                    index += closing.unicodeScalars.count
                } else if matches(interpolation, at: index) {
                    string.parens = 1
                    strings[strings.count - 1] = string
                    index += interpolation.unicodeScalars.count
                } else {
                    if scalars[index] == "\\", string.hashes == 0 {
                        blank(index..<min(index + 2, scalars.count)); index += 2; continue
                    }
                    blank(index..<index + 1)
                    index += 1
                }
                continue
            }
            if matches("//", at: index) {
                let end = scalars[index...].firstIndex(of: "\n") ?? scalars.count
                blank(index..<end)
                index = end
            } else if matches("/*", at: index) {
                var depth = 0, end = index
                while end < scalars.count {
                    if matches("/*", at: end) {
                        depth += 1
                        end += 2
                    } else if matches("*/", at: end) {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else {
                        end += 1
                    }
                }
                blank(index..<min(end, scalars.count))
                index = end
            } else if scalars[index] == "#" || scalars[index] == "\"" {
                var hashes = 0
                while index + hashes < scalars.count, scalars[index + hashes] == "#" { hashes += 1 }
                let quote = index + hashes
                guard quote < scalars.count, scalars[quote] == "\"" else {
                    index += max(1, hashes)
                    continue
                }
                let quotes = matches("\"\"\"", at: quote) ? 3 : 1
                strings.append((quotes, hashes, 0))
                index = quote + quotes
            } else {
                if var string = strings.last {
                    if scalars[index] == "(" { string.parens += 1 }
                    if scalars[index] == ")" { string.parens -= 1 }
                    strings[strings.count - 1] = string
                }
                index += 1
            }
        }
        return out
    }

    /// The function bodies in code with comments and strings blanked.
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
