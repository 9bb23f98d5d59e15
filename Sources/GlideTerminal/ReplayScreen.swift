import GlidePlay
import GlideRules
import GlideWording

/// A solution played back on its level (the session's `ReplayRoute`), from level select; any
/// key or click goes back.
struct ReplayScreen {
    let route: ReplayRoute
    /// "Easy · Level 3 · Cedar Ledge".
    let heading: String
    let options: PlayOptions

    func draw(into buffer: inout CellBuffer, now: Double) {
        let solution = route.moves
        let whose = route.source == .par ? "A shortest solution" : "Your best"
        buffer.write(" " + heading, x: 0, y: 0, role: .title, style: .bold, limit: buffer.width)
        buffer.center(
            solution.map {
                "\(whose): \(counted($0.count, "move")) · \(route.replay?.played ?? 0)/\($0.count)"
            }
                ?? whose,
            y: 1, role: .accent)
        let area = (x: 1, y: 3, width: max(1, buffer.width - 2), height: max(1, buffer.height - 6))
        let board = route.level.board
        let viewport = BoardViewport.fitting(
            rows: board.height, columns: board.width, in: area, halfBlocks: options.drawsPixels)
        let picture =
            route.replay?.picture(at: now)
            ?? BoardPicture(board: board, state: board.initialState, animation: nil, at: now)
        BoardRenderer(
            glyphs: options.glyphs, theme: options.theme, colors: options.colors, paintIndex: route.index
        )
        .draw(picture, in: viewport, into: &buffer)
        if let problem = route.problem {
            buffer.centerWrapped(problem.text, y: buffer.height - 3, maxLines: 1, role: .warning)
        } else if route.isWaitingForSolver {
            buffer.centerWrapped(
                "Working out a shortest solution…", y: buffer.height - 3, maxLines: 1, role: .warning)
        } else if let solution {
            buffer.center(MoveNotation.format(solution), y: buffer.height - 3, role: .faint)
        }
        buffer.center("any key: back to level select", y: buffer.height - 1, role: .faint)
    }
}
