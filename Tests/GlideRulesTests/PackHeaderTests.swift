import GlideRules
import GlideTestSupport
import Testing

@Suite("Level format: the pack header")
struct PackHeaderTests {
    @Test func aParInTheHeaderIsAnError() {
        let errors = diagnostics(of: "Title: P\nPar: 3\n\n#@.#\n")
        #expect(errors.first == error(2, 1, .parInHeader), "\(errors)")
    }

    @Test func aSecondMetadataBlockBeforeTheFirstLevelIsAnError() {
        let errors = diagnostics(of: "Title: P\n\nTitle: Q\n\n#@.#\n")
        #expect(errors.first == error(3, 1, .metadataCutOffAfterHeader(headerLine: 1)), "\(errors)")
    }
}
