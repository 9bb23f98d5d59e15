import Foundation
import GlidePlay
import GlideRules
import Testing

/// A structured fuzzer over progress files: files shaped like the game's, each part at random
/// valid, out of range, of another type, missing, doubled or padded with fields no version
/// knows, keys that are no IDs, numbers past `Int`, long texts, deep nesting and huge arrays.
/// Every file must read without a trap, give a progress every part of which is within
/// `ProgressLimits`, and that progress must drive the game's models (the campaign, stats,
/// streaks, the daily standing, attempts resumed, a session opening a level) without a trap.
@Suite("Progress files fuzzed")
struct ProgressFuzzTests {
    /// The number of files each run reads, all from fixed seeds (a failure names its seed):
    /// 6.5 s in a debug build on two busy cores.
    static let cases = 2_000

    static let pack = try! LevelFormat.parse(
        "Title: P\n\nTitle: A\n#####\n#@..#\n#.###\n#####\n\nTitle: B\n#@.#\n\nTitle: C\n######\n#@...#\n######\n"
    )
    static let playPack = PlayPack(pack, fallbackTitle: "p")

    @Test func everyFuzzedFileReadsToAValidProgressTheGameCanUse() throws {
        var unreadable = 0
        var dropped = 0
        for seed in 0..<Self.cases {
            var fuzz = ProgressFuzzer(seed: UInt64(seed), ids: Self.playPack.ids)
            let text = fuzz.file()
            guard let (progress, problems) = PlayerProgress.reading(Data(text.utf8)) else {
                unreadable += 1
                continue
            }
            dropped += problems.count
            #expect(progress.validated().problems.isEmpty, "seed \(seed)")
            try use(progress, seed: seed)
        }
        // The fuzzer reaches both ends: whole files refused, and files read with parts dropped.
        #expect(unreadable > Self.cases / 50 && unreadable < Self.cases / 2)
        #expect(dropped > Self.cases / 2)
    }

    /// A slice of the files through the store, on disk: set aside, written back, read again.
    @Test func fuzzedFilesOnDiskLoadAndReadBackWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glide-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(path: folder + "/progress.json")
        for seed in 0..<40 {
            var fuzz = ProgressFuzzer(seed: UInt64(1_000_000 + seed), ids: Self.playPack.ids)
            try fuzz.file().write(toFile: store.path, atomically: false, encoding: .utf8)
            let loaded = store.load(now: Date(timeIntervalSince1970: Double(seed)))
            #expect(loaded.canSave)
            #expect(loaded.progress.validated().problems.isEmpty, "seed \(seed)")
            #expect(store.load().warning == nil, "what load keeps reads back whole (seed \(seed))")
            try? FileManager.default.removeItem(atPath: store.path)
        }
    }

    /// The game's models over `progress`, as level select, the stats and a game use them.
    func use(_ progress: PlayerProgress, seed: Int) throws {
        let ids = Self.playPack.ids
        let stats = PackStats(ids: ids, pars: Self.pack.levels.map(\.par), progress: progress)
        #expect(stats.stars <= stats.maximumStars, "seed \(seed)")
        let campaign = Self.playPack.campaign(unlockAll: false)
        #expect((0...ids.count).contains(campaign.openCount(progress)))
        for level in ids.indices { _ = campaign.lock(on: level, progress) }
        _ = ResumePoint(packs: [(Self.playPack.title, ids)], progress: progress)
        let today = try DailyDate(parsing: "2026-11-24")
        for key in (progress.daily ?? [:]).keys.prefix(20) {
            let date = try DailyDate(parsing: key)
            let standing = DailyStanding(progress: progress, date: date, today: today)
            _ = standing.greeting
            _ = standing.afterWin(moves: 7)
            if let record = standing.record {
                _ = StarRating.stars(moves: record.bestMoves, par: record.par, hints: record.hintsUsed)
            }
        }
        for (_, attempt) in (progress.attempts ?? [:]).prefix(20) {
            for level in Self.pack.levels { _ = GameSession(board: level.board, resuming: attempt) }
        }
        // A whole session is the slowest part: every tenth file.
        guard seed % 10 == 0 else { return }
        var session = PlaySession(
            packs: [Self.playPack], progress: progress, settings: PlaySettings(timing: .instant),
            start: .init(pack: 0, level: seed % ids.count), today: today)
        _ = session.handle(.play(.move(.right)), now: 0)
        _ = session.handle(.back, now: 1)
        _ = session.handle(.stopping, now: 2)
    }
}

