/// The level format's limits and entry point. The format itself is documented in
/// `docs/level-format.md`.
public enum LevelFormat {
    /// The largest pack file read; bigger files are refused before they are read into memory.
    public static let maximumFileSize = 32 * 1024 * 1024
    /// After this many errors a file is not read further (the rest are usually consequences).
    public static let maximumErrors = 100

    /// Parses a pack file's bytes. `path` names the file in diagnostics.
    public static func parse(_ bytes: [UInt8], path: String) throws(LevelFormatError) -> LevelPack {
        var levels: [Level] = []
        var pack = try parse(bytes, path: path) { levels.append($0) }
        pack.levels = levels
        return pack
    }

    /// Parses a pack file's bytes, handing each level to `each` as it is read rather than
    /// keeping it: the pack returned has no levels, and a large file is never held parsed
    /// whole. Levels before an error may have been handed over when it throws; a command
    /// that must not act on a bad file reads it through once first (`each` doing nothing).
    public static func parse(
        _ bytes: [UInt8], path: String, each: (Level) -> Void
    ) throws(LevelFormatError) -> LevelPack {
        // `each` goes down as a parameter, never stored: withoutActuallyEscaping's check would
        // put the source file's full path in the code, and the build would differ by folder.
        var parser = PackParser(bytes: bytes, path: path)
        return try parser.parse(each)
    }

    /// Parses text (already decoded), e.g. a pack written in a test or produced by a tool.
    public static func parse(_ text: String, path: String = "<text>") throws(LevelFormatError) -> LevelPack {
        try parse(Array(text.utf8), path: path)
    }
}

/// One pass over the bytes: UTF-8 check, lines, blocks, then each block as a level or not.
private struct PackParser {
    let bytes: [UInt8]
    let path: String
    private var diagnostics: [Diagnostic] = []
    private var gaveUp = false

    private var header: [[BlockLine]] = []
    private var pendingNotes: [[String]] = []
    /// Map blocks seen so far, valid or not: "level N" in messages counts them all.
    private var levelNumber = 0
    /// The line of the header's first metadata: a second metadata block before the first
    /// level is a level's metadata cut off from its map.
    private var headerMetadataLine: Int?

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private struct Line {
        var number: Int
        /// Byte range without the line break (and without a CR before it).
        var start: Int
        var end: Int
    }

    private enum LineKind {
        case blank, comment
        case metadata(keyEnd: Int)
        case map
    }

    /// The pack's header and trailer; each level goes to `deliver` as it is read.
    mutating func parse(_ deliver: (Level) -> Void) throws(LevelFormatError) -> LevelPack {
        let bodyStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let bad = firstInvalidUTF8(from: bodyStart) {
            let (line, column) = lineAndColumn(ofByte: bad.offset, from: bodyStart)
            error(line, column, .invalidUTF8(byte: bytes[bad.offset], bad.reason))
            throw LevelFormatError(diagnostics)
        }
        if let firstCR = carriageReturnLineEnding(from: bodyStart) {
            let (line, column) = lineAndColumn(ofByte: firstCR, from: bodyStart)
            error(line, column, .carriageReturnLineEndings)
            throw LevelFormatError(diagnostics)
        }

        var block: [Line] = []
        var sawContent = false
        for line in lines(from: bodyStart) {
            if gaveUp { break }
            if case .blank = kind(of: line) {
                if !block.isEmpty { handleBlock(block, deliver) }
                block.removeAll(keepingCapacity: true)
            } else {
                sawContent = true
                block.append(line)
            }
        }
        if !block.isEmpty, !gaveUp { handleBlock(block, deliver) }

        if levelNumber == 0, diagnostics.isEmpty {
            error(1, 1, sawContent ? .noLevels : bodyStart == bytes.count ? .empty : .onlyBlankLines)
        }
        if !diagnostics.isEmpty { throw LevelFormatError(diagnostics) }
        return LevelPack(header: header, levels: [], trailer: pendingNotes)
    }

    // MARK: Lines

    /// The lines from byte `start` on, found as they are read (a list of them all would take
    /// 24 bytes a line: 400 MB for a 32 MiB file of tiny levels).
    private func lines(from start: Int) -> LineSequence { LineSequence(bytes: bytes, start: start) }

    private struct LineSequence: Sequence, IteratorProtocol {
        let bytes: [UInt8]
        var number = 1
        var lineStart: Int
        var index: Int

        init(bytes: [UInt8], start: Int) {
            self.bytes = bytes
            lineStart = start
            index = start
        }

