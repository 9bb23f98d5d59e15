import GlidePlay
import GlideRules

@testable import GlideTerminal

/// The screens of `EverySizeTests`, each reached by the keys a player presses.
enum Scenes {
    typealias Scene = EverySizeTests.Scene

    /// Three levels: a corner (par 6, with a comment), a trap every first move of which loses,
    /// and a long corridor; titles in wide characters where a box may cut them.
    static let pack = """
        Title: 滑る Pack

        Title: Corner 角
        Comment: Paint every floor cell; the ball slides until a wall stops it, then goes on.
        Par: 6
        ######
        #@...#
        #.##.#
        # #...

        Title: Trap
        #########
        #...@...#
        ####.####
        #.......#
        #########

        Title: Corridor
        Par: 1
        #@.........................................#
        """

    /// A board larger than any terminal of the test at the smallest cells: it scrolls.
    static let large: String = {
        let row = "#" + String(repeating: ".", count: 58) + "#"
        let rows = ["#@" + String(repeating: ".", count: 57) + "#"] + Array(repeating: row, count: 38)
        return "Title: Large\n\nTitle: Hall\n" + rows.joined(separator: "\n") + "\n"
    }()

    static let colours = PlayOptions(timing: .instant, colors: true, unlockAll: true)
    static let glyphs = PlayOptions(timing: .instant, colors: false, unlockAll: true)
    static let ascii = PlayOptions(timing: .instant, glyphs: .ascii, colors: false, unlockAll: true)
    static let animated = PlayOptions(colors: true, unlockAll: true)

    static let today = try! DailyDate(parsing: "2026-11-24")
    static let day = try! LevelFormat.parse("Title: Day\nPar: 2\n#####\n#@..#\n###.#\n#####\n").levels[0]

    static func playing(_ options: PlayOptions = colours, keys: [Key] = [], text: String = pack) throws
        -> DrivenApp
    {
        var app = DrivenApp.playing(
            [try GlideTerminalTests.pack(text), try GlideTerminalTests.pack(large)], options: options,
            today: today, daily: DailyMaker { _ in day })
        press(keys, on: &app)
        return app
    }

    /// Presses `keys` one a second from time 0, as a player would.
    static func press(_ keys: [Key], on app: inout DrivenApp, from start: Double = 0) {
        for (i, key) in keys.enumerated() { _ = app.handle(.key(key), now: start + Double(i)) }
    }

    static func characters(_ text: String) -> [Key] { text.map { Key.character($0) } }

    /// The corner level won: D U R D L R.
    static let win: [Key] = [.enter, .down, .up, .right, .down, .left, .right]

    static let levelSelect: [Scene] = [
        Scene(name: "level select", shows: "Corner") { try playing() },
        Scene(name: "level select in glyphs", shows: "Corner") { try playing(glyphs) },
        Scene(name: "level select in ASCII", shows: "Corner") { try playing(ascii) },
        Scene(name: "level select, a notice", shows: "No solution of yours is kept") {
            try playing(keys: [.character("b")])
        },
        Scene(name: "level select, the daily entry selected", shows: "Daily") { try playing(keys: [.up]) },
        Scene(name: "level select, the second pack", shows: "Hall") { try playing(keys: [.character("]")]) },
        Scene(name: "level select, a page turning", shows: "Many", now: 0.05) {
            let many = (1...30).map { "Title: L\($0)\n#@" + String(repeating: ".", count: $0) + "#" }
            var app = DrivenApp.playing(
                [try GlideTerminalTests.pack("Title: Many\n\n" + many.joined(separator: "\n\n"))],
                options: animated)
            _ = app.handle(.key(.pageDown), now: 0)
            return app
        },
        Scene(name: "level select, progress set aside", shows: "progress") {
            DrivenApp.playing(
                [try GlideTerminalTests.pack(pack)], options: colours,
                warning: .setAside(to: "/tmp/a/very/long/folder/name/glide/progress.json.bad-1700000000"))
        },
        Scene(name: "level select help", shows: "Glide — level select") {
            try playing(keys: [.character("?")])
        },
        Scene(name: "stats", shows: "— stats") { try playing(keys: [.character("t")]) },
        Scene(name: "settings", shows: "Colour theme") { try playing(keys: [.character(",")]) },
        Scene(name: "settings help", shows: "Glide — settings") {
            try playing(keys: [.character(","), .character("?")])
        },
        Scene(name: "replay of the best", shows: "Your best") {
            try playing(keys: win + [.enter, .character("q"), .home, .character("b")])
        },
        Scene(name: "replay of a par solution", shows: "A shortest solution") {
            try playing(keys: win + [.enter, .character("q"), .home, .character("o")])
        },
    ]

