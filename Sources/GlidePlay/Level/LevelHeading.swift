/// How a level is named on screen: by its number, with its title unless the title only
/// numbers it too (generated packs title their levels `Level 2`, or `Cave 2` with `--title`,
/// which beside "Level 2/20" would read "Level 2 · Level 2").
public enum LevelHeading {
    /// The title worth showing beside level `number` (1-based), if any.
    public static func title(_ title: String?, number: Int) -> String? {
        guard let title, !title.isEmpty else { return nil }
        return title.split(separator: " ").last == Substring(String(number)) ? nil : title
    }
}
