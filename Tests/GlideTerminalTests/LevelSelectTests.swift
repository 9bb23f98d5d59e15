import GlideKit
import Testing

@testable import GlideTerminal

@Suite("Level select")
struct LevelSelectTests {
    /// A pack of `count` small levels, each a different map.
    func numbered(_ count: Int) throws -> PlayPack {
        let levels = (0..<count).map { i in
            "Title: L\(i + 1)\n@" + String(repeating: ".", count: i % 40 + 1) + "\n"
                + String(repeating: ".", count: i / 40 + 1)
        }
        return try pack("Title: Many\n\n" + levels.joined(separator: "\n\n") + "\n")
    }

    func draw(
        _ screen: LevelSelectScreen, _ packs: [PlayPack], progress: PlayerProgress = PlayerProgress(),
        now: Double = 100,
        options: PlayOptions = PlayOptions()
    ) -> CellBuffer {
        var buffer = CellBuffer(width: 80, height: 24)
        screen.draw(into: &buffer, now: now, packs: packs, progress: progress, options: options)
        return buffer
    }

    @Test func tilesShowNumbersStarsAndLocks() throws {
        let packs = [try numbered(10)]
        var progress = PlayerProgress()
        progress.recordWin(id: packs[0].ids[0], moves: 1, par: 1, hints: 0)
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        let buffer = draw(screen, packs, progress: progress)
        #expect(buffer.find("★★★") != nil, "level 1 solved with three stars")
        #expect(buffer.find("1/10 solved") != nil)
        // Level 1 solved: levels up to 4 (first unsolved + 2) open, 5 on locked.
        #expect(packs[0].campaign(unlockAll: false).openCount(progress) == 4)
        let five = try #require(buffer.find("  5   "))
        #expect(buffer[five.x + 2, five.y].role == .tileLocked)
        #expect(buffer[five.x + 2, five.y + 1].character == "×")
        #expect(buffer[five.x + 2, five.y].style.contains(.dim))
    }

