import GlideRules

extension AtomicFile.Failure: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .cannotCreateTemporaryFile(folder, error): "cannot write in \(folder): \(error)"
        case let .cannotWrite(path, error): "cannot write \(path): \(error)"
        case let .cannotReplace(path, error): "cannot replace \(path): \(error)"
        case let .readOnly(path): "\(path) is read-only"
        case let .cannotWriteInPlace(path, error, backup):
            "cannot write \(path): \(error); its old contents are in \(backup)"
        }
    }
}
