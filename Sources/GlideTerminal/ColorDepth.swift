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

    /// The ANSI colour (0 … 15) nearest `color`, by xterm's default values.
    public static func ansi16Index(_ color: RGB) -> Int {
        ansi16Values.indices.min {
            ansi16Values[$0].distance(to: color) < ansi16Values[$1].distance(to: color)
        }!
    }

    static let ansi16Values: [RGB] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map(RGB.init)
}

/// Whether to use colour: the `--color` option.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour unless `NO_COLOR` is set or the terminal has none.
    case auto
    case always
    case never
}
