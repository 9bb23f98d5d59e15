import GlideRules

extension MoveNotation.InvalidMove: CustomStringConvertible {
    public var description: String {
        "invalid move '\(character)' at position \(offset): moves are U, D, L and R"
    }
}
