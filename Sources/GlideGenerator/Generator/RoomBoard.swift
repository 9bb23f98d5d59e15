import GlideRules

/// Boards of rooms joined by corridors, with pillars standing in the rooms: the other look of
/// the genre (carved boards give winding corridors). Not solvable by construction: the level
/// generator keeps only those the solver solves.
public enum RoomBoard {
    /// A `width`×`height` board (wall border included) with `rooms` rectangular rooms, each
    /// joined to the one before by an L-shaped corridor, and about `pillars` of the room cells
    /// turned to wall. Nil when the size leaves no room.
    public static func make(
        width: Int, height: Int, rooms: Int, pillars: Double,
        using random: inout SeededRandom
    ) -> Board? {
        guard width >= 5, height >= 5 else { return nil }
        var cells = [Cell](repeating: .wall, count: width * height)
        var isRoom = [Bool](repeating: false, count: width * height)
        var centers: [Position] = []
        for _ in 0..<max(1, rooms) {
            let roomWidth = random.int(in: 2...max(2, min(width - 2, width / 2)))
            let roomHeight = random.int(in: 2...max(2, min(height - 2, height / 2)))
            let top = random.int(in: 1...(height - 1 - roomHeight))
            let left = random.int(in: 1...(width - 1 - roomWidth))
            for row in top..<(top + roomHeight) {
                for column in left..<(left + roomWidth) {
                    cells[row * width + column] = .floor
                    isRoom[row * width + column] = true
                }
            }
            centers.append(
                Position(
                    row: random.int(in: top...(top + roomHeight - 1)),
                    column: random.int(in: left...(left + roomWidth - 1))))
        }
        // Corridors: from each room to the previous one, first along the row or the column.
        for (from, to) in zip(centers.dropFirst(), centers) {
            let rowFirst = random.chance(0.5)
            let corner =
                rowFirst
                ? Position(row: from.row, column: to.column) : Position(row: to.row, column: from.column)
            for (a, b) in [(from, corner), (corner, to)] {
                for row in min(a.row, b.row)...max(a.row, b.row) {
                    for column in min(a.column, b.column)...max(a.column, b.column) {
                        cells[row * width + column] = .floor
                    }
                }
            }
        }
        // Pillars, only inside rooms and never on a room's rim, so corridors stay open.
        for row in 2..<(height - 2) {
            for column in 2..<(width - 2) where isRoom[row * width + column] && random.chance(pillars) {
                cells[row * width + column] = .wall
            }
        }
        guard let start = random.pick(cells.indices.filter { cells[$0] == .floor }) else { return nil }
        return try? Board(
            width: width, height: height, cells: cells,
            start: Position(row: start / width, column: start % width))
    }
}
