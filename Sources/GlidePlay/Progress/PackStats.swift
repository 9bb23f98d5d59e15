/// A pack's totals for its stats view: levels solved, stars, the moves of the best solutions
/// against the pars of those levels, and hints used.
public struct PackStats: Hashable, Sendable {
    public var levels = 0
    public var solved = 0
    public var stars = 0
    /// The best solutions' moves, summed over the solved levels that have a par, and those
    /// levels' pars: the two compare like for like.
    public var moves = 0
    public var par = 0
    /// Solved levels without a par (their moves are not in `moves`).
    public var solvedWithoutPar = 0
    public var hints = 0

    /// The totals of a pack whose levels have these progress keys and pars.
    public init(ids: [String], pars: [Int?], progress: PlayerProgress) {
        levels = ids.count
        for (id, par) in zip(ids, pars) {
            guard let record = progress.record(for: id) else { continue }
            hints += record.hintsUsed
            guard record.solved else { continue }
            solved += 1
            stars += record.stars
            if let par, let best = record.bestMoves {
                moves += best
                self.par += par
            } else {
                solvedWithoutPar += 1
            }
        }
    }

    public var maximumStars: Int { levels * 3 }
}
