import GlideRules
import GlideSolver

/// How much of a level's optimal line asks for insight rather than bookkeeping: at how many
/// of its positions a tempting move loses the level for a reason the player must see ahead.
///
/// Along the optimal solution the measures were given, at each position before a move, a move
/// *tempts* when it is the line's own move or paints a new cell. Then:
/// - a *choice* offers two or more tempting moves;
/// - a *decision* is a choice where a tempting move loses the level *out of plain sight*.
///
/// A losing move is in plain sight when it cuts off cells (no slide the ball can still make
/// paints them) and the line's own move paints every one of them: "paint this now or never",
/// the dead end the ball is passing. It is out of plain sight when some cell it cuts off is
/// painted only later on the line, or when it cuts off none (every cell can still be reached,
/// but no longer in one route): seeing it asks for the order of what is left. A move that only
/// costs moves is routing, bookkeeping however long: it makes no decision. Six medium levels
/// ranked by a careful player planning without the solver, most insight first, and by this
/// measure: Spearman 0.70 (docs/level-format.md).
public struct Insight: Hashable, Sendable {
    /// Positions along the line: one per move, the par.
    public let positions: Int
    public let choices: Int
    public let decisions: Int

    /// Decisions per move of the line: the figure packs are curated by.
    public var share: Double { positions == 0 ? 0 : Double(decisions) / Double(positions) }

    public init(positions: Int, choices: Int, decisions: Int) {
        self.positions = positions
        self.choices = choices
        self.decisions = decisions
    }

    /// The count of optimal solutions of `board` and the insight along `solution`, one of
    /// them, from one position space (as `PuzzleQuality` takes them, without the lost share):
    /// what the refiner and `tools/make-packs` rate levels by. Nil when `board` cannot be won
    /// in `solution.count` moves; the count is `.many` past `positionLimit` positions.
    public static func measure(
        _ board: Board, optimalSolution solution: [Direction], positionLimit: Int
    ) -> (solutions: OptimalSolutionCount, insight: Insight)? {
        var control = SolveControl(timeout: nil, cancellation: nil, start: .now)
        guard let space = PositionSpace(board: board),
            let solutions = OptimalSolutionCount.count(
                space, par: solution.count, positionLimit: positionLimit),
            let steps = space.verdicts.steps(along: solution, control: &control)
        else { return nil }
        return (solutions, along(steps, verdicts: space.verdicts))
    }

    /// The insight along `steps` (the optimal line, each move with its verdict).
    static func along(_ steps: [PositionVerdicts.Step], verdicts: PositionVerdicts) -> Insight {
        var choices = 0, decisions = 0
        for step in steps {
            guard let taken = step.moves.first(where: { $0.direction == step.taken }) else { break }
            let others = step.moves.filter { $0.direction != step.taken && $0.paints }
            guard !others.isEmpty else { continue }
            choices += 1
            let afterLine = verdicts.painting(step.painted, edge: taken.edge)
            let hidden = others.contains { move in
                guard !move.winnable else { return false }
                let cut = verdicts.cutOff(
                    from: Int(verdicts.graph.edgeTarget[move.edge]),
                    painted: verdicts.painting(step.painted, edge: move.edge))
                return cut.isEmpty || !cut.isSubset(of: afterLine)
            }
            if hidden { decisions += 1 }
        }
        return Insight(positions: steps.count, choices: choices, decisions: decisions)
    }
}
