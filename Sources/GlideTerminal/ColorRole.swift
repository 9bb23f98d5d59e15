/// What a cell's colour means; the curses layer picks real colours for the terminal at hand
/// (256 colours, 8 colours, or none).
public enum ColorRole: Hashable, Sendable {
    case normal
    case faint
    case accent
    case title
    case status
    case warning
    case wall
    case floor
    /// Painted floor in the level's colour (an index into the palette).
    case paint(Int)
    case ball
    /// The ball's highlighted surroundings while the level is unfinished.
    case ballRing
    case hint
    case banner
    case tile
    case tileSolved
    case tileLocked
    case selection

    /// The paint palette's size: levels cycle through it by number.
    public static let paintColors = 8
}
