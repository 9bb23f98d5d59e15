import GlidePlay
import GlideRules
import Testing

@Suite("LevelHeading: titles that only number a level are left out")
struct LevelHeadingTests {
    @Test func numberingTitlesAreDropped() {
        #expect(LevelHeading.title("Level 2", number: 2) == nil)
        #expect(LevelHeading.title("Cave 12", number: 12) == nil)
        #expect(LevelHeading.title("Round trip", number: 4) == "Round trip")
        #expect(LevelHeading.title("Room 2", number: 5) == "Room 2", "a number that is not the level's")
        #expect(LevelHeading.title(nil, number: 1) == nil)
        #expect(LevelHeading.title("", number: 1) == nil)
    }
}
