import GlideRules

extension Level {
    /// How messages name the level: `level 3 "Spiral"` (`level 3` without a title); `number`
    /// counts from 1. The title is shown as `TerminalText` shows a line.
    public func name(number: Int) -> String {
        "level \(number)" + (title.map { " \"\(TerminalText.line($0))\"" } ?? "")
    }
}
