/// Names one background solve: the mid end that asked (`owner`, unique within a session) and
/// the job's number there, so that a result finds the mid end that is waiting for it and no
/// other.
public struct SolveJob: Hashable, Sendable, CustomStringConvertible {
    public let owner: Int
    public let number: Int

    public init(owner: Int, number: Int) {
        self.owner = owner
        self.number = number
    }

    public var description: String { "job \(owner).\(number)" }
}
