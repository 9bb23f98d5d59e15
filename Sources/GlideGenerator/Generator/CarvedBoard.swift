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
        var rock = Rock(width: width, height: height)
        let start = Position(row: random.int(in: 1...(height - 2)), column: random.int(in: 1...(width - 2)))
        rock.cells[rock.index(start)] = .floor
        var position = start
        var walk: [Direction] = []
        var attempts = 0
        var floorCount = 1
        while walk.count < slides, attempts < slides * 20, floorCount < floorTarget ?? Int.max {
            attempts += 1
            guard let direction = random.pick(Direction.allCases) else { break }
            let length = random.int(in: 1...max(1, maxSlide))
            guard let slide = rock.slide(from: position, direction, length: length) else { continue }
            if joinChance < 1,
                CorridorJoin.joins(slide.path, heading: direction, in: rock.cells, width: width),
                !random.chance(joinChance)
            {
                continue
            }
            guard let carved = rock.carve(slide.path, within: roomLimit) else { continue }
            floorCount += carved.count
            rock.protect(slide.stopper)
            position = slide.end
            walk.append(direction)
        }
        guard !walk.isEmpty,
            let board = try? Board(width: width, height: height, cells: rock.cells, start: start)
        else {
            return nil
        }
        return Carving(board: board, walk: walk)
    }
}

/// The board as carved so far: solid wall at first, floor where slides ran, and protected the
/// walls that stopped them, so that no later slide runs through a stopper and every slide of
/// the walk still stops where it did.
private struct Rock {
    let width: Int
    let height: Int
    var cells: [Cell]
    var protected: [Bool]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = [Cell](repeating: .wall, count: width * height)
        protected = [Bool](repeating: false, count: width * height)
    }

    func index(_ p: Position) -> Int { p.row * width + p.column }

    /// Within the wall border, which is never carved.
    func inside(_ p: Position) -> Bool {
        p.row >= 1 && p.row <= height - 2 && p.column >= 1 && p.column <= width - 2
    }

    /// The slide of `length` cells from `position`: the cells it crosses (indices), where it
    /// ends, and the cell that must stop it. Nil when it would leave the border or cross a
    /// protected stopper, or its stopper is floor (the ball would not stop there). It may
    /// cross floor.
    func slide(from position: Position, _ direction: Direction, length: Int)
        -> (path: [Int], end: Position, stopper: Position)?
    {
        var path: [Int] = []
        var cursor = position
        for _ in 0..<length {
            cursor = cursor.stepped(direction)
            guard inside(cursor), !protected[index(cursor)] else { return nil }
            path.append(index(cursor))
        }
        let stopper = cursor.stepped(direction)
        guard !path.isEmpty else { return nil }
        if inside(stopper), cells[index(stopper)] == .floor { return nil }
        return (path, cursor, stopper)
    }

    /// Carves `path` into floor unless that opens a room past `roomLimit`: the cells that
    /// were wall, or nil when refused (the rock left as it was).
    mutating func carve(_ path: [Int], within roomLimit: RoomLimit?) -> [Int]? {
        let carved = path.filter { cells[$0] != .floor }
        for cell in carved { cells[cell] = .floor }
        if let roomLimit, !roomLimit.allows(cells, width: width, carved: carved) {
            for cell in carved { cells[cell] = .wall }
            return nil
        }
        return carved
    }

    /// A stopper inside the border stays wall for good (the border is wall anyway).
    mutating func protect(_ stopper: Position) {
        if inside(stopper) { protected[index(stopper)] = true }
    }
}
