import Testing

@testable import GlideTerminal

@Suite("Themes and colour depth")
struct ThemeTests {
    /// The depths that show colour, each as the terminal shows the colours Glide sends.
    static let depths = ColorDepth.allCases.filter { $0 != .none }

    /// What the board is drawn with in `theme`, as a terminal of `depth` shows it.
    struct Board {
        let wall: RGB, floor: RGB, ball: RGB, hint: RGB
        let paints: [RGB]

        init(_ theme: Theme, _ depth: ColorDepth) {
            func shown(_ color: RGB) -> RGB { depth.shown(color)! }
            wall = shown(theme.wall)
            floor = shown(theme.floor)
            ball = shown(theme.ball)
            hint = shown(theme.hintMark)
            paints = theme.paints.map(shown)
        }

        /// The colours the ball and the hint are seen against.
        var ground: [RGB] { [wall, floor] + paints }
    }

    @Test(arguments: Theme.Name.allCases, depths)
    func theBallComesFirst(name: Theme.Name, depth: ColorDepth) {
        let board = Board(Theme.named(name), depth)
        for ground in board.ground {
            // WCAG's minimum for shapes that must be seen: 3:1, against every colour around it.
            #expect(board.ball.contrast(with: ground) >= 3, "\(name) \(depth): ball on \(ground)")
            #expect(board.ball.luminance > ground.luminance, "\(name) \(depth): the ball is the lightest")
            // The hint's arrow is as visible: the same minimum against the same colours.
            #expect(board.hint.contrast(with: ground) >= 3, "\(name) \(depth): hint on \(ground)")
        }
        #expect(board.ball.luminance >= board.hint.luminance, "\(name) \(depth)")
    }

