/// The colours of the game: the board's cells, the paint of each level, and the text around
/// them. The player picks one with `--theme`; it is remembered with their progress.
///
/// Every theme puts the ball first: it is white, the lightest thing on the board, and every
/// wall, floor and paint colour is dark enough (a relative luminance of 0.28 at most) for it
/// to stand out at 3:1 or more, in 24-bit, 256 and 16 colours as the terminal shows them
/// (`ThemeTests`). That leaves boards dark and paints at middle lightness, so the floor is
/// darker than the paint, and the walls (but for the contrast theme's) darker still: the
/// kinds of cell differ in lightness as well as in hue. Paints are xterm palette entries, so
/// that 256 colours show them as drawn.
public struct Theme: Equatable, Sendable {
    public enum Name: String, CaseIterable, Sendable {
        /// Vivid paint on an indigo floor between dark walls, and a white ball; for dark
        /// terminals.
        case classic
        /// The same idea on a steel-blue floor, with deeper paint and darker text, for light
        /// terminals.
        case light
        /// Grey walls, a charcoal floor, saturated paint and a white ball, as far apart as the
        /// ball's lead allows.
        case contrast
        /// Okabe and Ito's palette, told apart with red–green and blue–yellow colour-vision
        /// deficiencies; walls, floor, paint and ball differ in lightness, not only in hue.
        case colorblind
    }

    public let name: Name
    public let wall: RGB
    public let floor: RGB
    /// The paints levels cycle through.
    public let paints: [RGB]
    /// What fresh paint and the win ripple lighten towards.
    public let glow: RGB
    /// The ball: the lightest thing on the board, at a contrast of 3:1 at least with the
    /// floor, the walls and every paint, in every colour depth (`ThemeTests`), so the eye
    /// finds it first.
    public let ball: RGB
    /// The hint's arrow on the board: nearly as light as the ball, and yellow, so the two are
    /// told apart where they touch.
    public let hintMark: RGB
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

    /// A text role's colours; nil is the terminal's own.
    /// A foreground and a background; nil is the terminal's own.
    public typealias Colors = (foreground: RGB?, background: RGB?)

    public func colors(of role: ColorRole) -> Colors {
        switch role {
        case let .rgb(color): (color, nil)
        case let .paint(index): (paint(index), nil)
        // Drawn as glyphs on the terminal's own background (the editor, ASCII boards), walls
        // and the ball take the text's colours where the board's would not show there.
        case .wall: text[.wall] ?? (wall, nil)
        case .ball: text[.ball] ?? (ball, nil)
        default: text[role] ?? (nil, nil)
        }
    }

    private static let darkText: [ColorRole: Colors] = [
        .faint: (RGB(0x8A8A8A), nil), .accent: (RGB(0xFFD75F), nil), .title: (RGB(0x5FD7FF), nil),
        .status: (RGB(0xD7E3FF), RGB(0x2B3050)), .warning: (RGB(0xFFAF5F), nil),
        .hint: (RGB(0xFFFF5F), nil), .tile: (RGB(0xD0D0D0), nil), .tileSolved: (RGB(0x87D787), nil),
        .tileLocked: (RGB(0x626262), nil), .selection: (RGB(0x5FFFFF), nil), .floor: (RGB(0x8A8A8A), nil),
        .wall: (RGB(0x8787AF), nil),
    ]

    public static let classic = Theme(
        name: .classic, wall: RGB(0x181A2C), floor: RGB(0x4A4A90),
        paints: [0xFF005F, 0xD75F00, 0xAF8700, 0x008700, 0x008787, 0x0087FF].map(
            RGB.init),
        glow: .white, ball: .white, hintMark: RGB(0xFFFF5F), text: darkText)

    public static let light = Theme(
        name: .light, wall: RGB(0x262833), floor: RGB(0x2C3E7E),
        paints: [0xD7005F, 0xAF5F00, 0x878700, 0x008700, 0x008787, 0x005FFF, 0x875FD7, 0xD700AF].map(
            RGB.init),
        glow: .white, ball: .white, hintMark: RGB(0xFFFF5F),
        text: [
            .faint: (RGB(0x6E6E6E), nil), .accent: (RGB(0xA65E00), nil), .title: (RGB(0x0B7285), nil),
            .status: (RGB(0x1B1E2E), RGB(0xC9D1E3)), .warning: (RGB(0xC92A2A), nil),
            .hint: (RGB(0xD9480F), nil), .tile: (RGB(0x303030), nil), .tileSolved: (RGB(0x2B8A3E), nil),
            .tileLocked: (RGB(0xA8A8A8), nil), .selection: (RGB(0x1864AB), nil),
            .floor: (RGB(0x6E6E6E), nil), .wall: (RGB(0x5F5F87), nil), .ball: (RGB(0x1B1E2E), nil),
        ])

    public static let contrast = Theme(
        name: .contrast, wall: RGB(0x8A8A8A), floor: RGB(0x303030),
        paints: [0xFF0000, 0x005FFF, 0xD700D7, 0xD75F00, 0xAF00FF, 0xFF005F].map(RGB.init),
        glow: .white, ball: .white, hintMark: RGB(0xFFFF5F),
        text: darkText.merging([
            .faint: (RGB(0xBCBCBC), nil), .status: (RGB(0x000000), RGB(0xFFFFFF)),
            .wall: (RGB(0xBCBCBC), nil),
        ]) { $1 }
    )

    public static let colorblind = Theme(
        name: .colorblind, wall: RGB(0x1C1C26), floor: RGB(0x3A3A80),
        paints: [0xD55E00, 0x0087D7, 0x008F6A, 0xAF8700, 0xB8649A, 0x5F87D7].map(RGB.init),
        glow: .white, ball: .white, hintMark: RGB(0xFFFF5F), text: darkText)
}
