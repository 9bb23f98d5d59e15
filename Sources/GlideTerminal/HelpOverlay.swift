/// A centred box of text over whatever is on screen: the help of every screen. Text taller
/// than the terminal is cut with `…` above its last line, which says how to close the box.
enum HelpOverlay {
    static func draw(_ lines: [String], into buffer: inout CellBuffer, glyphs: Glyphs) {
        var lines = lines
        let width = min(buffer.width, (lines.map(\.count).max() ?? 0) + 4)
        // The terminal's bottom-right cell is never written (a write there scrolls some
        // terminals): a box as wide as the screen stops a row short of the bottom, so as not to
        // lose its corner there.
        let rows = width < buffer.width ? buffer.height : max(1, buffer.height - 1)
        let room = rows - 2
        if lines.count > room, room >= 3, let last = lines.last {
            lines = lines.prefix(room - 2) + ["…", last]
        }
        let height = min(rows, lines.count + 2)
        let left = (buffer.width - width) / 2, top = (buffer.height - height) / 2
        buffer.fill(x: left, y: top, width: width, height: height, with: .init(" ", role: .normal))
        buffer.drawBox(x: left, y: top, width: width, height: height, glyphs: glyphs.box, role: .accent)
        for (i, line) in lines.prefix(max(0, height - 2)).enumerated() {
            buffer.write(
                line, x: left + 2, y: top + 1 + i, role: i == 0 ? .title : .normal,
                style: i == 0 ? .bold : [],
                limit: width - 4)
        }
    }
}
