import GlidePlay
import GlideRules
import GlideTestSupport
import Testing

@Suite("Pack repair")
struct PackRepairTests {
    static let broken =
        "Title: P\n\nTitle: Good\n####\n#@.#\n####\n\nTitle: Bad\nPar: ten\n#####\n#@.x#\n#####\n\nTitle: Last\n####\n#..#\n####\n"

    @Test func levelsWithErrorsOpenMarkedAndTheOthersKeepTheirBytes() throws {
        let bytes = Array(Self.broken.utf8)
        var document = try PackRepair.open(bytes, path: "t.txt")
        #expect(document.entries.count == 3)
        #expect(document.savedBytes == bytes, "changes on disk are judged against the file itself")
        let bad = document.entries[1]
        #expect(bad.openReadErrors.count == 2)
        #expect(bad.openReadErrors.compactMap(\.cell) == [position(1, 3)])
        #expect(document.entries[2].draft.start == nil, "a missing start stays missing")
        #expect(throws: PackDocument.Unsavable.self) { try document.text() }
        document.select(1)
        document.edit { $0.set(position(1, 3), to: .floor) }
        #expect(document.entry.openReadErrors.isEmpty, "an edit addresses the errors")
        document.select(2)
        document.edit { $0.placeStart(at: position(1, 1)) }
        let saved = String(decoding: try document.text(), as: UTF8.self)
        #expect(saved.hasPrefix("Title: P\n\nTitle: Good\n####\n#@.#\n####\n\n"), "other levels as they were")
        #expect(saved.contains("; Par: ten\n#####\n#@..#\n#####"))
        #expect(saved.contains("#@.#"))
    }

    /// CRLF files open repaired as LF files do (the repair split them into lines by
    /// Characters, and "\r\n" is one: every error past line 1 refused the file).
    @Test func crlfFilesAreRepairedToo() throws {
        let bytes = Array(
            Self.broken.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
                .utf8)
        let document = try PackRepair.open(bytes, path: "t.txt")
        #expect(document.entries.count == 3)
        #expect(document.entries[1].openReadErrors.compactMap(\.cell) == [position(1, 3)])
        #expect(document.savedBytes == bytes)
    }

    @Test func errorsOutsideLevelsAreStillRefused() {
        let bytes = Array("Title: P\n\nAuthor: cut off\n\n####\n#@.#\n####\n".utf8)
        #expect(throws: LevelFormatError.self) { try PackRepair.open(bytes, path: "t.txt") }
    }
}
