/// The shipped level packs, embedded in glide so it plays them from any directory. The
/// EmbedLevelsPlugin (see Package.swift) generates `embeddedPacks` from `levels/` in the build
/// folder, at every build that follows a change there; nothing generated is in git.
public enum BundledLevels {
    /// File name and text of each pack, in play order (`levels/packs.list`).
    public static let packs: [(name: String, text: String)] = embeddedPacks
}
