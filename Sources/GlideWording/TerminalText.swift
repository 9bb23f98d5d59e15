/// Text that came from outside the program (a pack's titles and comments, a file's name, a
/// value quoted in an error) as it may be shown on a terminal. A terminal obeys the control
/// characters it receives: ESC starts a sequence that can set the window title, write the
/// clipboard (OSC 52) or clear the screen, BEL rings, C1 characters are escape sequences of
/// their own. So every control character is written out instead, as compilers show them:
/// ESC as `\x1b`, a line break inside one line as `\n`. Every command's output (standard
/// output and standard error) and every string a screen draws passes through here; the
/// level format forbids control characters in metadata and comments, so in practice this
/// catches file names and values quoted from rejected files. The bidirectional embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) are written out too, as `\u{202E}`:
/// a terminal that orders text by them shows a title or a file name reversed, as something
/// else (the "Trojan Source" trick), and they run on into what is drawn after them.
public enum TerminalText {
    /// One line of text (a title, a file name, a message): every control character written
    /// out, tabs and line breaks included.
    public static func line(_ text: String) -> String { escaped(text, keepingLayout: false) }

    /// Text of several lines (a command's output): line feeds and tabs kept, every other
    /// control character written out.
    public static func lines(_ text: String) -> String { escaped(text, keepingLayout: true) }

    /// One line for a screen's cells: as `line`, but a tab (which the format allows in a
    /// title) is a space, as a text editor would show it, not `\t`.
    public static func screenLine(_ text: String) -> String {
        line(text.contains("\t") ? String(text.map { $0 == "\t" ? " " : $0 }) : text)
    }

    /// Whether a terminal would act on `scalar` rather than show it: C0 (U+0000–U+001F), DEL
    /// (U+007F) and C1 (U+0080–U+009F).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is a bidirectional embedding, override or isolate (see above).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// How `scalar`, a control character, is written out: `\n`, `\r`, `\t`, else `\x` and two
    /// hex digits (`\x1b`, `\x9b`).
    public static func written(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case _ where isBidiControl(scalar):
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\x" + (hex.count < 2 ? "0" : "") + hex
        }
    }

    private static func escaped(_ text: String, keepingLayout: Bool) -> String {
        // Nearly all text has nothing to escape: a pass over the bytes says so without copying.
        guard needsEscaping(text, keepingLayout: keepingLayout) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isControl(scalar) && !(keepingLayout && (scalar == "\n" || scalar == "\t"))
                || isBidiControl(scalar)
            {
                result += written(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the text holds a character to write out: one pass over its UTF-8 bytes (C1
    /// characters are 0xC2 0x80–0x9F; the bidirectional controls 0xE2 0x80 0xAA–0xAE and
    /// 0xE2 0x81 0xA6–0xA9), so that a pack of megabytes costs milliseconds.
    private static func needsEscaping(_ text: String, keepingLayout: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0, beforePrevious: UInt8 = 0
            for byte in bytes {
                if byte < 0x20 {
                    if !(keepingLayout && (byte == 0x0A || byte == 0x09)) { return true }
                } else if byte == 0x7F || (previous == 0xC2 && byte < 0xA0) {
                    return true
                } else if beforePrevious == 0xE2,
                    previous == 0x80 && (0xAA...0xAE).contains(byte)
                        || previous == 0x81 && (0xA6...0xA9).contains(byte)
                {
                    return true
                }
                (beforePrevious, previous) = (previous, byte)
            }
            return false
        }
    }
}
