import GlidePlay
import GlideRules
import GlideWording

extension GameScreen {
    /// Draws the game at `now`; `notice` is the line the session or the game has for the player.
    func draw(into buffer: inout CellBuffer, now: Double, notice: String?) {
        let needed = neededSize
        let layout = self.layout
        guard buffer.width >= needed.width, buffer.height >= needed.height, let area = layout.area else {
            return drawTooSmall(into: &buffer, needed: needed)
        }
        drawStatus(into: &buffer)
        for (i, line) in layout.teaching.enumerated() {
            buffer.center(line, y: 1 + i, x: 1, span: buffer.width - 2, role: .accent)
        }
        let picture = play.picture(at: now)
        let viewport = area.scrolled(toward: picture.ball, boardRows: board.height, boardColumns: board.width)
        BoardRenderer(
            glyphs: options.glyphs, theme: options.theme, colors: options.colors, paintIndex: paintIndex,
            dimming: play.lossShading(at: now), depth: options.depth
        )
        .draw(picture, in: viewport, into: &buffer, hint: play.hint, pulse: ballPulse(at: now))
        let messageRow = buffer.height - 2
        let phase = play.winPhase(at: now)
        if phase == .celebrating { drawWinBanner(into: &buffer) }
        if let daily, play.isWon, phase != .finishing {
            drawDailyResult(daily, into: &buffer, y: messageRow)
        } else if phase != .celebrating {
            drawMessage(notice, viewport: viewport, into: &buffer, y: messageRow)
        }
        if daily != nil {
            drawDailyLegend(into: &buffer, now: now, notice: notice)
        } else if phase == .celebrating {
            // The moves played, as `glide replay` takes them, in place of the key legend.
            buffer.center("your moves: " + solution, y: buffer.height - 1, role: .faint)
        } else {
            buffer.drawLegend(game.purpose == .playTest ? Self.playTestLegends : Self.legends)
        }
    }

    /// The line under the board in play: the notice, else the loss, else how to scroll.
    private func drawMessage(
        _ notice: String?, viewport: BoardViewport, into buffer: inout CellBuffer, y: Int
    ) {
        if let notice {
            buffer.center(notice, y: y, x: 1, span: buffer.width - 2, role: .accent)
        } else if let loss = play.loss {
            buffer.center(
                CellBuffer.fitting([loss.text, loss.shortText], in: buffer.width - 2), y: y, x: 1,
                span: buffer.width - 2, role: .warning, style: .bold)
        } else if viewport.rows < board.height || viewport.columns < board.width {
            drawScrollHint(viewport, into: &buffer, y: y)
        }
    }

    /// The key legend, longest first: the first that fits the terminal is shown.
    static let legends = [
        "←↑→↓ move · u undo · y redo · r restart · i hint · n/p level · ? help · q back",
        "←↑→↓ move · u undo · r restart · i hint · ? help · q back",
        "u undo · r restart · i hint · ? help · q back",
    ]

    /// A play-test has no other level to go to.
    static let playTestLegends = [
        "←↑→↓ move · u undo · y redo · r restart · i hint · ? help · q back to the editor",
        "←↑→↓ move · u undo · r restart · i hint · ? help · q back",
        "u undo · r restart · i hint · ? help · q back",
    ]

    static let dailyLegends = [
        "←↑→↓ move · u undo · y redo · r restart · i hint · ? help · q quit",
        "←↑→↓ move · u undo · r restart · i hint · ? help · q quit",
        "u undo · r restart · i hint · ? help · q quit",
    ]

    static let dailyWonLegends = [
        "c copy the result · u undo · r play again for a better score · q quit",
        "c copy the result · u undo · r play again · q quit",
        "c copy · r play again · q quit",
    ]

    private func drawStatus(into buffer: inout CellBuffer) {
        let left =
            if let daily {
                "\(packTitle) · \(daily.heading)"
            } else if game.purpose == .playTest {
                // The editor's level alone: its number in a pack of one says nothing.
                "Play-test · " + (play.level.title ?? "untitled level")
            } else {
                "\(packTitle) · Level \(game.number)/\(game.levelCount)"
                    + (LevelHeading.title(play.level.title, number: game.number).map { " · \($0)" } ?? "")
            }
        var right =
            "Moves \(play.session.moveCount) · Par \(play.par.map(String.init) ?? (play.isSolvingPar ? "…" : "?"))"
        let lost = play.loss != nil
        if lost {
            right += " · " + PositionLoss.statusText
        } else if let reachableStars {
            right += " · " + options.glyphs.stars(reachableStars)
        }
        right += " · Hints \(play.hintsUsed)"
        buffer.fill(
            x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(
            " " + left, x: 0, y: 0, role: .status, style: [.reverse, .bold],
            limit: buffer.width - right.count - 2)
        buffer.write(
            right + " ", x: buffer.width - right.count - 1, y: 0, role: lost ? .warning : .status,
            style: lost ? [.reverse, .bold] : .reverse)
    }

    /// A scrolled board says which way more of it lies.
    private func drawScrollHint(_ viewport: BoardViewport, into buffer: inout CellBuffer, y: Int) {
        var more = ""
        if viewport.firstRow > 0 { more += "↑" }
        if viewport.firstRow + viewport.rows < board.height { more += "↓" }
        if viewport.firstColumn > 0 { more += "←" }
        if viewport.firstColumn + viewport.columns < board.width { more += "→" }
        buffer.center("the board scrolls with the ball: more " + more, y: y, role: .faint)
    }

    /// The daily puzzle's result under the board once it is won, and stays there (there is no
    /// next level to move on to): the line to share and the streak, as much as fits.
    private func drawDailyResult(_ daily: DailyStanding, into buffer: inout CellBuffer, y: Int) {
        let lines = daily.afterWinLines(moves: play.session.moveCount)
        guard !lines.isEmpty else { return }
        buffer.center(
            CellBuffer.fitting(lines, in: buffer.width - 2), y: y, x: 1, span: buffer.width - 2,
            role: .accent,
            style: .bold)
    }

    /// The daily puzzle's bottom line: the notice if any, else the keys (those that matter after
    /// the win, once it is won).
    private func drawDailyLegend(into buffer: inout CellBuffer, now: Double, notice: String?) {
        let y = buffer.height - 1
        let won = play.isWon && play.winPhase(at: now) != .finishing
        if won, let notice {
            buffer.center(notice, y: y, x: 1, span: buffer.width - 2, role: .accent)
        } else {
            buffer.drawLegend(dailyLegends(won: won))
        }
    }

    private func drawTooSmall(into buffer: inout CellBuffer, needed: (width: Int, height: Int)) {
        let text =
            "This level needs a \(needed.width)×\(needed.height) terminal. "
            + "This one is \(buffer.width)×\(buffer.height): enlarge it, or press q."
        buffer.centerWrapped(
            text, y: max(0, buffer.height / 2 - 2), maxLines: max(1, buffer.height), role: .warning)
    }
}