    static let game: [Scene] = [
        Scene(name: "game", shows: "Corner") { try playing(keys: [.enter]) },
        Scene(name: "game in glyphs", shows: "Corner") { try playing(glyphs, keys: [.enter]) },
        Scene(name: "game in ASCII", shows: "Corner") { try playing(ascii, keys: [.enter]) },
        Scene(name: "game, the first-run hint", shows: "Swipe to paint") {
            try DrivenApp.game(pack, level: 1, progress: PlayerProgress(), options: colours)
        },
        Scene(name: "game, mid-slide", shows: "Corner", now: 1.05) {
            var app = try DrivenApp.game(pack, options: animated)
            _ = app.handle(.key(.down), now: 1)
            return app
        },
        Scene(name: "game, a hint", shows: "Hints 1") { try playing(keys: [.enter, .character("i")]) },
        Scene(name: "game, lost", shows: "No finish") {
            try playing(keys: [.enter, .character("n"), .right])
        },
        Scene(name: "game, the win banner", shows: "Level complete", now: 5.5) {
            var app = try DrivenApp.game(pack, options: animated)
            press([.down, .up, .right, .down, .left, .right], on: &app)
            return app
        },
        Scene(name: "game, a notice", shows: "last level") {
            try playing(keys: [.character("]"), .enter, .character("n")])
        },
        Scene(name: "game, a long corridor", shows: "Corridor") { try playing(keys: [.end, .enter]) },
        Scene(name: "game, a board that scrolls", shows: "Hall") {
            try playing(keys: [.character("]"), .enter, .down, .right])
        },
        Scene(name: "game help", shows: "Glide — keys") { try playing(keys: [.enter, .character("?")]) },
        Scene(name: "pack complete", shows: "q: level select") {
            var app = try playing(keys: [.end, .enter, .right])
            _ = app.handle(.key(.enter), now: 5)  // on past the finished board
            return app
        },
        Scene(name: "daily", shows: "Glide daily") { DrivenApp.daily(day, date: today, today: today) },
        Scene(name: "daily, won", shows: "Glide daily") {
            var app = DrivenApp.daily(day, date: today, today: today, options: colours)
            press([.right, .down], on: &app)
            return app
        },
        Scene(name: "daily help", shows: "Glide daily — keys") {
            var app = DrivenApp.daily(day, date: today, today: today)
            press([.character("?")], on: &app)
            return app
        },
    ]
}

extension Scenes {
    /// Two levels: the corner (par 6), and a second to delete.
    static let editable = """
        Title: Mine 私の

        Title: Corner 角
        Author: Someone with a rather long name
        Comment: A corner, to see the verdict, the solution and the assistant at work.
        ######
        #@...#
        #.##.#
        # #...

        Title: Second
        #####
        #@..#
        #####

        """

    static func editing(_ keys: [Key] = [], text: String = editable, hold: Bool = false) throws -> DrivenApp {
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        var app = DrivenApp.editing(
            document, files: MemoryPackFiles(files: ["pack.txt": text]), options: colours)
        if hold { app.solver.hold() }
        press(keys, on: &app)
        return app
    }

