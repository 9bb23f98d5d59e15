import GlideRules

extension PlaySession {
    /// A game of `level`, its solves named by a new owner.
    /// A game of `level`, its solves named by a new owner; the attempt the player left on it
    /// goes on.
    mutating func makeGame(
        _ level: Level, purpose: GameRoute.Purpose, firstRun: Bool, number: Int = 1,
        of count: Int = 1, previous: PlayerProgress.Record? = nil
    ) -> GameRoute {
        let attempt = attemptID(of: purpose).flatMap(progress.attempt(for:))
        let play = LevelPlay(
            level: level, timing: timing, solveOptions: settings.solveOptions, owner: newOwner(),
            resuming: attempt)
        return GameRoute(
            purpose: purpose, play: play, number: number, levelCount: count,
            previous: previous,
            teaching: level.comment.map(GameRoute.Teaching.comment) ?? (firstRun ? .firstRunHint : nil))
    }

    /// The ID a purpose's attempts are kept under: a play-test's are not kept (the editor's
    /// level changes under it).
    func attemptID(of purpose: GameRoute.Purpose) -> String? {
        switch purpose {
        case let .campaign(pack, level): packs[pack].ids[level]
        case let .daily(daily): daily.levelID
        case .playTest: nil
        }
    }

    /// Keeps the attempt of a game being left (a won game's is forgotten), and saves it.
    mutating func keepAttempt(of game: GameRoute) {
        guard let id = attemptID(of: game.purpose) else { return }
        let attempt = game.play.isWon ? nil : game.play.savedAttempt
        if progress.keepAttempt(attempt, for: id), !effects.contains(.saveProgress) {
            effects.append(.saveProgress)
        }
    }

    /// Changes the game on show.
    mutating func updateGame(_ change: (inout GameRoute) -> Void) {
        guard case var .game(game) = routes.last else { return }
        change(&game)
        routes[routes.count - 1] = .game(game)
    }

    /// Lets time pass for the route on show: the game's slides settle and its win sequence
    /// ends; a replay plays on.
    mutating func passTime(to now: Double) {
        switch routes.last {
        case .game?:
            var outcome: LevelPlay.Outcome?
            updateGame { outcome = $0.play.advance(to: now) }
            if let outcome { conclude(outcome) }
        case var .replay(replay)?:
            replay.advance(to: now)
            routes[routes.count - 1] = .replay(replay)
        case var .editor(route)?:
            route.editor.advance(to: now)
            routes[routes.count - 1] = .editor(route)
        default:
            break
        }
    }

    mutating func handleGame(_ intent: PlayIntent, now: Double) {
        guard case let .game(game) = top else { return }
        updateGame { $0.play.clearNotice() }
        if game.play.winPhase(at: now) != nil {
            return handleDuringWin(intent, game: game, now: now)
        }
        switch intent {
        case let .play(command):
            var outcome: LevelPlay.Outcome?
            updateGame { outcome = $0.play.perform(command, now: now) }
            if let outcome { conclude(outcome) }
        case .nextLevel, .previousLevel:
            step(intent == .nextLevel ? 1 : -1, from: game)
        case .copyResult:
            copyDailyResult(game)
        case .help:
            showHelp(for: game)
        case .back:
            leave(game)
        default:
            break
        }
    }

    /// A key or click while a won level finishes: during the winning slide anything completes
    /// the board. On the finished board `q` leaves (the win is recorded already), undo and
    /// restart take the win back to try again, help opens over it, the daily puzzle's `c`
    /// copies its result, a slide or a hint does nothing (typed ahead, a slide was not meant
    /// for a board not seen yet), and anything else moves on.
    private mutating func handleDuringWin(_ intent: PlayIntent, game: GameRoute, now: Double) {
        if game.play.winPhase(at: now) == .celebrating {
            switch intent {
            case .back: return leave(game)
            case .copyResult: if case .daily = game.purpose { return copyDailyResult(game) }
            case .help: return showHelp(for: game)
            case .play(.undo), .play(.restart):
                var outcome: LevelPlay.Outcome?
                updateGame { outcome = $0.play.takeBack(intent == .play(.undo) ? .undo : .restart, now: now) }
                if let outcome { conclude(outcome) }
                return
            case .play: return
            default: break
            }
        }
        var outcome: LevelPlay.Outcome?
        updateGame { outcome = $0.play.skip(now: now) }
        if let outcome { conclude(outcome) }
    }

    private mutating func showHelp(for game: GameRoute) {
        if case .daily = game.purpose { push(.help(.daily)) } else { push(.help(.game)) }
    }

    /// What the outcome of the game on show means for the session: a win is recorded; the end
    /// of the win sequence moves on.
    private mutating func conclude(_ outcome: LevelPlay.Outcome) {
        guard case let .game(game) = routes.last else { return }
        switch outcome {
        case let .won(moves, hints):
            record(moves: moves, hints: hints, of: game)
            ringForWin()
        case .finished: moveOn(from: game)
        }
    }

