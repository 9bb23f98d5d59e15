import ArgumentParser
import Foundation
import GlideCurses
import GlideGenerator
import GlidePlay
import GlideRules
import GlideTerminal

/// Times a frame of the game screen: drawing it into the cell buffer, then turning the change
/// from the previous frame into the bytes sent to the terminal (no terminal involved).
struct FrontBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "front",
        abstract:
            "Time frames: a 64×64 board in half blocks, a 10×10 board in large cells, level select's thumbnails."
    )

    @Option(help: "Frames to render per case.")
    var frames = 2000

    func run() throws {
        print("case                                  frames  draw mean µs  draw max µs  send mean µs  bytes")
        for (size, width, height) in [(64, 80, 40), (10, 100, 32)] {
            let pack = PlayPack(try LevelFormat.parse(Self.room(size)), fallbackTitle: "bench")
            for animating in [false, true] {
                let options = PlayOptions(unlockAll: true)
                let session = PlaySession(
                    packs: [pack], progress: PlayerProgress(), settings: options.settings,
                    start: PlaySession.LevelSelection(pack: 0, level: 0))
                var app = GlideApp(
                    session: session, options: options, clients: AppClients(solver: .unanswered),
                    width: width,
                    height: height)
                if animating { _ = app.handle(.key(.right), now: 0) }
                let scale = app.boardViewport(at: 0)?.scale ?? 0
                let encoder = FrameEncoder(depth: .truecolor, theme: .classic)
                var previous = app.frame(now: 0)
                var draw: [Double] = [], send: [Double] = []
                var bytes = 0
                for frame in 0..<frames {
                    // Mid-slide frames step through the slide as the 60 Hz loop would.
                    let clock = animating ? Double(frame % 12) / 60 : 10
                    let started = ContinuousClock.now
                    let buffer = app.frame(now: clock)
                    let drawn = ContinuousClock.now
                    bytes += encoder.encode(ScreenDiff(from: previous, to: buffer)).utf8.count
                    send.append((ContinuousClock.now - drawn).seconds * 1e6)
                    draw.append((drawn - started).seconds * 1e6)
                    previous = buffer
                }
                let name =
                    "\(size)×\(size) in \(width)×\(height), scale \(scale), \(animating ? "mid-slide" : "still")"
                report(name, draw: draw, send: send, bytes: bytes)
            }
        }
        try levelSelect()
    }

    /// Level select on a pack of 40 levels of 25×25 (as large as the expert pack's), a
    /// thumbnail on every tile: still, and every frame of a page turn.
    func levelSelect() throws {
        let pack = PlayPack(
            try LevelFormat.parse((0..<40).map { Self.room(25, seed: $0) }.joined(separator: "\n")),
            fallbackTitle: "bench")
        var progress = PlayerProgress()
        for id in pack.ids.prefix(20) { progress.recordWin(id: id, moves: 30, par: 30, hints: 0) }
        for (width, height) in [(80, 24), (100, 32), (200, 50)] {
            for turning in [false, true] {
                let session = PlaySession(packs: [pack], progress: progress, settings: PlaySettings())
                var app = GlideApp(
                    session: session, options: PlayOptions(), clients: AppClients(solver: .unanswered),
                    width: width,
                    height: height)
                let encoder = FrameEncoder(depth: .truecolor, theme: .classic)
                var previous = app.frame(now: 0)
                var draw: [Double] = [], send: [Double] = []
                var bytes = 0
                for frame in 0..<frames {
                    // Page turns back and forth, each drawn at 60 Hz while it runs.
                    let clock = Double(frame) / 60
                    if turning, frame % 18 == 0 {
                        _ = app.handle(.key(frame % 36 == 0 ? .pageDown : .pageUp), now: clock)
                    }
                    let started = ContinuousClock.now
                    let buffer = app.frame(now: turning ? clock : 10)
                    let drawn = ContinuousClock.now
                    bytes += encoder.encode(ScreenDiff(from: previous, to: buffer)).utf8.count
                    send.append((ContinuousClock.now - drawn).seconds * 1e6)
                    draw.append((drawn - started).seconds * 1e6)
                    previous = buffer
                }
                report(
                    "level select \(width)×\(height), \(turning ? "page turn" : "still")", draw: draw,
                    send: send,
                    bytes: bytes)
            }
        }
    }

    func report(_ name: String, draw: [Double], send: [Double], bytes: Int) {
        print(
            name.padding(toLength: 38, withPad: " ", startingAt: 0)
                + String(
                    format: "%6d  %12.1f  %11.1f  %12.1f  %5d", frames, draw.reduce(0, +) / Double(frames),
                    draw.max()!, send.reduce(0, +) / Double(frames), bytes / frames))
    }

    /// An open room with pillars, so most cells are floor.
    static func room(_ size: Int, seed: Int = 0) -> String {
        var random = SeededRandom(seed: UInt64(size + 1000 * seed))
        var rows: [String] = []
        for row in 0..<size {
            rows.append(
                String(
                    (0..<size).map { column in
                        row == 0 && column == 0 ? "@" : (row > 0 && random.chance(0.15) ? "#" : ".")
                    }))
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
