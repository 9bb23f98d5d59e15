import GlideSolverClient
import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlidePlay
@testable import GlideSolver

@Suite("Chamber boards")
struct ChamberBoardTests {
    static func settings(_ random: inout SeededRandom) -> ChamberBoard.Settings {
        ChamberBoard.Settings(
            across: random.int(in: 2...4), down: random.int(in: 2...4), floorShare: 0.5,
            maxSlide: random.int(in: 4...8), rooms: RoomLimit(cells: random.pick([0, 4, 9])!),
            joinChance: random.pick([0.3, 0.6, 1])!)
    }

    @Test func theCarvingWalkWinsItsBoardWithinTheRoomLimit() throws {
        var random = SeededRandom(seed: 7)
        var checked = 0
        for _ in 0..<40 {
            let side = random.int(in: 20...36)
            let settings = Self.settings(&random)
            guard
                let carving = ChamberBoard.make(width: side, height: side, settings: settings, using: &random)
            else { continue }
            var session = GameSession(board: carving.board)
            let report = session.replay(carving.walk)
            #expect(session.isWon, "\(carving.board.mapRows.joined(separator: "\n"))")
            #expect(report.blocked.isEmpty)
            #expect(OpenArea.largest(carving.board) <= settings.rooms.cells)
            checked += 1
        }
        #expect(checked >= 10, "a good share of attempts carve a board (\(checked) of 40)")
    }

    @Test func theSameSeedCarvesTheSameBoard() {
        let settings = ChamberBoard.Settings(
            across: 3, down: 3, floorShare: 0.5, maxSlide: 6, rooms: RoomLimit(cells: 4), joinChance: 0.6)
        for seed in UInt64(0)..<10 {
            var first = SeededRandom(seed: seed), second = SeededRandom(seed: seed)
            let a = ChamberBoard.make(width: 30, height: 30, settings: settings, using: &first)
            let b = ChamberBoard.make(width: 30, height: 30, settings: settings, using: &second)
            #expect(a?.board == b?.board && a?.walk == b?.walk)
        }
    }

    /// The valves make chambers that cannot be gone back to: the rest graph is far from one
    /// strongly connected component, where a maze carved without chambers nearly is.
    @Test func chambersAreJoinedByOneWaySlides() {
        var random = SeededRandom(seed: 3)
        var boards = 0
        for _ in 0..<20 {
            let settings = ChamberBoard.Settings(
                across: 3, down: 3, floorShare: 0.5, maxSlide: 6, rooms: RoomLimit(cells: 4), joinChance: 0.6)
            guard let carving = ChamberBoard.make(width: 30, height: 30, settings: settings, using: &random)
            else {
                continue
            }
            // At least one valve between each two chambers in a row, crossed both ways (in
            // and sideways out of its tip), less the first chamber's.
            #expect(Difficulty.oneWaySlides(carving.board) >= 2 * (9 - 1))
            boards += 1
        }
        #expect(boards >= 5)
    }

    @Test func theGeneratorKeepsChamberMazesTheSameWhateverTheParallelism() {
        let settings = LevelGenerator.Settings(
            width: 20, height: 20, count: 3, seed: 5, wallDensity: 0.5,
            style: .chambers(chamberSide: 8, rooms: RoomLimit(cells: 4), joins: 0.6))
        let one = LevelGenerator(settings: settings).generate(jobs: 1).levels
        let three = LevelGenerator(settings: settings).generate(jobs: 3).levels
        #expect(one.count == 3)
        #expect(one.map(\.board) == three.map(\.board) && one.map(\.solution) == three.map(\.solution))
        #expect(one.allSatisfy { OpenArea.largest($0.board) <= 4 })
    }

    @Test func chambersAreNumberedInASnakeEachBesideTheNext() throws {
        let layout = try #require(ChamberLayout(width: 30, height: 30, across: 3, down: 3))
        #expect(layout.count == 9)
        // Row 1 left to right, row 2 right to left, row 3 left to right again.
        #expect(layout.chamber[1 * 30 + 1] == 0 && layout.chamber[1 * 30 + 28] == 2)
        #expect(layout.chamber[15 * 30 + 28] == 3 && layout.chamber[15 * 30 + 1] == 5)
        #expect(layout.chamber[28 * 30 + 1] == 6 && layout.chamber[28 * 30 + 28] == 8)
        #expect(layout.chamber[0] == -1)
        for number in 0..<(layout.count - 1) {
            let borders = layout.chamber.indices.contains { cell in
                layout.chamber[cell] == number
                    && [cell - 1, cell + 1, cell - 30, cell + 30].contains {
                        layout.chamber[$0] == number + 1
                    }
            }
            #expect(borders, "chamber \(number) borders chamber \(number + 1)")
        }
        #expect(layout.cellCounts.reduce(0, +) == 28 * 28)
        #expect(
            ChamberLayout(width: 30, height: 30, across: 8, down: 3) == nil, "chambers under 4 cells wide")
    }
}
