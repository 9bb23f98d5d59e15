import GlideCurses
import GlideRules
import GlideTerminal
import Testing

@Suite("Frame encoder")
struct FrameEncoderTests {
    func frame(_ cells: [(Int, CellBuffer.Cell)]) -> ScreenDiff {
        var next = CellBuffer(width: 10, height: 2)
        for (x, cell) in cells { next[x, 0] = cell }
        return ScreenDiff(from: CellBuffer(width: 10, height: 2), to: next)
    }

    let halfBlock = CellBuffer.Cell("▀", role: .rgb(RGB(0x102030)), background: .rgb(RGB(0xFFFFFF)))

    @Test func truecolorSendsTheThemesColoursAsTheyAre() {
        let bytes = FrameEncoder(depth: .truecolor, theme: .classic).encode(frame([(2, halfBlock)]))
        #expect(
            bytes == "\u{1B}[?2026h\u{1B}[1;3H\u{1B}[0;38;2;16;32;48;48;2;255;255;255m▀\u{1B}[0m\u{1B}[?2026l"
        )
    }

    @Test func paletteTerminalsGetTheNearestColour() {
        #expect(
            FrameEncoder(depth: .xterm256, theme: .classic).encode(frame([(0, halfBlock)]))
                == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[0;38;5;234;48;5;231m▀\u{1B}[0m\u{1B}[?2026l")
        #expect(
            FrameEncoder(depth: .ansi16, theme: .classic).encode(frame([(0, halfBlock)]))
                == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[0;30;107m▀\u{1B}[0m\u{1B}[?2026l")
    }

    @Test func withoutColourOnlyAttributesRemain() {
        let selected = CellBuffer.Cell("1", role: .selection, style: [.bold, .reverse])
        #expect(
            FrameEncoder(depth: .none, theme: .classic).encode(frame([(0, selected), (1, selected)]))
                == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[0;1;7m11\u{1B}[0m\u{1B}[?2026l",
            "one move, one SGR for a run")
    }

    @Test func aFirstFrameErasesAndTextRolesUseTheTheme() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("ok", x: 0, y: 0, role: .faint)
        let bytes = FrameEncoder(depth: .truecolor, theme: .classic).encode(ScreenDiff(from: nil, to: buffer))
        #expect(
            bytes.hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J"),
            "drawn whole, in one synchronized update")
        #expect(bytes.hasSuffix("\u{1B}[?2026l"))
        let faint = Theme.classic.colors(of: .faint).foreground!
        #expect(bytes.contains("38;2;\(faint.red);\(faint.green);\(faint.blue)mok"))
    }
}