    @Test func lockedLevelsDoNotOpenUnlessUnlockAll() throws {
        let packs = [try numbered(10)]
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        screen.focus(pack: 0, level: 5)
        #expect(
            screen.handle(.key(.enter), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
                == nil)
        #expect(draw(screen, packs).find("locked") != nil)
        #expect(
            screen.handle(.key(.enter), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: true)
                == .open(pack: 0, level: 5))
        screen.focus(pack: 0, level: 2)
        #expect(
            screen.handle(.key(.enter), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
                == .open(pack: 0, level: 2))
    }

    @Test func thePageIndicatorHasDotsUpToNinePagesThenNumbers() throws {
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        let perPage = LevelSelectScreen.Layout(width: 80, height: 24).perPage
        let three = [try numbered(perPage * 2 + 1)]
        #expect(draw(screen, three).find("● ○ ○") != nil)
        screen.focus(pack: 0, level: perPage)
        #expect(draw(screen, three).find("○ ● ○") != nil)
        let many = [try numbered(perPage * 11 + 3)]
        screen.focus(pack: 0, level: perPage * 2)
        #expect(draw(screen, many).find("3/12") != nil)
    }

    @Test func arrowsTurnPagesWithASlideAnimation() throws {
        let perPage = LevelSelectScreen.Layout(width: 80, height: 24).perPage
        let packs = [try numbered(perPage * 2)]
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        _ = screen.handle(.key(.right), now: 10, packs: packs, progress: PlayerProgress(), unlockAll: true)
        #expect(screen.page == 1)
        #expect(screen.selected == perPage)
        #expect(screen.isAnimating(now: 10.1))
        #expect(!screen.isAnimating(now: 10.21))
        // Part way through, the old page's last tiles leave as the new page's first arrive.
        let middle = draw(screen, packs, now: 10.05, options: PlayOptions(unlockAll: true))
        #expect(middle.find("│  \(perPage)  │") != nil)
        #expect(middle.find("│  \(perPage + 1)  │") != nil)
        let settled = draw(screen, packs, now: 11, options: PlayOptions(unlockAll: true))
        #expect(settled.find("│  1   │") == nil)
        _ = screen.handle(
            .key(.character("h")), now: 12, packs: packs, progress: PlayerProgress(), unlockAll: true)
        #expect(screen.page == 0)
        _ = screen.handle(.key(.pageDown), now: 13, packs: packs, progress: PlayerProgress(), unlockAll: true)
        #expect(screen.page == 1)
    }

    @Test func pastTheLastPageTheViewGivesWayHalfAndSpringsBack() throws {
        let packs = [try numbered(3)]
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        let tile = "│  2   │"
        let resting = try #require(draw(screen, packs).find(tile))
        _ = screen.handle(.key(.right), now: 10, packs: packs, progress: PlayerProgress(), unlockAll: true)
        #expect(screen.page == 0, "no page to turn to")
        let given = try #require(draw(screen, packs, now: 10).find(tile))
        #expect(given.x == resting.x - LevelSelectScreen.Layout.tileWidth / 2, "half a tile's distance")
        let later = try #require(draw(screen, packs, now: 10.15).find(tile))
        #expect(later.x > given.x && later.x <= resting.x)
        #expect(try #require(draw(screen, packs, now: 10.4).find(tile)).x == resting.x, "sprung back")
        // A mouse drag gives way by half the drag.
        _ = screen.handle(
            .mousePress(x: 40, y: 5), now: 20, packs: packs, progress: PlayerProgress(), unlockAll: true)
        _ = screen.handle(
            .mouseRelease(x: 50, y: 5), now: 20, packs: packs, progress: PlayerProgress(), unlockAll: true)
        #expect(try #require(draw(screen, packs, now: 20).find(tile)).x == resting.x + 5)
    }

    @Test func aMouseDragAcrossTheTilesTurnsThePage() throws {
        let perPage = LevelSelectScreen.Layout(width: 80, height: 24).perPage
        let packs = [try numbered(perPage + 2)]
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        _ = screen.handle(
            .mousePress(x: 60, y: 6), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: true)
        _ = screen.handle(
            .mouseRelease(x: 30, y: 6), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: true)
        #expect(screen.page == 1)
    }

    @Test func aClickOpensTheLevelUnderIt() throws {
        let packs = [try numbered(5)]
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        let two = try #require(draw(screen, packs).find("  2   "))
        _ = screen.handle(
            .mousePress(x: two.x + 1, y: two.y), now: 0, packs: packs, progress: PlayerProgress(),
            unlockAll: false)
        let action = screen.handle(
            .mouseRelease(x: two.x + 1, y: two.y), now: 0, packs: packs, progress: PlayerProgress(),
            unlockAll: false)
        #expect(action == .open(pack: 0, level: 1))
    }

    @Test func packsAreTabs() throws {
        let packs = [try numbered(3), try pack("Title: Second\n\n@.\n")]
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        #expect(
            draw(screen, packs).line(1).contains("Many") && draw(screen, packs).line(1).contains("Second"))
        _ = screen.handle(
            .key(.character("]")), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
        #expect(screen.packIndex == 1)
        _ = screen.handle(
            .key(.character("]")), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
        #expect(screen.packIndex == 0)
    }

    @Test func quitAndHelp() throws {
        let packs = [try numbered(3)]
        var screen = LevelSelectScreen()
        screen.resize(width: 80, height: 24)
        _ = screen.handle(
            .key(.character("?")), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
        #expect(draw(screen, packs).find("turn the page") != nil)
        _ = screen.handle(
            .key(.character("x")), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
        #expect(
            screen.handle(
                .key(.character("q")), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
                == .quit)
        #expect(
            screen.handle(.key(.escape), now: 0, packs: packs, progress: PlayerProgress(), unlockAll: false)
                == .quit)
    }
}
