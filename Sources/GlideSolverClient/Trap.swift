import GlideRules

/// A move on offer along an optimal solution that loses the level: after it, no sequence of
/// moves paints every cell. Each is a wrong turn the player must see coming.
public struct Trap: Hashable, Sendable {
    /// The move of the solution before which the trap is on offer (1 for the first move).
    public let move: Int
    /// The losing swipe.
    public let direction: Direction
    /// Where the ball is when the trap is on offer.
    public let from: Position

    public init(move: Int, direction: Direction, from: Position) {
        self.move = move
        self.direction = direction
        self.from = from
    }

    /// Whether the trap is on offer at the level's start cell. Most generated levels have
    /// those: a start inside a corridor, where the ball never stops again once it has left
    /// along it, so the branch must be taken first. It is the same trick in level after level;
    /// a trap elsewhere is a wrong turn the level's own shape sets.
    public func isAtStart(of board: Board) -> Bool { from == board.start }

    /// How many of `traps` (on `board`) are away from its start cell.
    public static func countAwayFromStart(_ traps: [Trap], on board: Board) -> Int {
        traps.filter { !$0.isAtStart(of: board) }.count
    }
}
