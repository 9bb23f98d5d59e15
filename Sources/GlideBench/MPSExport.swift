import ArgumentParser
import Foundation
import GlideRules
import GlideSolver

/// Writes the integer program of every solvable level of a set as an MPS file, for
/// tools/bench-mip (which measures CBC and GLPK on them).
struct MPSExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write-mps",
        abstract:
            "Write each solvable level's integer program (with its root cuts) as FOLDER/<set>-<level>.mps."
    )

    @Argument(help: "A level pack file.")
    var file: String

    @Argument(help: "The folder to write into.")
    var folder: String

    @Option(help: "Seconds the root rounds of each level may take.")
    var timeout: Double = 10

    func run() throws {
        let pack = try PackFile.load(file)
        let set = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        var written = 0
        for (index, level) in pack.levels.enumerated() {
            let base = "\(folder)/\(set)-\(String(format: "%03d", index + 1))"
            if Solver(board: level.board).writeIntegerProgram(base: base, timeout: timeout) { written += 1 }
        }
        FileHandle.standardError.write(
            Data("wrote \(written) programs of \(pack.levels.count) levels\n".utf8))
    }
}
