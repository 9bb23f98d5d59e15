import GlidePlay
import Testing

@Suite("PackStats: a pack's totals")
struct PackStatsTests {
    @Test func totalsCountSolvedLevelsMovesAgainstParAndHints() {
        var progress = PlayerProgress()
        progress.recordWin(id: "a", moves: 5, par: 4, hints: 1)
        progress.recordWin(id: "b", moves: 9, par: 9, hints: 0)
        progress.recordWin(id: "c", moves: 3, par: nil, hints: 2)
        progress.levels["d"] = .init(solved: false, hintsUsed: 3)
        let stats = PackStats(ids: ["a", "b", "c", "d", "e"], pars: [4, 9, nil, 7, 2], progress: progress)
        #expect(stats.levels == 5)
        #expect(stats.solved == 3)
        #expect(stats.stars == 2 + 3 + 2, "wins with hints earn two stars at most")
        #expect(stats.maximumStars == 15)
        #expect(stats.moves == 14 && stats.par == 13, "levels without par stay out of both sums")
        #expect(stats.solvedWithoutPar == 1)
        #expect(stats.hints == 6)
    }
}
