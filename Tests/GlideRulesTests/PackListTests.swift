import GlideRules
import Testing

@Suite("packs.list")
struct PackListTests {
    @Test func namesInOrderWithoutCommentsBlankLinesOrSurroundingSpaces() {
        let text = "# The packs, in play order.\ntutorial.txt\n\n  easy.txt \r\n# medium.txt\n\thard.txt"
        #expect(PackList.parse(text) == ["tutorial.txt", "easy.txt", "hard.txt"])
    }

    @Test func anEmptyListNamesNothing() {
        #expect(PackList.parse("").isEmpty)
        #expect(PackList.parse("# nothing yet\n\n").isEmpty)
    }
}
