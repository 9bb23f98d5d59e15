/// Metadata lines of a pack file changed in place (`glide check --fix`): each change replaces
/// the value of a level's first line with its key, or adds a `Key: value` line after the
/// level's last metadata line above its map (just above the map when there is none), with the
/// file's line ending. Every other byte stays as it was: comments, spacing, key spelling,
/// line endings, the levels around.
public enum MetadataRewrite {
    public struct Change: Hashable, Sendable {
        /// Where the level was read from (`Level.source`).
        public var span: SourceSpan
        public var key: String
        public var value: String

        public init(span: SourceSpan, key: String, value: String) {
            self.span = span
            self.key = key
            self.value = value
        }
    }

    /// `bytes` with every change made.
    public static func apply(_ changes: [Change], to bytes: [UInt8]) -> [UInt8] {
        let lines = PackLines(bytes)
        // (offset, bytes removed there, bytes put in), in the order given for equal offsets.
        var edits: [(offset: Int, removed: Int, inserted: [UInt8])] = []
        for change in changes {
            if let found = lines.metadataLine(change.key, in: change.span) {
                let value = lines.value(ofLine: found)
                let text = Array(change.value.utf8)
                edits.append(
                    value.isEmpty
                        ? (value.lowerBound, 0, [0x20] + text) : (value.lowerBound, value.count, text))
            } else {
                let after = (change.span.firstLine..<change.span.mapLine).last { lines.isMetadata($0) }
                let at =
                    after.map { lines.range(ofLine: $0).upperBound }
                    ?? lines.range(ofLine: change.span.mapLine).lowerBound
                let ending = lines.ending(ofLine: after ?? change.span.mapLine)
                edits.append((at, 0, Array("\(change.key): \(change.value)".utf8) + ending))
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.count * 16)
        var copied = 0
        for edit in edits.enumerated().sorted(by: {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        })
        .map(\.element) {
            out += bytes[copied..<max(copied, edit.offset)]
            out += edit.inserted
            copied = max(copied, edit.offset + edit.removed)
        }
        out += bytes[copied...]
        return out
    }

    /// The line of the level's first metadata line with `key` (any case), if any.
    public static func line(of key: String, in span: SourceSpan, bytes: [UInt8]) -> Int? {
        PackLines(bytes).metadataLine(key, in: span)
    }
}

/// The lines of a pack file, and the metadata key and value of each, read as the parser reads
/// them (leading blanks, a key of letters, digits, `_`, `-` and spaces starting with a letter,
/// a colon, the value without the blanks around it): where `glide check` points at a `Par:`
/// line, and what `MetadataRewrite` changes.
public struct PackLines: Sendable {
    let bytes: [UInt8]
    /// The offset each line starts at (line n at `starts[n - 1]`).
    private var starts: [Int] = [0]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
    }

    /// Line `number` with its line break.
    func range(ofLine number: Int) -> Range<Int> {
        let start = starts[min(number - 1, starts.count - 1)]
        let end = number < starts.count ? starts[number] : bytes.count
        return start..<max(start, end)
    }

    /// The line's break (CRLF or LF; LF for a last line without one).
    func ending(ofLine number: Int) -> [UInt8] {
        let range = self.range(ofLine: number)
        return range.count >= 2 && bytes[range.upperBound - 2] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }

    /// The line without its break.
    private func content(ofLine number: Int) -> Range<Int> {
        var range = self.range(ofLine: number)
        if range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x0A {
            range = range.dropLast()
        }
        if range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x0D {
            range = range.dropLast()
        }
        return range
    }

    /// The key of a metadata line, as written but trimmed; nil for any other line.
    private func key(ofLine number: Int) -> (key: String, colon: Int)? {
        let line = content(ofLine: number)
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < line.upperBound, isLetter(bytes[index]) else { return nil }
        var end = index + 1
        while end < line.upperBound, isLetter(bytes[end]) || isKeyByte(bytes[end]) { end += 1 }
        guard end < line.upperBound, bytes[end] == UInt8(ascii: ":") else { return nil }
        let key = String(decoding: bytes[index..<end], as: UTF8.self).trimmingSpaces()
        return (key, end)
    }

    func isMetadata(_ number: Int) -> Bool { key(ofLine: number) != nil }

    /// The level's first metadata line with `key` (any case), if any.
    public func metadataLine(_ key: String, in span: SourceSpan) -> Int? {
        (span.firstLine...span.lastLine).first { self.key(ofLine: $0)?.key.lowercased() == key.lowercased() }
    }

    /// The column (from 1, in Unicode scalars) where a metadata line's value starts.
    public func valueColumn(ofLine number: Int) -> Int {
        let start = range(ofLine: number).lowerBound
        return bytes[start..<value(ofLine: number).lowerBound].filter { $0 & 0xC0 != 0x80 }.count + 1
    }

    /// The value's bytes: after the colon and the blanks after it, to the end of the line less
    /// trailing blanks (empty, just past the colon, when there is no value).
    func value(ofLine number: Int) -> Range<Int> {
        guard let (_, colon) = key(ofLine: number) else { return 0..<0 }
        let line = content(ofLine: number)
        var start = colon + 1, end = line.upperBound
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return start == end ? (colon + 1)..<(colon + 1) : start..<end
    }

    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D || byte == 0x20
    }
}
