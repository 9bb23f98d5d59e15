import GlideGenerator
import GlideTestSupport
import Testing

@Suite("Open area")
struct OpenAreaTests {
    @Test func aOneWideCorridorHasNone() throws {
        #expect(OpenArea.largest(try board("#######", "#@....#", "#.###.#", "#.....#", "#######")) == 0)
    }

    @Test func aRoomCountsWholeAndAPillarOnlyItsOwnCell() throws {
        // 5×4 of floor: 20 cells. A pillar in the middle of a 5×5 room takes its own cell; one
        // beside the wall also closes the cell between it and the wall, a corridor.
        #expect(
            OpenArea.largest(try board("#######", "#@....#", "#.....#", "#.....#", "#.....#", "#######"))
                == 20)
        #expect(
            OpenArea.largest(
                try board("#######", "#@....#", "#.....#", "#..#..#", "#.....#", "#.....#", "#######")) == 24)
        #expect(
            OpenArea.largest(try board("#######", "#@....#", "#.....#", "#..#..#", "#.....#", "#######"))
                == 18)
    }

    @Test func twoRoomsJoinedByACorridorCountApartAndTheLargerWins() throws {
        // A 2×2 room and a 3×3 room, joined by a 1-wide corridor that is not open.
        let rooms = try board(
            "##########",
            "#@.####..#",
            "#.......##",
            "#######..#",
            "######...#",
            "######...#",
            "##########")
        // The 3×3 room and the square above its right side: 8 cells (the corridor's end at row 2
        // col 7 lies in no square of floor).
        #expect(OpenArea.largest(rooms) == 8)
        #expect(OpenArea.largestArea(rooms) == [37, 38, 46, 47, 48, 56, 57, 58])
    }

    @Test func aTwoWideCorridorIsOpen() throws {
        #expect(OpenArea.largest(try board("########", "#@.....#", "#......#", "########")) == 12)
    }
}
