import ArgumentParser
import Foundation

/// The exit statuses every subcommand uses.
enum ExitStatus {
    /// The check the command made failed: not won, unsolvable, a wrong par…
    static let checkFailed = ExitCode(1)
    /// An input file could not be read or parsed.
    static let badInput = ExitCode(2)
    /// A usage error (ArgumentParser's own validation failures use the same status).
    static let usage = ExitCode.validationFailure
}

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// A usage error found while running (after the arguments parsed): printed as
/// `error: MESSAGE` with exit status 64, without the usage text that ArgumentParser would print
/// for the root command.
func usageError(_ message: String) -> ExitCode {
    printError("error: " + message)
    return ExitStatus.usage
}
