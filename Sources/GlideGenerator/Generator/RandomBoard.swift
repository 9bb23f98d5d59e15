import GlideRules

/// Boards of random walls and void, for tests and benchmarks: every kind of level, solvable or
/// not, with no regard for looks (the level generator makes levels worth playing).
public enum RandomBoard {
    /// A `width`×`height` board with each cell void with probability `voidDensity`, else wall
    /// with probability `wallDensity`, else floor; the start on a random floor cell. Nil when
    /// the draw leaves no floor (or a row without wall or floor, which no level can have).
    public static func make(
        width: Int, height: Int, wallDensity: Double, voidDensity: Double = 0,
        using random: inout SeededRandom
    ) -> Board? {
        var cells: [Cell] = []
        cells.reserveCapacity(width * height)
        for _ in 0..<(width * height) {
            let x = random.unit()
            cells.append(x < voidDensity ? .void : x < voidDensity + wallDensity ? .wall : .floor)
        }
        guard let start = random.pick(cells.indices.filter { cells[$0] == .floor }) else { return nil }
        return try? Board(
            width: width, height: height, cells: cells,
            start: Position(row: start / width, column: start % width))
    }
}
