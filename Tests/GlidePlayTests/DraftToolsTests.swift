import GlideTestSupport
import Testing

@Suite("Drawing tools")
struct DraftToolsTests {
    @Test func aRectangleIsDrawnAsAnOutlineOrFilledWhicheverCornerComesFirst() {
        var outline = draft(".....", ".....", ".....", ".....")
        outline.drawRectangle(from: position(3, 3), to: position(0, 0), cell: .wall, filled: false)
        #expect(rows(outline) == ["####.", "#..#.", "#..#.", "####."])
        var filled = draft(".....", ".....", ".....")
        filled.drawRectangle(from: position(0, 1), to: position(1, 9), cell: .wall, filled: true)
        #expect(rows(filled) == [".####", ".####", "....."], "clipped to the grid")
    }

    @Test func floodFillChangesTheRegionOfTheCellsKindOnly() {
        var d = draft("#####", "#@.##", "#.#..", "#####")
        #expect(d.region(at: position(1, 2)).count == 3)
        d.floodFill(at: position(2, 3), with: .wall)
        #expect(rows(d) == ["#####", "#@.##", "#.###", "#####"], "the floor beyond the wall stays")
        d.floodFill(at: position(1, 1), with: .void)
        #expect(d.start == nil, "filling over the start removes it")
    }

    @Test func aMovedBlockCarriesItsCellsAndLeavesFloor() throws {
        let d = draft("######", "#@...#", "#.##.#", "#....#", "######")
        let block = try #require(d.rectangle(position(2, 2), position(2, 3)))
        let moved = d.moving(block, by: position(1, 0))
        #expect(rows(moved) == ["######", "#@...#", "#....#", "#.##.#", "######"])
        let withStart = d.moving(
            try #require(d.rectangle(position(1, 1), position(1, 1))), by: position(0, 1))
        #expect(withStart.start == position(1, 2), "the start moves with its block")
    }
}
