import ArgumentParser
import Foundation
import GlideKit
import GlideTerminal

/// Times drawing frames of the game screen into a cell buffer (no terminal involved).
struct FrontBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "front",
        abstract: "Time rendering game frames of a 40×40 board into the cell buffer."
    )

    @Option(help: "Frames to render per case.")
    var frames = 2000

    func run() throws {
        // A 40×40 level: an open room with pillars, so most cells are floor.
        var random = SeededRandom(seed: 40)
        var rows: [String] = []
        for row in 0..<40 {
            rows.append(
                String(
                    (0..<40).map { column in
                        row == 0 && column == 0 ? "@" : (row > 0 && random.chance(0.15) ? "#" : ".")
                    }))
        }
        let pack = PlayPack(
            try LevelFormat.parse(rows.joined(separator: "\n") + "\n"), fallbackTitle: "bench")
        print("case                          frames   mean µs  median µs   max µs")
        for (name, animating) in [("40×40, still", false), ("40×40, mid-slide", true)] {
            var app = GlideApp(
                packs: [pack], progress: PlayerProgress(), options: PlayOptions(unlockAll: true),
                solver: .unanswered,
                width: 100, height: 50, start: (0, 0))
            var clock = 0.0
            if animating { _ = app.handle(.key(.right), now: clock) }
            var times: [Double] = []
            for frame in 0..<frames {
                clock = animating ? 0.25 + Double(frame % 10) * 0.01 : 10
                let started = ContinuousClock.now
                let buffer = app.frame(now: clock)
                times.append((ContinuousClock.now - started).seconds * 1e6)
                precondition(buffer.width == 100)
            }
            times.sort()
            print(
                name.padding(toLength: 28, withPad: " ", startingAt: 0)
                    + String(
                        format: "  %6d  %8.1f  %9.1f  %7.1f", frames, times.reduce(0, +) / Double(frames),
                        times[frames / 2], times.last!))
        }
    }
}
