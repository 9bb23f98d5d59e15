/// What a square of the board is. Void is outside the level's shape: it looks empty and, like a
/// wall, stops the ball; unlike a wall it is never drawn.
public enum Cell: UInt8, Hashable, Sendable, CaseIterable {
    case void
    case wall
    case floor

    /// The character a level file uses for this cell (the start is `@`, a floor cell).
    public var mapCharacter: Character {
        switch self {
        case .void: " "
        case .wall: "#"
        case .floor: "."
        }
    }
}
