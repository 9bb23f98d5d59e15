import GlidePlay

extension PackRepair.ReadError: CustomStringConvertible {
    /// The parser's message and what became of the line: `line 9: unknown map character 'x':
    /// now void`.
    public var description: String {
        let outcome =
            switch repair {
            case .madeVoid: ": now void"
            case .madeFloor: ": now floor"
            case .openedWithoutStart: ""
            case .madeComment: ": now a comment"
            }
        return "line \(line): \(problem)" + outcome
    }
}