        mutating func next() -> Line? {
            let count = bytes.count
            while index <= count {
                defer { index += 1 }
                guard index == count || bytes[index] == 0x0A else { continue }
                var end = index
                if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
                let line = Line(number: number, start: lineStart, end: end)
                // A final line break ends the last line; it does not start an empty one.
                let isLast = index == count && lineStart == count && number > 1
                number += 1
                lineStart = index + 1
                if !isLast { return line }
            }
            return nil
        }
    }

    private func kind(of line: Line) -> LineKind {
        var i = line.start
        while i < line.end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < line.end else { return .blank }
        if bytes[i] == UInt8(ascii: ";") { return .comment }
        if isASCIILetter(bytes[i]) {
            var j = i + 1
            while j < line.end, isKeyByte(bytes[j]) { j += 1 }
            if j < line.end, bytes[j] == UInt8(ascii: ":") { return .metadata(keyEnd: j) }
        }
        return .map
    }

    // MARK: Blocks

    /// A block's lines as read, before it is known to be a level, the header or notes.
    private struct BlockContents {
        var lines: [BlockLine] = []
        var mapRows: [Line] = []
        /// The line of each single key's first use, by its lowercased name.
        var seenKeys: [String: Int] = [:]
        var firstMetadataLine: Line? = nil
    }

    /// A block becomes a level when it has a map; without one it is the header (before the
    /// first level), notes for the next level, or a misplaced metadata error.
    private mutating func handleBlock(_ block: [Line], _ deliver: (Level) -> Void) {
        let contents = readBlock(block)
        guard !contents.mapRows.isEmpty else {
            handleBlockWithoutMap(contents)
            return
        }
        levelNumber += 1
        let span = SourceSpan(
            firstLine: block[0].number, lastLine: block[block.count - 1].number,
            mapLine: contents.mapRows[0].number, number: levelNumber)
        if let board = parseMap(contents.mapRows),
            let level = Level(board: board, lines: contents.lines, notes: pendingNotes, source: span)
        {
            deliver(level)
        }
        pendingNotes = []
    }

    /// Sorts a block's lines into comments, metadata and map rows, reporting bad metadata and
    /// a map interrupted by other lines as they come, in line order.
    private mutating func readBlock(_ block: [Line]) -> BlockContents {
        var contents = BlockContents()
        var interruption: Line? = nil  // the first non-map line after the map began
        var reportedInterruption = false
        for line in block {
            switch kind(of: line) {
            case .blank:
                continue
            case .map:
                if let interruption, !reportedInterruption {
                    let interrupting: Diagnostic.Interruption =
                        if case .comment = kind(of: interruption) { .comment } else { .metadata }
                    error(
                        interruption.number, firstColumn(of: interruption), .mapInterrupted(by: interrupting))
                    reportedInterruption = true
                }
                if contents.mapRows.isEmpty { contents.lines.append(.map) }
                contents.mapRows.append(line)
            case .comment:
                if !contents.mapRows.isEmpty, interruption == nil { interruption = line }
                checkControlCharacters(line, in: .comment)
                contents.lines.append(.comment(trimmedText(line, from: indexOfFirstNonSpace(line))))
            case let .metadata(keyEnd):
                if !contents.mapRows.isEmpty, interruption == nil { interruption = line }
                if contents.firstMetadataLine == nil { contents.firstMetadataLine = line }
                let keyStart = indexOfFirstNonSpace(line)
                let key = trimmedText(Line(number: line.number, start: keyStart, end: keyEnd), from: keyStart)
                let value = trimmedText(line, from: keyEnd + 1)
                checkControlCharacters(line, in: .metadata(key: key))
                checkMetadata(key: key, value: value, line: line, keyEnd: keyEnd, seen: &contents.seenKeys)
                contents.lines.append(.metadata(key: key, value: value))
            }
        }
        return contents
    }

    /// Before the first level: the header, unless a header is there already (then it is a
    /// level's metadata cut off from its map). After it: notes, or metadata with no level.
    private mutating func handleBlockWithoutMap(_ contents: BlockContents) {
        if levelNumber == 0, let metadataLine = contents.firstMetadataLine, let first = headerMetadataLine {
            error(
                metadataLine.number, firstColumn(of: metadataLine),
                .metadataCutOffAfterHeader(headerLine: first))
        } else if levelNumber == 0 {
            if let metadataLine = contents.firstMetadataLine { headerMetadataLine = metadataLine.number }
            if let par = contents.seenKeys["par"] { error(par, 1, .parInHeader) }
            header.append(contents.lines)
        } else if let metadataLine = contents.firstMetadataLine {
            error(metadataLine.number, firstColumn(of: metadataLine), .metadataOutsideLevel)
        } else {
            pendingNotes.append(contents.lines.compactMap(\.text))
        }
    }

