import GlideSolverClient

/// A pack's puzzle-quality figures, from its levels' measures in play order: what docs/generator.md's
/// packs table and `glide solve --stats` report, and what `tools/make-packs` aims at.
public struct PackQuality: Hashable, Sendable {
    /// Levels measured (proven optimal), and the levels of the pack.
    public let measured: Int
    public let levels: Int
    /// Levels with at least one trap along the optimal line, and with one away from the start
    /// cell (`Trap.isAtStart`: the start's own junction is the same trick in level after level).
    public let withTrap: Int
    public let withTrapAwayFromStart: Int
    /// Levels with exactly one optimal solution, and those too many to count.
    public let uniqueOptimum: Int
    public let uncounted: Int
    /// The median share of lost positions, and the roughest way any was found (its mark goes
    /// before the median).
    public let medianLost: Double?
    public let roughestLostMethod: LostPositions.Method?
    /// Whether every share was exact.
    public var lostAllExact: Bool { roughestLostMethod?.isExact ?? true }
    /// The median insight (decisions per move of the optimal line) over the levels whose
    /// insight is known, and how many levels those are.
    public let medianInsight: Double?
    public let withInsight: Int
    /// The largest open area of any level.
    public let largestOpenArea: Int?
    /// Spearman's rank correlation of position with par, with the difficulty score and with the
    /// share of lost positions: 1 when they rise with every level.
    public let parCorrelation: Double?
    public let difficultyCorrelation: Double?
    public let lostCorrelation: Double?

    /// The figures of a pack whose levels, in order, have these measures (nil for a level not
    /// measured).
    public init(_ qualities: [PuzzleQuality?]) {
        let measuredQualities = qualities.compactMap { $0 }
        levels = qualities.count
        measured = measuredQualities.count
        withTrap = measuredQualities.filter { !$0.traps.isEmpty }.count
        withTrapAwayFromStart = measuredQualities.filter { $0.trapsAwayFromStart > 0 }.count
        uniqueOptimum = measuredQualities.filter { $0.optimalSolutions == .exact(1) }.count
        uncounted = measuredQualities.filter { $0.optimalSolutions == .many }.count
        let shares = measuredQualities.map(\.lostPositions.share).sorted()
        medianLost = shares.isEmpty ? nil : Self.median(shares)
        roughestLostMethod = measuredQualities.map(\.lostPositions.method).max { $0.roughness < $1.roughness }
        let insights = measuredQualities.compactMap { $0.insight?.share }.sorted()
        medianInsight = insights.isEmpty ? nil : Self.median(insights)
        withInsight = insights.count
        largestOpenArea = measuredQualities.map(\.openArea).max()
        parCorrelation = RankCorrelation.spearman(positionsOf: measuredQualities.map { Double($0.par) })
        difficultyCorrelation = RankCorrelation.spearman(
            positionsOf: measuredQualities.map { Double($0.difficulty.score) })
        lostCorrelation = RankCorrelation.spearman(positionsOf: measuredQualities.map(\.lostPositions.share))
    }

    static func median(_ sorted: [Double]) -> Double {
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
