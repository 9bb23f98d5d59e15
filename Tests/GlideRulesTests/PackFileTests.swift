import Foundation
import GlideRules
import GlideTestSupport
import Testing

@Suite("Reading pack files")
final class PackFileTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("glide-packfile-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func diagnostics(loading path: String) -> [String] {
        do {
            _ = try PackFile.load(path)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aFileIsReadAndParsedWithItsPathInMessages() throws {
        let path = directory.appendingPathComponent("ok.txt").path
        try "Title: A\n#@.#\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try PackFile.load(path).levels[0].title == "A")
        let bad = directory.appendingPathComponent("bad.txt").path
        try "#@x\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(diagnostics(loading: bad) == ["\(bad):1:3: error: unknown map character 'x'"])
    }

    @Test func aMissingFile() {
        let path = directory.appendingPathComponent("missing.txt").path
        #expect(
            diagnostics(loading: path) == ["\(path):1:1: error: cannot read file: No such file or directory"])
    }

    @Test func aDirectory() {
        #expect(
            diagnostics(loading: directory.path) == [
                "\(directory.path):1:1: error: cannot read file: it is a directory"
            ])
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        let path = directory.appendingPathComponent("huge.txt").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(LevelFormat.maximumFileSize + 1))  // sparse: no memory used
        try handle.close()
        #expect(
            diagnostics(loading: path) == [
                "\(path):1:1: error: the file is larger than 32 MiB, the largest pack file Glide reads"
            ])
    }

    @Test func standardInputIsNamedInMessages() {
        #expect(PackFile.displayName("-") == "<stdin>")
        #expect(PackFile.displayName("a.txt") == "a.txt")
    }
}
