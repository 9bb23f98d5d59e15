import GlidePlay
import GlideTerminal
import GlideWording

/// The player's progress as the terminal fronts (play, daily) load and save it: from the
/// standard store, with the theme chosen by `--theme` remembered at once.
struct SavedProgress {
    let store = ProgressStore.standard()
    let loaded: ProgressStore.Loaded

    init() { loaded = store.load() }

    var progress: PlayerProgress { loaded.progress }

    /// The theme to draw with; a theme chosen with `--theme` is saved at once, so a player who
    /// only tries one keeps it.
    func theme(for display: DisplayOptions) -> (Theme, PlayerProgress) {
        var progress = loaded.progress
        let theme = display.chosenTheme(remembered: progress.theme)
        if theme.name.rawValue != progress.theme, display.theme != nil {
            progress.theme = theme.name.rawValue
            if loaded.canSave { try? store.save(progress) }
        }
        return (theme, progress)
    }

    /// How the play loop saves: nil when saved, else why not.
    var save: @Sendable (PlayerProgress) -> ProgressStore.SaveFailure? {
        { [store, loaded] progress in
            guard loaded.canSave else { return .oldFileInTheWay }
            do throws(ProgressStore.SaveFailure) {
                try store.save(progress)
                return nil
            } catch {
                return error
            }
        }
    }
}
