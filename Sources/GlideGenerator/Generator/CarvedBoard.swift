import GlideRules

/// Boards carved by a sliding ball: from solid wall, a ball makes random slides, carving the
/// cells it crosses into floor. The wall that stops each slide is protected from later
/// carving, so every slide of the walk still runs exactly as carved: replaying the walk
/// paints every floor cell. Carved boards are solvable by construction and have the genre's
/// look, corridors meeting in rooms with walls left standing where slides stopped. With a
/// `RoomLimit` the ball refuses slides that would open a room past the limit, and with a
/// `joinChance` below 1 most slides that would join another corridor (`CorridorJoin`): the
/// board is a maze of narrow corridors, junctions and a few loops instead.
public enum CarvedBoard {
    public struct Carving: Sendable {
        public let board: Board
        /// The slides that carved it: a solution (rarely the shortest).
        public let walk: [Direction]
    }

    /// A `width`×`height` board (wall border included) carved by up to `slides` random slides
    /// of 1 to `maxSlide` cells, stopping early once `floorTarget` cells are floor; slides
    /// that would break `roomLimit` are refused, and slides that would join another corridor
    /// are carved with the chance `joinChance` only (with neither, the draws and the boards are
    /// as they were before both). Nil when the size leaves no room to carve.
    public static func make(
        width: Int, height: Int, slides: Int, maxSlide: Int, floorTarget: Int? = nil,
        roomLimit: RoomLimit? = nil, joinChance: Double = 1, using random: inout SeededRandom
    ) -> Carving? {
        guard width >= 3, height >= 3 else { return nil }
        var cells = [Cell](repeating: .wall, count: width * height)
        var protected = [Bool](repeating: false, count: width * height)
        let start = Position(row: random.int(in: 1...(height - 2)), column: random.int(in: 1...(width - 2)))
        cells[start.row * width + start.column] = .floor
        var position = start
        var walk: [Direction] = []
        func index(_ p: Position) -> Int { p.row * width + p.column }
        func inside(_ p: Position) -> Bool {
            p.row >= 1 && p.row <= height - 2 && p.column >= 1 && p.column <= width - 2
        }

        var attempts = 0
        var floorCount = 1
        while walk.count < slides, attempts < slides * 20, floorCount < floorTarget ?? Int.max {
            attempts += 1
            guard let direction = random.pick(Direction.allCases) else { break }
            let length = random.int(in: 1...max(1, maxSlide))
            // The slide runs `length` cells, then must stop: the next cell stays wall. It may
            // cross floor, but never a protected stopper, and its own stopper must not be floor.
            var path: [Position] = []
            var cursor = position
            var valid = true
            for _ in 0..<length {
                cursor = cursor.stepped(direction)
                guard inside(cursor), !protected[index(cursor)] else {
                    valid = false
                    break
                }
                path.append(cursor)
            }
            let stopper = cursor.stepped(direction)
            guard valid, let end = path.last else { continue }
            if inside(stopper), cells[index(stopper)] == .floor { continue }
            if joinChance < 1,
                CorridorJoin.joins(path.map(index), heading: direction, in: cells, width: width),
                !random.chance(joinChance)
            {
                continue
            }
            let carved = path.map(index).filter { cells[$0] != .floor }
            for cell in carved { cells[cell] = .floor }
            if let roomLimit, !roomLimit.allows(cells, width: width, carved: carved) {
                for cell in carved { cells[cell] = .wall }
                continue
            }
            floorCount += carved.count
            if inside(stopper) { protected[index(stopper)] = true }
            position = end
            walk.append(direction)
        }
        guard !walk.isEmpty, let board = try? Board(width: width, height: height, cells: cells, start: start)
        else {
            return nil
        }
        return Carving(board: board, walk: walk)
    }
}
