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

    func diagnostics(loading path: String) -> [Diagnostic] {
        do {
            _ = try PackFile.load(path)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func aFileIsReadAndParsedWithItsPathInMessages() throws {
        let path = directory.appendingPathComponent("ok.txt").path
        try "Title: A\n#@.#\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try PackFile.load(path).levels[0].title == "A")
        let bad = directory.appendingPathComponent("bad.txt").path
        try "#@x\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(
            diagnostics(loading: bad) == [
                error(1, 3, .unknownMapCharacter("x", startsLikeMetadata: false), path: bad)
            ])
    }

    @Test func aMissingFile() {
        let path = directory.appendingPathComponent("missing.txt").path
        #expect(
            diagnostics(loading: path) == [error(1, 1, .unreadable(SystemError(code: ENOENT)), path: path)])
    }

    @Test func aDirectory() {
        #expect(diagnostics(loading: directory.path) == [error(1, 1, .folder, path: directory.path)])
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        let path = directory.appendingPathComponent("huge.txt").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(LevelFormat.maximumFileSize + 1))  // sparse: no memory used
        try handle.close()
        #expect(diagnostics(loading: path) == [error(1, 1, .fileTooLarge, path: path)])
    }

    @Test func standardInputIsNamedInMessages() {
        #expect(PackFile.displayName("-") == "<stdin>")
        #expect(PackFile.displayName("a.txt") == "a.txt")
    }
}
