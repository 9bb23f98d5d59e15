import Testing

@testable import GlideTerminal

@Suite("Themes and colour depth")
struct ThemeTests {
    @Test func everyThemeTellsTheBoardsColoursApart() {
        for name in Theme.Name.allCases {
            let theme = Theme.named(name)
            #expect(theme.name == name)
            var colors = [theme.wall, theme.floor]
            for index in theme.paints.indices {
                let paint = theme.paint(index)
                colors.append(paint)
                // The ball stands out from its paint and from the floor.
                let ball = theme.ball(on: paint)
                #expect(ball.distance(to: paint) > 9000, "\(name) ball on paint \(index)")
                #expect(ball.distance(to: theme.floor) > 9000, "\(name) ball on floor")
                // Paint stands out from the floor and the walls.
                #expect(paint.distance(to: theme.floor) > 9000, "\(name) paint \(index) on floor")
                #expect(paint.distance(to: theme.wall) > 9000, "\(name) paint \(index) on walls")
            }
            #expect(theme.wall.distance(to: theme.floor) > 40000, "\(name): walls and floor")
            #expect(Set(colors).count == colors.count, "\(name): no colour twice")
        }
    }

    @Test func inSixteenColoursTheBoardStaysApart() {
        for name in Theme.Name.allCases {
            let theme = Theme.named(name)
            let wall = ColorDepth.ansi16Index(theme.wall), floor = ColorDepth.ansi16Index(theme.floor)
            #expect(wall != floor, "\(name)")
            #expect(floor != 0, "\(name): the floor is not the terminal's black")
            for paint in theme.paints {
                let kinds = [
                    wall, floor, ColorDepth.ansi16Index(paint), ColorDepth.ansi16Index(theme.ball(on: paint)),
                ]
                #expect(Set(kinds).count == 4, "\(name), paint \(paint): \(kinds)")
            }
        }
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

    @Test func paletteIndicesAreTheNearest() {
        #expect(ColorDepth.xterm256Index(RGB(0xFF0000)) == 196)
        #expect(ColorDepth.xterm256Index(RGB(0x000000)) == 16)
        #expect(ColorDepth.xterm256Index(RGB(0x808080)) == 244)
        #expect(ColorDepth.xterm256Index(RGB(0x5FD7FF)) == 81)
        #expect(ColorDepth.ansi16Index(RGB(0xFF1010)) == 9)
        #expect(ColorDepth.ansi16Index(RGB(0x101010)) == 0)
        #expect(RGB(0x000000).mixed(with: RGB(0xFFFFFF), 0.5) == RGB(0x808080))
    }
}
