import GlideRules

/// A message at a place in a file, printed compiler-style (`PATH:LINE:COL: error: MESSAGE`) so
/// editors and CI logs can jump to it: the level format's diagnostics, and the findings of
/// `glide check`, which are located at a level's first map line.
public struct DiagnosticLine: Hashable, Sendable, CustomStringConvertible {
    public var severity: Diagnostic.Severity
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ severity: Diagnostic.Severity, path: String, line: Int, column: Int, _ message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public init(_ diagnostic: Diagnostic) {
        self.init(
            diagnostic.severity, path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
            diagnostic.message)
    }

    /// The line as printed: the path and the message shown with their control characters
    /// written out (`TerminalText`), since either may quote a file.
    public var description: String {
        "\(TerminalText.line(path)):\(line):\(column): \(severity.rawValue): \(TerminalText.line(message))"
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The problem in words, without the place.
    public var message: String { problem.description }

    public var description: String { DiagnosticLine(self).description }
}

extension LevelFormatError: CustomStringConvertible {
    /// Every diagnostic, one a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Diagnostic.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unreadable(error): "cannot read file: \(error)"
        case .folder: "cannot read file: it is a directory"
        case .fileTooLarge:
            "the file is larger than \(LevelFormat.maximumFileSize / (1024 * 1024)) MiB, "
                + "the largest pack file Glide reads"
        case let .invalidUTF8(byte, reason): "the file is not valid UTF-8: " + reason.words(byte: byte)
        case .empty: "the file is empty: a pack needs at least one level"
        case .onlyBlankLines:
            "the file has only blank lines (spaces, tabs and line breaks): a pack needs at least one level"
        case .carriageReturnLineEndings:
            "the lines end in a carriage return alone (classic Mac OS line endings); Glide reads LF or "
                + "CRLF line endings: convert the file, e.g. with tr '\\r' '\\n'"
        case let .controlCharacter(scalar, line):
            "\(Self.name(of: scalar)) in \(line.words): metadata and comments may hold no control "
                + "characters (tab aside), which a terminal showing them would act on"
        case .noLevels: "no levels in this file: a level is a block of map rows (# wall, . floor, @ start)"
        case let .mapInterrupted(by):
            "\(by == .comment ? "a comment" : "metadata") between map rows: a level's map rows must be "
                + "contiguous; put comments and metadata before or after the map"
        case let .metadataCutOffAfterHeader(headerLine):
            "metadata outside a level: the pack's header is on line \(headerLine); a level's metadata "
                + "and its map rows must not be separated by a blank line"
        case .parInHeader:
            "'Par' belongs to a level: the pack's header has no par "
                + "(or this level's metadata is cut off from its map by a blank line)"
        case .metadataOutsideLevel:
            "metadata outside a level: a level's metadata and its map rows must not be "
                + "separated by a blank line"
        case let .repeatedKey(key, firstLine):
            "a second '\(key)' in this block (the first is on line \(firstLine))"
        case .parWithoutValue: "'Par' needs a value: the optimal number of moves"
        case let .parNotAWholeNumber(value): "'Par' must be a non-negative whole number, not '\(value)'"
        case let .parTooLarge(value): "'Par' is too large: \(value)"
        case let .tooManyRows(level, rows):
            "level \(level) has \(rows) map rows; a level is at most \(Board.maximumSide) rows tall"
        case let .rowTooWide(cells):
            "this map row is \(cells) cells wide; a level is at most \(Board.maximumSide) cells wide"
        case let .unknownMapCharacter(scalar, startsLikeMetadata):
            "unknown map character \(Self.name(of: scalar))"
                + (scalar == "\t" ? "; use spaces for void cells" : "")
                + (startsLikeMetadata ? " (metadata lines look like 'Key: value')" : "")
        case let .noStart(level): "level \(level) has no start: put '@' on the cell where the ball begins"
        case let .secondStart(level, firstLine, firstColumn):
            "level \(level) has a second start '@' (the first is at line \(firstLine), column \(firstColumn))"
        case let .invalidBoard(level, invalid): "level \(level): \(invalid)"
        case .tooManyErrors: "too many errors (\(LevelFormat.maximumErrors)); stopping here"
        }
    }

    /// A character as a designer can find it in their editor: itself when it can be seen,
    /// with its code point when it is not ASCII; by name and code point when it cannot.
    static func name(of scalar: Unicode.Scalar) -> String {
        let code = "U+" + hex(scalar.value, digits: 4)
        switch scalar.value {
        case 0x09: return "tab (\(code))"
        case 0x00: return "NUL (\(code))"
        case 0x0D: return "carriage return (\(code))"
        case 0x07: return "bell character (\(code))"
        case 0x1B: return "escape character (\(code))"
        case 0x7F: return "delete character (\(code))"
        case 0..<0x20, 0x7F...0x9F: return "control character \(code)"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return "combining mark \(code)"
        case .format, .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return "invisible character \(code)"
        default: break
        }
        return scalar.isASCII ? "'\(scalar)'" : "'\(scalar)' (\(code))"
    }
}

extension Diagnostic.TextLine {
    var words: String {
        switch self {
        case .comment: "a comment"
        case let .metadata(key): "'\(key)'"
        }
    }
}

extension Diagnostic.InvalidUTF8 {
    func words(byte: UInt8) -> String {
        let byte = "0x" + hex(UInt32(byte), digits: 2)
        return switch self {
        case .continuationWithoutLead: "byte \(byte) is a continuation byte without a lead byte"
        case .neverInUTF8: "byte \(byte) never appears in UTF-8"
        case let .brokenSequence(length):
            "byte \(byte) starts a \(length)-byte sequence that is cut short or malformed"
        }
    }
}

/// Upper-case hexadecimal, zero-padded to at least `digits`.
private func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
