import Foundation
import GlidePlay
import GlideRules
import Testing

@Suite("Progress merged on save: two games sharing a data folder lose nothing")
struct ProgressMergeTests {
    static let today = try! DailyDate(parsing: "2026-11-24")
    static let yesterday = try! DailyDate(parsing: "2026-11-23")

    @Test func levelsWonInEitherGameAreAllKept() {
        let base = PlayerProgress()
        var one = base
        one.recordWin(id: "a", moves: 3, par: 3, hints: 0, solution: "RDL")
        var two = base
        two.recordWin(id: "b", moves: 5, par: 4, hints: 1, solution: "RDLUR")
        let merged = PlayerProgress.merged(mine: two, base: base, disk: one)
        #expect(merged.record(for: "a") == one.record(for: "a"))
        #expect(merged.record(for: "b") == two.record(for: "b"))
    }

    @Test func theBestResultOfALevelWinsWhicheverGameMadeIt() {
        var disk = PlayerProgress()
        disk.recordWin(id: "a", moves: 6, par: 4, hints: 0, solution: "RDLURD")
        disk.recordWin(id: "a", moves: 4, par: 4, hints: 2, solution: "RDLU")
        var mine = PlayerProgress()
        mine.recordWin(id: "a", moves: 5, par: 4, hints: 0, solution: "RDLUR")
        let record = PlayerProgress.merged(mine: mine, base: PlayerProgress(), disk: disk).record(for: "a")
        #expect(record?.bestMoves == 4 && record?.bestSolution == "RDLU" && record?.hintsUsed == 2)
        #expect(record?.stars == 2, "both won 2 stars at best: 4 moves with hints, 5 without")
        #expect(record?.bestUnaidedMoves == 5, "the fewest moves without hints, from the other game")
        #expect(record?.solved == true)
        let other = PlayerProgress.merged(mine: disk, base: PlayerProgress(), disk: mine).record(for: "a")
        #expect(other == record, "the same whichever game saves last")
    }

    /// Wins split at random between two games merge to what one game playing them all keeps.
    @Test func mergingTwoGamesIsPlayingInOne() {
        var random = ProgressFuzzer(seed: 7, ids: [])
        for _ in 0..<300 {
            var one = PlayerProgress(), two = PlayerProgress(), both = PlayerProgress()
            for _ in 0..<20 {
                let id = ["a", "b", "c"].randomElement(using: &random)!
                let moves = Int.random(in: 3...9, using: &random)
                let hints = Int.random(in: 0...1, using: &random)
                let solution = String(repeating: "R", count: moves)
                if Bool.random(using: &random) {
                    one.recordWin(id: id, moves: moves, par: 4, hints: hints, solution: solution)
                } else {
                    two.recordWin(id: id, moves: moves, par: 4, hints: hints, solution: solution)
                }
                both.recordWin(id: id, moves: moves, par: 4, hints: hints, solution: solution)
            }
            let merged = PlayerProgress.merged(mine: one, base: PlayerProgress(), disk: two)
            for (id, record) in both.levels {
                let kept = merged.record(for: id)
                #expect(kept?.bestMoves == record.bestMoves && kept?.stars == record.stars)
                #expect(kept?.bestUnaidedMoves == record.bestUnaidedMoves && kept?.solved == true)
                #expect(kept?.bestSolution?.count == record.bestMoves)
            }
            #expect(Set(merged.levels.keys) == Set(both.levels.keys))
        }
    }

    @Test func theBestDailyResultWinsAndStreaksCountEveryDayWon() {
        var disk = PlayerProgress()
        disk.recordDailyWin(
            date: Self.yesterday, today: Self.yesterday, level: "y", moves: 9, par: 6, hints: 0, solution: "R"
        )
        disk.recordDailyWin(
            date: Self.today, today: Self.today, level: "t", moves: 8, par: 6, hints: 0, solution: "RR")
        var mine = PlayerProgress()
        mine.recordDailyWin(
            date: Self.today, today: Self.today, level: "t", moves: 7, par: 6, hints: 1, solution: "RRR")
        let merged = PlayerProgress.merged(mine: mine, base: PlayerProgress(), disk: disk)
        #expect(merged.dailyRecord(for: Self.today)?.bestMoves == 7)
        #expect(merged.dailyRecord(for: Self.today)?.bestSolution == "RRR")
        #expect(merged.dailyRecord(for: Self.yesterday)?.bestMoves == 9)
        #expect(merged.dailyStreak(today: Self.today) == DailyStreak(current: 2, best: 2))
        // A day won on its day in one game and late in the other stays won on its day.
        var late = PlayerProgress()
        late.recordDailyWin(
            date: Self.yesterday, today: Self.today, level: "y", moves: 6, par: 6, hints: 0,
            solution: "RDLURD")
        let kept = PlayerProgress.merged(mine: late, base: PlayerProgress(), disk: disk)
        #expect(kept.dailyRecord(for: Self.yesterday)?.bestMoves == 6)
        #expect(kept.dailyRecord(for: Self.yesterday)?.wonOnTheDay == true)
    }

