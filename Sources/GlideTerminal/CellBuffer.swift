import GlideRules
import GlideWording

/// What a screen draws into: a grid of terminal cells, each one character with a colour role
/// (and a background role, where the board draws blocks of colour) and a style. A wide character (CJK, most emoji) takes two cells: the character, then a
/// `continuation` cell. The curses layer copies the buffer to the terminal; tests read it.
public struct CellBuffer: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        public var character: Character
        public var role: ColorRole
        public var style: Style
        /// The cell's background; nil is the terminal's own.
        public var background: ColorRole?

        public init(
            _ character: Character = " ", role: ColorRole = .normal, style: Style = [],
            background: ColorRole? = nil
        ) {
            self.character = character
            self.role = role
            self.style = style
            self.background = background
        }
    }

    public struct Style: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Style(rawValue: 1)
        public static let dim = Style(rawValue: 2)
        public static let reverse = Style(rawValue: 4)
        public static let underline = Style(rawValue: 8)
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : Cell() }
        set {
            guard contains(x: x, y: y) else { return }
            let index = y * width + x
            let old = cells[index].character
            // Half of a wide character written over: its other half goes too, or it would stand
            // alone and shift the rest of the row on the terminal.
            if old != newValue.character {
                if old == Self.continuation, x > 0 {
                    cells[index - 1].character = " "
                } else if x + 1 < width, cells[index + 1].character == Self.continuation {
                    cells[index + 1].character = " "
                }
            }
            cells[index] = newValue
        }
    }

    public func contains(x: Int, y: Int) -> Bool { x >= 0 && x < width && y >= 0 && y < height }

    /// The right half of a wide character: the character is in the cell to its left.
    public static let continuation: Character = "\u{0}"

    /// How many terminal columns `character` takes: 2 for East Asian wide and fullwidth
    /// characters and emoji, else 1 (combining marks travel inside their `Character`).
    public static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x1100 else { return 1 }
        if character.unicodeScalars.contains("\u{FE0F}") { return 2 }  // emoji presentation
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// How many terminal columns `text` takes.
    public static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The first of `texts` (longest first) that fits `width` columns, else the last: how
    /// legends and messages shorten on narrow terminals.
    public static func fitting(_ texts: [String], in width: Int) -> String {
        texts.first { columns(of: $0) <= width } ?? texts.last ?? ""
    }

    /// The widest of `legends` (the fullest first) that fits the last row, centred there. The
    /// row's last column does not count: the terminal's bottom-right cell is never written
    /// (`ScreenDiff`).
    mutating func drawLegend(_ legends: [String], role: ColorRole = .faint) {
        center(Self.fitting(legends, in: width - 1), y: height - 1, span: width - 1, role: role)
    }

    /// Writes `text` from (x, y) rightwards, clipped to the buffer. With `limit`, the text is
    /// a field of that many columns: text too long for it ends in `…`. Control characters
    /// (from a file's name, say) are written out as `TerminalText` does, never drawn; a tab
    /// is a space.
    public mutating func write(
        _ text: String, x: Int, y: Int, role: ColorRole = .normal, style: Style = [],
        limit: Int? = nil, background: ColorRole? = nil
    ) {
        let text = TerminalText.screenLine(text)
        let end = min(limit.map { x + $0 } ?? width, width)
        let clipped = limit != nil && x + Self.columns(of: text) > end
        var column = x
        for character in text {
            let size = Self.columns(of: character)
            // Leave room for the ellipsis when the text does not fit its field.
            guard column + size <= end - (clipped ? 1 : 0) else { break }
            self[column, y] = Cell(character, role: role, style: style, background: background)
            if size == 2 {
                self[column + 1, y] = Cell(
                    Self.continuation, role: role, style: style, background: background)
            }
            column += size
        }
        if clipped, column < end {
            self[column, y] = Cell("…", role: role, style: style, background: background)
        }
    }

    /// Writes `text` centred on row `y` within columns `x ..< x + span` (default: the row).
    public mutating func center(
        _ text: String, y: Int, x: Int = 0, span: Int? = nil, role: ColorRole = .normal,
        style: Style = []
    ) {
        let span = span ?? width
        let text = TerminalText.screenLine(text)
        write(
            text, x: x + max(0, (span - Self.columns(of: text)) / 2), y: y, role: role, style: style,
            limit: span)
    }

    /// Writes `text` centred from row `y` down, wrapped at spaces to the buffer's width (words
    /// longer than a line are cut), on at most `maxLines` rows. Returns the rows used.
    @discardableResult
    public mutating func centerWrapped(
        _ text: String, y: Int, maxLines: Int = 3, role: ColorRole = .normal,
        style: Style = []
    ) -> Int {
        let lines = Self.wrap(TerminalText.screenLine(text), width: max(1, width - 2))
        for (i, line) in lines.prefix(maxLines).enumerated() {
            center(line, y: y + i, role: role, style: style)
        }
        return min(lines.count, maxLines)
    }

    /// `text` broken into lines of at most `width` characters, at spaces where possible.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            while columns(of: word) > width {
                if !current.isEmpty { lines.append(current); current = "" }
                var head = ""
                while let next = word.first, columns(of: head) + columns(of: next) <= width {
                    head.append(word.removeFirst())
                }
                if head.isEmpty { head.append(word.removeFirst()) }
                lines.append(head)
            }
            if current.isEmpty {
                current = word
            } else if columns(of: current) + 1 + columns(of: word) <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell = Cell()) {
        for row in y..<(y + max(0, h)) {
            for column in x..<(x + max(0, w)) { self[column, row] = cell }
        }
    }

    /// Replaces every character outside ASCII with its nearest ASCII look-alike (`?` when
    /// none), for terminals without Unicode.
    public mutating func transliterateToASCII() {
        for index in cells.indices
        where !cells[index].character.isASCII || cells[index].character == Self.continuation {
            cells[index].character = Self.asciiLookalikes[cells[index].character] ?? "?"
        }
    }

    /// `text` with every character outside ASCII replaced as `transliterateToASCII` does.
    public static func asciiLookalike(of text: String) -> String {
        String(text.map { $0.isASCII ? $0 : asciiLookalikes[$0] ?? "?" })
    }

    static let asciiLookalikes: [Character: Character] = [
        "·": "-", "←": "<", "→": ">", "↑": "^", "↓": "v", "—": "-", "–": "-", "…": ".", "★": "*",
        "☆": "-", "●": "o", "○": ".", "×": "x", "✓": "+", "▲": "^", "▼": "v", "◀": "<", "▶": ">",
        "é": "e", "è": "e", "à": "a", "ü": "u", "ö": "o", "ä": "a", "┄": "-", "┆": ":", "━": "=", "┃": "|",
        "␣": "_",
    ]

    /// Row `y` as plain text (trailing spaces kept), for tests and the plain-text dump.
    public func line(_ y: Int) -> String {
        String((0..<width).map { self[$0, y].character }.filter { $0 != Self.continuation })
    }

    /// The whole buffer as text, one line per row, trailing spaces dropped.
    public var text: String {
        (0..<height).map { y in
            var line = self.line(y)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The first position of `text` in the buffer, or nil.
    public func find(_ text: String) -> (x: Int, y: Int)? {
        for y in 0..<height {
            let line = Array(self.line(y))
            let needle = Array(text)
            guard needle.count <= line.count else { continue }
            for x in 0...(line.count - needle.count) where Array(line[x..<(x + needle.count)]) == needle {
                return (x, y)
            }
        }
        return nil
    }
}
