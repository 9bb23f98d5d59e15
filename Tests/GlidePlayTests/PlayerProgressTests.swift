import Foundation
import GlidePlay
import Testing

@Suite("PlayerProgress: best solutions and the last pack, old files loading")
struct PlayerProgressTests {
    @Test func theBestSolutionIsKeptWithTheBestMoves() {
        var progress = PlayerProgress()
        progress.recordWin(id: "a", moves: 6, par: 4, hints: 0, solution: "RDLURD")
        progress.recordWin(id: "a", moves: 7, par: 4, hints: 0, solution: "RDLURDL")
        #expect(progress.record(for: "a")?.bestSolution == "RDLURD", "a worse win keeps the best")
        progress.recordWin(id: "a", moves: 4, par: 4, hints: 0, solution: "RDLU")
        #expect(progress.record(for: "a")?.bestSolution == "RDLU")
        // A best from before solutions were kept takes the next solution as good.
        progress.levels["b"] = .init(solved: true, bestMoves: 5, stars: 2)
        progress.recordWin(id: "b", moves: 5, par: 4, hints: 0, solution: "UUDDL")
        #expect(progress.record(for: "b")?.bestSolution == "UUDDL")
    }

    /// A progress file as the current release writes it: no solutions, no last pack.
    @Test func aFileFromTheCurrentReleaseLoadsUnchanged() throws {
        let json = """
            {"version":1,"theme":"light","levels":{"3f2a":{"solved":true,"bestMoves":7,"stars":3,"hintsUsed":1},\
            "9c1d":{"solved":false,"stars":0,"hintsUsed":2}}}
            """
        let progress = try JSONDecoder().decode(PlayerProgress.self, from: Data(json.utf8))
        #expect(progress.theme == "light")
        #expect(progress.lastPack == nil)
        #expect(progress.record(for: "3f2a") == .init(solved: true, bestMoves: 7, stars: 3, hintsUsed: 1))
        #expect(progress.record(for: "9c1d")?.hintsUsed == 2)
        // Written again, it reads back the same, solutions and last pack included.
        var again = progress
        again.lastPack = "Easy"
        again.recordWin(id: "9c1d", moves: 3, par: 3, hints: 0, solution: "RDL")
        let data = try JSONEncoder().encode(again)
        #expect(try JSONDecoder().decode(PlayerProgress.self, from: data) == again)
    }
}
