import GlideGenerator
import GlidePlay
import GlideTestSupport
import Testing

@Suite("Carved boards")
struct CarvedBoardTests {
    @Test func theCarvingWalkWinsItsBoard() throws {
        var random = SeededRandom(seed: 99)
        var checked = 0
        for _ in 0..<200 {
            let width = random.int(in: 3...20), height = random.int(in: 3...20)
            guard
                let carving = CarvedBoard.make(
                    width: width, height: height, slides: width * height / 3,
                    maxSlide: 6, using: &random)
            else { continue }
            var session = GameSession(board: carving.board)
            let report = session.replay(carving.walk)
            #expect(session.isWon, "\(carving.board.mapRows.joined(separator: "\n"))")
            #expect(report.blocked.isEmpty)
            checked += 1
        }
        #expect(checked >= 100, "most attempts carve a board (\(checked) of 200)")
    }
}
