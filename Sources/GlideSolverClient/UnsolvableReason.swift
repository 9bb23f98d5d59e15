import GlideRules

/// Why a level (or a position in it) cannot be won, in terms a level designer can act on
/// (GlideWording words it: the editor's status line, `glide check` and `glide solve`).
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
}
