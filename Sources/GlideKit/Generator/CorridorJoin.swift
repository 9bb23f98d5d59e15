/// Whether a carving slide joins its new corridor onto floor other than the corridor it
/// leaves from: by crossing another corridor on its way, or by running alongside one. Each join
/// closes a loop in the floor. Without joins the floor is a tree, and a tree makes one-way
/// slides of its junctions: the ball stops at a T only when it comes along the stem (the bar
/// runs on past it), so once it leaves along the bar it can never return to the stem's side,
/// which must be finished first. Loops give a way back round; a few of them make the order of
/// the branches a puzzle rather than a forced march.
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
                direction.rowStep == 0 ? [(row - 1, column), (row + 1, column)] : [(row, column - 1), (row, column + 1)]
            for (r, c) in sides where r >= 0 && r < height && c >= 0 && c < width && grid[r * width + c] == .floor {
                return true
            }
        }
        return false
    }
}
