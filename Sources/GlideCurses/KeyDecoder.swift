import CNcursesw
import GlideTerminal

/// What ncurses' `get_wch` returned, as Glide's input events: pure functions of the codes, so
/// they are tested without a terminal.
public enum KeyDecoder {
    /// What a key code (`get_wch` returned `KEY_CODE_YES`) means.
    public enum Decoded: Equatable, Sendable {
        case event(InputEvent)
        /// The terminal was resized: read the new size.
        case resize
        /// A mouse event is waiting: read it with `getmouse`.
        case mouse
        /// A key Glide has no use for.
        case ignored
    }

    public static func keyCode(_ code: Int32) -> Decoded {
        switch code {
        case KEY_UP: .event(.key(.up))
        case KEY_DOWN: .event(.key(.down))
        case KEY_LEFT: .event(.key(.left))
        case KEY_RIGHT: .event(.key(.right))
        case KEY_ENTER: .event(.key(.enter))
        case KEY_BACKSPACE: .event(.key(.backspace))
        case KEY_BTAB: .event(.key(.backTab))
        case KEY_PPAGE: .event(.key(.pageUp))
        case KEY_NPAGE: .event(.key(.pageDown))
        case KEY_HOME: .event(.key(.home))
        case KEY_END: .event(.key(.end))
        case KEY_F0 + 1...KEY_F0 + 12: .event(.key(.function(Int(code - KEY_F0))))
        case KEY_RESIZE: .resize
        case KEY_MOUSE: .mouse
        default: .ignored
        }
    }

    /// What a character (`get_wch` returned `OK`) means: control characters become keys.
    public static func character(_ value: UInt32) -> InputEvent? {
        switch value {
        case 27: return .key(.escape)
        case 10, 13: return .key(.enter)
        case 9: return .key(.tab)
        case 8, 127: return .key(.backspace)
        // C1 controls: no terminal in a UTF-8 locale sends them as keys.
        case 0x80...0x9F: return nil
        case 1...26: return .key(.control(Character(Unicode.Scalar(value + 96)!)))
        default:
            guard value >= 32, let scalar = Unicode.Scalar(value) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// The mouse events to ask curses for: those `mouse(buttons:x:y:)` reads.
    public static let mouseEvents: mmask_t =
        GLIDE_BUTTON1_PRESSED | GLIDE_BUTTON1_RELEASED | GLIDE_BUTTON4_PRESSED | GLIDE_BUTTON5_PRESSED
        | GLIDE_REPORT_MOUSE_POSITION

    /// A mouse event from its button state and terminal cell: the first button's presses,
    /// releases and motion while held (ncurses reports motion as `REPORT_MOUSE_POSITION`), and
    /// the wheel (buttons 4 and 5). Other buttons are not used.
    public static func mouse(buttons: mmask_t, x: Int, y: Int) -> InputEvent? {
        if buttons & GLIDE_BUTTON1_PRESSED != 0 { return .mousePress(x: x, y: y) }
        if buttons & GLIDE_BUTTON1_RELEASED != 0 { return .mouseRelease(x: x, y: y) }
        if buttons & GLIDE_REPORT_MOUSE_POSITION != 0 { return .mouseDrag(x: x, y: y) }
        if buttons & GLIDE_BUTTON4_PRESSED != 0 { return .wheel(.up) }
        if buttons & GLIDE_BUTTON5_PRESSED != 0 { return .wheel(.down) }
        return nil
    }
}
