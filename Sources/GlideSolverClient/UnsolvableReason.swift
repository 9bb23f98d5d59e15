import GlideRules

/// Why a level (or a position in it) cannot be won, in terms a level designer can act on.
/// Cells are named 1-based, by row and column, as in the level file.
public enum UnsolvableReason: Hashable, Sendable {
    /// The ball cannot move at all from where it stands.
    case noMove(from: Position)
    /// These floor cells are painted by no slide the ball can ever make.
    case unpaintable([Position])
    /// Once the ball slides `direction` from `from` it can never come back, and from there the
    /// `stranded` cells can no longer be painted; every other way on strands cells too.
    case oneWay(from: Position, direction: Direction, stranded: [Position])
    /// No single route paints all these cells (reported only when a search was cut short
    /// before a one-way slide could be named).
    case noRoute(unpainted: [Position])

    /// The cells to point at (the editor highlights them).
    public var cells: [Position] {
        switch self {
        case let .noMove(from): [from]
        case let .unpaintable(cells): cells
        case let .oneWay(_, _, stranded): stranded
        case let .noRoute(unpainted): unpainted
        }
    }

    /// One line, without the cell list: the editor's status line.
    public var summary: String {
        switch self {
        case let .noMove(from):
            "the ball cannot move from \(from)"
        case let .unpaintable(cells):
            "\(counted(cells.count, "cell")) can never be painted"
        case let .oneWay(from, direction, stranded):
            "after sliding \(direction.name) from \(from) the ball cannot come back; "
                + "\(counted(stranded.count, "cell")) stranded"
        case let .noRoute(unpainted):
            "no route paints every cell; the best leaves \(unpainted.count) unpainted"
        }
    }
}

extension UnsolvableReason: CustomStringConvertible {
    /// The summary with the cells named (the first twelve).
    public var description: String {
        switch self {
        case .noMove: summary
        case let .unpaintable(cells), let .oneWay(_, _, cells), let .noRoute(cells):
            "\(summary): " + Self.list(cells)
        }
    }

    /// Cells a description names at most: the rest are counted.
    static let cellsNamed = 12

    static func list(_ cells: [Position]) -> String {
        let shown = cells.prefix(cellsNamed).map(\.description).joined(separator: ", ")
        return cells.count > cellsNamed ? "\(shown) and \(cells.count - cellsNamed) more" : shown
    }
}
