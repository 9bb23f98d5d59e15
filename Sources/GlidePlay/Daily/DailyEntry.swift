import GlideRules

/// Today's daily puzzle in level select: made the first time the player asks for it (the
/// generator may take seconds, so the making is an effect), and the game left unfinished,
/// which the next opening resumes.
struct DailyEntry: Sendable {
    enum Making: Sendable {
        case notAsked
        /// Asked of the driver; `opening` while the player still waits to play it.
        case asked(opening: Bool)
        case made(Level)
    }

    let today: DailyDate
    var making = Making.notAsked
    /// The game the player left before winning, with its moves and undo history.
    var kept: GameRoute?
}

/// Today's daily puzzle as level select shows it: where the player stands on it, and the
/// streak.
public struct DailyOffer: Hashable, Sendable {
    public enum Progress: Hashable, Sendable {
        case notStarted
        /// Left unfinished after `moves` moves: opening it again goes on from there.
        case inProgress(moves: Int)
        case won(DailyRecord)
    }

    public let date: DailyDate
    public let progress: Progress
    public let streak: DailyStreak
    /// Whether the player asked to play it and it is being made.
    public let isMaking: Bool
    /// Whether it is selected (rather than a level of the pack).
    public let isSelected: Bool

    public init(
        date: DailyDate, progress: Progress, streak: DailyStreak, isMaking: Bool = false,
        isSelected: Bool = false
    ) {
        self.date = date
        self.progress = progress
        self.streak = streak
        self.isMaking = isMaking
        self.isSelected = isSelected
    }
}
