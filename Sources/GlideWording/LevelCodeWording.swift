import GlideRules

extension LevelCodeError: CustomStringConvertible {
    /// What is wrong with a level code, and where, in a sentence that starts in lower case
    /// (commands put `error: not a level code: ` before it).
    public var description: String {
        switch self {
        case .notACode:
            "a level code starts with G\(LevelCode.version)- (glide code FILE prints one)"
        case let .unknownVersion(version):
            "this is a version \(version) level code, from "
                + (version > LevelCode.version ? "a newer glide" : "no glide")
                + "; this glide reads version \(LevelCode.version) (G\(LevelCode.version)-…)"
        case let .badCharacter(character, position):
            "character \(position), \(Self.quoted(character)), is never in a level code "
                + "(they hold letters, digits, - and _ only)"
        case .wrongLength:
            "no level code has this many characters: some are missing, or some left over "
                + "(copy it again, whole)"
        case .tooShort:
            "the code is too short to hold a level: it was cut off"
        case let .mistyped(position, correction):
            "character \(position) looks mistyped: the code checks out with \(Self.quoted(correction)) there"
        case let .missingCharacter(position, character):
            "a character is missing at \(position): the code checks out with \(Self.quoted(character)) put in there"
        case let .extraCharacter(position):
            "character \(position) is one too many: the code checks out without it"
        case .checksumMismatch:
            "the code does not check out: it is mistyped or cut short (copy it again)"
        case let .notALevel(reason):
            "the code checks out but holds no level: " + Self.text(reason)
        }
    }

    private static func quoted(_ character: Character) -> String {
        "'" + TerminalText.line(String(character)) + "'"
    }

    private static func text(_ reason: NotALevel) -> String {
        switch reason {
        case .noFloor: "it has no floor"
        case .startOutOfRange: "its start is not on the floor"
        case .textNotUTF8: "its title or author is not UTF-8 text"
        case .controlCharacterInText: "its title or author holds a control character"
        case let .board(invalid): "\(invalid)"
        }
    }
}

/// What the editor and level select say when they copy a level's code.
public enum LevelCodeWording {
    /// Codes up to this long are shown with the notice, for a terminal that ignores OSC 52 (a
    /// longer one would not fit the notice's two lines at 80 columns).
    static let longestShown = 60

    /// "Level code copied (25 characters; glide play CODE plays it): G1-…"; a long code is not
    /// shown, `glide code` prints it.
    public static func copied(_ code: String, level: Int? = nil) -> String {
        let what = level.map { "Code of level \($0 + 1)" } ?? "Level code"
        guard code.count <= longestShown else {
            return
                "\(what) copied to the clipboard (\(code.count) characters; glide code FILE --level N prints it)."
        }
        return "\(what) copied (\(code.count) characters; glide play CODE plays it): \(code)"
    }
}
