import GlideRules
import GlideTerminal

/// The bytes that turn the frame on screen into the next one: cursor moves, SGR attributes and
/// colours (24-bit, 256, 16 or none, as the terminal shows them) and the characters of the
/// cells that changed. A pure function of a `ScreenDiff`, tested without a terminal.
///
/// Glide writes these sequences itself rather than through curses' colour pairs: a board in
/// half blocks needs any foreground on any background, and curses cannot send 24-bit colour to
/// a terminal described as `xterm-256color`. Every terminal Glide runs in speaks these ECMA-48
/// sequences; curses still reads the keys and the mouse and restores the terminal.
public struct FrameEncoder: Sendable {
    public let depth: ColorDepth
    public let theme: Theme

    public init(depth: ColorDepth, theme: Theme) {
        self.depth = depth
        self.theme = theme
    }

    public func encode(_ diff: ScreenDiff) -> String {
        var out = diff.erase ? "\u{1B}[0m\u{1B}[H\u{1B}[2J" : ""
        var cursor: (x: Int, y: Int)? = nil
        var current: String? = nil
        for change in diff.changes {
            if cursor.map({ $0 != (change.x, change.y) }) ?? true {
                out += "\u{1B}[\(change.y + 1);\(change.x + 1)H"
            }
            let attributes = sgr(change.cell)
            if attributes != current {
                out += "\u{1B}[\(attributes)m"
                current = attributes
            }
            out.append(change.cell.character)
            cursor = (change.x + CellBuffer.columns(of: change.cell.character), change.y)
        }
        if current != nil { out += "\u{1B}[0m" }
        // Synchronized output (DEC private mode 2026): terminals that know it show the frame
        // whole, never half drawn; the others ignore it.
        return out.isEmpty ? out : Self.beginFrame + out + Self.endFrame
    }

    static let beginFrame = "\u{1B}[?2026h", endFrame = "\u{1B}[?2026l"

    /// The SGR parameters of a cell, from a reset.
    func sgr(_ cell: CellBuffer.Cell) -> String {
        var parameters = ["0"]
        if cell.style.contains(.bold) { parameters.append("1") }
        if cell.style.contains(.dim) { parameters.append("2") }
        if cell.style.contains(.underline) { parameters.append("4") }
        if cell.style.contains(.reverse) { parameters.append("7") }
        guard depth != .none else { return parameters.joined(separator: ";") }
        let colors = theme.colors(of: cell.role)
        if let foreground = colors.foreground { parameters.append(code(foreground, background: false)) }
        if let background = cell.background.flatMap({ theme.colors(of: $0).foreground }) ?? colors.background
        {
            parameters.append(code(background, background: true))
        }
        return parameters.joined(separator: ";")
    }

    private func code(_ color: RGB, background: Bool) -> String {
        switch depth {
        case .none:
            return ""
        case .truecolor:
            return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .xterm256:
            return "\(background ? 48 : 38);5;\(ColorDepth.xterm256Index(color))"
        case .ansi16:
            let index = ColorDepth.ansi16Index(color)
            return String((index < 8 ? 30 + index : 82 + index) + (background ? 10 : 0))
        }
    }
}
