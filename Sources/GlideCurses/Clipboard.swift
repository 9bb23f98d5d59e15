import FoundationEssentials

/// The system clipboard, as terminals offer it: OSC 52, which most terminal emulators (and tmux
/// with `set-clipboard`) honour and others ignore. It works over ssh, where no clipboard
/// program could reach the player's desktop.
public enum Clipboard {
    /// The sequence that sets the clipboard to `text`.
    public static func sequence(setting text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{7}"
    }
}
