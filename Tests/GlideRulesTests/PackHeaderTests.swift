import GlideRules
import GlideTestSupport
import Testing

@Suite("Level format: the pack header")
struct PackHeaderTests {
    @Test func aParInTheHeaderIsAnError() {
        let errors = parseErrors("Title: P\nPar: 3\n\n#@.#\n")
        #expect(errors.first?.hasPrefix("t.txt:2:1: error: 'Par' belongs to a level") == true, "\(errors)")
    }

    @Test func aSecondMetadataBlockBeforeTheFirstLevelIsAnError() {
        let errors = parseErrors("Title: P\n\nTitle: Q\n\n#@.#\n")
        #expect(errors.first?.hasPrefix("t.txt:3:1: error: metadata outside a level") == true, "\(errors)")
    }

    private func parseErrors(_ text: String) -> [String] {
        do {
            _ = try LevelFormat.parse(text, path: "t.txt")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
