/// How many colours the terminal shows, from none to 24-bit.
public enum ColorDepth: Int, CaseIterable, Comparable, Sendable {
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

    /// The ANSI colour (0 … 15) for `color`. Its lightness comes first: the nearest colour by
    /// distance would turn most of a theme into greys, and the nearest by hue alone would put
    /// a dark green paint in xterm's green, lighter than the ball that must stand out from it.
    /// So a colour keeps its hue (red, yellow, green, cyan, blue, magenta, dark or bright) when
    /// the palette has that hue at about its lightness (a contrast ratio within
    /// `ansi16HueTolerance`), and otherwise becomes the grey nearest its lightness (black, grey,
    /// light grey, white). The board's walls, floor, paint and ball stay apart and keep their
    /// order of lightness in 16 colours too.
    public static func ansi16Index(_ color: RGB) -> Int {
        let channels = [Int(color.red), Int(color.green), Int(color.blue)]
        let high = channels.max()!, low = channels.min()!
        func nearest(_ indices: [Int]) -> Int {
            indices.min { ansi16Palette[$0].contrast(with: color) < ansi16Palette[$1].contrast(with: color) }!
        }
        // A hue needs some saturation, and light enough to show (a shadow has none in 16 colours).
        if high - low >= 48, high >= 112 {
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
            // ANSI order: red 1, green 2, yellow 3, blue 4, magenta 5, cyan 6; bright is + 8.
            let base = [1, 3, 2, 6, 4, 5][Int((hue / 60).rounded()) % 6]
            let shade = nearest([base, base + 8])
            if ansi16Palette[shade].contrast(with: color) <= ansi16HueTolerance { return shade }
        }
        return nearest([0, 8, 7, 15])
    }

    /// How far (as a contrast ratio) a colour's ANSI hue may be from its lightness.
    static let ansi16HueTolerance = 1.5

    /// The 16 ANSI colours as xterm shows them by default: what the terminal's palette is
    /// assumed to be when Glide checks what it draws in 16 colours.
    public static let ansi16Palette: [RGB] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map(RGB.init)

    /// The colour of xterm's palette entry `index` (16 … 255: the cube and the grey ramp).
    public static func xterm256Color(_ index: Int) -> RGB {
        if index < 16 { return ansi16Palette[max(0, index)] }
        if index >= 232 {
            let value = UInt8(8 + (index - 232) * 10)
            return RGB(red: value, green: value, blue: value)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return RGB(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    }

    /// The colour a terminal of this depth shows for `color` (as the frame encoder sends it):
    /// itself in 24-bit, its palette entry in 256 or 16 colours, nothing without colour.
    public func shown(_ color: RGB) -> RGB? {
        switch self {
        case .none: nil
        case .ansi16: Self.ansi16Palette[Self.ansi16Index(color)]
        case .xterm256: Self.xterm256Color(Self.xterm256Index(color))
        case .truecolor: color
        }
    }
}

/// Whether to use colour: the `--color` option.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour unless `NO_COLOR` is set or the terminal has none.
    case auto
    case always
    case never
}
