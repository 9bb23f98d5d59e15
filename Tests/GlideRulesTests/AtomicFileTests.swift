import Foundation
import GlideRules
import Testing

@Suite("Atomic writes: through symbolic links, keeping hard links, read-only files asked about")
struct AtomicFileTests {
    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func info(_ path: String, following: Bool = true) -> stat {
        var info = stat()
        _ = following ? stat(path, &info) : lstat(path, &info)
        return info
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try "old\n".write(toFile: folder + "/real/pack.txt", atomically: true, encoding: .utf8)
        // A relative link, to a link: both followed from their own folders.
        symlink("real/pack.txt", folder + "/middle.txt")
        symlink(folder + "/middle.txt", folder + "/link.txt")
        try AtomicFile.write(Data("new\n".utf8), to: folder + "/link.txt")
        #expect(try text(folder + "/real/pack.txt") == "new\n")
        #expect(info(folder + "/link.txt", following: false).st_mode & S_IFMT == S_IFLNK)
        #expect(info(folder + "/middle.txt", following: false).st_mode & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["pack.txt"])
    }

    @Test func aLinkToAFileNotThereYetMakesIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        symlink("new.txt", folder + "/link.txt")
        try AtomicFile.write(Data("x".utf8), to: folder + "/link.txt")
        #expect(try text(folder + "/new.txt") == "x")
        #expect(info(folder + "/link.txt", following: false).st_mode & S_IFMT == S_IFLNK)
    }

    @Test func aLoopOfLinksIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        symlink("b", folder + "/a")
        symlink("a", folder + "/b")
        #expect(throws: AtomicFile.Failure.cannotWrite(path: folder + "/a", SystemError(code: ELOOP))) {
            try AtomicFile.write(Data("x".utf8), to: folder + "/a")
        }
    }

    @Test func everyNameOfAHardLinkedFileSeesTheNewContents() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (path, other) = (folder + "/pack.txt", folder + "/other.txt")
        try "a longer old text\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o640)
        link(path, other)
        let inode = info(path).st_ino
        try AtomicFile.write(Data("new\n".utf8), to: path)
        #expect(try text(other) == "new\n" && text(path) == "new\n")
        #expect(info(path).st_ino == inode && info(path).st_nlink == 2)
        #expect(info(path).st_mode & 0o777 == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "other.txt", "pack.txt",
            ],
            "the copy of the old contents is gone")
    }

    @Test func aReadOnlyFileIsReplacedOnlyWhenTheCallerSaysSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/pack.txt"
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!AtomicFile.isReadOnly(path))
        chmod(path, 0o444)
        #expect(AtomicFile.isReadOnly(path))
        #expect(throws: AtomicFile.Failure.readOnly(path: path)) {
            try AtomicFile.write(Data("new".utf8), to: path, ifReadOnly: .refuse)
        }
        #expect(try text(path) == "old")
        try AtomicFile.write(Data("new".utf8), to: path, ifReadOnly: .replace)
        #expect(try text(path) == "new")
        #expect(info(path).st_mode & 0o777 == 0o444, "still read-only")
        #expect(!AtomicFile.isReadOnly(folder + "/missing"))
    }

    /// A pipe (as `/dev/stdout` may be) gets the bytes; it is not replaced by a regular file.
    @Test func aFileThatIsNoRegularFileIsWrittenToNotReplaced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        try AtomicFile.write(Data("through".utf8), to: fifo)
        #expect(info(fifo, following: false).st_mode & S_IFMT == S_IFIFO)
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &bytes, bytes.count)
        #expect(count == 7 && String(decoding: bytes.prefix(7), as: UTF8.self) == "through")
        #expect(throws: AtomicFile.Failure.cannotReplace(path: folder, SystemError(code: EISDIR))) {
            try AtomicFile.write(Data("x".utf8), to: folder)
        }
    }
}
