import GlideRules
import Testing

@Suite("Move notation")
struct MoveNotationTests {
    @Test func lettersInEitherCase() throws {
        #expect(try MoveNotation.parse("RDLU") == [.right, .down, .left, .up])
        #expect(try MoveNotation.parse("rdlu") == [.right, .down, .left, .up])
        #expect(try MoveNotation.parse("R, d l") == [.right, .down, .left])
        #expect(try MoveNotation.parse("") == [])
    }

    @Test func aBadLetterIsNamedWithItsPosition() {
        #expect(throws: MoveNotation.InvalidMove(character: "X", offset: 3)) {
            try MoveNotation.parse("RDXU")
        }
    }

    @Test func formatRoundTrips() throws {
        let moves: [Direction] = [.up, .left, .down, .right]
        #expect(MoveNotation.format(moves) == "ULDR")
        #expect(try MoveNotation.parse(MoveNotation.format(moves)) == moves)
    }
}
