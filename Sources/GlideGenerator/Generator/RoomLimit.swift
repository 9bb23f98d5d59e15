import GlideRules

/// The rule that keeps carved corridors narrow: no open area (floor where the ball moves in
/// both directions: cells in a 2×2 square of floor, joined side by side, as `OpenArea` counts
/// them) may grow past a number of cells. A limit of 0 allows no 2×2 square of floor at all,
/// so every corridor stays one cell wide; a limit of 9 allows rooms of up to 3×3.
///
/// Open rooms are what make large levels a sweep: in a room the ball reaches every cell in a
/// few ways and the player only keeps count. In one-wide corridors each slide runs to a fixed
/// stop, and the choices are at junctions and one-way slides.
public struct RoomLimit: Sendable, Equatable {
    /// The most cells an open area may have.
    public let cells: Int

    public init(cells: Int) { self.cells = max(0, cells) }

    /// Whether every open area that holds one of the `carved` cells (indices into the row-major
    /// `grid`, `width` wide, already carved to floor) stays within the limit. Only areas that
    /// hold a carved cell can have grown, so only those are counted, and each count stops past
    /// the limit.
    public func allows(_ grid: [Cell], width: Int, carved: [Int]) -> Bool {
        let height = grid.count / width
        func isFloor(_ row: Int, _ column: Int) -> Bool {
            row >= 0 && row < height && column >= 0 && column < width && grid[row * width + column] == .floor
        }
        /// A floor cell is open when one of the four 2×2 squares it is a corner of is all floor.
        func isOpen(_ row: Int, _ column: Int) -> Bool {
            guard isFloor(row, column) else { return false }
            for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)]
            where isFloor(row + dr, column) && isFloor(row, column + dc) && isFloor(row + dr, column + dc) {
                return true
            }
            return false
        }
        var counted = Set<Int>()
        for cell in carved where !counted.contains(cell) && isOpen(cell / width, cell % width) {
            // The area of this cell, counted breadth first until it passes the limit.
            var area = [cell]
            counted.insert(cell)
            var head = 0
            while head < area.count {
                if area.count > cells { return false }
                let row = area[head] / width, column = area[head] % width
                head += 1
                for (r, c) in [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
                where isOpen(r, c) && counted.insert(r * width + c).inserted {
                    area.append(r * width + c)
                }
            }
            if area.count > cells { return false }
        }
        return true
    }
}
