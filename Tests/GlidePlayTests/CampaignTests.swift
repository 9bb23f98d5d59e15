import GlidePlay
import GlideRules
import Testing

@Suite("Campaign: which levels are open")
struct CampaignTests {
    let ids = (1...20).map { "level-\($0)" }

    func progress(solved: [Int]) -> PlayerProgress {
        var progress = PlayerProgress()
        for level in solved { progress.recordWin(id: ids[level], moves: 1, par: 1, hints: 0) }
        return progress
    }

    @Test func levelsOpenTwoPastTheFirstUnsolved() {
        let campaign = Campaign(ids: ids)
        #expect(campaign.openCount(PlayerProgress()) == 3)
        #expect(campaign.openCount(progress(solved: [0, 1])) == 5)
        #expect(
            campaign.openCount(progress(solved: [0, 2, 3])) == 4, "a gap counts from its first unsolved level"
        )
        #expect(campaign.openCount(progress(solved: Array(0..<20))) == 20)
        #expect(Campaign(ids: ids, unlockAll: true).openCount(PlayerProgress()) == 20)
    }

    /// `glide play levels/medium.txt --level 10` on fresh progress, then `p`.
    @Test func aSolvedLevelStaysOpenWhereverItNowStands() {
        // A pack remade: the player solved its old levels, now at the end.
        let campaign = Campaign(ids: ["a", "b", "c", "d", "e", "f"])
        var progress = PlayerProgress()
        progress.recordWin(id: "f", moves: 3, par: 3, hints: 0)
        #expect(campaign.lock(on: 5, progress) == nil)
        #expect(campaign.lock(on: 4, progress) != nil, "an unsolved level past the lookahead stays locked")
    }

    @Test func theLockSaysWhatOpensTheLevel() throws {
        let campaign = Campaign(ids: ids)
        #expect(campaign.lock(on: 8, PlayerProgress()) == LevelLock(level: 8, firstLevelsToSolve: 6))
        #expect(campaign.lock(on: 3, PlayerProgress()) == LevelLock(level: 3, firstLevelsToSolve: 1))
        #expect(campaign.lock(on: 2, PlayerProgress()) == nil)
    }

    @Test func whatTheLockSaysIsTrue() {
        let campaign = Campaign(ids: ids)
        for level in 3..<20 {
            for solvedFirst in 0..<level {
                let before = progress(solved: Array(0..<solvedFirst))
                guard let lock = campaign.lock(on: level, before) else { continue }
                // Solving exactly the levels it names opens the level; one fewer does not.
                #expect(
                    campaign.lock(on: level, progress(solved: Array(0..<lock.firstLevelsToSolve))) == nil)
                #expect(
                    campaign.lock(on: level, progress(solved: Array(0..<(lock.firstLevelsToSolve - 1))))
                        != nil)
            }
        }
    }
}
