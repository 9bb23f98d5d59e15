import GlideRules

/// Today's daily puzzle from level select: the first thing there to choose, above the pack's
/// levels. Opening it makes the day's level (an effect, answered by `.dailyMade`), then plays
/// it as `glide daily` does, except that leaving it, won or not, returns to level select,
/// and a game left unfinished is resumed on the next opening.
extension PlaySession {
    /// Today's daily puzzle as level select offers it; nil where there is none (`glide daily`,
    /// `glide edit`, a session given no date).
    public var dailyOffer: DailyOffer? {
        guard let entry = dailyEntry else { return nil }
        let progress: DailyOffer.Progress =
            if let record = self.progress.dailyRecord(for: entry.today) {
                .won(record)
            } else if let kept = entry.kept {
                .inProgress(moves: kept.play.session.moveCount)
            } else {
                .notStarted
            }
        var isMaking = false
        if case .asked(opening: true) = entry.making { isMaking = true }
        return DailyOffer(
            date: entry.today, progress: progress, streak: self.progress.dailyStreak(today: entry.today),
            isMaking: isMaking, isSelected: dailySelected)
    }

    /// Level select's intents while the daily puzzle is selected: Enter plays it; the pack's
    /// own (a level selected, stats, settings, help, quitting) act as ever.
    mutating func handleDailySelected(_ intent: PlayIntent) -> Bool {
        guard dailySelected else { return false }
        switch intent {
        case .openSelected:
            openDaily()
        case .editSelected, .watchSelected:
            break
        default:
            return false
        }
        return true
    }

    mutating func selectDaily() {
        guard dailyEntry != nil else { return }
        dailySelected = true
    }

    /// Leaves the daily puzzle's selection for a level's: a wait for the puzzle to be made no
    /// longer opens it.
    mutating func deselectDaily() {
        dailySelected = false
        if case .asked(opening: true) = dailyEntry?.making { dailyEntry?.making = .asked(opening: false) }
    }

    /// Plays today's puzzle: the game left unfinished, or the day's level once made.
    private mutating func openDaily() {
        guard var entry = dailyEntry else { return }
        defer { dailyEntry = entry }
        if let kept = entry.kept {
            entry.kept = nil
            push(.game(kept))
            return showLastingWarning()
        }
        switch entry.making {
        case let .made(level):
            let daily = DailyGame(
                date: entry.today, today: entry.today, levelID: level.board.canonicalID,
                returnsToLevelSelect: true)
            let firstRun = !progress.levels.values.contains(where: \.solved) && progress.daily == nil
            push(.game(makeGame(level, purpose: .daily(daily), firstRun: firstRun)))
            if let greeting = dailyStanding?.greeting { notice = .dailyGreeting(greeting) }
            showLastingWarning()
        case .notAsked:
            entry.making = .asked(opening: true)
            effects.append(.makeDaily(entry.today))
        case .asked:
            entry.making = .asked(opening: true)
        }
    }

    /// The day's level, made: played at once if the player is waiting for it on level select.
    mutating func dailyMade(_ date: DailyDate, _ level: Level) {
        guard let entry = dailyEntry, entry.today == date else { return }
        let waiting = if case .asked(opening: true) = entry.making { true } else { false }
        dailyEntry?.making = .made(level)
        if waiting, dailySelected, case .levelSelect = top { openDaily() }
    }

    /// `q` in the daily puzzle: back to level select, keeping a game not yet won; `glide
    /// daily` quits.
    mutating func leaveDaily(_ game: GameRoute) {
        guard case let .daily(daily) = game.purpose, daily.returnsToLevelSelect,
            case var .game(left) = routes.last
        else { return quit() }
        left.play.cancelSolves()
        effects += left.play.takeSolverEffects().map(PlayEffect.solver)
        routes.removeLast()
        // Anything played (undone moves too: redo brings them back) is kept.
        if !left.play.isWon, left.play.session.history.count > 1 {
            dailyEntry?.kept = left
        }
        dailySelected = true
        showLastingWarning()
    }
}
