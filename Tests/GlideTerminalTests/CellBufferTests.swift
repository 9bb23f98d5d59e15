import GlideRules
import Testing

@testable import GlideTerminal

@Suite("Cell buffer: wide characters and clipping")
struct CellBufferTests {
    @Test func wideCharactersTakeTwoCells() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.write("日本x", x: 0, y: 0)
        #expect(buffer[0, 0].character == "日")
        #expect(buffer[1, 0].character == CellBuffer.continuation)
        #expect(buffer[4, 0].character == "x")
        #expect(buffer.line(0) == "日本x     ")
        #expect(CellBuffer.columns(of: "日本x") == 5)
    }

    @Test func textTooLongForItsFieldEndsInAnEllipsis() {
        var buffer = CellBuffer(width: 20, height: 1)
        buffer.write("A long title here", x: 0, y: 0, limit: 8)
        #expect(buffer.line(0).hasPrefix("A long …"))
        buffer.write("日本語日本語", x: 10, y: 0, limit: 6)
        // Two wide characters and the ellipsis: no half character is left.
        #expect(buffer.line(0).hasSuffix("日本…     "))
    }
}
