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

    /// Level select on `packs` in 80×24, in colour.
    func app(
        _ packs: [PlayPack], progress: PlayerProgress = PlayerProgress(), unlockAll: Bool = true
    ) -> DrivenApp {
        .playing(packs, progress: progress, options: PlayOptions(timing: .instant, unlockAll: unlockAll))
    }

    /// The tiles per page of a pack of many pages.
    func perPage(_ app: DrivenApp) throws -> Int { app.levelSelect.layout(for: try numbered(200)).perPage }

    /// The selected level.
    func selected(_ app: DrivenApp) -> Int { app.session.selection.level }

    /// The page on show (or being turned to).
    func page(_ app: DrivenApp) -> Int { app.levelSelect.page }

    @Test func tilesShowNumbersThumbnailsStarsBestAndLocks() throws {
        let packs = [try numbered(10)]
        var progress = PlayerProgress()
        progress.recordWin(id: packs[0].ids[0], moves: 2, par: 1, hints: 0)
        let app = app(packs, progress: progress, unlockAll: false)
        let buffer = app.frame(now: 100)
        #expect(buffer.find("★★☆ 2") != nil, "level 1 solved: stars and best moves")
        #expect(buffer.find("1/10 solved") != nil)
        // Level 1 solved: levels up to 4 (first unsolved + 2) open, 5 on locked.
        let five = try #require(buffer.find(" 5 "))
        #expect(buffer[five.x + 1, five.y].role == .tileLocked)
        #expect(buffer[five.x + 1, five.y].style.contains(.dim))
        let four = try #require(buffer.find(" 4 "))
        #expect(buffer[four.x + 1, four.y].role == .tile)
        let layout = app.levelSelect.layout(for: packs[0])
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
        #expect(colours(two.x, two.y).contains(.rgb(Thumbnail.floor(of: .classic))))
    }

    @Test func lockedLevelsDoNotOpenUnlessUnlockAll() throws {
        let packs = [try numbered(10)]
        var locked = app(packs, unlockAll: false)
        for _ in 0..<5 { _ = locked.handle(.key(.tab), now: 0) }
        #expect(selected(locked) == 5)
        #expect(locked.frame(now: 100).find("Level 6 · L6 · locked") != nil)
        #expect(locked.handle(.key(.enter), now: 0) == [.bell])
        #expect(locked.isAtLevelSelect)
        #expect(locked.frame(now: 100).find("Level 6 is locked: it opens when levels 1–3 are solved.") != nil)
        _ = locked.handle(.key(.home), now: 1)
        _ = locked.handle(.key(.tab), now: 1)
        _ = locked.handle(.key(.tab), now: 1)
        _ = locked.handle(.key(.character(" ")), now: 1)
        #expect(locked.game?.purpose == .campaign(pack: 0, level: 2), "the first three are open")
        var open = app(packs)
        for _ in 0..<5 { _ = open.handle(.key(.tab), now: 0) }
        _ = open.handle(.key(.enter), now: 0)
        #expect(open.game?.purpose == .campaign(pack: 0, level: 5))
    }

    @Test func thePageIndicatorHasDotsUpToNinePagesThenNumbers() throws {
        let perPage = try perPage(app([try numbered(3)]))
        var three = app([try numbered(perPage * 2 + 1)])
        #expect(three.frame(now: 100).find("● ○ ○") != nil)
        _ = three.handle(.key(.pageDown), now: 0)
        #expect(selected(three) == perPage)
        #expect(three.frame(now: 100).find("○ ● ○") != nil)
        var many = app([try numbered(perPage * 11 + 3)])
        _ = many.handle(.key(.pageDown), now: 0)
        _ = many.handle(.key(.pageDown), now: 0)
        #expect(many.frame(now: 100).find("3/12") != nil)
    }

    @Test func arrowsMoveTheSelectionInTwoDimensionsAndTurnPagesAtTheEdges() throws {
        let layout = app([try numbered(3)]).levelSelect.layout(for: try numbered(200))  // many pages
        var app = app([try numbered(layout.perPage * 2 + 1)])
        let columns = layout.columns
        _ = app.handle(.key(.right), now: 0)
        #expect(selected(app) == 1)
        _ = app.handle(.key(.character("s")), now: 0)
        #expect(selected(app) == 1 + columns, "S moves down a row")
        _ = app.handle(.key(.character("a")), now: 0)
        _ = app.handle(.key(.character("k")), now: 0)
        #expect(selected(app) == 0)
        _ = app.handle(.key(.up), now: 0)
        #expect(selected(app) == 0 && page(app) == 0, "no row above")
        // Along the first row to its right edge, then across it: the next page's first row.
        for _ in 1..<columns { _ = app.handle(.key(.character("d")), now: 0) }
        #expect(selected(app) == columns - 1)
        _ = app.handle(.key(.down), now: 0)
        _ = app.handle(.key(.right), now: 10)
        #expect(page(app) == 1)
        #expect(selected(app) == layout.perPage + columns, "the same row, first column")
        #expect(app.isAnimating(now: 10.1))
        #expect(!app.isAnimating(now: 10.3))
        _ = app.handle(.key(.left), now: 11)
        #expect(page(app) == 0 && selected(app) == 2 * columns - 1, "back: the row's last column")
        // The last page has one tile: moving right onto it, then right again bounces.
        _ = app.handle(.key(.end), now: 12)
        _ = app.handle(.key(.backTab), now: 12)
        #expect(selected(app) == layout.perPage * 2 - 1)
        _ = app.handle(.key(.right), now: 20)
        #expect(page(app) == 2 && selected(app) == layout.perPage * 2)
        _ = app.handle(.key(.right), now: 30)
        #expect(page(app) == 2 && app.isAnimating(now: 30.1), "a bounce past the last page")
        _ = app.handle(.key(.down), now: 30)
        #expect(selected(app) == layout.perPage * 2, "no tile below")
    }

    @Test func pageKeysTabHomeAndEnd() throws {
        let perPage = try perPage(app([try numbered(3)]))
        var app = app([try numbered(perPage * 2 + 1)])
        _ = app.handle(.key(.tab), now: 0)
        _ = app.handle(.key(.pageDown), now: 0)
        #expect(page(app) == 1 && selected(app) == perPage + 1, "the selection keeps its place")
        _ = app.handle(.key(.pageDown), now: 0)
        #expect(selected(app) == perPage * 2, "or the last tile of a shorter page")
        _ = app.handle(.key(.home), now: 0)
        #expect(page(app) == 0 && selected(app) == 0)
        _ = app.handle(.key(.end), now: 0)
        #expect(page(app) == 2)
        _ = app.handle(.key(.backTab), now: 0)
        #expect(page(app) == 1)
        _ = app.handle(.key(.pageUp), now: 0)
        #expect(page(app) == 0 && selected(app) == perPage - 1)
    }

    @Test func aDragMovesThePageWithThePointerAndTurnsOrSpringsBack() throws {
        let layout = app([try numbered(3)]).levelSelect.layout(for: try numbered(200))  // many pages
        var app = app([try numbered(layout.perPage * 2)])
        let y = layout.gridTop + 1
        let resting = try #require(app.frame(now: 0).find(" 2 "))
        _ = app.handle(.mousePress(x: 60, y: y), now: 1)
        _ = app.handle(.mouseDrag(x: 50, y: y), now: 2)
        let dragged = try #require(app.frame(now: 2).find(" 2 "))
        #expect(dragged.x == resting.x - 10, "the page follows the pointer")
        // Released short of the share, slowly: back it goes.
        _ = app.handle(.mouseRelease(x: 50, y: y), now: 3)
        #expect(page(app) == 0)
        #expect(app.isAnimating(now: 3.05))
        #expect(try #require(app.frame(now: 4).find(" 2 ")).x == resting.x)
        // Dragged past 35 % of the page width: the next page.
        let far = Int(Double(layout.pageWidth) * 0.4)
        _ = app.handle(.mousePress(x: 70, y: y), now: 5)
        _ = app.handle(.mouseDrag(x: 70 - far, y: y), now: 6)
        _ = app.handle(.mouseRelease(x: 70 - far, y: y), now: 7)
        #expect(page(app) == 1 && selected(app) == layout.perPage)
        // Past the last page the page moves at half the pointer's speed.
        let next = try #require(app.frame(now: 9).find(" \(layout.perPage + 2) "))
        _ = app.handle(.mousePress(x: 60, y: y), now: 10)
        _ = app.handle(.mouseDrag(x: 40, y: y), now: 11)
        #expect(try #require(app.frame(now: 11).find(" \(layout.perPage + 2) ")).x == next.x - 10)
        _ = app.handle(.mouseRelease(x: 40, y: y), now: 12)
        #expect(page(app) == 1)
    }

    @Test func theWheelAndTheDotsTurnPages() throws {
        let perPage = try perPage(app([try numbered(3)]))
        var app = app([try numbered(perPage * 3)])
        _ = app.handle(.wheel(.down), now: 0)
        #expect(page(app) == 1)
        _ = app.handle(.wheel(.up), now: 0)
        #expect(page(app) == 0)
        let dots = try #require(app.frame(now: 100).find("● ○ ○"))
        _ = app.handle(.mousePress(x: dots.x + 4, y: dots.y), now: 0)
        _ = app.handle(.mouseRelease(x: dots.x + 4, y: dots.y), now: 1)
        #expect(page(app) == 2, "a click on the third dot")
        #expect(app.isAnimating(now: 1.1))
        #expect(app.frame(now: 2).find("○ ○ ●") != nil)
    }

    @Test func aClickOpensTheLevelUnderIt() throws {
        var app = app([try numbered(5)], unlockAll: false)
        let two = try #require(app.frame(now: 100).find(" 2 "))
        _ = app.handle(.mousePress(x: two.x + 1, y: two.y + 1), now: 0)
        _ = app.handle(.mouseRelease(x: two.x + 1, y: two.y + 1), now: 0)
        #expect(app.game?.purpose == .campaign(pack: 0, level: 1))
    }

    @Test func packsAreTabs() throws {
        var app = app([try numbered(3), try pack("Title: Second\n\n@.\n")])
        #expect(
            app.frame(now: 100).line(1).contains("Many") && app.frame(now: 100).line(1).contains("Second"))
        _ = app.handle(.key(.character("]")), now: 0)
        #expect(app.session.selection.pack == 1)
        let second = try #require(app.frame(now: 100).find(" Second "))
        #expect(app.frame(now: 100)[second.x + 1, second.y].style.contains(.reverse), "the tab picked out")
        _ = app.handle(.key(.character("]")), now: 0)
        #expect(app.session.selection.pack == 0)
        // A click on a tab switches to it.
        _ = app.handle(.mousePress(x: second.x + 2, y: 1), now: 1)
        _ = app.handle(.mouseRelease(x: second.x + 2, y: 1), now: 1)
        #expect(app.session.selection.pack == 1)
    }

    @Test func statsQuitAndHelp() throws {
        let packs = [try numbered(3)]
        var progress = PlayerProgress()
        progress.recordWin(id: packs[0].ids[0], moves: 3, par: nil, hints: 1)
        var app = app(packs, progress: progress)
        _ = app.handle(.key(.character("?")), now: 0)
        let help = app.frame(now: 100)
        #expect(help.find("let go past 35 % of it, or flick, to turn") != nil)
        #expect(help.find("The first unsolved level of a pack and the two after it are open.") != nil)
        _ = app.handle(.key(.character("x")), now: 0)
        #expect(app.isAtLevelSelect)
        _ = app.handle(.key(.character("t")), now: 0)
        let stats = app.frame(now: 100)
        #expect(stats.find("Many — stats") != nil)
        #expect(stats.find("solved       1 of 3") != nil)
        #expect(stats.find("hints used   1") != nil)
        _ = app.handle(.key(.character("x")), now: 0)
        #expect(app.frame(now: 100).find("Many — stats") == nil, "any key closes it")
        #expect(app.handle(.key(.character("q")), now: 0) == [.quit])
        #expect(app.handle(.key(.escape), now: 0) == [.quit])
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