/// Makes progress files from a seed (SplitMix64, so the same seed makes the same file).
struct ProgressFuzzer {
    private var state: UInt64
    /// Level IDs of the pack the fuzzed progress is used with, so records hit real levels.
    let ids: [String]
    /// While set, values stay small (the entries of a large map, which would otherwise make
    /// files of tens of megabytes).
    private var small = false

    init(seed: UInt64, ids: [String]) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678
        self.ids = ids
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// Numbers at and past every limit, and the extremes of JSON and `Int`.
    static let numbers = [
        "0", "1", "2", "3", "4", "-1", "7", "999999", "1000000", "1000001", "1000000000", "100", "1000",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "1.5", "-0", "1e300", "3.0", "1E2", "18446744073709551616",
    ]

    /// A number: mostly one a game could write, else one from the edges.
    mutating func number(valid: ClosedRange<Int>) -> String {
        chance(60) ? String(valid.lowerBound + below(valid.count)) : pick(Self.numbers)
    }

    /// Any JSON value, to stand where another type belongs; `depth` bounds the nesting.
    mutating func anyValue(depth: Int = 2) -> String {
        switch below(depth > 0 ? (small ? 8 : 9) : 6) {
        case 0: return "null"
        case 1: return pick(["true", "false"])
        case 2: return pick(Self.numbers)
        case 3: return string()
        case 4: return "\"\(pick(["R", "RDLU", "/", "", "2026-11-24"]))\""
        case 5: return "{}"
        case 6:
            return "[" + (0..<below(4)).map { _ in anyValue(depth: depth - 1) }.joined(separator: ",") + "]"
        case 7: return "{\"k\":\(anyValue(depth: depth - 1))}"
        default: return huge()
        }
    }

    /// A string: short, long, with escapes and control characters, or not UTF-16 clean.
    mutating func string() -> String {
        switch below(7) {
        case 0: return "\"\""
        case 1: return "\"\(String(repeating: "é", count: small ? 3 : 1 + below(5_000)))\""
        case 2: return "\"\\u001b]0;x\\u0007\""
        case 3: return "\"\\ud800\""
        case 4: return small || !chance(20) ? "\"RRRR\"" : pick(Self.longMoves)
        case 5: return "\"a\\u0000b\""
        default: return "\"\(pick(["classic", "light", "Tutorial", "slow", "24-bit", "x"]))\""
        }
    }

    /// Move strings at and past the limits of a solution and an attempt.
    static let longMoves = [1, 99_999, 100_000, 100_001, 1_000_001].map {
        "\"" + String(repeating: "R", count: $0) + "\""
    }

