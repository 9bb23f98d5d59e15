import GlideRules

extension AtomicFile.Failure: CustomStringConvertible {
    /// What failed and the system's reason. A save writes a new copy beside the file before it
    /// replaces it, so an unwritable folder stops the save of a writable file: that message
    /// names the file, the folder, and why the folder matters.
    public var description: String {
        switch self {
        case let .cannotCreateTemporaryFile(path, folder, error):
            "cannot save \(path): no new file can be made in its folder \(folder) (\(error)); a save "
                + "writes the file anew beside it, so the folder must allow that even when the file "
                + "itself is writable"
        case let .readOnly(path): "\(path) is read-only"
        case let .cannotWriteInPlace(path, error, backup):
            "cannot write \(path): \(error); its old contents are in \(backup)"
        default: "\(attempt): \(reason.map(String.init(describing:)) ?? "")"
        }
    }

    /// The system's reason for the failure; nil when Glide itself declined (a read-only file).
    public var reason: SystemError? {
        switch self {
        case let .cannotCreateTemporaryFile(_, _, error), let .cannotWrite(_, error),
            let .cannotReplace(_, error), let .cannotWriteInPlace(_, error, _):
            error
        case .readOnly: nil
        }
    }

    /// What could not be done, without the reason: for notices that give the reason first, as
    /// a screen cuts a notice too long for it at its end.
    public var attempt: String {
        switch self {
        case let .cannotCreateTemporaryFile(path, folder, _):
            "cannot make a new file in \(folder) to save \(path) (a save writes the file anew beside it)"
        case let .cannotWrite(path, _): "cannot write \(path)"
        case let .cannotReplace(path, _): "cannot replace \(path)"
        case let .readOnly(path): "\(path) is read-only"
        case let .cannotWriteInPlace(path, _, backup):
            "cannot write \(path) (its old contents are in \(backup))"
        }
    }

    /// The reason first, then what could not be done: a notice cut at the screen's edge keeps
    /// the reason.
    public var reasonFirst: String {
        reason.map { "\($0); \(attempt)" } ?? attempt
    }
}
