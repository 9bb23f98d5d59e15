import GlidePlay

extension GlideApp {
    /// What the player's settings changed just now asks of the terminal: another theme, another
    /// colour depth. Only a change made just now: what the app was opened with (a flag's, or
    /// one remembered) stays otherwise, even where the session keeps none.
    mutating func applySettings(changedFrom before: PlayerProgress) -> [Effect] {
        var effects: [Effect] = []
        if session.progress.theme != before.theme,
            let theme = session.theme.flatMap(Theme.Name.init(rawValue:))
        {
            options.theme = Theme.named(theme)
            effects.append(.theme(theme))
        }
        let colors = options.terminalColors
        let was = colors.depth(for: (before.preferences ?? PlayerPreferences()).colors)
        let depth = colors.depth(for: session.preferences.colors)
        if depth != was {
            options.depth = depth
            effects.append(.colorDepth(depth))
        }
        return effects
    }
}
