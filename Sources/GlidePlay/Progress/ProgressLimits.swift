import GlideRules

/// What a progress file may hold, checked on every load and before every save: numbers a game
/// can reach with room to spare, and no more, so that no hand-edited or damaged file can make a
/// count the game allocates or draws by (stars, moves) trap or exhaust memory.
public enum ProgressLimits {
    /// A larger file is not read at all (it is set aside as unreadable): a player's file is a
    /// few hundred bytes per level played.
    public static let fileSize = 16 << 20
    /// Moves of a win, pars and hints used: far beyond any level's (boards are at most 256×256).
    public static let moves = 1_000_000
    /// Stars of a record.
    public static let stars = 0...3
    /// Actions of an unfinished attempt (moves and restarts): each replays into the undo
    /// history when the level opens.
    public static let attemptActions = 100_000
    /// A level ID (16 hexadecimal digits today; older or later ones of letters and digits).
    public static let idLength = 64
    /// The theme's name and the last pack's title, in UTF-8 bytes.
    public static let textLength = 4_096
    /// The file format's versions.
    public static let versions = 1...1_000

    /// Whether `id` can be a level ID: 1 to `idLength` ASCII letters and digits.
    static func isLevelID(_ id: String) -> Bool {
        let bytes = id.utf8
        return (1...idLength).contains(bytes.count)
            && bytes.allSatisfy {
                (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
            }
    }

    /// Whether a key may be shown to the player: a level ID or a date, nothing else.
    static func isShowable(_ key: String) -> Bool {
        isLevelID(key) || (try? DailyDate(parsing: key)) != nil
    }

    /// Whether `text` is a move string a record may keep: move letters (either case, as
    /// `Direction(letter:)` reads them) only, `moves` at most. By bytes: these are ASCII.
    static func isMoveString(_ text: String, restarts: Bool = false, limit: Int = moves) -> Bool {
        let letters = Set("UDLRudlr".utf8)
        let restart = restarts ? SavedAttempt.restartMark.asciiValue : nil
        return text.utf8.count <= limit && text.utf8.allSatisfy { letters.contains($0) || $0 == restart }
    }
}
