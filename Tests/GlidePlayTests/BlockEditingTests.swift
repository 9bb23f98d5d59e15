import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

/// Copy, cut and paste of a block, within a level and from one level to another, and turning
/// or flipping a selection: each one undo step.
@Suite("Editor: block editing")
struct BlockEditingTests {
    static let text = """
        Title: P

        Title: A
        #######
        #@....#
        #.##..#
        #.....#
        #######

        Title: B
        #########
        #.......#
        #.......#
        #.......#
        #......@#
        #########

        """

    /// Selects from `from` to `to` (rows and columns of the draft).
    static func select(_ bench: inout EditorBench, _ from: Position, _ to: Position) {
        bench.change { editor in
            editor.moveCursor(rows: from.row - editor.cursor.row, columns: from.column - editor.cursor.column)
            editor.setMark()
            editor.moveCursor(rows: to.row - from.row, columns: to.column - from.column)
        }
    }

    static func rows(_ draft: LevelDraft) -> [String] {
        (0..<draft.height).map { row in
            String(
                (0..<draft.width).map { column -> Character in
                    let position = Position(row: row, column: column)
                    return position == draft.start ? "@" : draft[position].mapCharacter
                })
        }
    }

    @Test func aBlockIsCopiedIntoAnotherLevelInOneUndoStep() throws {
        var bench = try EditorBench(Self.text)
        Self.select(&bench, position(2, 2), position(3, 3))  // the 2×2 with the walls at its top
        bench.handle(.copyBlock)
        #expect(bench.editor.notice == .blockCopied(width: 2, height: 2, cut: false))
        #expect(bench.editor.mark != nil, "copying keeps the selection")
        bench.handle(.selectLevel(1))
        bench.change { $0.moveCursor(rows: 1 - $0.cursor.row, columns: 1 - $0.cursor.column) }
        bench.handle(.pasteBlock)
        #expect(bench.editor.notice == .blockPasted(width: 2, height: 2, clipped: false))
        #expect(Self.rows(bench.editor.draft)[1...2] == ["###.....#", "#.......#"])
        #expect(bench.editor.selection.map { [$0.top, $0.left, $0.width, $0.height] } == [1, 1, 2, 2])
        bench.handle(.undo)
        #expect(Self.rows(bench.editor.draft)[1] == "#.......#", "one step undoes the paste")
        #expect(bench.editor.document.current == 1)
    }

    @Test func cuttingLeavesFloorAndTakesTheStartAlong() throws {
        var bench = try EditorBench(Self.text)
        Self.select(&bench, position(1, 1), position(2, 2))
        bench.handle(.cutBlock)
        #expect(bench.editor.draft.start == nil && bench.editor.mark == nil)
        #expect(Self.rows(bench.editor.draft)[1...2] == ["#.....#", "#..#..#"])
        bench.change { $0.moveCursor(rows: 1 - $0.cursor.row, columns: 4 - $0.cursor.column) }
        bench.handle(.pasteBlock)
        #expect(bench.editor.draft.start == position(1, 4), "the start comes back where the block lands")
        #expect(Self.rows(bench.editor.draft)[1...2] == ["#...@.#", "#..#.##"])
        bench.handle(.undo)
        bench.handle(.undo)
        #expect(bench.editor.draft.start == position(1, 1), "two steps: the cut and the paste")
    }

    @Test func aBlockPastedAtTheEdgeIsCutThereAndNothingToPasteIsSaid() throws {
        var bench = try EditorBench(Self.text)
        bench.handle(.pasteBlock)
        #expect(bench.editor.notice == .refused(.nothingToPaste) && bench.bells == 1)
        Self.select(&bench, position(0, 0), position(2, 3))
        bench.handle(.copyBlock)
        bench.change { $0.moveCursor(rows: 3 - $0.cursor.row, columns: 5 - $0.cursor.column) }
        bench.handle(.pasteBlock)
        #expect(bench.editor.notice == .blockPasted(width: 4, height: 3, clipped: true))
        #expect(Self.rows(bench.editor.draft)[1] == "#.....#", "the start went with the block")
        #expect(Self.rows(bench.editor.draft)[3...4] == ["#....##", "######@"])
    }

    @Test func aSelectionTurnsAndFlipsInPlace() throws {
        var bench = try EditorBench(Self.text)
        // A 3-wide, 2-high block: the start, floor, then the walls below.
        Self.select(&bench, position(1, 1), position(2, 3))
        bench.handle(.transform(.rotateClockwise))
        #expect(bench.editor.notice == .blockTransformed(.rotateClockwise))
        #expect(Self.rows(bench.editor.draft)[1...3] == ["#.@...#", "##....#", "##....#"])
        #expect(bench.editor.selection.map { [$0.top, $0.left, $0.width, $0.height] } == [1, 1, 2, 3])
        #expect(bench.editor.draft.width == 7, "the level itself does not turn")
        bench.handle(.transform(.flipHorizontal))
        #expect(Self.rows(bench.editor.draft)[1...3] == ["#@....#", "#.#...#", "#.#...#"])
        bench.handle(.undo)
        bench.handle(.undo)
        #expect(Self.rows(bench.editor.draft)[1...2] == ["#@....#", "#.##..#"], "each one undo step")
    }

    @Test func aQuarterTurnThatWouldLeaveTheGridIsRefused() throws {
        var bench = try EditorBench(Self.text)
        Self.select(&bench, position(3, 0), position(4, 6))  // 7 wide, 2 high, on the last rows
        bench.handle(.transform(.rotateClockwise))
        #expect(bench.editor.notice == .refused(.blockAtEdge))
        bench.handle(.clearMark)
        bench.handle(.transform(.rotateClockwise))
        #expect(bench.editor.draft.width == 5, "without a selection the level turns")
    }
}
