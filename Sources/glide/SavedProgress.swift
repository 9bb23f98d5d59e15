import GlidePlay
import GlideTerminal
import GlideWording
import Synchronization

/// The player's progress as the terminal fronts (play, daily) load and save it: from the
/// standard store, with the theme chosen by `--theme` remembered at once. Every save merges
/// with what other games saved meanwhile (`ProgressStore.save`), told apart from this game's
/// changes by the progress it last loaded or saved, kept here.
struct SavedProgress {
    let store = ProgressStore.standard()
    let loaded: ProgressStore.Loaded
    private let base: Base

    /// The progress this game last loaded or saved, and why its last save failed, if it did.
    private final class Base: Sendable {
        let progress: Mutex<PlayerProgress>
        let lastFailure = Mutex<ProgressStore.SaveFailure?>(nil)
        init(_ progress: PlayerProgress) { self.progress = Mutex(progress) }
    }

    init() {
        loaded = store.load()
        base = Base(loaded.progress)
    }

    var progress: PlayerProgress { loaded.progress }

    /// The theme to draw with; a theme chosen with `--theme` is saved at once, so a player who
    /// only tries one keeps it.
    func theme(for display: DisplayOptions) -> (Theme, PlayerProgress) {
        var progress = loaded.progress
        let theme = display.chosenTheme(remembered: progress.theme)
        if theme.name.rawValue != progress.theme, display.theme != nil {
            progress.theme = theme.name.rawValue
            _ = save(progress)
        }
        return (theme, progress)
    }

    /// How the play loop saves: nil when saved, else why not. Each save writes all of the
    /// progress, so one that works after a failure saves what the failed one missed.
    var save: @Sendable (PlayerProgress) -> ProgressStore.SaveFailure? {
        { [store, loaded, base] progress in
            let failure: ProgressStore.SaveFailure? =
                loaded.saveBlocked
                ?? base.progress.withLock { (saved: inout PlayerProgress) -> ProgressStore.SaveFailure? in
                    do throws(ProgressStore.SaveFailure) {
                        try store.save(progress, since: saved)
                        saved = progress
                        return nil
                    } catch {
                        return error
                    }
                }
            base.lastFailure.withLock { $0 = failure }
            return failure
        }
    }

    /// Says on standard error, once the screen is closed, when the game's last save failed:
    /// the notice on the game's screen is gone by then, and what was not saved is lost.
    func reportUnsaved() {
        if let failure = base.lastFailure.withLock({ $0 }) {
            printError("glide: progress not saved: \(failure)")
        }
    }
}
