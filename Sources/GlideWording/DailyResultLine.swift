import GlidePlay
import GlideRules

/// The line a player pastes to a friend after the daily puzzle:
///
///     Glide daily 2026-11-23 · 34 moves (par 34) ★★★
///
/// Stars as the game rates them (`StarRating`), the ones not earned as ☆, as the status line
/// shows them. Hints, when any were used, are owned up to at the end (`· 2 hints`), so a
/// result shared is a fair one. It names the date and the numbers only: nothing of the level
/// that would spoil it.
public enum DailyResultLine {
    public static func text(date: DailyDate, moves: Int, par: Int, hints: Int = 0) -> String {
        "Glide daily \(date) · \(counted(moves, "move")) (par \(par)) "
            + rating(stars: StarRating.stars(moves: moves, par: par, hints: hints))
            + (hints > 0 ? " · \(counted(hints, "hint"))" : "")
    }

    /// `★★☆`: stars earned, then those not.
    public static func rating(stars: Int) -> String {
        String(repeating: "★", count: stars) + String(repeating: "☆", count: max(0, 3 - stars))
    }

    /// The line for a recorded result.
    public static func text(date: DailyDate, record: DailyRecord) -> String {
        text(date: date, moves: record.bestMoves, par: record.par, hints: record.hintsUsed)
    }
}
