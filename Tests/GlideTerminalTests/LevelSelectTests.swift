import GlidePlay
import GlideRules
import Testing

@testable import GlideTerminal

@Suite("Level select")
struct LevelSelectTests {
    /// A pack of `count` levels, each a different 11×4 map (the first row's walls spell the
    /// level's number in binary), so the layout does not depend on the count.
    func numbered(_ count: Int) throws -> PlayPack {
        let levels = (0..<count).map { i in
            let bits = String((0..<10).map { i >> $0 & 1 == 1 ? "#" : "." })
            return "Title: L\(i + 1)\n@" + bits + "\n"
                + Array(repeating: String(repeating: ".", count: 11), count: 3)
                .joined(separator: "\n")
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

    func handle(
        _ screen: inout LevelSelectScreen, _ event: InputEvent, now: Double = 0, _ packs: [PlayPack],
        progress: PlayerProgress = PlayerProgress(), unlockAll: Bool = true
    ) -> LevelSelectScreen.Action? {
        screen.handle(event, now: now, packs: packs, progress: progress, unlockAll: unlockAll)
    }

    func screen(_ width: Int = 80, _ height: Int = 24) -> LevelSelectScreen {
        var screen = LevelSelectScreen()
        screen.resize(width: width, height: height)
        return screen
    }

    @Test func tilesShowNumbersThumbnailsStarsBestAndLocks() throws {
        let packs = [try numbered(10)]
        var progress = PlayerProgress()
        progress.recordWin(id: packs[0].ids[0], moves: 2, par: 1, hints: 0)
        let buffer = draw(screen(), packs, progress: progress)
        #expect(buffer.find("★★☆ 2") != nil, "level 1 solved: stars and best moves")
        #expect(buffer.find("1/10 solved") != nil)
        // Level 1 solved: levels up to 4 (first unsolved + 2) open, 5 on locked.
        let five = try #require(buffer.find(" 5 "))
        #expect(buffer[five.x + 1, five.y].role == .tileLocked)
        #expect(buffer[five.x + 1, five.y].style.contains(.dim))
        let layout = screen().layout(for: packs[0])
        let bottom = five.y + layout.tileHeight - 1
        #expect(buffer.line(bottom).contains("× "))
        // Thumbnails: level 1's floor is in its paint, level 2's in the floor colour.
        let one = layout.origin(ofSlot: 0), two = layout.origin(ofSlot: 1)
        let colours = { (x: Int, y: Int) in
            Set(
                (y..<(y + layout.tileHeight)).flatMap { row in
                    (x..<(x + layout.tileWidth)).compactMap { buffer[$0, row].background }
                })
        }
        #expect(colours(one.x, one.y).contains(.rgb(Theme.classic.paint(0))))
        #expect(colours(two.x, two.y).contains(.rgb(Theme.classic.floor)))
    }

    @Test func lockedLevelsDoNotOpenUnlessUnlockAll() throws {
        let packs = [try numbered(10)]
        var screen = screen()
        screen.focus(pack: 0, level: 5)
        #expect(handle(&screen, .key(.enter), packs, unlockAll: false) == nil)
        #expect(draw(screen, packs).find("locked") != nil)
        #expect(handle(&screen, .key(.enter), packs) == .open(pack: 0, level: 5))
        screen.focus(pack: 0, level: 2)
        #expect(handle(&screen, .key(.character(" ")), packs, unlockAll: false) == .open(pack: 0, level: 2))
    }

    @Test func thePageIndicatorHasDotsUpToNinePagesThenNumbers() throws {
        var screen = screen()
        let perPage = screen.layout(for: try numbered(200)).perPage  // a pack of many pages
        let three = [try numbered(perPage * 2 + 1)]
        #expect(draw(screen, three).find("● ○ ○") != nil)
        screen.focus(pack: 0, level: perPage)
        #expect(draw(screen, three).find("○ ● ○") != nil)
        let many = [try numbered(perPage * 11 + 3)]
        screen.focus(pack: 0, level: perPage * 2)
        #expect(draw(screen, many).find("3/12") != nil)
    }

    @Test func arrowsMoveTheSelectionInTwoDimensionsAndTurnPagesAtTheEdges() throws {
        var screen = screen()
        let layout = screen.layout(for: try numbered(200))  // a pack of many pages
        let packs = [try numbered(layout.perPage * 2 + 1)]
        let columns = layout.columns
        _ = handle(&screen, .key(.right), packs)
        #expect(screen.selected == 1)
        _ = handle(&screen, .key(.character("s")), packs)
        #expect(screen.selected == 1 + columns, "S moves down a row")
        _ = handle(&screen, .key(.character("a")), packs)
        _ = handle(&screen, .key(.character("k")), packs)
        #expect(screen.selected == 0)
        _ = handle(&screen, .key(.up), packs)
        #expect(screen.selected == 0 && screen.page == 0, "no row above")
        // Along the first row to its right edge, then across it: the next page's first row.
        for _ in 1..<columns { _ = handle(&screen, .key(.character("d")), packs) }
        #expect(screen.selected == columns - 1)
        _ = handle(&screen, .key(.down), packs)
        _ = handle(&screen, .key(.right), now: 10, packs)
        #expect(screen.page == 1)
        #expect(screen.selected == layout.perPage + columns, "the same row, first column")
        #expect(screen.isAnimating(now: 10.1))
        #expect(!screen.isAnimating(now: 10.3))
        _ = handle(&screen, .key(.left), now: 11, packs)
        #expect(screen.page == 0 && screen.selected == 2 * columns - 1, "back: the row's last column")
        // The last page has one tile: moving right onto it, then right again bounces.
        screen.focus(pack: 0, level: layout.perPage * 2 - 1)
        _ = handle(&screen, .key(.right), now: 20, packs)
        #expect(screen.page == 2 && screen.selected == layout.perPage * 2)
        _ = handle(&screen, .key(.right), now: 30, packs)
        #expect(screen.page == 2 && screen.isAnimating(now: 30.1), "a bounce past the last page")
        _ = handle(&screen, .key(.down), packs)
        #expect(screen.selected == layout.perPage * 2, "no tile below")
    }

    @Test func pageKeysTabHomeAndEnd() throws {
        var screen = screen()
        let layout = screen.layout(for: try numbered(200))  // a pack of many pages
        let packs = [try numbered(layout.perPage * 2 + 1)]
        _ = handle(&screen, .key(.tab), packs)
        _ = handle(&screen, .key(.pageDown), packs)
        #expect(screen.page == 1 && screen.selected == layout.perPage + 1, "the selection keeps its place")
        _ = handle(&screen, .key(.pageDown), packs)
        #expect(screen.selected == layout.perPage * 2, "or the last tile of a shorter page")
        _ = handle(&screen, .key(.home), packs)
        #expect(screen.page == 0 && screen.selected == 0)
        _ = handle(&screen, .key(.end), packs)
        #expect(screen.page == 2)
        _ = handle(&screen, .key(.backTab), packs)
        #expect(screen.page == 1)
    }

    @Test func aDragMovesThePageWithThePointerAndTurnsOrSpringsBack() throws {
        var screen = screen()
        let layout = screen.layout(for: try numbered(200))  // a pack of many pages
        let packs = [try numbered(layout.perPage * 2)]
        let y = layout.gridTop + 1
        let resting = try #require(draw(screen, packs).find(" 2 "))
        _ = handle(&screen, .mousePress(x: 60, y: y), now: 1, packs)
        _ = handle(&screen, .mouseDrag(x: 50, y: y), now: 2, packs)
        let dragged = try #require(draw(screen, packs, now: 2).find(" 2 "))
        #expect(dragged.x == resting.x - 10, "the page follows the pointer")
        // Released short of the share, slowly: back it goes.
        _ = handle(&screen, .mouseRelease(x: 50, y: y), now: 3, packs)
        #expect(screen.page == 0)
        #expect(screen.isAnimating(now: 3.05))
        #expect(try #require(draw(screen, packs, now: 4).find(" 2 ")).x == resting.x)
        // Dragged past 35 % of the page width: the next page.
        let far = Int(Double(layout.pageWidth) * 0.4)
        _ = handle(&screen, .mousePress(x: 70, y: y), now: 5, packs)
        _ = handle(&screen, .mouseDrag(x: 70 - far, y: y), now: 6, packs)
        _ = handle(&screen, .mouseRelease(x: 70 - far, y: y), now: 7, packs)
        #expect(screen.page == 1 && screen.selected == layout.perPage)
        // Past the last page the page moves at half the pointer's speed.
        let next = try #require(draw(screen, packs, now: 9).find(" \(layout.perPage + 2) "))
        _ = handle(&screen, .mousePress(x: 60, y: y), now: 10, packs)
        _ = handle(&screen, .mouseDrag(x: 40, y: y), now: 11, packs)
        #expect(try #require(draw(screen, packs, now: 11).find(" \(layout.perPage + 2) ")).x == next.x - 10)
        _ = handle(&screen, .mouseRelease(x: 40, y: y), now: 12, packs)
        #expect(screen.page == 1)
    }

    @Test func theWheelAndTheDotsTurnPages() throws {
        var screen = screen()
        let layout = screen.layout(for: try numbered(200))  // a pack of many pages
        let packs = [try numbered(layout.perPage * 3)]
        _ = handle(&screen, .wheel(.down), packs)
        #expect(screen.page == 1)
        _ = handle(&screen, .wheel(.up), packs)
        #expect(screen.page == 0)
        let dots = try #require(draw(screen, packs).find("● ○ ○"))
        _ = handle(&screen, .mousePress(x: dots.x + 4, y: dots.y), packs)
        _ = handle(&screen, .mouseRelease(x: dots.x + 4, y: dots.y), now: 1, packs)
        #expect(screen.page == 2, "a click on the third dot")
        #expect(screen.isAnimating(now: 1.1))
        #expect(draw(screen, packs, now: 2).find("○ ○ ●") != nil)
    }

    @Test func aClickOpensTheLevelUnderIt() throws {
        let packs = [try numbered(5)]
        var screen = screen()
        let two = try #require(draw(screen, packs).find(" 2 "))
        _ = handle(&screen, .mousePress(x: two.x + 1, y: two.y + 1), packs, unlockAll: false)
        let action = handle(&screen, .mouseRelease(x: two.x + 1, y: two.y + 1), packs, unlockAll: false)
        #expect(action == .open(pack: 0, level: 1))
    }

    @Test func packsAreTabs() throws {
        let packs = [try numbered(3), try pack("Title: Second\n\n@.\n")]
        var screen = screen()
        #expect(
            draw(screen, packs).line(1).contains("Many") && draw(screen, packs).line(1).contains("Second"))
        _ = handle(&screen, .key(.character("]")), packs)
        #expect(screen.packIndex == 1)
        _ = handle(&screen, .key(.character("]")), packs)
        #expect(screen.packIndex == 0)
    }

    @Test func statsQuitAndHelp() throws {
        let packs = [try numbered(3)]
        var progress = PlayerProgress()
        progress.recordWin(id: packs[0].ids[0], moves: 3, par: nil, hints: 1)
        var screen = screen()
        _ = handle(&screen, .key(.character("?")), packs)
        #expect(draw(screen, packs).find("let go past a third to turn") != nil)
        _ = handle(&screen, .key(.character("x")), packs)
        _ = handle(&screen, .key(.character("t")), packs)
        let stats = draw(screen, packs, progress: progress)
        #expect(stats.find("Many — stats") != nil)
        #expect(stats.find("solved       1 of 3") != nil)
        #expect(stats.find("hints used   1") != nil)
        _ = handle(&screen, .key(.character("x")), packs)
        #expect(handle(&screen, .key(.character("q")), packs) == .quit)
        #expect(handle(&screen, .key(.escape), packs) == .quit)
    }

    @Test func theSummaryDropsTheAuthorThenTheStarsWhereTheTabsLeaveNoRoom() {
        var stats = PackStats(
            ids: (1...15).map(String.init), pars: Array(repeating: nil, count: 15), progress: PlayerProgress()
        )
        stats.solved = 3
        stats.stars = 7
        let summary = { (room: Int) in
            LevelSelectScreen.summary(stats, author: "Glide team", star: "★", room: room)
        }
        #expect(summary(40) == "3/15 solved · 7 ★ · by Glide team")
        #expect(summary(25) == "3/15 solved · 7 ★", "six tabs at 80 columns leave 25")
        #expect(summary(12) == "3/15 solved")
        #expect(summary(7) == nil, "nothing rather than a word cut short")
        #expect(LevelSelectScreen.summary(stats, author: nil, star: "★", room: 40) == "3/15 solved · 7 ★")
    }
}
