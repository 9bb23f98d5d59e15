import GlidePlay
import GlideRules

extension ProgressStore.LoadWarning: CustomStringConvertible {
    /// One line for the player.
    public var description: String {
        switch self {
        case let .setAside(aside): "Progress file was unreadable; moved aside to \(ShownPath.of(aside))."
        case let .inTheWay(path):
            "Progress file \(ShownPath.of(path)) is unreadable and could not be moved aside; progress will "
                + "not be saved."
        case let .folderIsAFile(folder):
            "\(ShownPath.of(folder)) is a file, not a folder: progress will not be saved."
        case let .partsDropped(count, first, keptAt?):
            "Progress: dropped \(dropped(count, first)); old file kept at \(ShownPath.of(keptAt))."
        case let .partsDropped(count, first, nil):
            "Progress: dropped \(dropped(count, first)); could not set the file aside, so progress "
                + "will not be saved."
        }
    }

    /// `level 6923ebdcaad3556f (stars -1 out of range)`, or `3 bad records (first: …)`.
    private func dropped(_ count: Int, _ first: ProgressProblem) -> String {
        count == 1
            ? "\(first.place) (\(first.what))" : "\(counted(count, "bad record")) (first: \(first))"
    }
}

extension ProgressProblem: CustomStringConvertible {
    /// Where and what, as `level 6923ebdcaad3556f: stars -1 out of range`.
    public var description: String { "\(place): \(what)" }

    /// What is wrong, in the words of its place: a key that is not a date is a daily result's
    /// fault, one that is not a level ID a level's or an attempt's.
    var what: String {
        switch (place, fault) {
        case (.daily, .badKey): "not under a date (YYYY-MM-DD)"
        case (_, .badKey): "not under a level ID (1–\(ProgressLimits.idLength) letters and digits)"
        case let (.part(part), .badText(field)) where part == field:
            "longer than \(ProgressLimits.textLength) bytes"
        default: fault.description
        }
    }
}

extension ProgressProblem.Place: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .level(id?): "level \(id)"
        case .level(nil): "a level's record"
        case let .daily(date?): "daily result of \(date)"
        case .daily(nil): "a daily result"
        case let .attempt(id?): "attempt on level \(id)"
        case .attempt(nil): "an attempt"
        case let .part(field): field.rawValue
        }
    }
}

extension ProgressProblem.Fault: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unreadable: "unreadable"
        case .badKey: "not under a level ID or a date"
        case let .outOfRange(field, value): "\(field.rawValue) \(value) out of range"
        case let .badText(field): Self.badText(field)
        }
    }
}

extension ProgressProblem.Fault {
    /// What `ProgressLimits` asks of each text field.
    static func badText(_ field: ProgressField) -> String {
        switch field {
        case .bestSolution:
            "bestSolution not a string of moves (U, D, L, R) or over \(ProgressLimits.moves) long"
        case .actions:
            "actions not a string of moves and restarts or over \(ProgressLimits.attemptActions) long"
        case .level: "level not a level ID (1–\(ProgressLimits.idLength) letters and digits)"
        default: "\(field.rawValue) longer than \(ProgressLimits.textLength) bytes"
        }
    }
}

extension ProgressStore.SaveFailure: CustomStringConvertible {
    public var description: String {
        switch self {
        case .oldFileInTheWay: "the old progress file is in the way"
        case let .cannotCreateFolder(folder): "cannot create folder \(folder)"
        case let .notAFolder(folder): "\(folder) is not a folder"
        case let .cannotLock(.busy(path)): "another glide kept \(path) locked"
        case let .cannotLock(.cannotOpen(path, error)): "cannot lock \(path): \(error)"
        case .cannotEncode: "cannot encode progress"
        // The reason first: a notice too long for its line is cut at the end, and the reason
        // is what the player can act on (the path is always the same).
        case let .cannotWrite(failure): failure.reasonFirst
        }
    }
}
