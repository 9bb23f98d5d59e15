import GlideRules
import GlideTestSupport
import GlideWording
import Testing

@Suite("Cells, moves, boards and levels in words")
struct BoardWordingTests {
    @Test func positionsAreNamedOneBasedAsInAnEditor() {
        #expect(position(3, 1).description == "row 4 col 2")
        #expect("\(position(0, 0))" == "row 1 col 1")
    }

    @Test func directionsHaveNames() {
        #expect(Direction.allCases.map(\.name) == ["up", "down", "left", "right"])
    }

    @Test func everyReasonABoardIsRefusedIsWorded() {
        let reasons: [(Board.Invalid, String)] = [
            (.empty, "the map is empty"),
            (.tooLarge(width: 300, height: 2), "the map is 300×2; a level is at most 256×256"),
            (.cellCountMismatch(expected: 6, actual: 5), "expected 6 cells, got 5"),
            (.startOutside(position(3, 0)), "the start (row 4 col 1) lies outside the map"),
            (.startNotFloor(position(0, 0)), "the start (row 1 col 1) is not a floor cell"),
            (.voidRow(1), "row 2 has no wall or floor"),
        ]
        for (reason, words) in reasons { #expect(reason.description == words) }
    }

    @Test func levelsAreNamedByNumberAndTitle() throws {
        var level = Level(board: try board("#@.#"))
        #expect(level.name(number: 3) == "level 3")
        level.title = "Spiral"
        #expect(level.name(number: 3) == "level 3 \"Spiral\"")
    }

    @Test func aBadMoveIsNamedWithItsPlace() {
        #expect(
            MoveNotation.InvalidMove(character: "X", offset: 3).description
                == "invalid move 'X' at position 3: moves are U, D, L and R")
    }

    @Test func countsTakeTheirNounInTheRightNumber() {
        #expect(counted(1, "move") == "1 move")
        #expect(counted(0, "move") == "0 moves")
        #expect(counted(2, "dead end") == "2 dead ends")
        #expect(counted(3, "child", plural: "children") == "3 children")
    }
}