    @Test func attemptsAndSettingsTakeTheWritersOwnChanges() {
        var base = PlayerProgress()
        base.keepAttempt(SavedAttempt(actions: "R", played: 1), for: "kept")
        base.keepAttempt(SavedAttempt(actions: "D", played: 1), for: "won-elsewhere")
        base.theme = "classic"
        base.preferences = PlayerPreferences(animationSpeed: .normal)
        base.lastPack = "Easy"
        // The other game, meanwhile: won a level (its attempt gone), a new attempt, a theme.
        var disk = base
        disk.keepAttempt(nil, for: "won-elsewhere")
        disk.keepAttempt(SavedAttempt(actions: "UU", played: 2), for: "theirs")
        disk.theme = "light"
        // This game: an attempt of its own, another speed.
        var mine = base
        mine.keepAttempt(SavedAttempt(actions: "LL", played: 1), for: "mine")
        mine.keepAttempt(SavedAttempt(actions: "RD", played: 2), for: "kept")
        mine.preferences = PlayerPreferences(animationSpeed: .fast)
        let merged = PlayerProgress.merged(mine: mine, base: base, disk: disk)
        #expect(
            merged.attempt(for: "kept") == SavedAttempt(actions: "RD", played: 2), "changed here: this game's"
        )
        #expect(merged.attempt(for: "won-elsewhere") == nil, "forgotten there, not changed here")
        #expect(merged.attempt(for: "theirs") == SavedAttempt(actions: "UU", played: 2))
        #expect(merged.attempt(for: "mine") == SavedAttempt(actions: "LL", played: 1))
        #expect(merged.theme == "light", "not changed here: the other game's change")
        #expect(merged.preferences?.animationSpeed == .fast, "changed here: this game's")
        #expect(merged.lastPack == "Easy")
        // This game forgets an attempt (won): gone, whatever the disk says.
        var won = mine
        won.keepAttempt(nil, for: "kept")
        #expect(PlayerProgress.merged(mine: won, base: mine, disk: merged).attempt(for: "kept") == nil)
    }

    @Test func mergingWithItselfChangesNothing() {
        var progress = PlayerProgress()
        progress.recordWin(id: "a", moves: 5, par: 4, hints: 0, solution: "RDLUR")
        progress.recordDailyWin(
            date: Self.today, today: Self.today, level: "t", moves: 7, par: 6, hints: 1, solution: "RRR")
        progress.keepAttempt(SavedAttempt(actions: "R", played: 1), for: "b")
        progress.theme = "light"
        #expect(PlayerProgress.merged(mine: progress, base: progress, disk: progress) == progress)
        #expect(PlayerProgress.merged(mine: progress, base: PlayerProgress(), disk: progress) == progress)
    }

    // MARK: The store

    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Two games loaded the same file; each saves its own wins: the file ends with all of them.
    @Test func twoStoresSavingInTurnKeepBothGamesWins() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/glide/progress.json"
        let (one, two) = (ProgressStore(path: path), ProgressStore(path: path))
        let start = one.load().progress
        var first = start, second = start
        first.recordWin(id: "a", moves: 1, par: 1, hints: 0, solution: "R")
        try one.save(first, since: start)
        second.recordWin(id: "b", moves: 2, par: 2, hints: 0, solution: "RD")
        try two.save(second, since: start)
        first.recordWin(id: "c", moves: 3, par: 3, hints: 0, solution: "RDL")
        try one.save(first, since: first)
        #expect(Set(one.load().progress.levels.keys) == ["a", "b", "c"])
    }

    /// Eight threads, each its own game saving a win at a time through its own store: every
    /// win is in the file at the end (the lock keeps each read-merge-write whole).
    @Test func manySaversAtOnceLoseNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let (games, wins) = (8, 25)
        DispatchQueue.concurrentPerform(iterations: games) { game in
            let store = ProgressStore(path: path)
            var progress = PlayerProgress(), base = PlayerProgress()
            for win in 0..<wins {
                progress.recordWin(id: "g\(game)w\(win)", moves: 1, par: 1, hints: 0, solution: "R")
                _ = try? store.save(progress, since: base)
                base = progress
            }
        }
        let loaded = ProgressStore(path: path).load()
        #expect(loaded.warning == nil)
        #expect(loaded.progress.levels.count == games * wins)
    }
}
