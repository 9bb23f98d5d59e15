import GlideWording

/// One JSON object on one line, keys in the order added.
struct JSONLine {
    private var fields: [String] = []

    mutating func add(_ key: String, _ value: String?) {
        fields.append("\(Self.quote(key)):\(value.map(Self.quote) ?? "null")")
    }

    mutating func add(_ key: String, _ value: Int?) {
        fields.append("\(Self.quote(key)):\(value.map(String.init) ?? "null")")
    }

    mutating func add(_ key: String, _ value: Bool) {
        fields.append("\(Self.quote(key)):\(value)")
    }

    /// A value already written as JSON (a number too large for `Int`).
    mutating func add(_ key: String, raw value: String) {
        fields.append("\(Self.quote(key)):\(value)")
    }

    mutating func add(_ key: String, strings values: [String]) {
        fields.append("\(Self.quote(key)):[" + values.map(Self.quote).joined(separator: ",") + "]")
    }

    /// A number with `places` decimals (3: shares to a tenth of a point, times to a
    /// microsecond in milliseconds).
    mutating func add(_ key: String, number value: Double?, places: Int = 3) {
        fields.append("\(Self.quote(key)):\(value.map { decimal($0, places: places) } ?? "null")")
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }

    static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            // DEL, C1 and the bidirectional controls too: JSON allows them raw, but a terminal
            // acts on them, and written out later (StandardOutput, as `\u{202E}`) they would no
            // longer be JSON.
            case _ where TerminalText.isControl(scalar) || TerminalText.isBidiControl(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
