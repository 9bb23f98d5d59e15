import GlideRules

extension Level {
    /// How messages name the level: `level 3 "Spiral"` (`level 3` without a title); `number`
    /// counts from 1.
    public func name(number: Int) -> String {
        "level \(number)" + (title.map { " \"\($0)\"" } ?? "")
    }
}
