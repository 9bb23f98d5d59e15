import GlideRules

extension Position: CustomStringConvertible {
    /// "row 4 col 2", 1-based, the way level designers count in their text editor.
    public var description: String { "row \(row + 1) col \(column + 1)" }
}

extension Direction {
    /// The word used in messages ("sliding left from row 4 col 2").
    public var name: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        }
    }
}

extension Board.Invalid: CustomStringConvertible {
    public var description: String {
        switch self {
        case .empty: "the map is empty"
        case let .tooLarge(width, height):
            "the map is \(width)×\(height); a level is at most \(Board.maximumSide)×\(Board.maximumSide)"
        case let .cellCountMismatch(expected, actual): "expected \(expected) cells, got \(actual)"
        case let .startOutside(position): "the start (\(position)) lies outside the map"
        case let .startNotFloor(position): "the start (\(position)) is not a floor cell"
        case let .voidRow(row): "row \(row + 1) has no wall or floor"
        }
    }
}
