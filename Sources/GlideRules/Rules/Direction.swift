/// One of the four swipes.
public enum Direction: UInt8, CaseIterable, Hashable, Sendable {
    case up, down, left, right

    public var rowStep: Int {
        switch self {
        case .up: -1
        case .down: 1
        case .left, .right: 0
        }
    }

    public var columnStep: Int {
        switch self {
        case .left: -1
        case .right: 1
        case .up, .down: 0
        }
    }

    public var opposite: Direction {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }

    /// The letter of the move notation: `U`, `D`, `L`, `R`.
    public var letter: Character {
        switch self {
        case .up: "U"
        case .down: "D"
        case .left: "L"
        case .right: "R"
        }
    }

    /// Reads a move letter, in either case.
    public init?(letter: Character) {
        switch letter {
        case "U", "u": self = .up
        case "D", "d": self = .down
        case "L", "l": self = .left
        case "R", "r": self = .right
        default: return nil
        }
    }
}
