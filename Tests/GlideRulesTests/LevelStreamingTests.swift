import GlideRules
import Testing

/// Reading a pack level by level (`LevelFormat.parse(_:path:each:)`): what `solve` and `check`
/// stream large files with must read exactly what reading the whole pack reads.
@Suite("Level format: reading level by level")
struct LevelStreamingTests {
    static let texts = [
        "Title: P\nAuthor: A\n; note\n\n; before one\nTitle: One\nPar: 1\n#@.#\n\nTitle: Two\n#@..#\n#...#\n\n; the end\n",
        "\u{FEFF}Title: BOM\r\n\r\nTitle: L\r\n#@.#\r\n\r\n#@..#\r\n",
        "@.\n\n@..\n\n@...",  // no header, no final line break
        "\n\n\n#@.#\n\n\n\n#@.#\n\n\n",
    ]

    @Test(arguments: texts)
    func handsOverTheLevelsTheWholeReadReads(text: String) throws {
        let whole = try LevelFormat.parse(text)
        var handed: [Level] = []
        let rest = try LevelFormat.parse(Array(text.utf8), path: "<text>") { handed.append($0) }
        #expect(handed == whole.levels)
        #expect(rest.levels.isEmpty, "nothing kept")
        #expect(rest.header == whole.header && rest.trailer == whole.trailer)
    }

    @Test func aBadFileThrowsTheSameDiagnostics() throws {
        let text = "Title: P\n\n#@.#\n\nPar: x\n#@.#\n\n#..#\n"
        var wholeError: LevelFormatError?
        do { _ = try LevelFormat.parse(text) } catch { wholeError = error }
        var streamed: LevelFormatError?
        var handed = 0
        do {
            _ = try LevelFormat.parse(Array(text.utf8), path: "<text>") { _ in handed += 1 }
        } catch {
            streamed = error
        }
        #expect(wholeError != nil && streamed?.diagnostics == wholeError?.diagnostics)
        // The first level, and the second, whose map reads (its Par is the error): a bad file
        // is read through before its levels are used.
        #expect(handed == 2)
    }
}
