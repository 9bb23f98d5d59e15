import GlidePlay

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
