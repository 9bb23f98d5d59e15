/// A screen that only says what the program is busy with, e.g. while the daily puzzle is
/// made: the status line's title, and the text in the middle.
public struct WaitingScreen: Sendable {
    public let title: String
    public let text: String
    let options: PlayOptions

    public init(title: String, text: String, options: PlayOptions) {
        self.title = title
        self.text = text
        self.options = options
    }

    public func frame(width: Int, height: Int) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        guard width > 0, height > 0 else { return buffer }
        buffer.fill(x: 0, y: 0, width: width, height: 1, with: .init(" ", role: .status, style: .reverse))
        buffer.write(" " + title, x: 0, y: 0, role: .status, style: [.reverse, .bold], limit: width)
        buffer.centerWrapped(text, y: max(1, height / 2 - 1), maxLines: max(1, height - 1), role: .accent)
        buffer.center("q quit", y: height - 1, role: .faint)
        if options.glyphs.isASCII { buffer.transliterateToASCII() }
        return buffer
    }
}
