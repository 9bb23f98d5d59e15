import GlideRules

/// Whether a carving slide joins its new corridor onto floor other than the corridor it
/// leaves from: by crossing another corridor on its way, or by running alongside one. Each join
/// closes a loop in the floor. Carving without joins makes a tree, where the ball stops at a T
/// only coming along its stem, so every junction is one-way; but then the carving walk's order
/// is the only one, and a carved tree plays as a forced march (in the measurements, no losing
/// move along the line at all). Joins now and then give loops: ways round, and choices.
enum CorridorJoin {
    /// `path`: the cells the slide crosses, in order (row-major indices into `grid`, `width`
    /// wide, before carving), heading `direction`.
    static func joins(_ path: [Int], heading direction: Direction, in grid: [Cell], width: Int) -> Bool {
        // Floor may lead the way (the ball runs along its own corridor first); once the slide
        // carves, every later cell is new.
        guard let firstNew = path.firstIndex(where: { grid[$0] != .floor }) else { return false }
        let height = grid.count / width
        for cell in path[firstNew...] {
            if grid[cell] == .floor { return true }
            let row = cell / width, column = cell % width
            let sides =
                direction.rowStep == 0
                ? [(row - 1, column), (row + 1, column)] : [(row, column - 1), (row, column + 1)]
            for (r, c) in sides
            where r >= 0 && r < height && c >= 0 && c < width && grid[r * width + c] == .floor {
                return true
            }
        }
        return false
    }
}
