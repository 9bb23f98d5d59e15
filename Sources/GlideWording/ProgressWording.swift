import GlidePlay
import GlideRules

extension ProgressStore.LoadWarning: CustomStringConvertible {
    /// One line for the player.
    public var description: String {
        switch self {
        case let .setAside(aside): "Progress file was unreadable; moved aside to \(aside)."
        case let .inTheWay(path):
            "Progress file \(path) is unreadable and could not be moved aside; progress will not be saved."
        case let .partsDropped(count, first, keptAt?):
            "Progress: dropped \(dropped(count, first)); old file kept at \(keptAt)."
        case let .partsDropped(count, first, nil):
            "Progress: dropped \(dropped(count, first)); could not set the file aside, so progress "
                + "will not be saved."
        }
    }

    /// `level 6923ebdcaad3556f (stars -1 out of range)`, or `3 bad records (first: …)`.
    private func dropped(_ count: Int, _ first: ProgressProblem) -> String {
        count == 1
            ? "\(first.place) (\(first.fault))" : "\(counted(count, "bad record")) (first: \(first))"
    }
}

extension ProgressProblem: CustomStringConvertible {
    /// Where and what, as `level 6923ebdcaad3556f: stars -1 out of range`.
    public var description: String { "\(place): \(fault)" }
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
        case .badKey: "not under a level ID or date"
        case let .outOfRange(field, value): "\(field.rawValue) \(value) out of range"
        case let .badText(field): "\(field.rawValue) too long or not moves"
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
