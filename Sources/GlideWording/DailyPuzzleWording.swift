import GlideRules

/// The daily puzzle's words: its level's title, and the header of the one-level pack
/// `glide daily --show` prints. The puzzle is GlideGenerator's, which the fronts' wording does
/// not link (nor the solver under it): a front passes the date and the board's size.
extension DailyDate {
    /// `Daily 2026-11-23`.
    public var dailyPuzzleTitle: String { "Daily \(self)" }

    /// The pack's title and author, and what the level is.
    public func dailyPuzzleHeader(width: Int, height: Int) -> [BlockLine] {
        [
            .metadata(key: "Title", value: "Glide daily \(self)"),
            .metadata(key: "Author", value: "Glide's level generator"),
            .comment("; The daily puzzle of \(weekday) \(self) (UTC): the same for every player that day."),
            .comment("; \(width)×\(height) made from the date; Par is the proven optimum."),
        ]
    }
}
