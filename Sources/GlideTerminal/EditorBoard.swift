import GlidePlay
import GlideRules

/// The draft as the editor draws it: its cells, the start, the cells the verdict names, the
/// slide it names, the selection, the assistant's proposal, cells read with errors, and the
/// cursor with its markers on the frame.
struct EditorBoard {
    let editor: PackEditor
    let glyphs: Glyphs
    let origin: (x: Int, y: Int)
    let cellSize: (width: Int, height: Int)

    func draw(into buffer: inout CellBuffer) {
        let highlighted = editor.highlighted
        let readErrors = editor.readErrorCells
        let proposal = editor.selectedProposal
        let slide = editor.highlightedSlide.map { ($0.from, $0.direction, Set($0.cells)) }
        for position in editor.draft.positions {
            var look = look(of: position, proposal: proposal)
            if highlighted.contains(position) {
                look.role = .warning
                look.style.insert(.reverse)
            }
            if let (from, direction, cells) = slide, position == from || cells.contains(position) {
                look = (Self.arrow(direction) + " ", .warning, [.bold, .reverse])
            }
            if let selection = editor.selection, selection.rows.contains(position.row),
                selection.columns.contains(position.column)
            {
                look.style.insert(.underline)
                if editor.draft[position] == .void, position != proposal?.position {
                    look.text = glyphs.isASCII ? "::" : "░░"
                }
            }
            if readErrors.contains(position) { look = ("??", .warning, [.bold, .reverse]) }
            if position == proposal?.position {
                look.role = .accent
                look.style = [.bold, .reverse]
            }
            fill(position, with: look, into: &buffer)
        }
        drawCursor(into: &buffer)
    }

    private typealias Look = (text: String, role: ColorRole, style: CellBuffer.Style)

    /// A cell's own glyphs: what it is (or what the proposal on show would make it), the start.
    private func look(of position: Position, proposal: DesignAssistant.Proposal?) -> Look {
        if position == editor.draft.start { return ("@ ", .ball, .bold) }
        let kind = proposal.flatMap { $0.position == position ? $0.cell : nil } ?? editor.draft[position]
        switch kind {
        case .void: return ("  ", .normal, [])
        case .wall: return (glyphs.wall, .wall, [])
        case .floor: return (glyphs.floor, .floor, .dim)
        }
    }

    private func fill(_ position: Position, with look: Look, into buffer: inout CellBuffer) {
        let x = origin.x + position.column * cellSize.width, y = origin.y + position.row * cellSize.height
        for row in 0..<cellSize.height {
            for column in stride(from: 0, to: cellSize.width, by: 2) {
                buffer.write(look.text, x: x + column, y: y + row, role: look.role, style: look.style)
            }
        }
    }

    /// The cursor: a frame around its cell (brackets in 2×1 cells and in ASCII), drawn over
    /// whatever the cell shows, and markers on the board's frame at its row and column.
    private func drawCursor(into buffer: inout CellBuffer) {
        let cursor = editor.cursor
        let x = origin.x + cursor.column * cellSize.width, y = origin.y + cursor.row * cellSize.height
        let role = ColorRole.accent, style: CellBuffer.Style = .bold
        if cellSize.height == 1 {
            buffer.write("[", x: x, y: y, role: role, style: style)
            buffer.write("]", x: x + 1, y: y, role: role, style: style)
        } else {
            let (topLeft, topRight, bottomLeft, bottomRight) =
                glyphs.isASCII ? ("[", "]", "[", "]") : ("┏", "┓", "┗", "┛")
            let (right, bottom) = (x + cellSize.width - 1, y + cellSize.height - 1)
            buffer.write(topLeft, x: x, y: y, role: role, style: style)
            buffer.write(topRight, x: right, y: y, role: role, style: style)
            buffer.write(bottomLeft, x: x, y: bottom, role: role, style: style)
            buffer.write(bottomRight, x: right, y: bottom, role: role, style: style)
        }
        for column in 0..<cellSize.width {
            buffer.write("▼", x: x + column, y: origin.y - 1, role: role, style: style)
        }
        for row in 0..<cellSize.height {
            buffer.write("▶", x: origin.x - 1, y: y + row, role: role, style: style)
        }
    }

    static func arrow(_ direction: Direction) -> String {
        switch direction {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        }
    }
}
