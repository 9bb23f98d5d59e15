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
