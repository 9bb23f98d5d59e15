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
        default: "\(attempt): \(reason)"
        }
    }

    /// The system's reason for the failure.
    public var reason: SystemError {
        switch self {
        case let .cannotCreateTemporaryFile(_, _, error), let .cannotWrite(_, error),
            let .cannotReplace(_, error):
            error
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
        }
    }
}
