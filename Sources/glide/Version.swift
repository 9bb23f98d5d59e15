/// Glide's version, in this one place: `glide --version`, the first line of `glide --help`, the
/// man page (tools/man) and the Debian package (tools/package-deb) all take it from here, the
/// tools by asking the built binary.
enum GlideVersion {
    static let number = "0.1.0"
}
