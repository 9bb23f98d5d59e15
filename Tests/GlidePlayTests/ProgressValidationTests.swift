import Foundation
import GlidePlay
import GlideRules
import Testing

@Suite("Progress files checked on load: bad parts dropped, the rest kept, the game starts")
struct ProgressValidationTests {
    static let good = "6923ebdcaad3556f"
    static let other = "0123456789abcdef"

    /// A level record as the game writes it, with `stars` as given (any JSON number text).
    static func record(stars: String = "3", moves: String = "1") -> String {
        """
        {"solved":true,"bestMoves":\(moves),"stars":\(stars),"hintsUsed":0,"bestSolution":"R"}
        """
    }

    static func file(levels: [String: String]) -> String {
        "{\"version\":1,\"lastPack\":\"Tutorial\",\"levels\":{"
            + levels.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
            + "}}"
    }

    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The issue's files: each number once out of range, beside a good record.
    @Test(arguments: ["-1", "9223372036854775807", "1000000000", "4"])
    func aRecordWithStarsOutOfRangeIsDroppedAndTheRestKept(stars: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let text = Self.file(levels: [Self.good: Self.record(stars: stars), Self.other: Self.record()])
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let store = ProgressStore(path: path)
        let loaded = store.load(now: Date(timeIntervalSince1970: 1_700_000_000))
        let aside = path + ".bad-1700000000"
        #expect(
            loaded.warning
                == .partsDropped(
                    count: 1, first: ProgressProblem(.level(Self.good), .outOfRange(.stars, Int(stars)!)),
                    keptAt: aside))
        #expect(loaded.canSave)
        #expect(loaded.progress.record(for: Self.good) == nil)
        #expect(loaded.progress.record(for: Self.other)?.stars == 3 && loaded.progress.lastPack == "Tutorial")
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == text, "the file as it was, kept")
        let again = store.load()
        #expect(again.warning == nil && again.progress == loaded.progress, "the rest was written back")
    }

    /// A progress file kept elsewhere (in a folder of dotfiles) and linked to stays linked.
    @Test func aLinkedProgressFileStaysALink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/dotfiles", withIntermediateDirectories: true)
        let (path, real) = (folder + "/progress.json", folder + "/dotfiles/progress.json")
        let text = Self.file(levels: [Self.good: Self.record(stars: "-1"), Self.other: Self.record()])
        try text.write(toFile: real, atomically: true, encoding: .utf8)
        symlink(real, path)
        let store = ProgressStore(path: path)
        let loaded = store.load(now: Date(timeIntervalSince1970: 1_700_000_000))
        guard case .partsDropped(1, _, real + ".bad-1700000000") = loaded.warning else {
            Issue.record("\(String(describing: loaded.warning))")
            return
        }
        var progress = loaded.progress
        progress.recordWin(id: "abc", moves: 2, par: 2, hints: 0, solution: "RD")
        try store.save(progress, since: loaded.progress)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == real)
        #expect(ProgressStore(path: real).load().progress.levels.keys.sorted() == [Self.other, "abc"])
        #expect(try String(contentsOfFile: real + ".bad-1700000000", encoding: .utf8) == text)
    }

    @Test func aNumberTooLargeForAnIntegerIsAnUnreadableRecord() throws {
        let text = Self.file(levels: [Self.good: Self.record(stars: "9223372036854775808")])
        let (progress, problems) = try #require(PlayerProgress.reading(Data(text.utf8)))
        #expect(progress.levels.isEmpty)
        #expect(problems == [ProgressProblem(.level(Self.good), .unreadable)])
    }

    @Test func aDailyResultWithAParOutOfRangeIsDropped() throws {
        let text = """
            {"daily":{"2026-11-24":{"bestMoves":12,"par":-9223372036854775808,"stars":3,"bestSolution":"RD",\
            "hintsUsed":0,"wonOnTheDay":true,"level":"\(Self.good)"},\
            "2026-11-23":{"bestMoves":12,"par":10,"stars":2,"bestSolution":"RD","hintsUsed":0,\
            "wonOnTheDay":true,"level":"\(Self.good)"}}}
            """
        let (progress, problems) = try #require(PlayerProgress.reading(Data(text.utf8)))
        #expect(problems == [ProgressProblem(.daily("2026-11-24"), .outOfRange(.par, Int.min))])
        #expect(progress.daily?.keys.sorted() == ["2026-11-23"])
        #expect(progress.dailyStreak(today: try DailyDate(parsing: "2026-11-24")).current == 1)
    }

    /// Each line: a part of a file, and what reading it must say.
    static let cases: [(json: String, problems: [ProgressProblem])] = [
        (
            #"{"levels":{"\#(good)":{"solved":"yes","stars":1,"hintsUsed":0}}}"#,
            [.init(.level(good), .unreadable)]
        ),
        (#"{"levels":{"\#(good)":{"stars":1,"hintsUsed":0}}}"#, [.init(.level(good), .unreadable)]),
        (#"{"levels":{"\#(good)":{"solved":true,"stars":1,"hintsUsed":0,"new":[1,2]}}}"#, []),
        (
            #"{"levels":{"\#(good)":{"solved":true,"stars":1,"hintsUsed":-2}}}"#,
            [.init(.level(good), .outOfRange(.hintsUsed, -2))]
        ),
        (
            #"{"levels":{"\#(good)":{"solved":true,"stars":1,"hintsUsed":0,"bestMoves":1000001}}}"#,
            [.init(.level(good), .outOfRange(.bestMoves, 1_000_001))]
        ),
        (
            #"{"levels":{"\#(good)":{"solved":true,"stars":1,"hintsUsed":0,"bestSolution":"RX"}}}"#,
            [.init(.level(good), .badText(.bestSolution))]
        ),
        (#"{"levels":{"":{"solved":true,"stars":1,"hintsUsed":0}}}"#, [.init(.level(nil), .badKey)]),
        (
            #"{"levels":{"a\u001b]0;x":{"solved":true,"stars":1,"hintsUsed":0}}}"#,
            [.init(.level(nil), .badKey)]
        ),
        (#"{"levels":[1,2,3]}"#, [.init(.part(.levels), .unreadable)]),
        (#"{"version":-5}"#, [.init(.part(.version), .outOfRange(.version, -5))]),
        (#"{"version":"one"}"#, [.init(.part(.version), .unreadable)]),
        (#"{"theme":7}"#, [.init(.part(.theme), .unreadable)]),
        (#"{"preferences":"fast"}"#, [.init(.part(.preferences), .unreadable)]),
        (#"{"preferences":{"animationSpeed":"warp","colors":9,"bellOnWin":true}}"#, []),
        (#"{"daily":{"2026-02-30":{}}}"#, [.init(.daily(nil), .unreadable)]),
        (
            #"{"daily":{"2026-02-30":{"bestMoves":1,"par":1,"stars":3,"bestSolution":"R","hintsUsed":0,"wonOnTheDay":true,"level":"a"}}}"#,
            [.init(.daily(nil), .badKey)]
        ),
        (
            #"{"daily":{"2026-02-03":{"bestMoves":1,"par":1,"stars":3,"bestSolution":"R","hintsUsed":0,"wonOnTheDay":true,"level":"-"}}}"#,
            [.init(.daily("2026-02-03"), .badText(.level))]
        ),
        (
            #"{"attempts":{"\#(good)":{"actions":"RD/LU","played":6}}}"#,
            [.init(.attempt(good), .outOfRange(.played, 6))]
        ),
        (#"{"attempts":{"\#(good)":{"actions":"RD/LU","played":5}}}"#, []),
        (
            #"{"attempts":{"\#(good)":{"actions":"RDxLU","played":1}}}"#,
            [.init(.attempt(good), .badText(.actions))]
        ),
        (
            #"{"attempts":{"\#(good)":{"actions":"\#(String(repeating: "R", count: 100_001))","played":1}}}"#,
            [.init(.attempt(good), .badText(.actions))]
        ),
        (
            #"{"lastPack":"\#(String(repeating: "é", count: 2_049))"}"#,
            [.init(.part(.lastPack), .badText(.lastPack))]
        ),
        (#"{"levels":null,"daily":null,"unknown":{"deep":[[[[]]]]}}"#, []),
    ]

    @Test func eachBadPartIsNamedAndLeftOut() throws {
        for (json, expected) in Self.cases {
            let read = PlayerProgress.reading(Data(json.utf8))
            #expect(read?.problems == expected, "\(json.prefix(120))")
            #expect(read?.progress.validated().problems == [], "\(json.prefix(120))")
        }
    }

    @Test func whatIsNoJSONObjectIsUnreadableAsAWhole() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        for text in ["", "[]", "null", "3", "\"x\"", "{", "{\"levels\":{", "{\"extra\":\(deep)}", deep] {
            #expect(PlayerProgress.reading(Data(text.utf8)) == nil, "\(text.prefix(40))")
        }
    }

    @Test func aFileTooLargeIsSetAsideUnread() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let padding = String(repeating: " ", count: ProgressLimits.fileSize)
        try ("{\"version\":1}" + padding).write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = ProgressStore(path: path).load(now: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(loaded.warning == .setAside(to: path + ".bad-1700000000"))
        #expect(loaded.progress == PlayerProgress())
    }

    @Test func aFolderThatIsAFileIsNamedAsSuch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let taken = folder + "/glide"
        try "x".write(toFile: taken, atomically: true, encoding: .utf8)
        let loaded = ProgressStore(path: taken + "/progress.json").load()
        #expect(loaded.warning == .folderIsAFile(taken))
        #expect(loaded.saveBlocked == .notAFolder(taken))
        #expect(try String(contentsOfFile: taken, encoding: .utf8) == "x", "nothing moved or written")
    }

    @Test func anAsideFileIsNeverWrittenOver() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        try "first".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(ProgressStore(path: path).load(now: now).warning == .setAside(to: path + ".bad-1700000000"))
        try "second".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(ProgressStore(path: path).load(now: now).warning == .setAside(to: path + ".bad-1700000000-2"))
        #expect(try String(contentsOfFile: path + ".bad-1700000000", encoding: .utf8) == "first")
        #expect(try String(contentsOfFile: path + ".bad-1700000000-2", encoding: .utf8) == "second")
    }

    @Test func peekingChangesNothingOnDisk() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let text = Self.file(levels: [Self.good: Self.record(stars: "-1"), Self.other: Self.record()])
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let progress = ProgressStore(path: path).peek()
        #expect(progress.levels.keys.sorted() == [Self.other])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["progress.json"])
    }

    /// What the game writes reads back whole: a save never writes what a load would drop.
    @Test func aSaveWritesOnlyWhatALoadKeeps() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(path: folder + "/progress.json")
        var progress = PlayerProgress()
        progress.recordWin(id: Self.good, moves: 3, par: 3, hints: 0, solution: "RDL")
        progress.lastPack = String(repeating: "t", count: ProgressLimits.textLength + 1)
        try store.save(progress, since: PlayerProgress())
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(loaded.progress.lastPack == nil && loaded.progress.record(for: Self.good)?.bestMoves == 3)
    }

    @Test func anAttemptLongerThanTheBoardAllowsStartsAfresh() throws {
        let board = try #require(try LevelFormat.parse("#####\n#@..#\n#.###\n#####\n").levels.first?.board)
        let steps = GameSession.maximumResumedSteps(on: board)
        let most = SavedAttempt(actions: String(repeating: "RL", count: steps / 2), played: 2)
        #expect(GameSession(board: board, resuming: most)?.history.count == steps + 1)
        let more = SavedAttempt(actions: most.actions + "R", played: 2)
        #expect(GameSession(board: board, resuming: more) == nil)
    }
}