    @Test(arguments: Theme.Name.allCases, depths)
    func theBoardsColoursStayApart(name: Theme.Name, depth: ColorDepth) {
        let board = Board(Theme.named(name), depth)
        #expect(board.wall.contrast(with: board.floor) >= 1.4, "\(name) \(depth): walls and floor")
        // A floor at the grid's edge (the tutorial's) shows on a black terminal; in 16 colours
        // the contrast theme's charcoal has no grey dark enough but black.
        if depth != .ansi16 || name != .contrast {
            #expect(board.floor.contrast(with: .black) >= 1.5, "\(name) \(depth): the floor is not black")
        }
        // Paint is lighter than the floor (and, but in colorblind, another hue too).
        let apart = name == .colorblind ? 1.5 : 1.25
        for paint in board.paints {
            #expect(
                paint.contrast(with: board.floor) >= apart, "\(name) \(depth): paint \(paint) on the floor")
            #expect(paint.luminance > board.floor.luminance, "\(name) \(depth): paint lighter than floor")
        }
        if name == .colorblind {
            // Told apart by lightness alone: walls, floor, paint, ball, from dark to light.
            #expect(board.wall.luminance < board.floor.luminance, "\(depth)")
            #expect(board.paints.allSatisfy { $0.luminance < board.ball.luminance }, "\(depth)")
        }
    }

    @Test(arguments: Theme.Name.allCases, depths)
    func theStatusLineIsReadable(name: Theme.Name, depth: ColorDepth) throws {
        let colors = Theme.named(name).colors(of: .status)
        let text = try #require(colors.background.flatMap(depth.shown))
        let bar = try #require(colors.foreground.flatMap(depth.shown))
        // WCAG's minimum for text: 4.5:1 (16 colours once showed grey on white, 3.9:1).
        #expect(text.contrast(with: bar) >= 4.5, "\(name) \(depth): \(text) on \(bar)")
    }

    @Test func inSixteenColoursTheBoardsKindsOfCellStayApart() {
        for name in Theme.Name.allCases {
            let theme = Theme.named(name)
            let wall = ColorDepth.ansi16Index(theme.wall), floor = ColorDepth.ansi16Index(theme.floor)
            let ball = ColorDepth.ansi16Index(theme.ball)
            #expect(Set([wall, floor, ball]).count == 3, "\(name)")
            for paint in theme.paints {
                #expect(
                    ![wall, floor, ball].contains(ColorDepth.ansi16Index(paint)), "\(name), paint \(paint)")
            }
        }
    }

    @Test func inSixteenColoursALostBoardsFloorTurnsAColourNoBoardUses() {
        let amber = ColorDepth.ansi16Index(BoardRenderer.stepBackFloor16)
        #expect(amber == 3, "a palette entry maps to itself")
        for name in Theme.Name.allCases {
            let theme = Theme.named(name)
            let used = Set(
                ([theme.wall, theme.floor, theme.ball] + theme.paints).map(ColorDepth.ansi16Index))
            #expect(!used.contains(amber), "\(name)")
        }
    }

    @Test func sixteenColoursKeepLightnessFirstThenHue() {
        // A dark green paint has no green of its lightness among the 16 (xterm's is far lighter
        // than the paint, nearly as light as the ball): a grey of its lightness instead.
        #expect(ColorDepth.ansi16Index(RGB(0x008700)) == 8)
        // Hues where the palette has them at about the colour's lightness.
        #expect(ColorDepth.ansi16Index(RGB(0xFF1010)) == 9)
        #expect(ColorDepth.ansi16Index(RGB(0xC92A2A)) == 1)
        #expect(ColorDepth.ansi16Index(RGB(0x87D787)) == 2)
        #expect(ColorDepth.ansi16Index(RGB(0x5FFFFF)) == 14)
        // Greys by lightness.
        #expect(ColorDepth.ansi16Index(RGB(0x101010)) == 0)
        #expect(ColorDepth.ansi16Index(RGB(0x808080)) == 8)
        #expect(ColorDepth.ansi16Index(RGB(0xD0D0D0)) == 7)
        #expect(ColorDepth.ansi16Index(RGB(0xFFFFFF)) == 15)
    }

    @Test func depthFollowsTheOptionTheEnvironmentAndTheTerminal() {
        #expect(ColorDepth.detect(mode: .auto, environment: [:], terminalColors: 256) == .xterm256)
        #expect(
            ColorDepth.detect(mode: .auto, environment: ["COLORTERM": "truecolor"], terminalColors: 256)
                == .truecolor)
        #expect(
            ColorDepth.detect(mode: .auto, environment: ["COLORTERM": "24bit"], terminalColors: 8)
                == .truecolor)
        #expect(ColorDepth.detect(mode: .auto, environment: [:], terminalColors: 8) == .ansi16)
        #expect(ColorDepth.detect(mode: .auto, environment: ["NO_COLOR": "1"], terminalColors: 256) == .none)
        #expect(
            ColorDepth.detect(mode: .auto, environment: ["NO_COLOR": ""], terminalColors: 256) == .xterm256)
        #expect(
            ColorDepth.detect(mode: .always, environment: ["NO_COLOR": "1"], terminalColors: 256) == .xterm256
        )
        #expect(ColorDepth.detect(mode: .never, environment: [:], terminalColors: 256) == .none)
        #expect(ColorDepth.detect(mode: .auto, environment: [:], terminalColors: 0) == .none)
    }

    @Test func paletteIndicesAreTheNearestAndShowTheirColours() {
        #expect(ColorDepth.xterm256Index(RGB(0xFF0000)) == 196)
        #expect(ColorDepth.xterm256Index(RGB(0x000000)) == 16)
        #expect(ColorDepth.xterm256Index(RGB(0x808080)) == 244)
        #expect(ColorDepth.xterm256Index(RGB(0x5FD7FF)) == 81)
        #expect(ColorDepth.xterm256Color(81) == RGB(0x5FD7FF))
        #expect(ColorDepth.xterm256Color(244) == RGB(0x808080))
        #expect(ColorDepth.xterm256Color(16) == .black && ColorDepth.xterm256Color(231) == .white)
        #expect(ColorDepth.xterm256.shown(RGB(0xFE0101)) == RGB(0xFF0000))
        #expect(ColorDepth.ansi16.shown(RGB(0xFF1010)) == RGB(0xFF0000))
        #expect(ColorDepth.truecolor.shown(RGB(0x123456)) == RGB(0x123456))
        #expect(ColorDepth.none.shown(RGB(0x123456)) == nil)
        #expect(RGB(0x000000).mixed(with: RGB(0xFFFFFF), 0.5) == RGB(0x808080))
    }

    @Test func contrastIsWCAGs() {
        #expect(RGB.white.contrast(with: .black) == 21)
        #expect(RGB(0x777777).contrast(with: RGB(0x777777)) == 1)
        // WCAG's examples: #777 on white just misses 4.5:1; #767676 is the lightest grey that passes.
        #expect(RGB(0x777777).contrast(with: .white) < 4.5)
        #expect(RGB(0x767676).contrast(with: .white) >= 4.5)
        #expect(abs(RGB(0xFF0000).luminance - 0.2126) < 1e-9)
    }
}
