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
///
/// A trap met again is seen through: *kinds* counts the decisions whose losing moves end in a
/// part of the level (a strongly connected component of the rest graph) that no earlier
/// decision's did. A staircase whose every corridor ends on the same inescapable rim makes a
/// decision at every other move and one kind; a careful player counted about 3 decisions in
/// its 29 moves, and ranked it below a level of 7 decisions in 4 kinds.
public struct Insight: Hashable, Sendable {
    /// Positions along the line: one per move, the par.
    public let positions: Int
    public let choices: Int
    public let decisions: Int
    public let kinds: Int

    /// Decisions per move of the line: the figure packs are curated by.
    public var share: Double { positions == 0 ? 0 : Double(decisions) / Double(positions) }

    /// `kinds` is `decisions` (each decision its own kind) unless given.
    public init(positions: Int, choices: Int, decisions: Int, kinds: Int? = nil) {
        self.positions = positions
        self.choices = choices
        self.decisions = decisions
        self.kinds = kinds ?? decisions
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

    /// The most decisions a line of `positions` moves can hold on any level: one for each
    /// two moves and one more. Past the start the ball rests where the slide that brought it
    /// was stopped, so a move from there can be undone by the slide straight back, which ends
    /// where the ball was or, when the cell behind it is open, where the other sideways move
    /// would have taken it, with more painted. A move that loses there is therefore sideways,
    /// the other sideways move loses too, and the line goes back the way it came. Two such
    /// positions in a row would be there, back and there again, which the two moves back and
    /// there do in one fewer: no shortest line holds them (docs/level-format.md#puzzle-quality).
    public static func mostDecisions(positions: Int) -> Int {
        positions == 0 ? 0 : 1 + positions / 2
    }

    /// What a position before a move of the line offers the player.
    package enum Offer: Sendable, Equatable {
        /// One tempting move: the line's.
        case forced
        /// Another tempting move, which at worst costs moves or loses in plain sight.
        case choice
        /// Another tempting move that loses out of plain sight.
        case decision
    }

    /// The insight along `steps` (the optimal line, each move with its verdict).
    static func along(_ steps: [PositionVerdicts.Step], verdicts: PositionVerdicts) -> Insight {
        let positions = positionsOffered(along: steps, verdicts: verdicts)
        let componentOfNode = verdicts.components.componentOfNode
        var partsMet = Set<Int32>(), kinds = 0
        for position in positions where position.offer == .decision {
            let parts = Set(
                position.losingOutOfSight.map { componentOfNode[Int(verdicts.graph.edgeTarget[$0])] })
            if !parts.isSubset(of: partsMet) { kinds += 1 }
            partsMet.formUnion(parts)
        }
        return Insight(
            positions: steps.count, choices: positions.count { $0.offer != .forced },
            decisions: positions.count { $0.offer == .decision }, kinds: kinds)
    }

    /// What each position along `steps` offers, up to a step whose move the line does not take.
    package static func offers(along steps: [PositionVerdicts.Step], verdicts: PositionVerdicts) -> [Offer] {
        positionsOffered(along: steps, verdicts: verdicts).map(\.offer)
    }

    /// What each position along `steps` offers, with the edges of the tempting moves that lose
    /// the level out of plain sight (those that make a decision), up to a step whose move the
    /// line does not take.
    private static func positionsOffered(along steps: [PositionVerdicts.Step], verdicts: PositionVerdicts)
        -> [(offer: Offer, losingOutOfSight: [Int])]
    {
        var positions: [(offer: Offer, losingOutOfSight: [Int])] = []
        for step in steps {
            guard let taken = step.moves.first(where: { $0.direction == step.taken }) else { break }
            let others = step.moves.filter { $0.direction != step.taken && $0.paints }
            guard !others.isEmpty else {
                positions.append((.forced, []))
                continue
            }
            let afterLine = verdicts.painting(step.painted, edge: taken.edge)
            let losing = others.filter { move in
                guard !move.winnable else { return false }
                let cut = verdicts.cutOff(
                    from: Int(verdicts.graph.edgeTarget[move.edge]),
                    painted: verdicts.painting(step.painted, edge: move.edge))
                return cut.isEmpty || !cut.isSubset(of: afterLine)
            }.map(\.edge)
            positions.append((losing.isEmpty ? .choice : .decision, losing))
        }
        return positions
    }
}
