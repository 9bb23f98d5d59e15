import ArgumentParser
import Foundation
import Testing

@testable import glide

/// Every command's `--help`, as a user sees it at 100 columns, against the text in Snapshots/
/// (as swift-argument-parser's own examples test theirs). After changing help on purpose,
/// rewrite the snapshots with `GLIDE_RECORD_SNAPSHOTS=1 swift test --filter HelpSnapshot`
/// and read the diff.
@Suite("Help snapshots")
struct HelpSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    static let commands: [(name: String, type: any ParsableCommand.Type)] = [
        ("glide", Glide.self), ("play", Glide.Play.self), ("daily", Glide.Daily.self),
        ("edit", Glide.Edit.self),
        ("solve", Glide.Solve.self),
        ("check", Glide.Check.self), ("generate", Glide.Generate.self), ("replay", Glide.Replay.self),
        ("show", Glide.Show.self), ("code", Glide.Code.self), ("levels", Glide.Levels.self),
        ("levels-list", Glide.Levels.List.self),
        ("levels-export", Glide.Levels.Export.self),
    ]

    /// Subcommands at every depth, named by their path: `levels-list` for `glide levels list`.
    @Test func everyCommandIsSnapshotted() {
        func paths(under command: any ParsableCommand.Type, prefix: String) -> [String] {
            command.configuration.subcommands.flatMap { subcommand in
                let path = prefix + subcommand._commandName
                return [path] + paths(under: subcommand, prefix: path + "-")
            }
        }
        #expect(Set(paths(under: Glide.self, prefix: "")) == Set(Self.commands.dropFirst().map(\.name)))
    }

    @Test(arguments: commands.map(\.name))
    func helpMatchesItsSnapshot(_ name: String) throws {
        let command = try #require(Self.commands.first { $0.name == name }).type
        let help = Glide.helpMessage(for: command, columns: 100) + "\n"
        let file = Self.snapshots.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["GLIDE_RECORD_SNAPSHOTS"] == "1" {
            try help.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(help == expected, "glide \(name) --help changed; see the doc comment to record it")
        // The man page (tools/man) is generated from the same text by swift-argument-parser's
        // generate-manual, which drops every character outside ASCII: write "..." for "…".
        let foreign = help.unicodeScalars.filter { !$0.isASCII }.map(String.init)
        #expect(foreign.isEmpty, "glide \(name) --help has \(foreign), which the man page would lose")
    }
}
