import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules

/// Writes tools/bench/hostile.txt: levels built to blow up the search (open rooms, pillar
/// fields, mazes, the largest board the format allows). The solver must end each with a
/// verdict or a timeout within the time asked, in bounded memory; `tools/bench-solver
/// tools/bench/hostile.txt --timeout 0.1` measures it.
struct HostileSet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hostile-set",
        abstract: "Write the hostile benchmark set (levels built to explode the solver's search)."
    )

    @Argument(help: "The file to write.")
    var file: String

    func run() throws {
        var random = SeededRandom(seed: 7_7_7)
        var levels: [Level] = []
        func add(_ title: String, _ board: Board?) {
            if let board { levels.append(Level(board: board, title: title)) }
        }
        // Open rooms: every cell floor inside the border, the start in the middle.
        for side in [20, 30, 50, 100, 256] {
            add(
                "open room \(side)×\(side)",
                Self.board(side, side) { r, c in
                    r == 0 || c == 0 || r == side - 1 || c == side - 1 ? .wall : .floor
                })
        }
        // Pillar fields: a pillar on every other cell of every other row, and random pillars.
        for side in [21, 31, 51] {
            add(
                "pillar grid \(side)×\(side)",
                Self.board(side, side) { r, c in
                    r == 0 || c == 0 || r == side - 1 || c == side - 1 || (r % 2 == 0 && c % 2 == 0)
                        ? .wall : .floor
                })
        }
        for (side, density) in [(30, 0.1), (50, 0.1), (50, 0.2)] {
            add(
                "random pillars \(side)×\(side) \(Int(density * 100))%",
                Self.board(side, side) { r, c in
                    r == 0 || c == 0 || r == side - 1 || c == side - 1 || random.chance(density)
                        ? .wall : .floor
                })
        }
        // Mazes: carved by a sliding ball (solvable), and a perfect maze of one-cell corridors.
        for index in 0..<3 {
            add(
                "carved maze 50×50 #\(index + 1)",
                CarvedBoard.make(width: 50, height: 50, slides: 2_000, maxSlide: 12, using: &random)?.board)
        }
        add("perfect maze 51×51", Self.perfectMaze(side: 51, using: &random))
        // Open halls that can be won: carved until nearly all floor, with few pillars left.
        for side in [30, 50] {
            add(
                "carved hall \(side)×\(side)",
                CarvedBoard.make(
                    width: side, height: side, slides: 20_000, maxSlide: side,
                    floorTarget: (side - 2) * (side - 2) * 85 / 100,
                    using: &random)?.board)
        }
        let header: [BlockLine] = [
            .metadata(key: "Title", value: "Benchmark set: hostile"),
            .metadata(key: "Author", value: "glide-dev hostile-set"),
            .comment(
                "; Levels built to explode the search: open rooms up to 256×256, pillar fields, 50×50 mazes. Not for shipping."
            ),
        ]
        try LevelPack(header: [header], levels: levels).text.write(
            toFile: file, atomically: true, encoding: .utf8)
        print("wrote \(file): \(levels.count) levels")
    }

    /// A side×side board from a cell function; the start on the floor cell nearest the middle.
    static func board(_ width: Int, _ height: Int, cell: (Int, Int) -> Cell) -> Board? {
        var cells: [Cell] = []
        for r in 0..<height { for c in 0..<width { cells.append(cell(r, c)) } }
        let middle = (height / 2) * width + width / 2
        guard
            let start = cells.indices.filter({ cells[$0] == .floor })
                .min(by: { abs($0 - middle) < abs($1 - middle) })
        else { return nil }
        return try? Board(
            width: width, height: height, cells: cells,
            start: Position(row: start / width, column: start % width))
    }

    /// A maze of one-cell corridors with no loops (depth-first carving on odd cells).
    static func perfectMaze(side: Int, using random: inout SeededRandom) -> Board? {
        var cells = [Cell](repeating: .wall, count: side * side)
        var stack = [(1, 1)]
        cells[side + 1] = .floor
        while let (r, c) = stack.last {
            let options = [(0, 2), (0, -2), (2, 0), (-2, 0)].map { (r + $0.0, c + $0.1) }
                .filter {
                    $0.0 > 0 && $0.0 < side - 1 && $0.1 > 0 && $0.1 < side - 1
                        && cells[$0.0 * side + $0.1] == .wall
                }
            guard let (nr, nc) = random.pick(options) else { stack.removeLast(); continue }
            cells[((r + nr) / 2) * side + (c + nc) / 2] = .floor
            cells[nr * side + nc] = .floor
            stack.append((nr, nc))
        }
        return try? Board(width: side, height: side, cells: cells, start: Position(row: 1, column: 1))
    }
}
