import Foundation
import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@Suite("Level identity, stars, progress, atomic files")
struct LevelIdentityTests {
    @Test func theCanonicalIDIgnoresRotationReflectionAndMargins() throws {
        let b = try board("#####", "#@..#", "#.#.#", "#...#", "###.#", "  #.#")
        let ids = Set(BoardTransform.allCases.compactMap { b.transformed($0)?.canonicalID })
        #expect(ids.count == 1)
        #expect(
            try board("   #####", "   #@..#", "   #.#.#", "   #...#", "   ###.#", "     #.#").canonicalID
                == b.canonicalID)
        #expect(b.canonicalID.count == 16)
    }

    @Test func theCanonicalIDIgnoresWhatDoesNotChangePlay() throws {
        // Walls, void and the edge all stop the ball: borders and corners make no difference.
        let walled = try board("#####", "#@..#", "#.#.#", "#####")
        #expect(try board(" ### ", "#@..#", "#.#.#", " ### ").canonicalID == walled.canonicalID)
        #expect(try board("@..", ". .").canonicalID == walled.canonicalID)
        #expect(
            try board("@..", "...").canonicalID != walled.canonicalID, "a floor cell more is another level")
    }

    @Test func theCanonicalIDChangesWithTheMapOrTheStart() throws {
        let b = try board("#####", "#@..#", "#####")
        #expect(try board("#####", "#.@.#", "#####").canonicalID != b.canonicalID)
        #expect(try board("#####", "#@.##", "#####").canonicalID != b.canonicalID)
        #expect(try board("#####", "#..@#", "#####").canonicalID == b.canonicalID, "its mirror image")
    }

    @Test func transformsRotateAndFlip() throws {
        let b = try board("@.#", "...")
        let clockwise = try #require(b.transformed(.rotateClockwise))
        #expect(clockwise.mapRows == [".@", "..", ".#"])
        #expect(try #require(b.transformed(.flipHorizontal)).mapRows == ["#.@", "..."])
        #expect(try #require(b.transformed(.flipVertical)).mapRows == ["...", "@.#"])
        var round = b
        for _ in 0..<4 { round = try #require(round.transformed(.rotateClockwise)) }
        #expect(round == b)
    }

    @Test func starsAtParWithinHalfAgainAndBeyond() {
        #expect(StarRating.stars(moves: 10, par: 10) == 3)
        #expect(StarRating.stars(moves: 9, par: 10) == 3)
        #expect(StarRating.stars(moves: 15, par: 10) == 2)
        #expect(StarRating.stars(moves: 16, par: 10) == 1)
        #expect(StarRating.stars(moves: 5, par: 3) == 2, "1.5 × 3 rounds up to 5")
        #expect(StarRating.stars(moves: 6, par: 3) == 1)
    }

    @Test func progressKeepsTheBestResult() {
        var progress = PlayerProgress()
        progress.recordWin(id: "a", moves: 12, par: 10, hints: 2)
        progress.recordWin(id: "a", moves: 10, par: 10, hints: 0)
        progress.recordWin(id: "a", moves: 14, par: 10, hints: 5)
        #expect(
            progress.record(for: "a")
                == PlayerProgress.Record(
                    solved: true, bestMoves: 10, stars: 3, hintsUsed: 0, bestUnaidedMoves: 10))
    }

    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func progressSavesAtomicallyAndLoadsBack() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(path: folder + "/glide/progress.json")
        #expect(store.load().progress == PlayerProgress())
        var progress = PlayerProgress()
        progress.recordWin(id: "abc", moves: 3, par: 3, hints: 1)
        try store.save(progress, since: PlayerProgress())
        #expect(store.load().progress == progress)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/glide").sorted()
                == ["progress.json", "progress.lock"],
            "no temporary files left")
    }

    @Test func aCorruptProgressFileIsMovedAsideNotOverwritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = ProgressStore(path: path).load(now: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(loaded.progress == PlayerProgress())
        #expect(loaded.canSave)
        #expect(loaded.warning == .setAside(to: "\(path).bad-1700000000"))
        #expect(try String(contentsOfFile: path + ".bad-1700000000", encoding: .utf8) == "{ not json")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theStandardLocationFollowsXDG() {
        #expect(
            ProgressStore.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path
                == "/data/glide/progress.json")
        #expect(
            ProgressStore.standard(environment: ["HOME": "/home/a"]).path
                == "/home/a/.local/share/glide/progress.json")
        #expect(
            ProgressStore.standard(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]).path
                == "/home/a/.local/share/glide/progress.json", "XDG paths must be absolute")
    }

    @Test func atomicWritesKeepPermissions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/pack.txt"
        try AtomicFile.write(Data("one\n".utf8), to: path)
        chmod(path, 0o600)
        try AtomicFile.write(Data("two\n".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(Data(), to: folder + "/missing/dir/file")
        }
    }
}
