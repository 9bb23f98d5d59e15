import Synchronization

/// Lets another thread stop a search (the editor re-solves after every keystroke). A search
/// stopped this way returns `.timeout` with what it had.
public final class SolveCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() { flag.store(true, ordering: .relaxed) }
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
