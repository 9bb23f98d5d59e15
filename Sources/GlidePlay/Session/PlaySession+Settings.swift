extension PlaySession {
    /// The colour theme the player chose, if it is one of the front's; else the default.
    public var theme: String? {
        progress.theme.flatMap { settings.themes.contains($0) ? $0 : nil } ?? settings.themes.first
    }

    /// The player's other settings, as kept with their progress (the defaults until changed).
    public var preferences: PlayerPreferences { progress.preferences ?? PlayerPreferences() }

    /// The timing the session's games and replays animate with: the front's, at the player's
    /// animation speed, unless the command line set the timing for this run.
    public var timing: AnimationTiming {
        settings.timingIsFixed ? settings.timing : preferences.animationSpeed.applied(to: settings.timing)
    }

    mutating func handleSettings(_ intent: PlayIntent, on row: Setting) {
        switch intent {
        case let .chooseSetting(step):
            let rows = Setting.allCases
            let at = rows.firstIndex(of: row) ?? 0
            routes[routes.count - 1] = .settings(rows[min(max(0, at + step), rows.count - 1)])
        case let .changeSetting(step):
            change(row, by: step)
        case .help:
            push(.help(.settings))
        case .back:
            closeTop()
        default:
            break
        }
    }

    /// The setting's next or previous value, at once and remembered.
    private mutating func change(_ setting: Setting, by step: Int) {
        var preferences = self.preferences
        switch setting {
        case .theme:
            let themes = settings.themes
            guard !themes.isEmpty else { return }
            let at = theme.flatMap { themes.firstIndex(of: $0) } ?? 0
            progress.theme = themes.cycled(from: at, by: step)
        case .animationSpeed:
            preferences.animationSpeed = AnimationSpeed.allCases.cycled(
                from: preferences.animationSpeed, by: step)
        case .bellOnWin:
            preferences.bellOnWin.toggle()
        case .colors:
            preferences.colors = ColorChoice.allCases.cycled(from: preferences.colors, by: step)
        }
        if preferences != self.preferences { progress.preferences = preferences }
        effects.append(.saveProgress)
    }

    /// A won level rings the bell when the player asked for it.
    mutating func ringForWin() {
        if preferences.bellOnWin { effects.append(.bell) }
    }
}

extension Array {
    /// The element `step` places from index `at`, going round past either end.
    fileprivate func cycled(from at: Int, by step: Int) -> Element {
        self[((at + step) % count + count) % count]
    }
}

extension Array where Element: Equatable {
    fileprivate func cycled(from element: Element, by step: Int) -> Element {
        cycled(from: firstIndex(of: element) ?? 0, by: step)
    }
}