    /// Large values, made once: long arrays, deep nests, wide objects.
    static let hugeValues: [String] =
        [10, 1_000, 200_000].flatMap { count in
            ["0", "{}", "\"x\""].map { "[" + Array(repeating: $0, count: count).joined(separator: ",") + "]" }
        }
        + [10, 400, 600, 5_000, 100_000].map {
            String(repeating: "[", count: $0) + String(repeating: "]", count: $0)
        }
        + [10, 1_000, 20_000].map { count in
            "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        }

    /// Something large: a long array, a deep nest, or a wide object.
    mutating func huge() -> String { pick(Self.hugeValues) }

    /// An object of `fields` (name and value), each maybe dropped, doubled, or its value
    /// replaced by another type; maybe with fields no version knows.
    mutating func object(_ fields: [(String, String)]) -> String {
        var parts: [String] = []
        for (name, value) in fields {
            if chance(4) { continue }
            let text = chance(5) ? anyValue() : value
            parts.append("\"\(name)\":\(text)")
            if chance(2) { parts.append("\"\(name)\":\(anyValue())") }
        }
        if chance(10) { parts.append("\"\(pick(["extra", "future", "levels2"]))\":\(anyValue())") }
        if chance(3) { parts.shuffle(using: &self) }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// A key: a real level's ID mostly, else any ID, a date, or garbage.
    mutating func key(dates: Bool = false) -> String {
        if dates {
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return chance(85)
                ? "\(2020 + below(10))-\(two(1 + below(12)))-\(two(1 + below(28)))"
                : pick(["2026-02-30", "0000-01-01", "9999-12-31", "2026-1-1", "", "tomorrow"])
        }
        if chance(70) { return pick(ids) }
        return pick([
            String(next() | 1 << 63, radix: 16), "", String(repeating: "a", count: 65), "\\u001b[2J", "a b",
            "ÄÖ",
        ])
    }

    mutating func moves(restarts: Bool = false) -> String {
        let letters: [Character] = restarts ? ["R", "D", "L", "U", "/"] : ["R", "D", "L", "U"]
        if chance(10) { return string() }
        return "\"" + String((0..<below(12)).map { _ in pick(letters) }) + "\""
    }

    mutating func record() -> String {
        object([
            ("solved", pick(["true", "false"])), ("bestMoves", number(valid: 0...40)),
            ("stars", number(valid: 0...3)),
            ("hintsUsed", number(valid: 0...5)), ("bestSolution", moves()),
            ("bestUnaidedMoves", number(valid: 0...40)),
        ])
    }

    mutating func dailyRecord() -> String {
        object([
            ("bestMoves", number(valid: 1...40)), ("par", number(valid: 1...40)),
            ("stars", number(valid: 1...3)),
            ("bestSolution", moves()), ("hintsUsed", number(valid: 0...5)),
            ("wonOnTheDay", pick(["true", "false"])), ("level", "\"\(chance(90) ? pick(ids) : key())\""),
        ])
    }

    mutating func attempt() -> String {
        object([("actions", moves(restarts: true)), ("played", number(valid: 0...12))])
    }

    /// A map of `count` entries made by `value`, keyed by `key`.
    mutating func entries(dates: Bool = false, _ value: (inout Self) -> String) -> String {
        let count = chance(1) ? 500 : below(6)
        small = count > 100
        defer { small = false }
        return "{"
            + (0..<count).map { _ in "\"\(key(dates: dates))\":\(value(&self))" }.joined(separator: ",") + "}"
    }

    /// A whole file: mostly an object shaped like the game's; sometimes no object at all, or cut.
    mutating func file() -> String {
        if chance(3) { return anyValue() }
        let levels = entries { $0.record() }
        let daily = entries(dates: true) { $0.dailyRecord() }
        let attempts = entries { $0.attempt() }
        let preferences = object([
            ("animationSpeed", "\"\(pick(["slow", "normal", "fast", "instant", "warp"]))\""),
            ("bellOnWin", pick(["true", "false"])),
            ("colors", "\"\(pick(["auto", "256", "16", "none", "8"]))\""),
        ])
        let text = object([
            ("version", number(valid: 1...1)), ("levels", levels), ("theme", string()),
            ("lastPack", string()),
            ("daily", daily), ("attempts", attempts), ("preferences", preferences),
        ])
        return chance(3)
            ? String(decoding: text.utf8.prefix(below(text.utf8.count + 1)), as: UTF8.self) : text
    }
}

extension ProgressFuzzer: RandomNumberGenerator {}
