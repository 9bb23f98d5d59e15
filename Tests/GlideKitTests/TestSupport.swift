import GlideKit
import Testing

/// A board from map rows, for tests: `board("#####", "#@..#", "#####")`.
func board(_ rows: String...) throws -> Board {
    let pack = try LevelFormat.parse(rows.joined(separator: "\n") + "\n")
    return pack.levels[0].board
}

func position(_ row: Int, _ column: Int) -> Position { Position(row: row, column: column) }

/// Parses `text` expecting failure; returns the diagnostics as printed.
func diagnostics(of text: String, path: String = "t.txt") -> [String] {
    diagnostics(ofBytes: Array(text.utf8), path: path)
}

func diagnostics(ofBytes bytes: [UInt8], path: String = "t.txt") -> [String] {
    do {
        _ = try LevelFormat.parse(bytes, path: path)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