    private mutating func record(moves: Int, hints: Int, of game: GameRoute) {
        let solution = MoveNotation.format(game.moves)
        switch game.purpose {
        case let .campaign(pack, level):
            progress.recordWin(
                id: packs[pack].ids[level], moves: moves, par: game.play.par, hints: hints, solution: solution
            )
            effects.append(.saveProgress)
        case let .daily(daily):
            progress.recordDailyWin(
                date: daily.date, today: daily.today, level: daily.levelID, moves: moves,
                par: game.play.par ?? moves, hints: hints, solution: solution)
            effects.append(.saveProgress)
        case .playTest:
            updateEditor { $0.tell(.playTestWon(moves: moves)) }
        }
    }

    /// After a won level's sequence: the next level, the next pack, or back where it came from.
    private mutating func moveOn(from game: GameRoute) {
        switch game.purpose {
        case let .campaign(pack, level): moveOn(pack: pack, after: level)
        case .daily: break
        case .playTest: closeTop()
        }
    }

    private mutating func moveOn(pack packIndex: Int, after level: Int) {
        let pack = packs[packIndex]
        let next = level + 1
        let isLast = next == pack.levels.count
        let lock = isLast ? nil : pack.campaign(unlockAll: settings.unlockAll).lock(on: next, progress)
        if !isLast, lock == nil { return open(pack: packIndex, level: next) }
        let unsolved = pack.ids.filter { progress.record(for: $0)?.solved != true }.count
        if isLast {
            // Its totals, then the next pack where there is something left to do in it.
            closeTop()
            let nextPack = packIndex + 1 < packs.count ? packs[packIndex + 1] : nil
            let next = nextPack.map { pack in
                LevelSelection(
                    pack: packIndex + 1,
                    level: pack.ids.firstIndex { progress.record(for: $0)?.solved != true } ?? 0)
            }
            selection = next ?? LevelSelection(pack: packIndex, level: level)
            let stats = PackStats(ids: pack.ids, pars: pack.levels.map(\.par), progress: progress)
            push(
                .packComplete(
                    PackCompletion(pack: packIndex, stats: stats, next: next, nextTitle: nextPack?.title)))
            return
        }
        // The last pack's end, or a level still locked (a level opened with --level).
        closeTop()
        selection = LevelSelection(pack: packIndex, level: isLast ? level : next)
        notice =
            lock.map(SessionNotice.locked) ?? .packEnded(title: pack.title, unsolved: unsolved, next: nil)
        showLastingWarning()
    }

    /// A key on the pack-complete route: Enter (or any key but q) goes on to the next pack's
    /// level; q, and any key after the last pack, back to level select.
    mutating func goOn(after completion: PackCompletion, intent: PlayIntent) {
        closeTop()
        if intent != .back, let next = completion.next { open(pack: next.pack, level: next.level) }
        showLastingWarning()
    }

    /// `n` and `p`: the next or previous level of the pack; past its last, the next pack's
    /// first, and before its first, the previous pack's last; if it is open.
    private mutating func step(_ step: Int, from game: GameRoute) {
        guard case let .campaign(packIndex, level) = game.purpose else {
            if case .daily = game.purpose { refuse(.onePuzzleADay) }
            return
        }
        var target = (pack: packIndex, level: level + step)
        if target.level == packs[packIndex].levels.count {
            guard packIndex + 1 < packs.count else { return refuse(.lastLevelOfLastPack) }
            target = (packIndex + 1, 0)
        } else if target.level < 0 {
            guard packIndex > 0 else { return refuse(.firstLevelOfFirstPack) }
            target = (packIndex - 1, packs[packIndex - 1].levels.count - 1)
        }
        if let lock = packs[target.pack].campaign(unlockAll: settings.unlockAll).lock(
            on: target.level, progress)
        {
            refuse(.locked(lock))
        } else {
            open(pack: target.pack, level: target.level)
        }
    }

    /// `q`: back to level select (the level stays selected), out of a play-test, or out of the
    /// daily puzzle.
    private mutating func leave(_ game: GameRoute) {
        switch game.purpose {
        case let .campaign(pack, level):
            closeTop()
            // Left won: the level after it is the one to play next.
            let next = game.play.isWon && level + 1 < packs[pack].levels.count ? level + 1 : level
            selection = LevelSelection(pack: pack, level: next)
            showLastingWarning()
        case .daily:
            leaveDaily(game)
        case .playTest:
            closeTop()
        }
    }

    private mutating func copyDailyResult(_ game: GameRoute) {
        guard case let .daily(daily) = game.purpose else { return }
        guard let record = progress.dailyRecord(for: daily.date) else { return refuse(.nothingToCopyYet) }
        effects.append(.copy(.dailyResult(daily.date, record, progress.dailyStreak(today: daily.today))))
        notice = .resultCopied
    }
}
