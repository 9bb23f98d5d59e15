import GlideRules

public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, escape, backspace, tab, backTab
    case pageUp, pageDown, home, end
    /// A function key, F1 to F12 (unmodified: Shift-F1 and the like are not keys here).
    case function(Int)
    case character(Character)
    /// Ctrl plus a letter (lower case), e.g. `.control("r")`.
    case control(Character)

    /// The direction a key stands for: the arrows and `hjkl` (vi), and with `wasd` also
    /// `WASD` in either case (where those letters have no other use, as in play).
    public func direction(wasd: Bool = false) -> Direction? {
        switch self {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .left, .character("h"): .left
        case .right, .character("l"): .right
        case .character("w") where wasd, .character("W") where wasd: .up
        case .character("s") where wasd, .character("S") where wasd: .down
        case .character("a") where wasd, .character("A") where wasd: .left
        case .character("d") where wasd, .character("D") where wasd: .right
        default: nil
        }
    }
}
