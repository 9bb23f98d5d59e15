/// A row of the settings route: what ↑↓ choose among and ←→ change.
public enum Setting: CaseIterable, Hashable, Sendable {
    /// The colour theme, among the front's (`PlaySettings.themes`).
    case theme
    case animationSpeed
    /// Whether winning a level rings the terminal's bell.
    case bellOnWin
    /// How many colours to draw with.
    case colors
}
