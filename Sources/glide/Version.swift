/// Glide's version, in this one place: `glide --version`, the first line of `glide --help`, the
/// man page (tools/man) and the Debian package (tools/package-deb) all take it from here, the
/// tools by asking the built binary (the first line of `--version`, after "glide ").
enum GlideVersion {
    static let number = "0.1.0"
    /// What `glide --version` prints: the version, then the licence (LICENSE).
    static let text = """
        glide \(number)
        Copyright (c) 2026 the Glide authors. MIT License: free to use, copy, change and share,
        with no warranty (see LICENSE, or /usr/share/doc/glide/copyright).
        """
}
