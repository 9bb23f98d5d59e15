/// One move as it happened: the cells the ball entered, in order, those it painted for the first
/// time, and the state it left behind. Fronts animate `cells` (paint grows in on
/// `newlyPaintedCells` only); the solver and the session only need `result`.
public struct Slide: Hashable, Sendable {
    public let direction: Direction
    /// Where the ball was before the move.
    public let origin: Position
    /// The cells entered, nearest first; never empty (a move that goes nowhere is no slide).
    public let cells: [Position]
    /// The cells of `cells` that were unpainted before this slide, in the order entered.
    public let newlyPaintedCells: [Position]
    public let result: GameState
    /// Whether this slide painted the last floor cell.
    public let wins: Bool

    public var destination: Position { cells[cells.count - 1] }

    /// How many cells this slide painted for the first time.
    public var newlyPainted: Int { newlyPaintedCells.count }
}

extension Board {
    /// The slide a swipe in `direction` makes from `state`, or nil when the ball cannot move that
    /// way (such a move changes nothing and is not counted).
    ///
    /// The ball moves while the next cell is floor; walls, void and the grid's edge stop it. The
    /// winning slide runs on to its wall too, as every slide does: a ball that stopped on the last
    /// cell painted, in the middle of a corridor, looked like a glitch. Nothing follows a win, so
    /// only where the finished board's ball rests changes, never a move count or a solution.
    public func slide(from state: GameState, _ direction: Direction) -> Slide? {
        let alreadyWon = isWon(state)
        var painted = state.painted
        var cells: [Position] = []
        var newlyPainted: [Position] = []
        var position = state.ball
        while true {
            let next = position.stepped(direction)
            guard self[next] == .floor else { break }
            position = next
            cells.append(position)
            if painted.insert(index(of: position)) { newlyPainted.append(position) }
        }
        guard !cells.isEmpty else { return nil }
        var result = state
        result.ball = position
        result.painted = painted
        return Slide(
            direction: direction,
            origin: state.ball,
            cells: cells,
            newlyPaintedCells: newlyPainted,
            result: result,
            wins: !alreadyWon && painted.count == floorCount
        )
    }
}
