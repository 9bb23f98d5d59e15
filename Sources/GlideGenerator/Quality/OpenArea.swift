import GlideRules

/// The largest open floor area of a board: the floor where the ball moves freely in both
/// directions, which makes a level a matter of sweeping and bookkeeping rather than insight.
///
/// A floor cell is open when it lies in some 2×2 square of floor; open cells joined side by
/// side form an area, and the measure is the number of cells of the largest. A corridor one
/// cell wide has none; a 2-wide corridor of length n has 2n; a room of 5×4 has 20, and a pillar
/// standing free inside a room takes only its own cell away, since the ball still sweeps round
/// it.
public enum OpenArea {
    /// The cell count of the board's largest open area (0 when no 2×2 square is all floor).
    public static func largest(_ board: Board) -> Int {
        largestArea(board).count
    }

    /// The cells of the board's largest open area, as cell indices (empty when there is none);
    /// the first such area in reading order when two are as large.
    public static func largestArea(_ board: Board) -> [Int] {
        let width = board.width, height = board.height
        var open = [Bool](repeating: false, count: board.cells.count)
        func isFloor(_ row: Int, _ column: Int) -> Bool { board.cells[row * width + column] == .floor }
        if width >= 2, height >= 2 {
            for row in 0..<(height - 1) {
                for column in 0..<(width - 1)
                where isFloor(row, column) && isFloor(row, column + 1) && isFloor(row + 1, column)
                    && isFloor(row + 1, column + 1)
                {
                    for (r, c) in [
                        (row, column), (row, column + 1), (row + 1, column), (row + 1, column + 1),
                    ] {
                        open[r * width + c] = true
                    }
                }
            }
        }
        var seen = [Bool](repeating: false, count: open.count)
        var best: [Int] = []
        for first in open.indices where open[first] && !seen[first] {
            var area: [Int] = [first]
            seen[first] = true
            var head = 0
            while head < area.count {
                let cell = area[head]
                head += 1
                let row = cell / width, column = cell % width
                for (r, c) in [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
                where r >= 0 && r < height && c >= 0 && c < width {
                    let next = r * width + c
                    if open[next], !seen[next] {
                        seen[next] = true
                        area.append(next)
                    }
                }
            }
            if area.count > best.count { best = area.sorted() }
        }
        return best
    }
}
