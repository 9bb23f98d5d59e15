extension Diagnostic {
    /// What is wrong at a diagnostic's place: everything the level format and the reading of
    /// a pack file can find, with the facts the message needs. Levels are numbered from 1 and
    /// count every map block, valid or not; the format's limits (`Board.maximumSide`,
    /// `LevelFormat.maximumFileSize`, `LevelFormat.maximumErrors`) are not repeated here.
    public enum Problem: Hashable, Sendable {
        // Reading the file.

        /// The file cannot be opened or read.
        case unreadable(SystemError)
        /// The path names a folder.
        case folder
        /// The file is larger than `LevelFormat.maximumFileSize`.
        case fileTooLarge
        /// The bytes stop being UTF-8 at `byte`.
        case invalidUTF8(byte: UInt8, InvalidUTF8)
        /// No bytes at all (a byte order mark aside).
        case empty
        /// Nothing but blank lines: spaces, tabs and line breaks.
        case onlyBlankLines
        /// Lines that end in a carriage return alone (classic Mac OS), which the format does not
        /// read as line breaks; reported at the first one.
        case carriageReturnLineEndings
        /// Comments or metadata, but no map.
        case noLevels

        // Blocks.

        /// A comment or a metadata line between a level's map rows.
        case mapInterrupted(by: Interruption)
        /// A second metadata block before the first level: a level's metadata cut off from its
        /// map, since the pack's header (from `headerLine`) came first.
        case metadataCutOffAfterHeader(headerLine: Int)
        /// `Par` in the pack's header.
        case parInHeader
        /// A metadata block after the first level that no map follows.
        case metadataOutsideLevel

        // Metadata.

        /// A control character (C0 but tab, DEL or C1) in a comment or a metadata line: the
        /// format forbids them there, so that nothing read from a pack can drive a terminal.
        case controlCharacter(Unicode.Scalar, in: TextLine)
        /// A key that a block may hold once (`Title`, `Author`, `Par`) again, as written.
        case repeatedKey(String, firstLine: Int)
        /// `Par:` without a value.
        case parWithoutValue
        /// A `Par` value that is not digits, as written.
        case parNotAWholeNumber(String)
        /// A `Par` value of digits too large for an integer, as written.
        case parTooLarge(String)

        // Maps.

        /// More than `Board.maximumSide` map rows.
        case tooManyRows(level: Int, rows: Int)
        /// A map row wider than `Board.maximumSide` cells (trailing void aside).
        case rowTooWide(cells: Int)
        /// A character that is not `#`, `.`, `@` or a space; `startsLikeMetadata` when it is a
        /// letter at the start of its line (a metadata line without its colon).
        case unknownMapCharacter(Unicode.Scalar, startsLikeMetadata: Bool)
        /// A level without `@`.
        case noStart(level: Int)
        /// A level's second `@`; the first is at `firstLine`, `firstColumn`.
        case secondStart(level: Int, firstLine: Int, firstColumn: Int)
        /// A map the rules refuse as a board.
        case invalidBoard(level: Int, Board.Invalid)
        /// `LevelFormat.maximumErrors` were found: the file is not read further.
        case tooManyErrors
    }

    /// How bytes fail to be UTF-8.
    public enum InvalidUTF8: Hashable, Sendable {
        /// A continuation byte (10xxxxxx) where a character should start.
        case continuationWithoutLead
        /// A byte that no UTF-8 text contains (C0, C1, F5–FF).
        case neverInUTF8
        /// A lead byte whose `length`-byte sequence is cut short or malformed.
        case brokenSequence(length: Int)
    }

    /// A line of text in a pack: a comment, or the metadata line of a key (as written).
    public enum TextLine: Hashable, Sendable {
        case comment
        case metadata(key: String)
    }

    /// What stands between a level's map rows.
    public enum Interruption: Hashable, Sendable {
        case comment, metadata
    }
}
