import Glibc

/// A path as a player reads it on a screen: under the home folder it starts `~/`, as a shell
/// shows it, so a notice of two lines at 80 columns still holds where a file went.
public enum ShownPath {
    public static func of(_ path: String, home: String? = currentHome) -> String {
        guard let home, home.count > 1 else { return path }
        let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
        return path.hasPrefix(folder + "/") ? "~" + path.dropFirst(folder.count) : path
    }

    /// `$HOME`, if set.
    public static var currentHome: String? { getenv("HOME").map { String(cString: $0) } }
}
