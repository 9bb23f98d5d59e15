import GlidePlay
import Testing

@Suite("ResumePoint: where a relaunch continues")
struct ResumePointTests {
    let packs = [(title: "Tutorial", ids: ["t1", "t2", "t3"]), (title: "Easy", ids: ["e1", "e2"])]

    func progress(solved: [String], last: String?) -> PlayerProgress {
        var progress = PlayerProgress()
        for id in solved { progress.recordWin(id: id, moves: 1, par: 1, hints: 0) }
        progress.lastPack = last
        return progress
    }

    @Test func theFirstUnsolvedLevelOfTheLastPackPlayed() {
        #expect(ResumePoint(packs: packs, progress: PlayerProgress()) == ResumePoint(pack: 0, level: 0))
        #expect(
            ResumePoint(packs: packs, progress: progress(solved: ["t1", "t3"], last: "Tutorial"))
                == ResumePoint(pack: 0, level: 1), "a gap is where to continue")
        #expect(
            ResumePoint(packs: packs, progress: progress(solved: ["e1"], last: "Easy"))
                == ResumePoint(pack: 1, level: 1))
    }

    @Test func aFinishedPackMovesOnAndUnknownPacksStartAtTheFirst() {
        #expect(
            ResumePoint(packs: packs, progress: progress(solved: ["t1", "t2", "t3"], last: "Tutorial"))
                == ResumePoint(pack: 1, level: 0))
        #expect(
            ResumePoint(
                packs: packs, progress: progress(solved: ["t1", "t2", "t3", "e1", "e2"], last: "Easy"))
                == ResumePoint(pack: 1, level: 0), "all solved: the last pack from its start")
        #expect(
            ResumePoint(packs: packs, progress: progress(solved: ["t1"], last: "Gone"))
                == ResumePoint(pack: 0, level: 1))
        #expect(ResumePoint(packs: [], progress: PlayerProgress()) == ResumePoint(pack: 0, level: 0))
    }
}
