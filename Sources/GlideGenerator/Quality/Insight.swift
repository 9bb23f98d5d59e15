import GlideRules
import GlideSolver

/// How much of a level's optimal line asks for insight rather than bookkeeping: at how many
/// of its positions the player has a real choice, and how many of those punish the wrong one.
///
/// Along the optimal solution the measures were given, at each position before a move, a move
/// is *winnable* when it wins or leaves the level winnable, and *on a line* when some optimal
/// solution passes through it. A move that paints nothing new and is on no line (back the way
/// the ball came, most often) tempts no one and is left out. Then:
/// - a *choice* offers two or more *options*: winnable moves that paint or are on a line;
/// - a *decision* is a choice with a *wrong* move: one that loses the level, or paints, stays
///   winnable and is on no line (the rest no longer fits in par).
///
/// A position with one option is no choice, however many moves lose there (those are traps);
/// a choice among options all on a line asks nothing. docs/level-format.md has examples.
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

    /// The insight along `steps` (the optimal line, each move with its verdict), judged
    /// against every optimal line of the level; nil when `lines` does not hold them all.
    static func along(_ steps: [PositionVerdicts.Step], lines: OptimalLines) -> Insight? {
        guard lines.isComplete else { return nil }
        let space = lines.space
        let scratch = MaskScratch(words: space.words)
        defer { withExtendedLifetime(scratch) {} }
        let (mask, next) = (scratch.mask, scratch.child)
        var choices = 0, decisions = 0
        for (depth, step) in steps.enumerated() {
            let onLine = step.moves.map {
                $0.winnable && lines.keepsToLine(mask: mask, depth: depth, edge: $0.edge)
            }
            // A move that paints nothing and leaves the optimal lines (back the way the ball
            // came, most often) tempts no one: it is neither an option nor a wrong move.
            let options = step.moves.indices.filter {
                step.moves[$0].winnable && (step.moves[$0].paints || onLine[$0])
            }
            if options.count >= 2 {
                choices += 1
                let punishes = step.moves.indices.contains {
                    !step.moves[$0].winnable || (step.moves[$0].paints && !onLine[$0])
                }
                if punishes { decisions += 1 }
            }
            guard let taken = step.moves.first(where: { $0.direction == step.taken }) else { break }
            _ = space.paint(mask, edge: taken.edge, into: next)
            mask.update(from: next, count: space.words)
        }
        return Insight(positions: steps.count, choices: choices, decisions: decisions)
    }
}
