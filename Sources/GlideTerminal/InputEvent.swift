import GlideKit

/// Everything a screen reacts to. The curses layer turns terminal input into these, and the
/// solver's results too; tests make them directly. Time arrives with every event, so
/// animations are pure functions of it.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    /// A mouse button went down or up at a terminal cell (terminals report no motion between).
    case mousePress(x: Int, y: Int)
    case mouseRelease(x: Int, y: Int)
    case resize(width: Int, height: Int)
    /// Time passed (animation frames).
    case tick
    /// A background solve finished (a verdict, a hint, a par, a proof for a save).
    case solved(SolveJob, SolveResult)

    /// A key or the end of a click: what dismisses an overlay or skips a wait.
    public var isKeyOrClick: Bool {
        switch self {
        case .key, .mouseRelease: true
        case .mousePress, .resize, .tick, .solved: false
        }
    }
}
