/// What a cell's colour means; the theme says which colour that is and the curses layer sends
/// it as the terminal at hand can show it (24-bit, 256 colours, 16, or none).
public enum ColorRole: Hashable, Sendable {
    case normal
    case faint
    case accent
    case title
    case status
    case warning
    /// Board cells drawn as text (the editor's draft).
    case wall
    case floor
    case ball
    /// The level's paint (an index into the theme's paints).
    case paint(Int)
    /// A colour worked out by the board's renderer from the theme (a wall, a glowing paint).
    case rgb(RGB)
    case hint
    case tile
    case tileSolved
    case tileLocked
    case selection
}
