import Foundation
import PackagePlugin

/// Embeds the shipped level packs in the GlideLevels target at build time: runs the EmbedLevels
/// tool on `levels/` and compiles the Swift file it writes into the plugin's work folder (never
/// into the source tree). Every file in `levels/` is an input, so editing a pack or
/// `packs.list` is enough: the next `swift build` embeds it again.
@main
struct EmbedLevelsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let levels = context.package.directoryURL.appendingPathComponent("levels")
        let inputs = try FileManager.default.contentsOfDirectory(at: levels, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedPacks.swift")
        return [
            .buildCommand(
                displayName: "Embedding the level packs in \(target.name)",
                executable: try context.tool(named: "EmbedLevels").url,
                arguments: [levels.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
