import GlidePlay
import GlideRules
import GlideWording
import Testing

@Suite("Session and game in words")
struct SessionWordingTests {
    @Test func aLockSaysWhatOpensTheLevel() {
        #expect(
            LevelLock(level: 8, firstLevelsToSolve: 6).text
                == "Level 9 is locked: it opens when levels 1–6 are solved.")
        #expect(
            LevelLock(level: 3, firstLevelsToSolve: 1).text
                == "Level 4 is locked: it opens when level 1 is solved.")
    }

    @Test func theEndOfAPackSaysWhatIsLeftAndWhereNext() {
        #expect(
            SessionNotice.packEnded(title: "Easy", unsolved: 0, next: "Medium").text
                == "Easy complete! On to Medium.")
        #expect(
            SessionNotice.packEnded(title: "Easy", unsolved: 2, next: "Medium").text
                == "End of Easy (2 levels to solve). On to Medium.")
        #expect(SessionNotice.packEnded(title: "Master", unsolved: 0, next: nil).text == "Master complete!")
    }

    @Test func aBundledPackAsksBeforeItIsExported() {
        #expect(
            SessionQuestion.exportForEditing(pack: 0, fileName: "easy.txt", path: "easy-2.txt", level: 3).text
                == "easy.txt is built into glide. Export it to easy-2.txt and edit that? (y/n)")
    }

    @Test func theGamesNotices() {
        #expect(LevelPlay.Notice.hint(.left, proven: false).text == "Hint: left (best found so far)")
        #expect(
            LevelPlay.Notice.resumed(moves: 3).text == "Your attempt goes on: 3 moves played. r restarts.")
        #expect(
            LevelPlay.Notice.resumed(moves: 0).text
                == "Your attempt goes on where you left it: u and y step through it.",
            "left just after a restart (or undone to the start): restarting again is no news")
    }
}
