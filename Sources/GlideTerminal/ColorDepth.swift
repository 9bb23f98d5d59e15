/// How many colours the terminal shows, from none to 24-bit.
public enum ColorDepth: Int, Comparable, Sendable {
    /// No colour: glyphs and attributes alone (`NO_COLOR`, `--color never`, a monochrome
    /// terminal).
    case none
    /// The 16 ANSI colours (8, and their bright variants).
    case ansi16
    /// xterm's 256-colour palette.
    case xterm256
    /// 24-bit colour, as the terminal announces with `COLORTERM=truecolor` or `24bit`.
    case truecolor

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// The depth to draw with: `--color never` or `NO_COLOR` (for `auto`) give none; otherwise
    /// 24-bit where `COLORTERM` says so, else what the terminal's description counts
    /// (`terminalColors`; `always` draws 16 colours at least).
    public static func detect(
        mode: ColorMode, environment: [String: String], terminalColors: Int
    ) -> ColorDepth {
        switch mode {
        case .never: return .none
        case .auto where !(environment["NO_COLOR"] ?? "").isEmpty: return .none
        case .auto where terminalColors < 8: return .none
        default: break
        }
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased()) { return .truecolor }
        return terminalColors >= 256 ? .xterm256 : .ansi16
    }

    /// The xterm palette index nearest `color` (the 6×6×6 cube or the grey ramp).
    public static func xterm256Index(_ color: RGB) -> Int {
        func cubeLevel(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
        }
        let levels = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (cubeLevel(color.red), cubeLevel(color.green), cubeLevel(color.blue))
        let cube = RGB(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyValue = UInt8(8 + greyStep * 10)
        let grey = RGB(red: greyValue, green: greyValue, blue: greyValue)
        return grey.distance(to: color) < cube.distance(to: color) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }

    /// The ANSI colour (0 … 15) for `color`. The nearest colour by distance would turn most of
    /// a theme into greys; instead, greys keep their lightness (black, grey, light grey, white),
    /// dark colours become black and the others keep their hue (red, yellow, green, cyan, blue,
    /// magenta), bright when light, so a
    /// board's walls, floor, paint and ball stay apart in 16 colours too.
    public static func ansi16Index(_ color: RGB) -> Int {
        let channels = [Int(color.red), Int(color.green), Int(color.blue)]
        let high = channels.max()!, low = channels.min()!
        guard high - low >= 48 else {
            let lightness = (channels[0] * 3 + channels[1] * 4 + channels[2] * 2) / 9
            return lightness < 32 ? 0 : lightness < 128 ? 8 : lightness < 208 ? 7 : 15
        }
        // Too dark to show a hue in 16 colours (a ball, a shadow): black.
        guard high >= 112 else { return 0 }
        // The hue in degrees, then the nearest of the six ANSI hues.
        let (r, g, b) = (Double(channels[0]), Double(channels[1]), Double(channels[2]))
        let span = Double(high - low)
        var hue: Double
        if high == channels[0] {
            hue = 60 * (g - b) / span
        } else if high == channels[1] {
            hue = 60 * ((b - r) / span + 2)
        } else {
            hue = 60 * ((r - g) / span + 4)
        }
        if hue < 0 { hue += 360 }
        // ANSI order: red 1, green 2, yellow 3, blue 4, magenta 5, cyan 6.
        let byHue = [1, 3, 2, 6, 4, 5]
        let base = byHue[Int((hue / 60).rounded()) % 6]
        return high >= 192 ? base + 8 : base
    }
}

/// Whether to use colour: the `--color` option.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour unless `NO_COLOR` is set or the terminal has none.
    case auto
    case always
    case never
}
