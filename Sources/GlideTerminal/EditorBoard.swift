import GlidePlay
import GlideRules

/// The draft as the editor draws it, through a viewport at the game's scales: in colour, cells
/// are the game's blocks of the theme's colours (half blocks at the smallest scale) and the
/// start is the game's ball; without colour, the game's glyphs. Over them go the cells and the
/// slide the verdict names, cells read with errors, the assistant's proposal, the traps when
/// shown, the selection, the corner set with `m` and the cursor, each told apart from the
/// others at every scale and on every kind of cell, and markers on the frame at the cursor's
/// row and column and along the selection.
struct EditorBoard {
    let editor: PackEditor
    let options: PlayOptions
    let viewport: BoardViewport
    let showsTraps: Bool

    /// How strongly a cell is picked out, and why.
    enum Emphasis: Hashable {
        case none
        /// Named by the verdict, on the slide it names, read with an error, a trap's cell.
        case strong
        /// On the slide a trap loses by.
        case weak
        /// The assistant's proposal on show.
        case proposal
    }

    /// What one cell shows: its kind (or what the proposal would make it), how it is picked
    /// out, whether it is selected, and the marks written over it where cells are large enough.
    struct Look {
        var cell: Cell
        var emphasis = Emphasis.none
        var selected = false
        var marks: [String] = []
    }

    func draw(into buffer: inout CellBuffer) {
        let looks = self.looks()
        if BoardRenderer.drawsPixels(colors: options.colors, glyphs: options.glyphs) {
            drawPixels(looks, into: &buffer)
        } else {
            drawGlyphs(looks, into: &buffer)
        }
        drawFrameMarkers(into: &buffer)
    }

    /// Every shown cell's look.
    func looks() -> [Position: Look] {
        let draft = editor.draft
        let proposal = editor.selectedProposal
        var looks: [Position: Look] = [:]
        for row in viewport.firstRow..<(viewport.firstRow + viewport.rows) {
            for column in viewport.firstColumn..<(viewport.firstColumn + viewport.columns) {
                let position = Position(row: row, column: column)
                var look = Look(cell: draft[position])
                if let proposal, proposal.position == position {
                    look.cell = proposal.cell
                    look.emphasis = .proposal
                }
                look.selected = editor.selection.map { $0.contains(position) } ?? false
                looks[position] = look
            }
        }
        func mark(_ position: Position, _ emphasis: Emphasis, _ text: String? = nil) {
            guard looks[position] != nil else { return }
            if emphasis == .strong || looks[position]?.emphasis == Emphasis.none {
                looks[position]?.emphasis = emphasis
            }
            if let text { looks[position]?.marks.append(text) }
        }
        for position in editor.highlighted { mark(position, .strong) }
        if let slide = editor.highlightedSlide {
            for position in [slide.from] + slide.cells { mark(position, .strong, arrow(slide.direction)) }
        }
        if showsTraps {
            for trap in editor.draftTraps {
                for position in Self.path(of: trap.direction, from: trap.from, on: draft) {
                    mark(position, .weak)
                }
            }
            for trap in editor.draftTraps { mark(trap.from, .strong, arrow(trap.direction)) }
        }
        for position in editor.readErrorCells {
            mark(position, .strong, options.glyphs.isASCII ? "??" : "??")
        }
        return looks
    }

    /// The cells a slide from `start` crosses, up to where it stops.
    static func path(of direction: Direction, from start: Position, on draft: LevelDraft) -> [Position] {
        var cells: [Position] = []
        var next = start.stepped(direction)
        while draft[next] == .floor, cells.count < draft.width + draft.height {
            cells.append(next)
            next = next.stepped(direction)
        }
        return cells
    }

    private func arrow(_ direction: Direction) -> String {
        String(options.glyphs.arrows[direction]?.first ?? "?")
    }

    /// The top-left pixel of a shown cell, on the viewport's canvas.
    func pixel(_ position: Position) -> (x: Int, y: Int) {
        (
            (position.column - viewport.firstColumn) * viewport.scale,
            (position.row - viewport.firstRow) * viewport.scale
        )
    }

    /// The terminal rows a shown cell covers.
    func rows(of position: Position) -> ClosedRange<Int> {
        let top = pixel(position).y
        return (viewport.origin.y + top / 2)...(viewport.origin.y + (top + viewport.scale - 1) / 2)
    }

    /// On the frame: `▼` over the cursor's column and `▶` by its row, and a heavy line along
    /// the selection's columns and rows.
    private func drawFrameMarkers(into buffer: inout CellBuffer) {
        let top = viewport.origin.y - 1, left = viewport.origin.x - 1
        if let box = editor.selection {
            for row in box.rows where viewport.shows(Position(row: row, column: viewport.firstColumn)) {
                for y in rows(of: Position(row: row, column: viewport.firstColumn)) {
                    buffer.write("┃", x: left, y: y, role: .selection, style: .bold)
                }
            }
            for column in box.columns where viewport.shows(Position(row: viewport.firstRow, column: column)) {
                let x = viewport.origin.x + pixel(Position(row: viewport.firstRow, column: column)).x
                buffer.write(String(repeating: "━", count: viewport.scale), x: x, y: top, role: .selection)
            }
        }
        let cursor = editor.cursor
        guard viewport.shows(cursor) else { return }
        let x = viewport.origin.x + pixel(cursor).x
        buffer.write(String(repeating: "▼", count: viewport.scale), x: x, y: top, role: .accent, style: .bold)
        for y in rows(of: cursor) { buffer.write("▶", x: left, y: y, role: .accent, style: .bold) }
    }
}

extension Bounds {
    func contains(_ position: Position) -> Bool {
        rows.contains(position.row) && columns.contains(position.column)
    }
}
