/// A part of a progress file that was left out when it was read: a record out of range, of the
/// wrong type or missing a field, under a key that is no level ID or date. The rest is kept.
public struct ProgressProblem: Hashable, Sendable {
    /// Where in the file.
    public enum Place: Hashable, Sendable {
        /// A level's record, by ID (nil when the ID itself is the problem).
        case level(String?)
        /// A daily result, by date (nil when the date is the problem).
        case daily(String?)
        /// An unfinished attempt, by level ID (nil when the ID is the problem).
        case attempt(String?)
        /// A part of the file as a whole, or one of its settings.
        case part(ProgressField)
    }

    /// What is wrong there.
    public enum Fault: Hashable, Sendable {
        /// Not of the type it must be, or a field it needs is missing.
        case unreadable
        /// Its key is no level ID (or no date, for a daily result).
        case badKey
        /// A number outside what a game can reach (`ProgressLimits`).
        case outOfRange(ProgressField, Int)
        /// A text too long, or a move string with other characters.
        case badText(ProgressField)
    }

    public let place: Place
    public let fault: Fault

    public init(_ place: Place, _ fault: Fault) {
        self.place = place
        self.fault = fault
    }
}

/// The fields and parts of the progress file, by their names in it.
public enum ProgressField: String, Hashable, Sendable {
    case version, levels, daily, attempts, preferences, theme, lastPack
    case stars, bestMoves, bestUnaidedMoves, hintsUsed, par, bestSolution, level, actions, played
}
