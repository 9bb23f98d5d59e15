import Foundation
import GlidePlay
import GlideRules
import GlideSolverClient
import GlideTerminal

/// Large packs in the terminal app, without a terminal: what `glide play` and `glide edit` do
/// before their first frame, and what a key costs in the editor once a large pack is open.
/// Each should grow linearly with the pack.
enum LargePackBench {
    /// `count` small levels, each its own map (two rows of ten floor cells, eight of them
    /// walls or floor by the bits of the level's number), about 25 bytes each.
    static func pack(levels count: Int) -> [UInt8] {
        var text = "Title: Big\n"
        for index in 0..<count {
            let bits = String((0..<8).map { index >> $0 & 1 == 1 ? "#" : "." })
            text += "\n#@" + bits + "#\n#.........#\n"
        }
        return Array(text.utf8)
    }

    static func run() throws {
        var table = TextTable(
            ["levels", "bytes", "parse ms", "play ms", "edit ms", "edit per level µs", "editor key ms"])
        for count in [2_000, 16_000, 150_000] {
            let bytes = pack(levels: count)
            var parse = Double.infinity, play = Double.infinity, edit = Double.infinity
            var key = Double.infinity
            for _ in 0..<3 {
                parse = min(parse, try time { _ = try LevelFormat.parse(bytes, path: "big.txt") })
                play = min(play, try time { _ = try playing(bytes) })
                var app: GlideApp?
                edit = min(edit, try time { app = try editing(bytes) })
                // A wall drawn: the verdict asked for, and whether the pack is unsaved worked out.
                if var app { key = min(key, time { _ = app.handle(.key(.character("#")), now: 1) }) }
            }
            table.rows.append([
                "\(count)", "\(bytes.count)", decimal(parse), decimal(play), decimal(edit),
                decimal(edit * 1000 / Double(count)), decimal(key),
            ])
        }
        print("Opening large packs (best of 3; play and edit up to the first frame at 80×24)")
        for line in table.lines { print(line) }
    }

    /// `glide play FILE`: the pack read, level select drawn.
    static func playing(_ bytes: [UInt8]) throws -> GlideApp {
        let pack = PlayPack(try LevelFormat.parse(bytes, path: "big.txt"), fallbackTitle: "big")
        let options = PlayOptions()
        var app = GlideApp(
            session: PlaySession(packs: [pack], progress: PlayerProgress(), settings: options.settings),
            options: options, clients: AppClients(solver: .unanswered), width: 80, height: 24)
        _ = app.handle(.resize(width: 80, height: 24), now: 0)
        _ = app.frame(now: 0)
        return app
    }

    /// `glide edit FILE`: the pack read as a document, the editor drawn.
    static func editing(_ bytes: [UInt8]) throws -> GlideApp {
        let document = try PackRepair.open(bytes, path: "big.txt")
        let options = PlayOptions()
        var app = GlideApp(
            session: PlaySession(editing: document, path: "big.txt", settings: options.settings),
            options: options, clients: AppClients(solver: .unanswered), width: 80, height: 24)
        _ = app.handle(.resize(width: 80, height: 24), now: 0)
        _ = app.frame(now: 0)
        return app
    }

    /// Milliseconds `work` takes.
    static func time(_ work: () throws -> Void) rethrows -> Double {
        let started = ContinuousClock.now
        try work()
        return (ContinuousClock.now - started).seconds * 1000
    }

    static func decimal(_ value: Double) -> String { String(format: "%.1f", value) }
}
