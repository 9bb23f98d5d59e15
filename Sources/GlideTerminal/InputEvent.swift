/// Everything a screen reacts to. The curses layer turns terminal input into these; tests make
/// them directly. Time arrives with every event, so animations are pure functions of it.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    /// A mouse button went down or up at a terminal cell (terminals report no motion between).
    case mousePress(x: Int, y: Int)
    case mouseRelease(x: Int, y: Int)
    case resize(width: Int, height: Int)
    /// Time passed (animation frames).
    case tick

    /// A key or the end of a click: what dismisses an overlay or skips a wait.
    public var isKeyOrClick: Bool {
        switch self {
        case .key, .mouseRelease: true
        case .mousePress, .resize, .tick: false
        }
    }
}

public enum Key: Equatable, Sendable {
    case up, down, left, right
    case enter, escape, backspace, tab, backTab
    case pageUp, pageDown, home, end
    case character(Character)
    /// Ctrl plus a letter (lower case), e.g. `.control("r")`.
    case control(Character)
}
