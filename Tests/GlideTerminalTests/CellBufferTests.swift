import GlidePlay
import GlideRules
import GlideWording
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

    /// Text from a file (a pack's title from its file name, say) never puts a control
    /// character in a cell: the terminal would obey it. It is written out instead.
    @Test func controlCharactersAreWrittenOut() {
        var buffer = CellBuffer(width: 30, height: 2)
        buffer.write("a\u{1B}]0;X\u{7}b\tc", x: 0, y: 0)
        #expect(buffer.line(0).hasPrefix("a\\x1b]0;X\\x07b c "), "a tab is a space")
        buffer.center("\u{1B}[2J", y: 1)
        #expect(
            buffer.line(1) == String(repeating: " ", count: 11) + "\\x1b[2J"
                + String(repeating: " ", count: 12))
    }

    /// Every screen of a pack whose title and level title hold escape sequences (as a file
    /// name gives them; the format refuses them in a pack): no cell holds a control
    /// character, and the header shows the title written out.
    @Test func noScreenDrawsAControlCharacter() throws {
        let hostile = "\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}31m"
        let board = try Board(
            width: 3, height: 1, cells: [.floor, .floor, .floor], start: Position(row: 0, column: 0))
        let packs = [PlayPack(title: hostile, author: hostile, levels: [Level(board: board, title: hostile)])]
        var app = DrivenApp.playing(packs, width: 100, height: 30)
        var frames = [app.frame(now: 0)]
        #expect(frames[0].find("\\x1b]0;PWNED\\x07\\x1b[2J\\x9b31m") != nil, "level select's header")
        for key: Key in [.enter, .character("?"), .escape, .character("i"), .right, .right] {
            app.handle(.key(key), now: 1)
            frames.append(app.frame(now: 100))
        }
        for frame in frames {
            let controls = frame.cells.filter { cell in
                cell.character != CellBuffer.continuation
                    && cell.character.unicodeScalars.contains(where: TerminalText.isControl)
            }
            #expect(controls.isEmpty, "\(frame.text)")
        }
        #expect(frames[1].find("\\x1b]0;PWNED") != nil, "the game's header:\n\(frames[1].text)")
    }
}
