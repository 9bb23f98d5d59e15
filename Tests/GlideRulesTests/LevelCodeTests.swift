import Foundation
import Testing

@testable import GlideRules

/// Level codes (`LevelCode`): every level comes back exactly from its code, the code stays in
/// its alphabet and short, and every kind of slip in a code is caught and named.
@Suite("Level codes")
struct LevelCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized

    static let shippedPacks: [LevelPack] = {
        let folder = root.appendingPathComponent("levels")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted().compactMap {
            try? PackFile.load(folder.appendingPathComponent($0).path)
        }
    }()

    /// Chamber mazes of 30×30 to 45×45 (the master pack before issue 28 made it shorter).
    static let mazes = try? PackFile.load(root.appendingPathComponent("tools/bench/mazes.txt").path)

    static let spiral = try! LevelFormat.parse(
        "Title: Spiral\nAuthor: Ann Ó\nPar: 12\n  #####\n ##...#\n #@#..#\n #....#\n ######\n"
    ).levels[0]

    @Test func everyShippedLevelComesBackFromItsCode() throws {
        let levels = Self.shippedPacks.flatMap(\.levels)
        #expect(levels.count > 100, "the shipped packs are read")
        for level in levels {
            let code = LevelCode.encode(level)
            let back = try LevelCode.decode(code)
            #expect(back.board == level.board)
            #expect(back.title == level.title && back.par == level.par && back.author == level.author)
            #expect(code.hasPrefix("G1-"))
            #expect(code.dropFirst(3).allSatisfy { Base64URL.value(of: $0) != nil })
        }
    }

    /// The promise of the format: a 45×45 maze fits a chat message of 280 characters, and a
    /// small level a line. (The figures for each pack are in docs/level-format.md.)
    @Test func codesAreShort() throws {
        let levels = Self.shippedPacks.flatMap(\.levels)
        let mazes = try #require(Self.mazes, "tools/bench/mazes.txt reads").levels
        let largest = try #require(
            (levels + mazes).max { $0.board.width * $0.board.height < $1.board.width * $1.board.height })
        #expect(largest.board.width >= 45, "the 45×45 mazes are in the set")
        for level in levels + mazes {
            #expect(LevelCode.encode(level).count <= 280, "\(level.title ?? "")")
        }
        for level in levels where level.board.width <= 12 && level.board.height <= 12 {
            #expect(LevelCode.encode(level).count <= 80, "\(level.title ?? "")")
        }
    }

    @Test func randomBoardsComeBackExactly() throws {
        var random = TestRandom(seed: 26)
        for _ in 0..<300 {
            let width = random.next(in: 1...40), height = random.next(in: 1...40)
            var cells = (0..<width * height).map { _ in [Cell.wall, .floor, .void][random.next(in: 0...2)] }
            for row in 0..<height { cells[row * width + random.next(in: 0...(width - 1))] = .floor }
            let floors = cells.indices.filter { cells[$0] == .floor }
            let start = floors[random.next(in: 0...(floors.count - 1))]
            let board = try Board(
                width: width, height: height, cells: cells,
                start: Position(row: start / width, column: start % width))
            var level = Level(board: board)
            if random.next(in: 0...1) == 1 { level.par = random.next(in: 0...100_000) }
            let back = try LevelCode.decode(LevelCode.encode(level))
            #expect(back.board == board && back.par == level.par)
        }
    }

    @Test func theLargestBoardComesBack() throws {
        let side = Board.maximumSide
        var cells = [Cell](repeating: .floor, count: side * side)
        for index in stride(from: 0, to: cells.count, by: 7) { cells[index] = .wall }
        let board = try Board(width: side, height: side, cells: cells, start: Position(row: 255, column: 253))
        #expect(try LevelCode.decode(LevelCode.encode(Level(board: board))).board == board)
    }

    @Test func longTitlesAreCutBetweenCharacters() throws {
        var level = Self.spiral
        level.title = String(repeating: "é", count: 200)  // 400 bytes
        let title = try #require(try LevelCode.decode(LevelCode.encode(level)).title)
        #expect(title == String(repeating: "é", count: 127))
    }

    @Test func whiteSpaceInACodeIsIgnored() throws {
        let code = LevelCode.encode(Self.spiral)
        let broken = "  " + code.prefix(10) + "\n" + code.dropFirst(10) + " \n"
        #expect(try LevelCode.decode(String(broken)) == LevelCode.decode(code))
    }

    // MARK: Slips

    @Test func everySingleMistypedCharacterIsCaughtAndLocated() throws {
        let code = Array(LevelCode.encode(Self.spiral))
        var located = 0
        for index in stride(from: 3, to: code.count, by: 3) {
            for replacement in Base64URL.alphabet.prefix(8) where replacement != code[index] {
                var typo = code
                typo[index] = replacement
                #expect(throws: LevelCodeError.self) { try LevelCode.decode(String(typo)) }
                if case .mistyped(index + 1, code[index])? = Self.error(String(typo)) { located += 1 }
            }
        }
        // A typo is located when no other single slip explains it as well: nearly always.
        #expect(located * 10 >= (code.count - 3) / 3 * 7 * 9)
    }

    @Test func aMissingOrExtraCharacterIsCaught() throws {
        let code = LevelCode.encode(Self.spiral)
        for index in stride(from: 3, to: code.count, by: 5) {
            var shorter = Array(code)
            shorter.remove(at: index)
            #expect(Self.error(String(shorter)) != nil)
            var longer = Array(code)
            longer.insert("Q", at: index)
            #expect(Self.error(String(longer)) != nil)
        }
        var cut = Array(code)
        cut.remove(at: 10)
        let error = Self.error(String(cut))
        if case .missingCharacter(11, code[code.index(code.startIndex, offsetBy: 10)])? = error {
        } else if error != .wrongLength {
            Issue.record("a missing character is named, or the length is: \(String(describing: error))")
        }
    }

    @Test func otherTextIsNamedForWhatItIs() {
        let code = LevelCode.encode(Self.spiral)
        #expect(Self.error("levels/easy.txt") == .notACode)
        #expect(Self.error("G7-" + code.dropFirst(3)) == .unknownVersion(7))
        #expect(Self.error(code.prefix(8) + "!" + code.dropFirst(9)) == .badCharacter("!", position: 9))
        #expect(Self.error("G1-AAA") == .tooShort)
        #expect(Self.error(String(code.prefix(code.count - 9))) != nil)
        #expect(LevelCode.looksLikeCode(code) && LevelCode.looksLikeCode("G12-x"))
        #expect(!LevelCode.looksLikeCode("Glide.txt") && !LevelCode.looksLikeCode("G-1"))
    }

    /// A code made by hand, whose checksum holds over nonsense: refused, never a crash.
    @Test func nonsenseWithAGoodChecksumIsRefused() {
        var random = TestRandom(seed: 52)
        var refused = 0
        for _ in 0..<150 {
            let payload = (0..<random.next(in: 1...40)).map { _ in UInt8(random.next(in: 0...255)) }
            let code = LevelCode.prefix + Base64URL.encode(payload + CRC24.of(payload))
            do {
                let level = try LevelCode.decode(code)
                #expect(LevelCode.encode(level).hasPrefix("G1-"))
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }

    static func error(_ text: some StringProtocol) -> LevelCodeError? {
        do {
            _ = try LevelCode.decode(String(text))
            return nil
        } catch {
            return error
        }
    }
}

/// A small seeded generator (SplitMix64): the same boards on every run.
struct TestRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}
