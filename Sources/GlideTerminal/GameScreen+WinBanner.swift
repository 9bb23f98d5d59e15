import GlidePlay
import GlideRules
import GlideWording

extension GameScreen {
    /// A star three rows tall, for the win's banner.
    static let largeStar = ["  ▄█▄  ", "▀█████▀", " ▟▀ ▀▙ "]

    /// The win's banner, over the middle of the board (which shows around it): "Level
    /// complete", the stars large (where there is room and the glyphs allow), moves against
    /// par, and whether it is a first clear or a new best.
    func drawWinBanner(into buffer: inout CellBuffer) {
        let moves = play.session.moveCount
        let stars = play.par.map { StarRating.stars(moves: moves, par: $0, hints: play.hintsUsed) }
        var against = counted(moves, "move") + (play.par.map { " · par \($0)" } ?? "")
        if play.hintsUsed > 0 { against += " · " + counted(play.hintsUsed, "hint") }
        var record: String?
        if let previousBest = game.previousBest, moves < previousBest {
            record = "New best! (was \(previousBest))"
        } else if let previous = game.previous, previous.solved, let stars, stars > previous.stars {
            record = "More stars! (was \(options.glyphs.stars(previous.stars)))"
        } else if game.previousBest == nil, case .campaign = game.purpose {
            record = "First clear"
        }
        let large = stars != nil && !options.glyphs.isASCII && buffer.height >= 16
        let lines: [String] =
            ["Level complete"] + (large ? ["", "", ""] : stars.map { [options.glyphs.stars($0)] } ?? [])
            + [against] + (record.map { [$0] } ?? []) + [goOn]
        let width = min(buffer.width - 2, max(31, (lines.map(\.count).max() ?? 0) + 6))
        let height = lines.count + 2
        let left = (buffer.width - width) / 2
        let top = max(1, (buffer.height - height) / 2)
        buffer.fill(x: left, y: top, width: width, height: height, with: .init(" ", role: .normal))
        buffer.drawBox(
            x: left, y: top, width: width, height: height, glyphs: options.glyphs.box, role: .accent)
        for (i, line) in lines.enumerated() where !line.isEmpty {
            buffer.center(
                line, y: top + 1 + i, x: left + 1, span: width - 2, role: i == 0 ? .title : .accent,
                style: i == 0 || line == record ? .bold : [])
        }
        if large, let stars { drawLargeStars(stars, into: &buffer, y: top + 2, centeredIn: left, width) }
    }

    /// What a key does on the finished board, which waits for one.
    private var goOn: String {
        switch game.purpose {
        case .campaign:
            game.number < game.levelCount ? "Enter: next level · q: levels" : "Enter: go on · q: levels"
        case .daily: "Enter: close"
        case .playTest: "Enter: back to the editor"
        }
    }

    private func drawLargeStars(
        _ earned: Int, into buffer: inout CellBuffer, y: Int, centeredIn left: Int, _ width: Int
    ) {
        let starWidth = Self.largeStar[0].count, gap = 2
        let x0 = left + (width - (3 * starWidth + 2 * gap)) / 2
        for star in 0..<3 {
            for (row, text) in Self.largeStar.enumerated() {
                buffer.write(
                    text, x: x0 + star * (starWidth + gap), y: y + row,
                    role: star < earned ? .accent : .faint,
                    style: star < earned ? .bold : [])
            }
        }
    }
}
