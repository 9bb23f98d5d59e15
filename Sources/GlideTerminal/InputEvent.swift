import GlideRules
import GlideSolverClient

/// Everything a screen reacts to. The curses layer turns terminal input into these, and the
/// solver's results too; tests make them directly. Time arrives with every event, so
/// animations are pure functions of it.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    /// The first mouse button went down or up at a terminal cell.
    case mousePress(x: Int, y: Int)
    case mouseRelease(x: Int, y: Int)
    /// The pointer moved to a cell with the first button held (button-event tracking, mode
    /// 1002: terminals report no motion without a button held).
    case mouseDrag(x: Int, y: Int)
    /// The wheel turned a notch: `.up` (away from the player) or `.down`.
    case wheel(Direction)
    case resize(width: Int, height: Int)
    /// Time passed (animation frames).
    case tick
    /// A background solve finished (a verdict, a hint, a par, a proof for a save).
    case solved(SolveJob, SolveResult)
    /// The daily puzzle of a date, made in the background (`DailyMaker`).
    case dailyMade(DailyDate, Level)

    /// A key or the end of a click: what dismisses an overlay or skips a wait.
    public var isKeyOrClick: Bool {
        switch self {
        case .key, .mouseRelease: true
        case .mousePress, .mouseDrag, .wheel, .resize, .tick, .solved, .dailyMade: false
        }
    }
}
