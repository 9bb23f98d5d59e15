import ArgumentParser
import Foundation
import GlidePlay
import GlideRules
import GlideTerminal
import GlideWording

/// For the crash test (tools/e2e/crash.sh): saves a progress file or a pack file over and over,
/// alternating two versions, through the same code the game and the editor use, until it is
/// killed; `--verify` then checks that the file on disk is exactly one of the two versions.
struct SaveLoop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save-loop",
        abstract:
            "Save a progress or pack file repeatedly (two versions, alternating) until killed, or verify one.",
        shouldDisplay: false
    )

    enum Kind: String, ExpressibleByArgument { case progress, pack }

    @Option(help: "What to write: progress (as the game saves) or pack (as the editor saves).")
    var kind: Kind

    @Argument(help: "The file to write.")
    var file: String

    @Flag(help: "Check the file instead: exit 0 when it is exactly one of the two versions.")
    var verify = false

    /// Two versions big enough that a write takes many system calls. Saves merge with the file
    /// on disk (`ProgressStore.save`): the records are the same in both, and the versions differ
    /// in their attempts, which a save replaces with its own when it changed them, so the file
    /// goes from one version to the other and back.
    static func progress(_ version: Int) -> PlayerProgress {
        var progress = PlayerProgress()
        for i in 0..<4_000 {
            let id = String(format: "%016x", i * 7_919)
            progress.levels[id] = PlayerProgress.Record(solved: true, bestMoves: i % 50 + 1, stars: 1 + i % 3)
            progress.keepAttempt(
                SavedAttempt(
                    actions: String(repeating: version == 0 ? "RD" : "LU", count: 1 + i % 5), played: 1),
                for: id)
        }
        return progress
    }

    static func packText(_ version: Int) -> String {
        let levels = (0..<2_000).map { i in
            "Title: Level \(i) v\(version)\nPar: 1\n#@"
                + String(repeating: ".", count: 1 + (i + version) % 40) + "#"
        }
        return "Title: Crash test v\(version)\n\n" + levels.joined(separator: "\n\n") + "\n"
    }

    func run() throws {
        if verify {
            switch kind {
            case .progress:
                let loaded = ProgressStore(path: file).load()
                guard loaded.warning == nil,
                    loaded.progress == Self.progress(0) || loaded.progress == Self.progress(1)
                else {
                    printFailure(
                        "progress file is neither version: \(loaded.warning?.description ?? "different content")"
                    )
                    throw ExitCode(1)
                }
            case .pack:
                let bytes = FileManager.default.contents(atPath: file).map { Array($0) } ?? []
                guard bytes == Array(Self.packText(0).utf8) || bytes == Array(Self.packText(1).utf8),
                    (try? LevelFormat.parse(bytes, path: file)) != nil
                else {
                    printFailure("pack file is neither version (\(bytes.count) bytes)")
                    throw ExitCode(1)
                }
            }
            return
        }
        let store = ProgressStore(path: file)
        let versions = [Self.progress(0), Self.progress(1)]
        var version = 0
        while true {
            switch kind {
            case .progress: try store.save(versions[version], since: versions[1 - version])
            case .pack:
                if case let .failed(reason) = PackFiles.writeOnDisk(
                    file, Array(Self.packText(version).utf8), .anything, .replace)
                {
                    printFailure("\(reason)")
                    throw ExitCode(1)
                }
            }
            version = 1 - version
        }
    }

    private func printFailure(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
