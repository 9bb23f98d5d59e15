/// One pass over a Swift file's scalars: comments and the text of string literals blanked out
/// (newlines kept), so that braces and keywords in them do not count, and the literals
/// collected. Interpolations stay code.
struct SourceScanner {
    /// A string literal: where it opens, and its text as written, each interpolation `\(…)`,
    /// each escape sequence a space.
    struct Literal {
        var offset: Int
        var text: [Unicode.Scalar]
    }

    private(set) var code: [Unicode.Scalar]
    /// In the order they open.
    private(set) var literals: [Literal] = []

    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// The strings open here, innermost last: each delimiter's quote count (1 or 3) and
    /// raw-string hashes, and the paren depth of the interpolation we are in (0: in the text).
    private var strings: [(quotes: Int, hashes: Int, parens: Int, literal: Literal)] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        code = scalars
        while index < scalars.count {
            if let string = strings.last, string.parens == 0 {
                stepInText()
            } else if matches("//", at: index) {
                let end = scalars[index...].firstIndex(of: "\n") ?? scalars.count
                blank(index..<end)
                index = end
            } else if matches("/*", at: index) {
                skipBlockComment()
            } else if scalars[index] == "#" || scalars[index] == "\"" {
                openString()
            } else {
                if let last = strings.indices.last {
                    if scalars[index] == "(" { strings[last].parens += 1 }
                    if scalars[index] == ")" { strings[last].parens -= 1 }
                }
                index += 1
            }
        }
        // A string still open at the end of the file (not valid Swift) is dropped.
        literals.sort { $0.offset < $1.offset }
    }

    /// One step inside a string's text: its end, an interpolation, an escape or a character.
    private mutating func stepInText() {
        let last = strings.count - 1
        let hashes = String(repeating: "#", count: strings[last].hashes)
        let closing = String(repeating: "\"", count: strings[last].quotes) + hashes
        let interpolation = "\\" + hashes + "("
        if matches(closing, at: index) {
            literals.append(strings.removeLast().literal)
            index += closing.unicodeScalars.count
        } else if matches(interpolation, at: index) {
            strings[last].parens = 1
            strings[last].literal.text += "\\(…)".unicodeScalars
            index += interpolation.unicodeScalars.count
        } else if scalars[index] == "\\", hashes.isEmpty {
            strings[last].literal.text.append(" ")
            blank(index..<min(index + 2, scalars.count))
            index += 2
        } else {
            strings[last].literal.text.append(scalars[index])
            blank(index..<index + 1)
            index += 1
        }
    }

    /// A string's opening delimiter (`"`, `"""`, `#"`…), or hashes that open none.
    private mutating func openString() {
        var hashes = 0
        while index + hashes < scalars.count, scalars[index + hashes] == "#" { hashes += 1 }
        let quote = index + hashes
        guard quote < scalars.count, scalars[quote] == "\"" else {
            index += max(1, hashes)
            return
        }
        let quotes = matches("\"\"\"", at: quote) ? 3 : 1
        strings.append((quotes, hashes, 0, Literal(offset: index, text: [])))
        index = quote + quotes
    }

    /// A block comment, nested ones included.
    private mutating func skipBlockComment() {
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
    }

    private mutating func blank(_ range: Range<Int>) {
        for i in range where code[i] != "\n" { code[i] = " " }
    }

    private func matches(_ text: String, at i: Int) -> Bool {
        let pattern = Array(text.unicodeScalars)
        guard i + pattern.count <= scalars.count else { return false }
        return Array(scalars[i..<i + pattern.count]) == pattern
    }
}
