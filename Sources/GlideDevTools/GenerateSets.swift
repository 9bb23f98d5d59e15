import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules

/// Writes the generated benchmark sets. They are committed: regenerate only to change them.
struct GenerateSets: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-sets",
        abstract: "Write the generated benchmark level sets (small, medium, large) into a folder."
    )

    @Argument(help: "The folder to write small.txt, medium.txt and large.txt into.")
    var folder: String

    @Option(help: "The random seed.")
    var seed: UInt64 = 20_261_121

    func run() throws {
        var random = SeededRandom(seed: seed)
        let sets: [(name: String, count: Int, sides: ClosedRange<Int>)] = [
            ("small", 300, 3...8), ("medium", 150, 9...16), ("large", 60, 20...50),
        ]
        for set in sets {
            var levels: [Level] = []
            while levels.count < set.count {
                let width = random.int(in: set.sides), height = random.int(in: set.sides)
                let board: Board?
                if levels.count % 2 == 0 {
                    // Carved by a sliding ball: corridors and rooms, solvable by construction.
                    let area = width * height
                    board =
                        CarvedBoard.make(
                            width: width, height: height, slides: area / 4 + random.int(in: 0...(area / 4)),
                            maxSlide: max(2, max(width, height) / 2), using: &random)?.board
                } else {
                    // Random walls from open rooms to dense pillars, a little void: mostly unsolvable.
                    let walls = 0.05 + random.unit() * 0.35
                    let void = random.chance(0.3) ? random.unit() * 0.1 : 0
                    board = RandomBoard.make(
                        width: width, height: height, wallDensity: walls, voidDensity: void,
                        using: &random)
                }
                guard let board else { continue }
                levels.append(Level(board: board, title: "\(set.name) \(levels.count + 1)"))
            }
            let header: [BlockLine] = [
                .metadata(key: "Title", value: "Benchmark set: \(set.name)"),
                .metadata(key: "Author", value: "glide-dev generate-sets --seed \(seed)"),
                .comment(
                    "; \(set.count) boards, half carved by a sliding ball, half random walls, \(set.sides.lowerBound)×\(set.sides.lowerBound) to "
                        + "\(set.sides.upperBound)×\(set.sides.upperBound), solvable and not. Not for shipping."
                ),
            ]
            let pack = LevelPack(header: [header], levels: levels)
            let path = URL(fileURLWithPath: folder).appendingPathComponent("\(set.name).txt").path
            try pack.text.write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(path): \(levels.count) levels")
        }
    }
}
