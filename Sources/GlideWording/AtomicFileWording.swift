import GlideRules

extension AtomicFile.Failure: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .cannotCreateTemporaryFile(folder, error): "cannot write in \(folder): \(error)"
        case let .cannotWrite(path, error): "cannot write \(path): \(error)"
        case let .cannotReplace(path, error): "cannot replace \(path): \(error)"
        }
    }
}
