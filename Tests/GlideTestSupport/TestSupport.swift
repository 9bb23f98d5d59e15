import Foundation
import GlideGenerator
import GlideRules

/// A board from map rows, for tests: `board("#####", "#@..#", "#####")`.
package func board(_ rows: String...) throws -> Board {
    let pack = try LevelFormat.parse(rows.joined(separator: "\n") + "\n")
    return pack.levels[0].board
}

package func position(_ row: Int, _ column: Int) -> Position { Position(row: row, column: column) }

/// A large carved level (40×40): solvable by construction, quick to decide, and out of the
/// optimal search's reach (a release build runs out of memory after 40 s, 281 moves found
/// against 113 proven), so a search of it is still running when a test stops it.
package func openRoom() throws -> Board {
    var random = SeededRandom(seed: 5)
    guard let carved = CarvedBoard.make(width: 40, height: 40, slides: 500, maxSlide: 20, using: &random)
    else { throw SupportFailure.notCarved }
    return carved.board
}

/// A carved 10×10 level (seed 11) with thousands of positions and many optimal lines: the
/// puzzle measures' tests' level for limits that make them estimate.
package func carvedRoom() throws -> Board {
    try carvedLevels(count: 1, width: 10, maxSlide: 8, seed: 11)[0]
}

/// `count` carved square levels from one seed, each made in turn from the same generator.
package func carvedLevels(count: Int, width: Int = 11, maxSlide: Int = 9, seed: UInt64) throws -> [Board] {
    var random = SeededRandom(seed: seed)
    return try (0..<count).map { _ in
        guard
            let carved = CarvedBoard.make(
                width: width, height: width, slides: 100, maxSlide: maxSlide, using: &random)
        else { throw SupportFailure.notCarved }
        return carved.board
    }
}

/// A chamber maze carved from `random` with `settings`. A few draws carve nothing (the ball
/// found no way on from a chamber): up to 20 are drawn, in a loop, since a lazy
/// `compactMap(...).first` draws again for the element it found.
package func chamberMaze(
    width: Int, height: Int, settings: ChamberBoard.Settings, using random: inout SeededRandom
) throws -> Board {
    for _ in 0..<20 {
        if let carving = ChamberBoard.make(width: width, height: height, settings: settings, using: &random) {
            return carving.board
        }
    }
    throw SupportFailure.notCarved
}

/// Why a fixture could not be made. The support module imports no test framework, so that
/// `swift build -c release` (which builds every target, this one too) needs none.
package enum SupportFailure: Error {
    case notCarved
}

/// Parses `text` expecting failure; returns the diagnostics (none when it parses).
package func diagnostics(of text: String, path: String = "t.txt") -> [Diagnostic] {
    diagnostics(ofBytes: Array(text.utf8), path: path)
}

package func diagnostics(ofBytes bytes: [UInt8], path: String = "t.txt") -> [Diagnostic] {
    do {
        _ = try LevelFormat.parse(bytes, path: path)
        return []
    } catch {
        return error.diagnostics
    }
}

/// An error at `line`, `column` of `path`, as the parser reports it.
package func error(
    _ line: Int, _ column: Int, _ problem: Diagnostic.Problem, path: String = "t.txt"
) -> Diagnostic {
    Diagnostic(.error, path: path, line: line, column: column, problem)
}

/// The repository's `levels/` folder.
package let levelsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("levels")
