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

    /// The foreground and background a cell's SGR sets, as the terminal shows them (xterm's
    /// palette for palette indices).
    func shownColours(_ bytes: String) -> (foreground: RGB?, background: RGB?) {
        guard let start = bytes.range(of: "\u{1B}[0;")?.upperBound,
            let end = bytes[start...].firstIndex(of: "m")
        else { return (nil, nil) }
        var numbers = bytes[start..<end].split(separator: ";").compactMap { Int($0) }[...]
        var colours: (foreground: RGB?, background: RGB?) = (nil, nil)
        func set(_ background: Bool, _ color: RGB) {
            if background { colours.background = color } else { colours.foreground = color }
        }
        while let number = numbers.popFirst() {
            switch number {
            case 38, 48:
                let kind = numbers.popFirst()
                if kind == 2, numbers.count >= 3 {
                    let (r, g, b) = (numbers.popFirst()!, numbers.popFirst()!, numbers.popFirst()!)
                    set(number == 48, RGB(red: UInt8(r), green: UInt8(g), blue: UInt8(b)))
                } else if kind == 5, let index = numbers.popFirst() {
                    set(number == 48, ColorDepth.xterm256Color(index))
                }
            case 30...37: set(false, ColorDepth.ansi16Palette[number - 30])
            case 40...47: set(true, ColorDepth.ansi16Palette[number - 40])
            case 90...97: set(false, ColorDepth.ansi16Palette[number - 82])
            case 100...107: set(true, ColorDepth.ansi16Palette[number - 92])
            default: break
            }
        }
        return colours
    }

    @Test(arguments: Theme.Name.allCases)
    func theBallAsSentStandsOutFromEverythingOnTheBoard(name: Theme.Name) throws {
        // The ball's pixel over each of the board's colours, as the bytes sent make them.
        let theme = Theme.named(name)
        for depth in [ColorDepth.truecolor, .xterm256, .ansi16] {
            let encoder = FrameEncoder(depth: depth, theme: theme)
            for ground in [theme.wall, theme.floor] + theme.paints {
                let cell = CellBuffer.Cell("▀", role: .rgb(theme.ball), background: .rgb(ground))
                let sent = shownColours(encoder.encode(frame([(0, cell)])))
                let ball = try #require(sent.foreground), under = try #require(sent.background)
                #expect(ball.contrast(with: under) >= 3, "\(name) \(depth): the ball on \(ground)")
                #expect(ball == depth.shown(theme.ball) && under == depth.shown(ground), "shown as sent")
            }
            let status = CellBuffer.Cell("M", role: .status, style: .reverse)
            let sent = shownColours(encoder.encode(frame([(0, status)])))
            let text = try #require(sent.background), bar = try #require(sent.foreground)
            #expect(text.contrast(with: bar) >= 4.5, "\(name) \(depth): the status line (reversed)")
        }
    }
}
