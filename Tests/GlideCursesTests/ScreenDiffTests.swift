import GlideTerminal
import Testing

@testable import GlideCurses

@Suite("Screen diff")
struct ScreenDiffTests {
    func buffer(_ lines: [String]) -> CellBuffer {
        var buffer = CellBuffer(width: 6, height: lines.count)
        for (y, line) in lines.enumerated() { buffer.write(line, x: 0, y: y) }
        return buffer
    }

    @Test func theFirstFrameErasesAndWritesEveryCellButTheLast() {
        let diff = ScreenDiff(from: nil, to: buffer(["abc", "def"]))
        #expect(diff.erase)
        #expect(
            diff.changes.count == 6 * 2 - 1, "the bottom-right cell scrolls some terminals: never written")
        #expect(!diff.changes.contains { $0.x == 5 && $0.y == 1 })
    }

    @Test func onlyChangedCellsAreWritten() {
        let diff = ScreenDiff(from: buffer(["abc", "def"]), to: buffer(["abc", "dxf"]))
        #expect(!diff.erase)
        #expect(diff.changes == [.init(x: 1, y: 1, cell: .init("x"))])
        #expect(ScreenDiff(from: buffer(["abc"]), to: buffer(["abc"])).changes.isEmpty)
    }

    @Test func styleAndRoleChangesCount() {
        var next = buffer(["abc"])
        next[0, 0] = .init("a", role: .warning, style: .bold)
        #expect(ScreenDiff(from: buffer(["abc"]), to: next).changes.map(\.x) == [0])
    }

    @Test func aRowWithAWideCharacterIsWrittenWhole() {
        // A wide character replaced by two narrow ones, and back: its halves are never
        // written apart.
        let wide = buffer(["a漢bc", ""]), narrow = buffer(["axybc", ""])
        let toNarrow = ScreenDiff(from: wide, to: narrow)
        #expect(toNarrow.changes.map(\.x) == [0, 1, 2, 3, 4, 5])
        let toWide = ScreenDiff(from: narrow, to: wide)
        #expect(toWide.changes.map(\.x) == [0, 1, 3, 4, 5], "the continuation cell is not written")
        #expect(ScreenDiff(from: wide, to: wide).changes.isEmpty, "unchanged rows are skipped even so")
    }

    @Test func aNewSizeErases() {
        #expect(ScreenDiff(from: CellBuffer(width: 5, height: 1), to: buffer(["abc"])).erase)
    }
}
