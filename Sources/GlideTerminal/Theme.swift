/// The colours of the game: the board's cells, the paint of each level, and the text around
/// them. The player picks one with `--theme`; it is remembered with their progress.
public struct Theme: Equatable, Sendable {
    public enum Name: String, CaseIterable, Sendable {
        /// Bright paint on a pale floor between slate walls; for dark terminals.
        case classic
        /// The same idea with deeper paint and darker text, for light terminals.
        case light
        /// White walls, a dark floor and saturated paint, as far apart as colours go.
        case contrast
        /// Okabe and Ito's palette, told apart with red–green and blue–yellow colour-vision
        /// deficiencies; floor and paint differ in lightness, not only in hue.
        case colorblind
    }

    public let name: Name
    public let wall: RGB
    public let floor: RGB
    /// The paints levels cycle through.
    public let paints: [RGB]
    /// What fresh paint and the win ripple lighten towards.
    public let glow: RGB
    /// The ball: its level's paint moved this far towards `ballTone`.
    let ballShade: Double
    let ballTone: RGB
    private let text: [ColorRole: Colors]

    public static func named(_ name: Name) -> Theme {
        switch name {
        case .classic: .classic
        case .light: .light
        case .contrast: .contrast
        case .colorblind: .colorblind
        }
    }

    /// Themes are told apart by name.
    public static func == (a: Theme, b: Theme) -> Bool { a.name == b.name }

    /// The paint of the level with this index.
    public func paint(_ index: Int) -> RGB { paints[index % paints.count] }

    /// The ball of a level painting in `paint`.
    public func ball(on paint: RGB) -> RGB { paint.mixed(with: ballTone, ballShade) }

    /// A text role's colours; nil is the terminal's own.
    /// A foreground and a background; nil is the terminal's own.
    public typealias Colors = (foreground: RGB?, background: RGB?)

    public func colors(of role: ColorRole) -> Colors {
        switch role {
        case let .rgb(color): (color, nil)
        case let .paint(index): (paint(index), nil)
        case .wall: (wall, nil)
        case .ball: (.white, nil)
        default: text[role] ?? (nil, nil)
        }
    }

    private static let darkText: [ColorRole: Colors] = [
        .faint: (RGB(0x8A8A8A), nil), .accent: (RGB(0xFFD75F), nil), .title: (RGB(0x5FD7FF), nil),
        .status: (RGB(0xD7E3FF), RGB(0x2B3050)), .warning: (RGB(0xFFAF5F), nil),
        .hint: (RGB(0xFFFF5F), nil), .tile: (RGB(0xD0D0D0), nil), .tileSolved: (RGB(0x87D787), nil),
        .tileLocked: (RGB(0x626262), nil), .selection: (RGB(0x5FFFFF), nil), .floor: (RGB(0x8A8A8A), nil),
    ]

    public static let classic = Theme(
        name: .classic, wall: RGB(0x45527F), floor: RGB(0xE4E8F1),
        paints: [0xFF6B6B, 0xFFA94D, 0xFCC419, 0x51CF66, 0x22B8CF, 0x4DABF7, 0x9775FA, 0xF06595].map(
            RGB.init),
        glow: .white, ballShade: 0.65, ballTone: RGB(0x10121F), text: darkText)

    public static let light = Theme(
        name: .light, wall: RGB(0x55618F), floor: RGB(0xD3D9E6),
        paints: [0xE03131, 0xE8590C, 0xF59F00, 0x2F9E44, 0x0C8599, 0x1C7ED6, 0x7048E8, 0xC2255C].map(
            RGB.init),
        glow: .white, ballShade: 0.65, ballTone: RGB(0x10121F),
        text: [
            .faint: (RGB(0x6E6E6E), nil), .accent: (RGB(0xA65E00), nil), .title: (RGB(0x0B7285), nil),
            .status: (RGB(0x1B1E2E), RGB(0xC9D1E3)), .warning: (RGB(0xC92A2A), nil),
            .hint: (RGB(0xD9480F), nil), .tile: (RGB(0x303030), nil), .tileSolved: (RGB(0x2B8A3E), nil),
            .tileLocked: (RGB(0xA8A8A8), nil), .selection: (RGB(0x1864AB), nil),
            .floor: (RGB(0x6E6E6E), nil),
        ])

    public static let contrast = Theme(
        name: .contrast, wall: RGB(0xFFFFFF), floor: RGB(0x3A3A3A),
        paints: [0xFFFF00, 0x00FFFF, 0x00FF5F, 0xFF8700, 0x87AFFF, 0xFFD700].map(RGB.init),
        glow: .white, ballShade: 1, ballTone: RGB(0xFF1493),
        text: darkText.merging([.faint: (RGB(0xBCBCBC), nil), .status: (RGB(0x000000), RGB(0xFFFFFF))]) { $1 }
    )

    public static let colorblind = Theme(
        name: .colorblind, wall: RGB(0x8A90A8), floor: RGB(0x26262E),
        paints: [0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0xD55E00, 0xCC79A7].map(RGB.init),
        glow: .white, ballShade: 1, ballTone: .white, text: darkText)
}