    static let editor: [Scene] = [
        Scene(name: "editor", shows: "Edit pack.txt") { try editing() },
        Scene(name: "editor, a large level", shows: "Hall") {
            try editing(text: large.replacingOccurrences(of: "Title: Large\n\n", with: ""))
        },
        Scene(name: "editor, a large level zoomed in and scrolled", shows: "Hall") {
            try editing(
                [.character("z"), .character("z")] + Array(repeating: .down, count: 30)
                    + Array(repeating: .right, count: 50),
                text: large.replacingOccurrences(of: "Title: Large\n\n", with: ""))
        },
        Scene(name: "editor, the traps marked", shows: "(T") { try editing([.character("T")]) },
        Scene(name: "editor, a long question", shows: "(y/n)") {
            let broken = (1...3).map { "Title: L\($0)\nPar: x\n#####\n#@.x#\n#...#\n#####" }
            let text = "Title: B\n\n" + broken.joined(separator: "\n\n") + "\n"
            var app = DrivenApp.editing(
                try PackRepair.open(Array(text.utf8), path: "pack.txt"), options: colours)
            press([.character("w")], on: &app)
            return app
        },
        Scene(name: "editor, the verdict being worked out", shows: "Edit pack.txt") {
            try editing([.right, .character("#")], hold: true)
        },
        Scene(name: "editor, a selection", shows: "3×2") {
            try editing([.character("m"), .right, .right, .down])
        },
        Scene(name: "editor, choosing a side", shows: "press an arrow") { try editing([.character("+")]) },
        Scene(name: "editor, moving a block", shows: "Edit pack.txt") {
            try editing([.character("m"), .right, .down, .character("M"), .right])
        },
        Scene(name: "editor, the title field", shows: "Title: Corner 角█") { try editing([.character("t")]) },
        Scene(name: "editor, the comment field", shows: "Comment:") {
            try editing([.character("C"), .left] + characters(String(repeating: " more", count: 30)))
        },
        Scene(name: "editor, the assistant", shows: "Assistant") { try editing([.character("a")]) },
        Scene(name: "editor, the assistant at work", shows: "Assistant") {
            var app = try editing()
            app.solver.hold()
            press([.character("a")], on: &app)
            return app
        },
        Scene(name: "editor, the assistant's next proposal", shows: "Assistant") {
            try editing([.character("a"), .right])
        },
        Scene(name: "editor, quit without saving?", shows: "quit without saving") {
            try editing([.character("x"), .character("q")])
        },
        Scene(name: "editor, delete this level?", shows: "(y/n)") { try editing([.character("D")]) },
        Scene(name: "editor, save without Par?", shows: "(y/n)") {
            var app = DrivenApp.editing(
                PackDocument(title: "Open", firstLevel: LevelDraft.room(width: 5, height: 5)),
                options: colours)
            press([.character("w")], on: &app)
            return app
        },
        Scene(name: "editor, saving", shows: "saving") {
            try editing([.right, .character("x"), .character("w")], hold: true)
        },
        Scene(name: "editor, a notice", shows: "Saved pack.txt") {
            try editing([.character("t"), .character("X"), .enter, .character("w")])
        },
        Scene(name: "editor, the verdict in full", shows: "The verdict") { try editing([.character("e")]) },
        Scene(name: "editor, the solution", shows: "Solution") { try editing([.character("s")]) },
        Scene(name: "editor, the solution playing", shows: "Solution", now: 10.3) {
            var app = DrivenApp.editing(
                PackDocument(pack: try LevelFormat.parse(editable), bytes: Array(editable.utf8)),
                options: animated)
            press([.character("s"), .character(" ")], on: &app, from: 9)
            return app
        },
        Scene(name: "editor, the solution's moves", shows: "Solution, ") {
            try editing([.character("s"), .character("e")])
        },
        Scene(name: "editor help", shows: "Glide editor — keys") { try editing([.character("?")]) },
        Scene(name: "play-test", shows: "Play-test") { try editing([.character("p")]) },
        Scene(name: "play-test help", shows: "Glide — keys") {
            try editing([.character("p"), .character("?")])
        },
    ]

    static let all = levelSelect + game + editor
}
