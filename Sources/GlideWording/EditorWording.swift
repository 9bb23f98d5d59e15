import GlidePlay
import GlideRules

extension LevelDraft.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noStart: "no start: place @"
        case let .emptyRow(row): "row \(row + 1) is empty: give it a wall or floor, or remove it"
        }
    }
}

extension PackDocument.Unsavable: CustomStringConvertible {
    public var description: String { "level \(level + 1): \(problem)" }
}

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
