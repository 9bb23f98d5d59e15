import GlideRules

extension PlayerProgress {
    /// This progress with everything outside `ProgressLimits` left out, and what was: a
    /// record, result or attempt that fails is dropped whole; a setting that fails is unset.
    /// What a save writes has passed it, so a file Glide wrote always reads back whole.
    public func validated() -> (progress: PlayerProgress, problems: [ProgressProblem]) {
        var problems: [ProgressProblem] = []
        var valid = self
        if !ProgressLimits.versions.contains(version) {
            problems.append(ProgressProblem(.part(.version), .outOfRange(.version, version)))
            valid.version = 1
        }
        valid.levels = Self.kept(levels, &problems) { id, record in
            guard ProgressLimits.isLevelID(id) else { return ProgressProblem(.level(nil), .badKey) }
            return record.fault.map { ProgressProblem(.level(id), $0) }
        }
        valid.daily = daily.map {
            Self.kept($0, &problems) { date, record in
                guard (try? DailyDate(parsing: date)) != nil else {
                    return ProgressProblem(.daily(nil), .badKey)
                }
                return record.fault.map { ProgressProblem(.daily(date), $0) }
            }
        }
        valid.attempts = attempts.map {
            Self.kept($0, &problems) { id, attempt in
                guard ProgressLimits.isLevelID(id) else { return ProgressProblem(.attempt(nil), .badKey) }
                return attempt.fault.map { ProgressProblem(.attempt(id), $0) }
            }
        }
        for (field, text) in [(ProgressField.theme, theme), (.lastPack, lastPack)] {
            guard let text, text.utf8.count > ProgressLimits.textLength else { continue }
            problems.append(ProgressProblem(.part(field), .badText(field)))
            if field == .theme { valid.theme = nil } else { valid.lastPack = nil }
        }
        return (valid, problems)
    }

    /// The entries `problem` finds nothing wrong with; the problems it finds, in key order.
    private static func kept<Value>(
        _ entries: [String: Value], _ problems: inout [ProgressProblem],
        _ problem: (String, Value) -> ProgressProblem?
    ) -> [String: Value] {
        var kept = entries
        for key in entries.keys.sorted() {
            guard let found = problem(key, entries[key]!) else { continue }
            problems.append(found)
            kept[key] = nil
        }
        return kept
    }
}

extension ProgressLimits {
    /// The first number of `fields` outside `range`, as a fault.
    static func outOfRange(_ fields: [(ProgressField, Int?)], _ range: ClosedRange<Int>) -> ProgressProblem
        .Fault?
    {
        for case let (field, value?) in fields where !range.contains(value) {
            return .outOfRange(field, value)
        }
        return nil
    }
}

extension PlayerProgress.Record {
    /// What is wrong with the record, if anything.
    var fault: ProgressProblem.Fault? {
        if !ProgressLimits.stars.contains(stars) { return .outOfRange(.stars, stars) }
        let counts: [(ProgressField, Int?)] = [
            (.bestMoves, bestMoves), (.bestUnaidedMoves, bestUnaidedMoves), (.hintsUsed, hintsUsed),
        ]
        if let fault = ProgressLimits.outOfRange(counts, 0...ProgressLimits.moves) { return fault }
        if let bestSolution, !ProgressLimits.isMoveString(bestSolution) { return .badText(.bestSolution) }
        return nil
    }
}

extension DailyRecord {
    /// What is wrong with the result, if anything.
    var fault: ProgressProblem.Fault? {
        if !ProgressLimits.stars.contains(stars) { return .outOfRange(.stars, stars) }
        let counts: [(ProgressField, Int?)] = [(.bestMoves, bestMoves), (.par, par), (.hintsUsed, hintsUsed)]
        if let fault = ProgressLimits.outOfRange(counts, 0...ProgressLimits.moves) { return fault }
        if !ProgressLimits.isMoveString(bestSolution) { return .badText(.bestSolution) }
        if !ProgressLimits.isLevelID(level) { return .badText(.level) }
        return nil
    }
}

extension SavedAttempt {
    /// What is wrong with the attempt, if anything.
    var fault: ProgressProblem.Fault? {
        guard ProgressLimits.isMoveString(actions, restarts: true, limit: ProgressLimits.attemptActions)
        else {
            return .badText(.actions)
        }
        // `played` counts the actions played; the history holds one step more (the start).
        if !(0...actions.count).contains(played) { return .outOfRange(.played, played) }
        return nil
    }
}
