import GlidePlay
import GlideRules

extension EditorBoard {
    private var theme: Theme { options.theme }
    /// What the verdict names and the traps: the warning's orange.
    private var warning: RGB { theme.colors(of: .warning).foreground ?? RGB(0xFFAF5F) }
    /// The selection's tint and the corner's mark: cyan, apart from the cursor's yellow.
    private var selectionColor: RGB { theme.colors(of: .selection).foreground ?? RGB(0x5FFFFF) }
    /// Text over a picked-out cell.
    private static let ink = RGB(0x101010)
    /// The assistant's proposal: green, apart from the cursor's yellow, the selection's cyan and
    /// the warning's orange.
    static let proposalColor = RGB(0x87FF5F)

    /// The draft in blocks of the theme's colours, the start as the game's ball, the marks in
    /// pixels: a ring round the cursor (round its cell on the smallest cells, along its edge
    /// on larger ones) in the hint's yellow, which every theme keeps at 3:1 against the board;
    /// the corner's four corners in the selection's colour; the assistant's proposal tinted and
    /// ringed in green, so that it is found at a glance on a large board.
    func drawPixels(_ looks: [Position: Look], into buffer: inout CellBuffer) {
        let scale = viewport.scale
        var canvas = PixelCanvas(width: viewport.columns * scale, height: viewport.rows * scale)
        for (position, look) in looks {
            guard let color = color(of: look) else { continue }
            let (x, y) = pixel(position)
            canvas.fill(x: x, y: y, width: scale, height: scale, with: color)
        }
        if let start = editor.draft.start, editor.selectedProposal?.position != start {
            // Within its own cell: the game lets a small ball spill onto its neighbours to be
            // seen at a glance, but a designer must see the walls beside the start.
            let (left, top) = pixel(start)
            for (x, y) in BallPixels(BoardPoint(start), in: viewport).disk
            where (left..<left + scale).contains(x) && (top..<top + scale).contains(y) {
                canvas[x, y] = theme.ball
            }
        }
        if let mark = editor.mark, viewport.shows(mark) {
            for (x, y) in corners(of: mark) { canvas[x, y] = selectionColor }
        }
        if let proposal = editor.selectedProposal, viewport.shows(proposal.position) {
            for (x, y) in ring(of: proposal.position) { canvas[x, y] = Self.proposalColor }
        }
        if viewport.shows(editor.cursor) {
            for (x, y) in ring(of: editor.cursor) { canvas[x, y] = theme.hintMark }
        }
        canvas.draw(into: &buffer, x: viewport.origin.x, y: viewport.origin.y)
        guard scale >= 2 else { return }  // half a row: no room for a character
        for (position, look) in looks where !look.marks.isEmpty {
            // On the start the marks stand on the ball, which stays whole round them.
            let onBall = position == editor.draft.start && look.emphasis != .proposal
            guard let (x, y) = viewport.center(position),
                let background = onBall ? theme.ball : color(of: look)
            else { continue }
            let cellEnd = viewport.origin.x + pixel(position).x + scale
            for (offset, mark) in look.marks.joined().enumerated() where x + offset < cellEnd {
                buffer[x + offset, y] = .init(
                    mark, role: .rgb(Self.ink), style: .bold, background: .rgb(background))
            }
        }
    }

    /// A cell's colour: its kind's (void shows the terminal's own), picked out towards the
    /// warning or the hint, tinted when selected (selected void too).
    private func color(of look: Look) -> RGB? {
        var color: RGB? =
            switch look.cell {
            case .void: nil
            case .wall: theme.wall
            case .floor: theme.floor
            }
        switch look.emphasis {
        case .none: break
        case .strong: color = (color ?? theme.floor).mixed(with: warning, 0.75)
        case .weak: color = (color ?? theme.floor).mixed(with: warning, 0.35)
        case .proposal: color = (color ?? theme.floor).mixed(with: Self.proposalColor, 0.45)
        }
        // A lighter tint over a picked-out cell, so that a selected unpaintable cell stays orange.
        if look.selected {
            color = (color ?? .black).mixed(with: selectionColor, look.emphasis == .none ? 0.4 : 0.2)
        }
        return color
    }

    /// The pixels of a ring round a cell: just outside it on cells of up to three pixels (the
    /// cell itself stays in sight), along its edge on larger ones.
    func ring(of position: Position) -> [(x: Int, y: Int)] {
        let (left, top, right, bottom) = box(of: position)
        var pixels: [(x: Int, y: Int)] = []
        for x in left...right { pixels += [(x, top), (x, bottom)] }
        for y in (top + 1)..<bottom { pixels += [(left, y), (right, y)] }
        return pixels
    }

    /// The corners of the same box: four pixels on small cells, short L's on large ones.
    func corners(of position: Position) -> [(x: Int, y: Int)] {
        let (left, top, right, bottom) = box(of: position)
        let arm = max(0, (right - left) / 3 - 1)
        var pixels: [(x: Int, y: Int)] = []
        for step in 0...arm {
            pixels += [
                (left + step, top), (right - step, top), (left + step, bottom), (right - step, bottom),
            ]
            pixels += [
                (left, top + step), (right, top + step), (left, bottom - step), (right, bottom - step),
            ]
        }
        return pixels
    }

    private func box(of position: Position) -> (left: Int, top: Int, right: Int, bottom: Int) {
        let (x, y) = pixel(position), scale = viewport.scale
        return scale <= 3 ? (x - 1, y - 1, x + scale, y + scale) : (x, y, x + scale - 1, y + scale - 1)
    }
}
