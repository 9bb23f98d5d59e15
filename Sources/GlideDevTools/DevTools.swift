import ArgumentParser

/// The content pipeline's tools: they make the shipped packs and the benchmark sets, and the
/// crash test's saving process. Not shipped; run through `tools/make-packs` and
/// `tools/e2e/crash.sh`, or as `swift run glide-dev …`.
@main
struct DevTools: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide-dev",
        abstract: "Glide's developer tools: make the level packs and the benchmark sets.",
        subcommands: [MakePacks.self, GenerateSets.self, HostileSet.self, SaveLoop.self, SourceStats.self]
    )
}
