import GlidePlay
import GlideRules

/// The settings (the session's `.settings` route): the colour theme, changed with the arrows
/// and shown at once on a board half played, and remembered with the player's progress.
struct SettingsScreen {
    let options: PlayOptions

    /// The intent of a key: the arrows (and `hjkl`, `ad`) change the theme; q and Esc go back.
    static func intent(for key: Key) -> PlayIntent {
        switch key {
        case .left, .character("h"), .character("a"): .changeTheme(by: -1)
        case .right, .character("l"), .character("d"): .changeTheme(by: 1)
        case .character("?"): .help
        case .character("q"), .escape, .enter: .back
        default: .proceed
        }
    }

    static let legends = [
        "←→ change the theme · Enter or q: back (the theme is kept) · ? help",
        "←→ theme · Enter back",
    ]

    /// What each theme is for.
    static func about(_ name: Theme.Name) -> String {
        switch name {
        case .classic: "Bright paint on a pale floor between slate walls, for dark terminals."
        case .light: "Deeper paint and darker text, for light terminals."
        case .contrast: "White walls, a dark floor and saturated paint, as far apart as colours go."
        case .colorblind:
            "Okabe and Ito's palette, told apart with red–green and blue–yellow colour blindness."
        }
    }

    /// A small level, three slides in: the board, its paint, the ball, in the theme on show.
    static let sample: (board: Board, state: GameState) = {
        let board = try! LevelFormat.parse("#########\n#@......#\n#.##.##.#\n#.......#\n#########\n").levels[
            0
        ].board
        var state = board.initialState
        for move in [Direction.right, .down, .left] {
            state = board.slide(from: state, move)?.result ?? state
        }
        return (board, state)
    }()

    func draw(into buffer: inout CellBuffer, now: Double) {
        buffer.fill(
            x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(
            " Glide · Settings", x: 0, y: 0, role: .status, style: [.reverse, .bold], limit: buffer.width)
        let name = options.theme.name
        let row = "Colour theme   ◀ \(name.rawValue) ▶"
        buffer.center(row, y: 2, role: .accent, style: .bold)
        buffer.centerWrapped(Self.about(name), y: 3, maxLines: 2, role: .normal)
        if !options.colors {
            buffer.centerWrapped(
                "This terminal shows no colour (or --color never): the theme shows where it does.", y: 5,
                maxLines: 2, role: .faint)
        }
        let area = (x: 1, y: 7, width: max(1, buffer.width - 2), height: max(1, buffer.height - 10))
        let sample = Self.sample
        let viewport = BoardViewport.fitting(
            rows: sample.board.height, columns: sample.board.width, in: area, halfBlocks: options.drawsPixels)
        BoardRenderer(glyphs: options.glyphs, theme: options.theme, colors: options.colors, paintIndex: 0)
            .draw(
                BoardPicture(board: sample.board, state: sample.state, animation: nil, at: now), in: viewport,
                into: &buffer)
        buffer.drawLegend(Self.legends)
    }
}
