import GlideRules
import GlideSolver

/// How much of a level's optimal line asks for insight rather than bookkeeping: at how many
/// of its positions the player has a real choice, and how many of those punish the wrong one.
///
/// Along the optimal solution the measures were given, at each position before a move:
/// - a *choice* offers two or more moves after which the level can still be won (a move that
///   wins counts);
/// - a *decision* is a choice where some move on offer is wrong: it loses the level, or it
///   keeps the level winnable but no longer in par (no optimal solution passes through it).
///
/// A position with one winnable move is no choice, however many moves lose there (those are
/// traps); a choice among moves that all keep to some optimal line asks nothing. A level
/// whose every move is a decision is all insight; one with none is a sweep.
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
            let winnable = step.moves.filter(\.winnable)
            if winnable.count >= 2 {
                choices += 1
                let punishes =
                    winnable.count < step.moves.count
                    || winnable.contains {
                        !lines.keepsToLine(mask: mask, depth: depth, edge: $0.edge)
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
