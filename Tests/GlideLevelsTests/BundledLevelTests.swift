import Foundation
import GlideLevels
import GlideRules
import Testing

/// The packs embedded at build time are the repository's `levels/` folder, as `packs.list`
/// orders it.
@Suite("Bundled levels")
struct BundledLevelTests {
    /// The repository's levels folder.
    let levels = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("levels")

    @Test func theEmbeddedCopyIsExactlyLevelsFolder() throws {
        let listed = PackList.parse(
            try String(contentsOf: levels.appendingPathComponent("packs.list"), encoding: .utf8))
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: levels.path).filter {
            $0.hasSuffix(".txt")
        }.sorted()
        #expect(listed.sorted() == onDisk, "levels/packs.list names every pack in levels/")
        #expect(BundledLevels.packs.map(\.name) == listed, "the packs packs.list names, in its order")
        for (name, text) in BundledLevels.packs {
            let file = try Data(contentsOf: levels.appendingPathComponent(name))
            #expect(Array(text.utf8) == Array(file), "\(name) differs from its embedded copy, byte for byte")
        }
    }

    @Test func everyBundledPackParses() throws {
        for (name, text) in BundledLevels.packs {
            let parsed = try LevelFormat.parse(text, path: name)
            #expect(parsed.title != nil)
        }
    }
}
