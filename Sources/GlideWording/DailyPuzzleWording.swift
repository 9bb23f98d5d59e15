import GlideGenerator
import GlideRules

extension DailyPuzzle {
    /// The level's title: `Daily 2026-11-23`.
    public var title: String { "Daily \(date)" }

    /// The level as a pack holds it: `Title`, `Par` (the proven optimum), `Difficulty`.
    public var level: Level { level(title: title) }

    /// A pack of this one level, with a header that names the date: what `glide daily --show`
    /// prints, ready for `glide check` and `glide play`.
    public var pack: LevelPack {
        let header: [BlockLine] = [
            .metadata(key: "Title", value: "Glide daily \(date)"),
            .metadata(key: "Author", value: "Glide's level generator"),
            .comment("; The daily puzzle of \(weekday) \(date) (UTC): the same for every player that day."),
            .comment("; \(size) made from the date; Par is the proven optimum."),
        ]
        return LevelPack(header: [header], levels: [level])
    }
}
