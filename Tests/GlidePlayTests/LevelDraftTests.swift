import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

func draft(_ rows: String...) -> LevelDraft {
    let width = rows.map(\.count).max() ?? 1
    var draft = LevelDraft(width: width, height: rows.count)
    for (r, row) in rows.enumerated() {
        for (c, character) in row.enumerated() {
            let p = Position(row: r, column: c)
            switch character {
            case "#": draft.set(p, to: .wall)
            case ".": draft.set(p, to: .floor)
            case "@": draft.placeStart(at: p)
            default: break
            }
        }
    }
    return draft
}

/// The draft's rows as map text (for readable expectations).
func rows(_ d: LevelDraft) -> [String] {
    (0..<d.height).map { r in
        String(
            (0..<d.width).map { c -> Character in
                let p = Position(row: r, column: c)
                return p == d.start ? "@" : d[p].mapCharacter
            })
    }
}

@Suite("Editor model: drafts")
struct LevelDraftTests {
    @Test func aNewLevelIsARoomWithTheStartInACorner() {
        let room = LevelDraft.room(width: 9, height: 9)
        #expect(room.width == 9 && room.height == 9)
        #expect(rows(room)[0] == "#########" && rows(room)[1] == "#@......#" && rows(room)[8] == "#########")
        #expect(rows(LevelDraft.room(width: 5, height: 4)) == ["#####", "#@..#", "#...#", "#####"])
    }

    @Test func settingCellsAndTheStart() {
        var d = draft("#.@.", "....")
        d.set(Position(row: 1, column: 0), to: .wall)
        d.placeStart(at: Position(row: 1, column: 3))
        #expect(rows(d) == ["#...", "#..@"], "there is only ever one start")
        d.placeStart(at: Position(row: 0, column: 0))
        #expect(rows(d) == ["@...", "#..."], "placing the start on a wall makes it floor")
        d.set(Position(row: 0, column: 0), to: .wall)
        #expect(d.start == nil, "covering the start removes it")
        d.toggleWall(Position(row: 0, column: 1))
        d.toggleWall(Position(row: 0, column: 0))
        #expect(rows(d) == [".#..", "#..."])
        d.set(Position(row: 5, column: 5), to: .wall)  // outside: ignored
        #expect(rows(d) == [".#..", "#..."])
    }

    @Test func dragsDrawLines() {
        var d = LevelDraft(width: 5, height: 3)
        d.drawLine(from: Position(row: 0, column: 0), to: Position(row: 0, column: 4), cell: .wall)
        d.drawLine(from: Position(row: 2, column: 4), to: Position(row: 0, column: 4), cell: .floor)
        d.drawLine(from: Position(row: 1, column: 0), to: Position(row: 2, column: 2), cell: .floor)
        #expect(rows(d) == ["####.", ".   .", " .. ."])
    }

    @Test func rowsAndColumnsAtEverySide() {
        var d = draft("@.", "#.")
        d.insertLine(at: .top)
        d.insertLine(at: .left)
        #expect(rows(d) == ["   ", " @.", " #."])
        d.insertLine(at: .bottom)
        d.insertLine(at: .right)
        #expect(rows(d) == ["    ", " @. ", " #. ", "    "])
        d.removeLine(at: .top)
        d.removeLine(at: .left)
        d.removeLine(at: .bottom)
        d.removeLine(at: .right)
        #expect(rows(d) == ["@.", "#."])
        d.removeLine(at: .top)
        #expect(rows(d) == ["#."] && d.start == nil, "removing the start's row removes the start")
        let removedLast = d.removeLine(at: .bottom)
        #expect(!removedLast, "one row always remains")
        var wide = LevelDraft(width: Board.maximumSide, height: 1)
        let grew = wide.insertLine(at: .left)
        #expect(!grew, "the size limit holds")
    }

    @Test func transformsRotateAndFlipWithTheStart() {
        let d = draft("@.#", "...")
        var r = d
        r.apply(.rotateClockwise)
        #expect(rows(r) == [".@", "..", ".#"])
        for _ in 0..<3 { r.apply(.rotateClockwise) }
        #expect(r == d)
        var h = d
        h.apply(.flipHorizontal)
        #expect(rows(h) == ["#.@", "..."])
        var v = d
        v.apply(.flipVertical)
        #expect(rows(v) == ["...", "@.#"])
        v.apply(.flipVertical)
        #expect(v == d)
    }

    @Test func cropKeepsTheUsedArea() {
        var d = draft("     ", "  #@ ", "  .. ", "     ")
        let cropped = d.crop()
        #expect(cropped)
        #expect(rows(d) == ["#@", ".."])
        let again = d.crop()
        #expect(!again, "nothing left to crop")
        var empty = LevelDraft(width: 3, height: 3)
        let nothing = empty.crop()
        #expect(!nothing)
    }

    @Test func aDraftIsALevelOnceItHasAStartAndNoEmptyRows() throws {
        #expect(draft("#..").board == .failure(.noStart))
        #expect(draft("#@.", "   ", "#..").board == .failure(.emptyRow(1)))
        let padded = try draft("   ", "#@.", "   ").board.get()
        #expect(padded.mapRows == ["#@."], "void rows above and below are left out")
    }
}
