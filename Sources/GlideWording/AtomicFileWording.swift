import GlideRules

extension AtomicFile.Failure: CustomStringConvertible {
    /// What failed and the system's reason. A save writes a new copy beside the file before it
    /// replaces it, so an unwritable folder stops the save of a writable file: that message
    /// names the file, the folder, and why the folder matters.
    public var description: String {
        switch self {
        case let .cannotCreateTemporaryFile(path, folder, error):
            "cannot save \(path): its folder \(folder) does not let a new file be made (\(error)); "
                + "a save writes the new copy there first, then renames it over the file"
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

    /// What could not be done, without the reason (for messages that give the reason first).
    public var attempt: String {
        switch self {
        case let .cannotCreateTemporaryFile(path, folder, _):
            "cannot make a file in \(folder) to save \(path)"
        case let .cannotWrite(path, _): "cannot write \(path)"
        case let .cannotReplace(path, _): "cannot replace \(path)"
        }
    }
}
