import GlideRules

/// The characters screens draw with: Unicode by default, plain ASCII for terminals without it.
/// Every board cell is two columns wide so cells look square; each kind of cell has its own
/// glyphs, so the board reads without colour.
public struct Glyphs: Sendable {
    public var wall: String
    public var floor: String
    public var painted: String
    /// Paint growing in: light, then heavier, before `painted`.
    public var paintStages: [String]
    public var ball: String
    public var arrows: [Direction: String]
    public var starOn: Character
    public var starOff: Character
    public var pageOn: Character
    public var pageOff: Character
    public var solvedMark: Character
    public var lockedMark: Character
    public var box: BoxGlyphs
    /// The frame of the selected tile.
    public var selectedBox: BoxGlyphs

    public static let unicode = Glyphs(
        wall: "▓▓", floor: "· ", painted: "██", paintStages: ["░░", "▒▒"], ball: "◖◗",
        arrows: [.up: "▲ ", .down: "▼ ", .left: "◀ ", .right: "▶ "],
        starOn: "★", starOff: "☆", pageOn: "●", pageOff: "○", solvedMark: "✓", lockedMark: "×",
        box: BoxGlyphs(
            topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│"),
        selectedBox: BoxGlyphs(
            topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    )

    public static let ascii = Glyphs(
        wall: "##", floor: ". ", painted: "**", paintStages: [",,", "++"], ball: "()",
        arrows: [.up: "^^", .down: "vv", .left: "<<", .right: ">>"],
        starOn: "*", starOff: "-", pageOn: "o", pageOff: ".", solvedMark: "+", lockedMark: "x",
        box: BoxGlyphs(
            topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        selectedBox: BoxGlyphs(
            topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=", vertical: "#")
    )

    /// Whether every glyph is plain ASCII (then screens transliterate their text too).
    public var isASCII: Bool { painted.unicodeScalars.allSatisfy(\.isASCII) }

    /// The glyph of a floor cell painted to `progress` (0 unpainted … 1 painted).
    public func paint(progress: Double) -> String {
        if progress <= 0 { return floor }
        if progress >= 1 { return painted }
        let stage = min(paintStages.count - 1, Int(progress * Double(paintStages.count)))
        return paintStages[stage]
    }

    public func stars(_ count: Int, of total: Int = 3) -> String {
        String(repeating: starOn, count: count) + String(repeating: starOff, count: max(0, total - count))
    }
}
