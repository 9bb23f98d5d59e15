import CNcursesw
import GlideTerminal

/// How many colours to use.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour unless `NO_COLOR` is set or the terminal has none.
    case auto
    case always
    case never
}

/// Colour pairs for the colour roles, for 256-colour terminals, 8-colour terminals, or none
/// (then only attributes remain; every kind of cell still has its own glyph).
struct Palette {
    private var pairs: [ColorRole: Int16] = [:]
    private var extra: [ColorRole: attr_t] = [:]
    let enabled: Bool

    static let roles: [ColorRole] =
        [
            .normal, .faint, .accent, .title, .status, .warning, .wall, .floor, .ball,
            .ballRing, .hint, .banner, .tile, .tileSolved, .tileLocked, .selection,
        ]
        + (0..<ColorRole.paintColors).map { ColorRole.paint($0) }

    init(enabled: Bool) {
        guard enabled, has_colors(), start_color() == OK else {
            self.enabled = false
            return
        }
        use_default_colors()
        self.enabled = true
        let rich = glide_colors() >= 256
        for (index, role) in Self.roles.enumerated() {
            let (fg, bg, attributes) = rich ? Self.rich(role) : Self.basic(role)
            let pair = Int16(index + 1)
            init_pair(pair, fg, bg)
            pairs[role] = pair
            extra[role] = attributes
        }
    }

    func pair(_ role: ColorRole) -> Int16 { enabled ? pairs[role] ?? 0 : 0 }
    func attributes(_ role: ColorRole) -> attr_t { enabled ? extra[role] ?? 0 : 0 }

    /// 256 colours: xterm palette indices.
    private static func rich(_ role: ColorRole) -> (Int16, Int16, attr_t) {
        switch role {
        case .normal: (-1, -1, 0)
        case .faint: (244, -1, 0)
        case .accent: (220, -1, 0)
        case .title: (81, -1, 0)
        case .status: (153, 236, 0)
        case .warning: (214, -1, 0)
        case .wall: (240, -1, 0)
        case .floor: (246, -1, 0)
        case let .paint(i): ([203, 214, 227, 84, 51, 75, 171, 218][i % 8], -1, 0)
        case .ball: (231, -1, 0)
        case .ballRing: (231, 61, 0)
        case .hint: (226, -1, 0)
        case .banner: (220, -1, 0)
        case .tile: (252, -1, 0)
        case .tileSolved: (114, -1, 0)
        case .tileLocked: (240, -1, 0)
        case .selection: (51, -1, 0)
        }
    }

    /// 8 colours: the basic ANSI set, with dim and bold for shades.
    private static func basic(_ role: ColorRole) -> (Int16, Int16, attr_t) {
        let red = Int16(COLOR_RED), green = Int16(COLOR_GREEN)
        let yellow = Int16(COLOR_YELLOW), blue = Int16(COLOR_BLUE), magenta = Int16(COLOR_MAGENTA)
        let cyan = Int16(COLOR_CYAN), white = Int16(COLOR_WHITE)
        switch role {
        case .normal: return (-1, -1, 0)
        case .faint: return (white, -1, GLIDE_A_DIM)
        case .accent: return (yellow, -1, 0)
        case .title: return (cyan, -1, 0)
        case .status: return (white, blue, 0)
        case .warning: return (yellow, -1, 0)
        case .wall: return (white, -1, GLIDE_A_DIM)
        case .floor: return (white, -1, GLIDE_A_DIM)
        case let .paint(i): return ([red, yellow, yellow, green, cyan, blue, magenta, red][i % 8], -1, 0)
        case .ball: return (white, -1, GLIDE_A_BOLD)
        case .ballRing: return (white, magenta, GLIDE_A_BOLD)
        case .hint: return (yellow, -1, GLIDE_A_BOLD)
        case .banner: return (yellow, -1, 0)
        case .tile: return (white, -1, 0)
        case .tileSolved: return (green, -1, 0)
        case .tileLocked: return (white, -1, GLIDE_A_DIM)
        case .selection: return (cyan, -1, GLIDE_A_BOLD)
        }
    }
}
