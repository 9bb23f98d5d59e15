import GlidePlay
import GlideRules
import GlideWording

/// A solution played back on its level (the session's `ReplayRoute`), from level select: the
/// replay keys (`control(for:)`) step, pause, change its speed and jump; any other key or a
/// click goes back.
struct ReplayScreen {
    /// The keys of a replay, here and in the editor's solution: + and - (and =, unshifted +)
    /// change the speed, Home and End jump to the start and the end. (The editor's own keys
    /// step and pause its solution; here the arrows and space do.)
    static func control(for key: Key) -> ReplayControl? {
        switch key {
        case .character("+"), .character("="): .faster
        case .character("-"), .character("_"): .slower
        case .home: .toStart
        case .end: .toEnd
        default: nil
        }
    }

    /// The keys only level select's replays take: the editor maps these to its own intents.
    static func stepControl(for key: Key) -> ReplayControl? {
        switch key {
        case .right, .character("l"): .stepForward
        case .left, .character("h"): .stepBack
        case .character(" "): .togglePlaying
        default: nil
        }
    }

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
        let speed = route.replay.map { Self.speedText($0.speed) } ?? "×1"
        let state = route.replay?.isPlaying == false ? "paused" : speed
        let keys = [
            "\(state) · + - speed · ← → step · space pause · Home End · other keys: back to level select",
            "\(state) · + - speed · ← → step · space · Home End · other keys: back",
            "\(state) · + - · ← → · Home End · q back",
        ]
        buffer.center(
            keys.first { CellBuffer.columns(of: $0) <= buffer.width } ?? keys[2], y: buffer.height - 1,
            role: .faint)
    }
}

extension ReplayScreen {
    /// "×2", "×½", "×¼".
    static func speedText(_ speed: Double) -> String {
        switch speed {
        case 0.25: "×¼"
        case 0.5: "×½"
        default: "×\(Int(speed))"
        }
    }
}
