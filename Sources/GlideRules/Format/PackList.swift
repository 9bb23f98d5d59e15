/// `levels/packs.list`: the file names of the shipped packs in play order, one a line; blank
/// lines and lines starting with `#` are ignored, and spaces around a name.
///
/// The one reader of that file for Swift code (the tests use it). The build tool that embeds
/// the packs in glide does not import GlideRules (see Package.swift), so
/// `Sources/EmbedLevels/EmbedLevels.swift` repeats these few lines; the GlideLevels tests check
/// that the embedded packs are exactly the ones this function lists.
public enum PackList {
    public static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            var name = line[...]
            while name.first?.isWhitespace == true { name.removeFirst() }
            while name.last?.isWhitespace == true { name.removeLast() }
            return name.isEmpty || name.hasPrefix("#") ? nil : String(name)
        }
    }
}
