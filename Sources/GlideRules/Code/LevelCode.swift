/// A level as a short text to share (as Simon Tatham's puzzles share game IDs and Baba Is You
/// its level codes): `G1-` and then letters, digits, `-` and `_` only, so it survives chat, a
/// URL or a command line. The `1` is the version of what follows; the last four characters
/// are a checksum, so a mistyped code is refused rather than read as another level.
///
/// What follows the prefix is base64url (without padding) of the level coded bit by bit with
/// an arithmetic coder (`RangeEncoder`), then a CRC-24 of those bytes:
///
/// 1. the width and height, less one, in 8 bits each;
/// 2. for each cell, row by row: floor or not, against a model of what the six cells coded
///    before it nearest to it were (left, two left, the three above, two above);
/// 3. for each cell that is not floor: wall or void, against whether a floor cell touches it
///    (sides and corners, then sides alone) and whether the cells left and above are walls,
///    which costs next to nothing for the usual walls around a floor;
/// 4. the start, as the number of its floor cell in reading order, in as few bits as the
///    floor count needs;
/// 5. `Title`, `Author` (each: a bit for whether it is there, its length in bytes in 8 bits,
///    then its UTF-8 bytes; at most 255 bytes, cut at a character) and `Par` (a bit, then its
///    length in bits in 6 bits and the bits below its leading one).
///
/// A 12×12 level takes about 55 characters with its title, a 45×45 maze about 220
/// (docs/level-format.md).
public enum LevelCode {
    /// The version this glide writes and reads.
    public static let version = 1
    /// Longest title or author a code keeps, in UTF-8 bytes.
    static let maximumTextBytes = 255

    /// The code of `level`: its board, title, author and Par.
    public static func encode(_ level: Level) -> String {
        var fields = LevelCodeFields(level)
        var encoder = RangeEncoder()
        // Coding a level's own fields cannot fail: only decoding checks what it reads.
        try? fields.code(with: &encoder)
        let payload = encoder.finish()
        return prefix + Base64URL.encode(payload + CRC24.of(payload))
    }

    /// The level a code holds, or what is wrong with the code. White space (a code broken
    /// across lines by a chat program) is ignored.
    public static func decode(_ text: String) throws(LevelCodeError) -> Level {
        let code = String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
        let body = try self.body(of: code)
        let offset = code.count - body.count  // characters before the body, for positions
        for (index, character) in body.enumerated() where Base64URL.value(of: character) == nil {
            throw .badCharacter(character, position: offset + index + 1)
        }
        guard let bytes = Base64URL.decode(body) else {
            throw LevelCodeRepair.diagnose(body, offset: offset) ?? .wrongLength
        }
        guard bytes.count >= 4 else { throw .tooShort }
        guard let payload = CRC24.checked(bytes) else {
            throw LevelCodeRepair.diagnose(body, offset: offset) ?? .checksumMismatch
        }
        var fields = LevelCodeFields()
        var decoder = RangeDecoder(payload)
        try fields.code(with: &decoder)
        return try fields.level()
    }

    /// Whether `text` is meant as a level code rather than a file name: it starts with `G`, a
    /// version number and `-`. (A file of that name is still a file: callers look first.)
    public static func looksLikeCode(_ text: String) -> Bool {
        (try? versionAndBody(of: text.trimmingSpaces())) != nil
    }

    static let prefix = "G\(version)-"

    /// What follows the prefix, once the version is known to be this one.
    private static func body(of code: String) throws(LevelCodeError) -> Substring {
        guard let (version, body) = try? versionAndBody(of: code) else { throw .notACode }
        guard version == Self.version else { throw .unknownVersion(version) }
        return body
    }

    private struct NoPrefix: Error {}

    private static func versionAndBody(of code: String) throws(NoPrefix) -> (Int, Substring) {
        guard code.first == "G" else { throw NoPrefix() }
        let digits = code.dropFirst().prefix { $0.isASCII && $0.isNumber }
        let rest = code.dropFirst(1 + digits.count)
        guard !digits.isEmpty, digits.count <= 6, let version = Int(digits), rest.first == "-" else {
            throw NoPrefix()
        }
        return (version, rest.dropFirst())
    }
}

/// Why a text is not a level code. Positions count the code's characters from 1, the `G1-`
/// included and white space left out.
public enum LevelCodeError: Error, Hashable, Sendable {
    /// It does not start as a level code does (`G1-`).
    case notACode
    /// A code of another version (a newer glide's).
    case unknownVersion(Int)
    /// A character no code holds.
    case badCharacter(Character, position: Int)
    /// No code has this many characters: some are missing (cut short) or left over.
    case wrongLength
    /// Too short to hold a level and its checksum.
    case tooShort
    /// The checksum fails, but one character changed makes it hold: likely a typo there.
    case mistyped(position: Int, correction: Character)
    /// The checksum fails, and putting back one character at `position` makes it hold.
    case missingCharacter(position: Int, character: Character)
    /// The checksum fails, and taking out the character at `position` makes it hold.
    case extraCharacter(position: Int)
    /// The checksum fails: the code is mistyped or cut short.
    case checksumMismatch
    /// The checksum holds but what it holds is no level (a code made by hand).
    case notALevel(NotALevel)

    public enum NotALevel: Hashable, Sendable {
        case noFloor
        case startOutOfRange
        case textNotUTF8
        case controlCharacterInText
        case board(Board.Invalid)
    }
}
