import ArgumentParser
import Glibc
import GlideWording

/// The exit statuses every subcommand uses.
enum ExitStatus {
    /// The check the command made failed: not won, unsolvable, a wrong par…
    static let checkFailed = ExitCode(1)
    /// An input file could not be read or parsed.
    static let badInput = ExitCode(2)
    /// A usage error (ArgumentParser's own validation failures use the same status).
    static let usage = ExitCode.validationFailure
}

/// Writes a line to standard error, control characters written out as `TerminalText` does
/// (messages quote file names and values read from files).
func printError(_ text: String) {
    writeToStandardError(TerminalText.lines(text + "\n"))
}

/// Writes `text` to standard error at once, unbuffered and as it is (the progress bar's own
/// escape sequences).
func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }  // standard error is gone: nothing to tell anyone
        bytes = bytes.dropFirst(count)
    }
}

/// A usage error found while running (after the arguments parsed): printed as
/// `error: MESSAGE` with exit status 64, without the usage text that ArgumentParser would print
/// for the root command.
func usageError(_ message: String) -> ExitCode {
    printError("error: " + message)
    return ExitStatus.usage
}
