import Testing

@testable import GlideGenerator
@testable import GlideRules

@Suite("Room limit and corridor joins")
struct RoomLimitTests {
    /// The cells of rows of `#` and `.`, and the width.
    static func grid(_ rows: String...) -> (cells: [Cell], width: Int) {
        (rows.flatMap { $0.map { $0 == "." ? Cell.floor : .wall } }, rows[0].count)
    }

    @Test func aLimitOfNoneRefusesAnySquareOfFloor() {
        let (cells, width) = Self.grid("#####", "#...#", "#..##", "#####")
        // Row 2 col 2 closes a 2×2 square.
        #expect(!RoomLimit(cells: 0).allows(cells, width: width, carved: [2 * width + 2]))
        #expect(RoomLimit(cells: 4).allows(cells, width: width, carved: [2 * width + 2]))
        // A one-wide corridor is no room.
        let (corridor, corridorWidth) = Self.grid("#####", "#...#", "#.###", "#####")
        #expect(RoomLimit(cells: 0).allows(corridor, width: corridorWidth, carved: [2 * corridorWidth + 1]))
    }

    @Test func aRoomCountsAllItsCellsWhicheverOneWasCarved() {
        // A 3×2 room: 6 cells, over a limit of 4 however it grew.
        let (cells, width) = Self.grid("#####", "#...#", "#...#", "#####")
        #expect(!RoomLimit(cells: 4).allows(cells, width: width, carved: [1 * width + 3]))
        #expect(RoomLimit(cells: 6).allows(cells, width: width, carved: [1 * width + 3]))
        // Two 2×2 rooms joined by a cell in no square of floor stay two areas of 4; one more
        // cell beside it makes one room of 5×2.
        let (apart, width2) = Self.grid("#######", "#.....#", "#..#..#", "#######")
        #expect(RoomLimit(cells: 4).allows(apart, width: width2, carved: [1 * width2 + 3]))
        var joined = apart
        joined[2 * width2 + 3] = .floor
        #expect(!RoomLimit(cells: 9).allows(joined, width: width2, carved: [2 * width2 + 3]))
        #expect(RoomLimit(cells: 10).allows(joined, width: width2, carved: [2 * width2 + 3]))
    }

    @Test func aJoinIsACrossingOrACorridorAlongside() {
        // A corridor down column 3; slides heading right along row 2 from column 1.
        let (cells, width) = Self.grid("#######", "###.###", "#..####", "###.###", "#######")
        let row2 = { (columns: ClosedRange<Int>) in columns.map { 2 * width + $0 } }
        // Row 2 col 3 is a wall beside the corridor's cells above and below: carving it joins.
        #expect(CorridorJoin.joins(row2(2...3), heading: .right, in: cells, width: width))
        // Running along its own corridor and on into new cells touching nothing does not.
        let (open, openWidth) = Self.grid("#######", "#######", "#..####", "#######", "#######")
        #expect(
            !CorridorJoin.joins(
                [2 * openWidth + 2, 2 * openWidth + 3], heading: .right, in: open, width: openWidth))
        // Crossing floor after carving is a join (a loop closes).
        let (crossing, crossingWidth) = Self.grid("#######", "####.##", "#.##.##", "####.##", "#######")
        #expect(
            CorridorJoin.joins(
                [2 * crossingWidth + 2, 2 * crossingWidth + 3, 2 * crossingWidth + 4], heading: .right,
                in: crossing,
                width: crossingWidth))
    }
}
