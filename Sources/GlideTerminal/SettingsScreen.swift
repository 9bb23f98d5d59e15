import GlidePlay
import GlideRules
import GlideWording

/// The settings (the session's `.settings` route): a list of settings, ↑↓ to choose a row and
/// ←→ to change it, each shown at once (the theme and the colours on a board half played) and
/// remembered with the player's progress.
struct SettingsScreen {
    let options: PlayOptions
    let session: PlaySession
    /// The row chosen.
    let row: Setting

    /// The intent of a key: ↑↓ (and `kj`, `ws`) choose a setting, ←→ (`hl`, `ad`) change it;
    /// Enter, q and Esc go back.
    static func intent(for key: Key) -> PlayIntent {
        switch key {
        case .up, .character("k"), .character("w"): .chooseSetting(by: -1)
        case .down, .character("j"), .character("s"): .chooseSetting(by: 1)
        case .left, .character("h"), .character("a"): .changeSetting(by: -1)
        case .right, .character("l"), .character("d"): .changeSetting(by: 1)
        case .character("?"): .help
        case .character("q"), .escape, .enter: .back
        default: .proceed
        }
    }

    static let legends = [
        "↑↓ choose a setting · ←→ change it · Enter or q: back (settings are kept) · ? help",
        "↑↓ choose · ←→ change · Enter back · ? help",
        "↑↓ ←→ · Enter back",
    ]

    /// What each theme is for.
    static func about(_ name: Theme.Name) -> String {
        switch name {
        case .classic: "Vivid paint on an indigo floor between dark walls, for dark terminals."
        case .light: "A dark board on a light terminal: a steel-blue floor, deep paint, dark text."
        case .contrast: "Grey walls, a charcoal floor and saturated paint, as far apart as colours go."
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

    /// A setting's value as its row shows it.
    func value(of setting: Setting) -> String {
        let preferences = session.preferences
        switch setting {
        case .theme: return options.theme.name.rawValue
        case .animationSpeed: return preferences.animationSpeed.name
        case .bellOnWin: return Setting.onOff(preferences.bellOnWin)
        case .colors:
            let detected = ColorChoice(options.terminalColors.detected)
            return preferences.colors == .auto
                ? "auto (\(detected == .none ? "none" : detected.name))" : preferences.colors.name
        }
    }

    /// What the chosen setting does, and what overrides it for this run, if anything.
    func about(_ setting: Setting) -> (about: String, note: String?) {
        let preferences = session.preferences
        switch setting {
        case .theme:
            let note =
                options.colors
                ? nil
                : "No colour is drawn now (the colours setting, --color or the terminal): themes show in colour."
            return (Self.about(options.theme.name), note)
        case .animationSpeed:
            let note =
                session.settings.timingIsFixed
                ? "--speed or --no-animation set the animation for this run: this applies from the next run."
                : nil
            return (preferences.animationSpeed.about, note)
        case .bellOnWin:
            return (Setting.aboutBell(preferences.bellOnWin), nil)
        case .colors:
            let flag = options.terminalColors.flag.map {
                "--color \($0.rawValue) sets the colours for this run: this applies from the next run."
            }
            return (preferences.colors.about(detected: ColorChoice(options.terminalColors.detected)), flag)
        }
    }

    func draw(into buffer: inout CellBuffer, now: Double) {
        buffer.fill(
            x: 0, y: 0, width: buffer.width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(
            " Glide · Settings", x: 0, y: 0, role: .status, style: [.reverse, .bold], limit: buffer.width)
        drawRows(into: &buffer, y: 2)
        let rowsEnd = 2 + Setting.allCases.count + 1
        let (about, note) = about(row)
        let aboutLines = buffer.centerWrapped(about, y: rowsEnd, maxLines: 2, role: .normal)
        var y = rowsEnd + max(1, aboutLines)
        if let note { y += buffer.centerWrapped(note, y: y, maxLines: 2, role: .faint) }
        let top = max(y + 1, rowsEnd + 3)
        let area = (x: 1, y: top, width: max(1, buffer.width - 2), height: max(1, buffer.height - 2 - top))
        let sample = Self.sample
        let viewport = BoardViewport.fitting(
            rows: sample.board.height, columns: sample.board.width, in: area, halfBlocks: options.drawsPixels)
        BoardRenderer(glyphs: options.glyphs, theme: options.theme, colors: options.colors, paintIndex: 0)
            .draw(
                BoardPicture(board: sample.board, state: sample.state, animation: nil, at: now), in: viewport,
                into: &buffer)
        buffer.drawLegend(Self.legends)
    }

    /// The settings, one a row, names in a column and values in the next; the chosen row
    /// picked out, its value between the arrows that change it.
    private func drawRows(into buffer: inout CellBuffer, y: Int) {
        let settings = Setting.allCases
        let nameWidth = settings.map { CellBuffer.columns(of: $0.name) }.max() ?? 0
        let values = settings.map { value(of: $0) }
        // Room for the longest values (`auto (256 colours)`), so the rows keep their place as
        // values change.
        let valueWidth = max(22, values.map { CellBuffer.columns(of: $0) + 4 }.max() ?? 0)
        let width = 2 + nameWidth + 3 + valueWidth
        let x = max(0, (buffer.width - width) / 2)
        for (index, setting) in settings.enumerated() {
            let chosen = setting == row
            let style: CellBuffer.Style = chosen ? [.bold, .reverse] : []
            let role: ColorRole = chosen ? .selection : .normal
            if chosen {
                buffer.fill(
                    x: x, y: y + index, width: width, height: 1, with: .init(" ", role: role, style: style))
            }
            buffer.write(
                (chosen ? "▸ " : "  ") + setting.name, x: x, y: y + index, role: role, style: style,
                limit: buffer.width - x)
            let shown = chosen ? "◀ \(values[index]) ▶" : "  \(values[index])"
            buffer.write(
                shown, x: x + 2 + nameWidth + 3, y: y + index, role: chosen ? role : .accent, style: style,
                limit: max(0, buffer.width - x - nameWidth - 5))
        }
    }
}
