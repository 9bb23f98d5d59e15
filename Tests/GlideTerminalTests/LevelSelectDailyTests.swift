import GlidePlay
import GlideRules
import Testing

@testable import GlideTerminal

/// Today's daily puzzle in level select: an entry on the title row, reached by ↑ from the first
/// row of tiles, played with Enter or a click, back in level select after.
@Suite("Level select: the daily puzzle")
struct LevelSelectDailyTests {
    static let today = try! DailyDate(parsing: "2026-11-24")
    static let day = try! LevelFormat.parse("Title: Day\nPar: 2\n#####\n#@..#\n###.#\n#####\n").levels[0]

    /// A pack of `count` levels of different maps.
    func numbered(_ count: Int) throws -> PlayPack {
        let levels = (0..<count).map { i in
            let bits = String((0..<10).map { i >> $0 & 1 == 1 ? "#" : "." })
            return "Title: L\(i + 1)\n@" + bits + "\n" + String(repeating: ".", count: 11)
        }
        return try pack("Title: Many\n\n" + levels.joined(separator: "\n\n") + "\n")
    }

    func app(
        levels: Int = 10, progress: PlayerProgress = PlayerProgress(), width: Int = 80, height: Int = 24
    ) throws -> DrivenApp {
        .playing(
            [try numbered(levels)], progress: progress,
            options: PlayOptions(timing: .instant, colors: false, unlockAll: true), width: width,
            height: height,
            today: Self.today, daily: DailyMaker { _ in Self.day })
    }

    @Test(arguments: [(80, 24), (100, 32), (200, 50)])
    func theEntryStandsOnTheTitleRowAtEverySize(size: (width: Int, height: Int)) throws {
        var progress = PlayerProgress()
        progress.recordDailyWin(
            date: Self.today.previous, today: Self.today.previous, level: "x", moves: 3, par: 3, hints: 0,
            solution: "R")
        let app = try app(progress: progress, width: size.width, height: size.height)
        let frame = app.frame(now: 10)
        let entry = try #require(frame.find("Daily · Tuesday 2026-11-24 · not played yet · streak 1 day"))
        #expect(entry.y == 0 && frame.line(0).hasSuffix("streak 1 day  "), "right-aligned on the title row")
        #expect(frame.find(" Glide ")?.y == 0, "beside the title")
    }

    @Test func theEntryShortensOnANarrowTerminal() throws {
        let app = try app(width: 30, height: 12)
        #expect(app.frame(now: 10).line(0).hasSuffix(" Daily · new  "))
    }

    @Test func upFromTheFirstRowSelectsItAndEnterPlaysIt() throws {
        var app = try app()
        _ = app.handle(.key(.right), now: 0)
        _ = app.handle(.key(.up), now: 0)
        #expect(app.session.dailySelected)
        let frame = app.frame(now: 10)
        #expect(frame.find("▶Daily · Tuesday 2026-11-24 · not played yet◀") != nil, "marked without colour")
        #expect(frame.find("Today's daily puzzle, Tuesday 2026-11-24") != nil, "its line under the tiles")
        #expect(frame.find("┏") == nil, "no tile is selected meanwhile")
        _ = app.handle(.key(.enter), now: 0)
        #expect(app.frame(now: 10).find("Glide daily · Today · Tuesday 2026-11-24") != nil)
        #expect(app.frame(now: 10).find("? help · q back") != nil, "q goes back, not out")
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.character("q")), now: 2)
        #expect(app.isAtLevelSelect)
        #expect(app.frame(now: 10).find("Daily · Tuesday 2026-11-24 · 1 move so far") != nil)
        _ = app.handle(.key(.down), now: 3)
        #expect(!app.session.dailySelected && app.session.selection.level == 1, "↓: back to the level")
    }

    @Test func aWinIsShownOnTheEntryAfterLeaving() throws {
        var app = try app()
        _ = app.handle(.key(.backTab), now: 0)
        #expect(app.session.dailySelected, "Shift-Tab from the first level")
        _ = app.handle(.key(.character(" ")), now: 0)
        _ = app.handle(.key(.right), now: 1)
        _ = app.handle(.key(.down), now: 2)
        #expect(app.frame(now: 4).find("Glide daily 2026-11-24 · 2 moves (par 2) ★★★ · streak 1 day") != nil)
        _ = app.handle(.key(.escape), now: 5)
        #expect(app.isAtLevelSelect)
        let frame = app.frame(now: 10)
        #expect(frame.find("Daily · Tuesday · won in 2 moves (par 2) ★★★ · streak 1 day") != nil)
        #expect(frame.find("Won today: 2 moves (par 2) ★★★ · streak 1 day · Enter plays again") != nil)
    }

    @Test func aClickOnTheEntryPlaysIt() throws {
        var app = try app()
        let entry = try #require(app.frame(now: 10).find("Daily"))
        _ = app.handle(.mousePress(x: entry.x + 2, y: 0), now: 0)
        _ = app.handle(.mouseRelease(x: entry.x + 2, y: 0), now: 0)
        #expect(app.game?.play.level == Self.day)
    }

    @Test func onALaterPageUpStillReachesItAndDownComesBackToTheSameLevel() throws {
        var app = try app(levels: 40)
        _ = app.handle(.key(.pageDown), now: 0)
        let level = app.session.selection.level
        #expect(app.levelSelect.page == 1 && level > 0)
        _ = app.handle(.key(.up), now: 1)
        #expect(app.session.dailySelected)
        #expect(app.frame(now: 10).find("●") != nil, "the page dots stay")
        _ = app.handle(.key(.down), now: 2)
        #expect(app.session.selection.level == level && app.levelSelect.page == 1)
    }
}
