import GlideRules

extension PlaySession {
    mutating func handleLevelSelect(_ intent: PlayIntent) {
        guard !packs.isEmpty else {
            if intent == .back { quit() }
            return
        }
        if handleDailySelected(intent) { return }
        let pack = packs[selection.pack]
        switch intent {
        case .selectDaily:
            selectDaily()
        case let .select(packIndex, level):
            guard packs.indices.contains(packIndex) else { return }
            deselectDaily()
            selection = LevelSelection(
                pack: packIndex, level: min(max(0, level), packs[packIndex].levels.count - 1))
        case .openSelected:
            if let lock = pack.campaign(unlockAll: settings.unlockAll).lock(on: selection.level, progress) {
                refuse(.locked(lock))
            } else {
                open(pack: selection.pack, level: selection.level)
            }
        case .editSelected:
            editingLevel = selection.level
            effects.append(.openForEditing(pack: selection.pack))
        case let .watchSelected(source):
            watch(source)
        case .showStats:
            push(.stats(pack: selection.pack))
        case .copyLevelCode:
            if let lock = pack.campaign(unlockAll: settings.unlockAll).lock(on: selection.level, progress) {
                return refuse(.locked(lock))
            }
            let code = LevelCode.encode(pack.levels[selection.level])
            effects.append(.copy(.levelCode(code)))
            notice = .levelCodeCopied(level: selection.level, code)
        case .showSettings:
            push(.settings(.theme))
        case .help:
            push(.help(.levelSelect))
        case .back:
            quit()
        default:
            break
        }
    }

    /// Plays the selected level's solution: the player's best, or a shortest one once solved.
    private mutating func watch(_ source: ReplaySource) {
        let pack = packs[selection.pack]
        let record = progress.record(for: pack.ids[selection.level])
        switch source {
        case .best where record?.bestSolution == nil:
            return refuse(.noSolutionKept)
        case .par where record?.solved != true:
            return refuse(.solveFirst)
        default:
            break
        }
        push(
            .replay(
                ReplayRoute(
                    level: pack.levels[selection.level], pack: selection.pack, index: selection.level,
                    source: source, best: record?.bestSolution, timing: timing,
                    solveOptions: settings.solveOptions, owner: newOwner())))
    }

    /// Opens a level of a pack in a game, in place of the game on show if any.
    mutating func open(pack: Int, level: Int) {
        selection = LevelSelection(pack: pack, level: level)
        progress.lastPack = packs[pack].title
        if case .game = top { closeTop() }
        let game = makeGame(
            packs[pack].levels[level], purpose: .campaign(pack: pack, level: level),
            firstRun: !progress.levels.values.contains(where: \.solved), number: level + 1,
            of: packs[pack].levels.count,
            previous: progress.record(for: packs[pack].ids[level]))
        push(.game(game))
        showLastingWarning()
    }
}
