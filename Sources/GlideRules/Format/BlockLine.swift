/// One line of a block of a pack file other than a map row.
public enum BlockLine: Hashable, Sendable {
    /// A comment, kept verbatim from its `;`.
    case comment(String)
    /// `Key: value`; the key as written, the value without surrounding spaces.
    case metadata(key: String, value: String)
    /// Where the map rows stand among the block's lines (a level has exactly one).
    case map

    /// The line as canonical text; nil for the map, which the board prints.
    public var text: String? {
        switch self {
        case let .comment(text): text
        case let .metadata(key, value): value.isEmpty ? "\(key):" : "\(key): \(value)"
        case .map: nil
        }
    }
}

/// The one metadata API on a block's lines: a level's, a pack header's, an edited entry's.
extension [BlockLine] {
    /// The value of the first metadata line with this key (keys match regardless of case).
    public func metadata(_ key: String) -> String? {
        for case let .metadata(k, value) in self where k.lowercased() == key.lowercased() {
            return value
        }
        return nil
    }

    /// All metadata in order, as written.
    public var allMetadata: [(key: String, value: String)] {
        compactMap { if case let .metadata(k, v) = $0 { (k, v) } else { nil } }
    }

    /// Sets the first `key` line's value, or adds a line after the last metadata line (before
    /// the map if there is none); nil removes every line with that key. Line breaks in the
    /// value become spaces, since a value is one line of the file.
    public mutating func setMetadata(_ key: String, _ value: String?) {
        let matches = { (line: BlockLine) -> Bool in
            if case let .metadata(k, _) = line { k.lowercased() == key.lowercased() } else { false }
        }
        guard let value else {
            removeAll(where: matches)
            return
        }
        let clean = value.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingSpaces()
        if let index = firstIndex(where: matches), case let .metadata(k, _) = self[index] {
            self[index] = .metadata(key: k, value: clean)
        } else if let last = lastIndex(where: { if case .metadata = $0 { true } else { false } }) {
            insert(.metadata(key: key, value: clean), at: last + 1)
        } else {
            insert(.metadata(key: key, value: clean), at: firstIndex(of: .map) ?? 0)
        }
    }

    /// A new level's block: its title, then the map.
    public static func titled(_ title: String) -> [BlockLine] {
        [.metadata(key: "Title", value: title), .map]
    }
}
