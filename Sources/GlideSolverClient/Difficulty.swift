import GlideRules

/// How hard a level is, from what the solver knows about it. Players of the genre find a level
/// hard when it is long, when wrong turns are easy to take and cannot be taken back, and when it
/// is big enough to lose the thread:
///
///     score = moves + 2 × deadEnds + oneWaySlides + floorCells / 8   (rounded down)
///
/// - `moves`: the proven optimum (par).
/// - `deadEnds`: along an optimal solution, the moves on offer at each step that lead to a
///   position from which the level can no longer be won. Each is a trap the player must see.
/// - `oneWaySlides`: slides between resting cells that the ball can never undo (from the rest
///   cell it reaches, no sequence of slides leads back), counted once per slide of the level.
///   They make order matter.
/// - `floorCells`: the number of cells to paint.
///
/// A one-move corridor scores about 1; the tutorial's last level 24; levels of 40 moves with
/// a dozen traps score 80 to 120. See docs/level-format.md.
public struct Difficulty: Hashable, Sendable, CustomStringConvertible {
    public let moves: Int
    public let deadEnds: Int
    public let oneWaySlides: Int
    public let floorCells: Int

    public var score: Int { moves + 2 * deadEnds + oneWaySlides + floorCells / 8 }
    public var description: String { String(score) }

    public init(moves: Int, deadEnds: Int, oneWaySlides: Int, floorCells: Int) {
        self.moves = moves
        self.deadEnds = deadEnds
        self.oneWaySlides = oneWaySlides
        self.floorCells = floorCells
    }
}
