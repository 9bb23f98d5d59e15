extension PlaySession {
    /// The colour theme the player chose, if it is one of the front's; else the default.
    public var theme: String? {
        progress.theme.flatMap { settings.themes.contains($0) ? $0 : nil } ?? settings.themes.first
    }

    mutating func handleSettings(_ intent: PlayIntent) {
        switch intent {
        case let .changeTheme(step):
            changeTheme(by: step)
        case .help:
            push(.help(.settings))
        case .back:
            closeTop()
        default:
            break
        }
    }

    /// The next or previous theme, at once and remembered.
    private mutating func changeTheme(by step: Int) {
        let themes = settings.themes
        guard !themes.isEmpty else { return }
        let at = theme.flatMap { themes.firstIndex(of: $0) } ?? 0
        progress.theme = themes[((at + step) % themes.count + themes.count) % themes.count]
        effects.append(.saveProgress)
    }
}