    private static let knownSingleKeys = ["title", "author", "par"]

    private mutating func checkMetadata(
        key: String, value: String, line: Line, keyEnd: Int,
        seen: inout [String: Int]
    ) {
        let lower = key.lowercased()
        if Self.knownSingleKeys.contains(lower) {
            if let first = seen[lower] {
                error(line.number, firstColumn(of: line), .repeatedKey(key, firstLine: first))
            } else {
                seen[lower] = line.number
            }
        }
        guard lower == "par" else { return }
        var valueStart = keyEnd + 1
        while valueStart < line.end, bytes[valueStart] == 0x20 || bytes[valueStart] == 0x09 {
            valueStart += 1
        }
        let column = column(ofByte: valueStart, in: line)
        if value.isEmpty {
            error(line.number, column, .parWithoutValue)
        } else if !value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            error(line.number, column, .parNotAWholeNumber(value))
        } else if Int(value) == nil {
            error(line.number, column, .parTooLarge(value))
        }
    }

    /// Reports each control character on a comment or metadata line, at its column: the
    /// format forbids them there (tab aside).
    private mutating func checkControlCharacters(_ line: Line, in text: Diagnostic.TextLine) {
        var column = 0  // scalars so far
        var i = line.start
        while i < line.end, !gaveUp {
            let byte = bytes[i]
            if byte & 0xC0 != 0x80 { column += 1 }
            let isC1 = byte == 0xC2 && i + 1 < line.end && bytes[i + 1] < 0xA0
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F || isC1 {
                let scalar = isC1 ? Unicode.Scalar(bytes[i + 1]) : Unicode.Scalar(byte)
                error(line.number, column, .controlCharacter(scalar, in: text))
            }
            i += 1
        }
    }

    // MARK: Maps

    /// Where a map has an `@`: its line and column for messages, its cell for the board.
    private struct MapStart {
        var line: Int
        var column: Int
        var position: Position
    }

    /// The level's board, or nil after reporting why there is none: rows too many or too
    /// wide, unknown characters, no start or more than one, or a board the rules refuse.
    private mutating func parseMap(_ rows: [Line]) -> Board? {
        let level = levelNumber
        let errorsBefore = diagnostics.count
        var grid: [[Cell]] = []
        var starts: [MapStart] = []
        var reportedWidth = false  // one too-wide row per level is enough to say
        for (rowIndex, line) in rows.enumerated() {
            if rowIndex == Board.maximumSide {
                error(line.number, 1, .tooManyRows(level: level, rows: rows.count))
                break
            }
            guard let cells = parseRow(line, index: rowIndex, starts: &starts, reportedWidth: &reportedWidth)
            else { return nil }
            grid.append(cells)
        }
        if starts.isEmpty {
            error(rows[0].number, 1, .noStart(level: level))
        }
        for extra in starts.dropFirst() {
            error(
                extra.line, extra.column,
                .secondStart(level: level, firstLine: starts[0].line, firstColumn: starts[0].column))
        }
        guard diagnostics.count == errorsBefore, let start = starts.first else { return nil }
        return board(grid, start: start.position, level: level, line: rows[0].number)
    }

    /// One map row's cells, trailing void dropped, with each `@` added to `starts`; nil once
    /// the errors reach the limit (the file is not read further).
    private mutating func parseRow(
        _ line: Line, index rowIndex: Int, starts: inout [MapStart], reportedWidth: inout Bool
    ) -> [Cell]? {
        var cells: [Cell] = []
        var column = 0  // scalars so far
        var i = line.start
        while i < line.end {
            let byte = bytes[i]
            let length = utf8Length(lead: byte)
            column += 1
            if column > Board.maximumSide {
                // Trailing void past the limit is harmless; anything else makes the row too wide.
                let rest = scalarCount(from: i, to: line.end, trimmingSpaces: true)
                if rest > 0, !reportedWidth {
                    error(line.number, column, .rowTooWide(cells: column - 1 + rest))
                    reportedWidth = true
                }
                break
            }
            switch byte {
            case UInt8(ascii: "#"): cells.append(.wall)
            case UInt8(ascii: "."): cells.append(.floor)
            case UInt8(ascii: " "): cells.append(.void)
            case UInt8(ascii: "@"):
                cells.append(.floor)
                starts.append(
                    MapStart(
                        line: line.number, column: column,
                        position: Position(row: rowIndex, column: column - 1)))
            default:
                cells.append(.void)
                let startsLikeMetadata = column == firstColumn(of: line) && isASCIILetter(byte)
                error(
                    line.number, column,
                    .unknownMapCharacter(decodeScalar(at: i), startsLikeMetadata: startsLikeMetadata))
            }
            if gaveUp { return nil }
            i += length
        }
        while cells.last == .void { cells.removeLast() }
        return cells
    }

    /// The rows padded with void to the widest, as a board; a board the rules refuse is
    /// reported at the map's first line.
    private mutating func board(_ grid: [[Cell]], start: Position, level: Int, line: Int) -> Board? {
        let width = grid.map(\.count).max() ?? 0
        var cells: [Cell] = []
        cells.reserveCapacity(width * grid.count)
        for row in grid {
            cells += row
            cells += repeatElement(.void, count: width - row.count)
        }
        do {
            return try Board(width: width, height: grid.count, cells: cells, start: start)
        } catch {
            self.error(line, 1, .invalidBoard(level: level, error))
            return nil
        }
    }

    // MARK: Bytes and columns

    private func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    private func isKeyByte(_ b: UInt8) -> Bool {
        isASCIILetter(b) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D || b == 0x20
    }

    private func utf8Length(lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    private func decodeScalar(at i: Int) -> Unicode.Scalar {
        let length = utf8Length(lead: bytes[i])
        var decoder = UTF8()
        var iterator = bytes[i..<min(i + length, bytes.count)].makeIterator()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    private func indexOfFirstNonSpace(_ line: Line) -> Int {
        var i = line.start
        while i < line.end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i
    }

    private func firstColumn(of line: Line) -> Int { column(ofByte: indexOfFirstNonSpace(line), in: line) }

    /// 1-based column (in scalars) of the byte at `index` on `line`.
    private func column(ofByte index: Int, in line: Line) -> Int {
        scalarCount(from: line.start, to: index, trimmingSpaces: false) + 1
    }

    private func scalarCount(from start: Int, to end: Int, trimmingSpaces: Bool) -> Int {
        var end = end
        if trimmingSpaces { while end > start, bytes[end - 1] == 0x20 { end -= 1 } }
        var count = 0
        for i in start..<max(start, end) where bytes[i] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private func trimmedText(_ line: Line, from start: Int) -> String {
        String(decoding: bytes[min(start, line.end)..<line.end], as: UTF8.self).trimmingSpaces()
    }

    /// Where the first carriage return that ends a line on its own stands, when such lines
    /// outnumber those ending in a line feed (a classic Mac OS file); nil otherwise, when a
    /// stray carriage return is only a control character.
    private func carriageReturnLineEnding(from start: Int) -> Int? {
        var lineFeeds = 0, loneReturns = 0
        var first: Int?
        for i in start..<bytes.count {
            if bytes[i] == 0x0A {
                lineFeeds += 1
            } else if bytes[i] == 0x0D, i + 1 == bytes.count || bytes[i + 1] != 0x0A {
                loneReturns += 1
                if first == nil { first = i }
            }
        }
        return loneReturns > lineFeeds ? first : nil
    }

    private func lineAndColumn(ofByte offset: Int, from start: Int) -> (Int, Int) {
        var line = 1
        var lineStart = start
        for i in start..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, scalarCount(from: lineStart, to: offset, trimmingSpaces: false) + 1)
    }

    /// The first byte where the bytes stop being UTF-8, with why.
    private func firstInvalidUTF8(from start: Int) -> (offset: Int, reason: Diagnostic.InvalidUTF8)? {
        var i = start
        let n = bytes.count
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            let (length, low, high): (Int, UInt8, UInt8)
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            case 0x80...0xBF: return (i, .continuationWithoutLead)
            default: return (i, .neverInUTF8)
            }
            for k in 1..<length {
                let range = k == 1 ? low...high : 0x80...0xBF
                guard i + k < n, range.contains(bytes[i + k]) else {
                    return (i, .brokenSequence(length: length))
                }
            }
            i += length
        }
        return nil
    }

    // MARK: Diagnostics

    private mutating func error(_ line: Int, _ column: Int, _ problem: Diagnostic.Problem) {
        guard !gaveUp else { return }
        diagnostics.append(Diagnostic(.error, path: path, line: line, column: column, problem))
        if diagnostics.count >= LevelFormat.maximumErrors {
            diagnostics.append(Diagnostic(.error, path: path, line: line, column: column, .tooManyErrors))
            gaveUp = true
        }
    }
}
