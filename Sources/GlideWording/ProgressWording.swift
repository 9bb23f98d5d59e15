import GlidePlay

extension ProgressStore.LoadWarning: CustomStringConvertible {
    /// One line for the player.
    public var description: String {
        switch self {
        case let .setAside(aside): "Progress file was unreadable; moved aside to \(aside)."
        case let .inTheWay(path):
            "Progress file \(path) is unreadable and could not be moved aside; progress will not be saved."
        }
    }
}

extension ProgressStore.SaveFailure: CustomStringConvertible {
    public var description: String {
        switch self {
        case .oldFileInTheWay: "the old progress file is in the way"
        case let .cannotCreateFolder(folder): "cannot create folder \(folder)"
        case let .notAFolder(folder): "\(folder) is not a folder"
        case .cannotEncode: "cannot encode progress"
        // The reason first: a notice too long for its line is cut at the end, and the reason
        // is what the player can act on (the path is always the same).
        case let .cannotWrite(failure): "\(failure.reason); \(failure.attempt)"
        }
    }
}
