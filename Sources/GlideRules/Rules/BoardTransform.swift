/// The eight symmetries of a rectangle: rotations and reflections. The editor applies them to
/// levels; level identity ignores them, so a rotated copy of a level is the same level.
public enum BoardTransform: CaseIterable, Sendable {
    case identity, rotateClockwise, rotateHalf, rotateCounterclockwise
    case flipHorizontal, flipVertical, transpose, antiTranspose

    /// Whether width and height swap.
    public var swapsSides: Bool {
        switch self {
        case .rotateClockwise, .rotateCounterclockwise, .transpose, .antiTranspose: true
        default: false
        }
    }

    /// The row-major `cells` of a `width`×`height` grid, moved by this transform, with the
    /// grid's new width and height.
    public func apply(to cells: [Cell], width: Int, height: Int) -> (cells: [Cell], width: Int, height: Int) {
        let newWidth = swapsSides ? height : width
        let newHeight = swapsSides ? width : height
        var moved = [Cell](repeating: .void, count: newWidth * newHeight)
        for row in 0..<height {
            for column in 0..<width {
                let target = map(Position(row: row, column: column), width: width, height: height)
                moved[target.row * newWidth + target.column] = cells[row * width + column]
            }
        }
        return (moved, newWidth, newHeight)
    }

    /// Where `position` of a `width`×`height` grid lands.
    public func map(_ p: Position, width: Int, height: Int) -> Position {
        switch self {
        case .identity: p
        case .rotateClockwise: Position(row: p.column, column: height - 1 - p.row)
        case .rotateHalf: Position(row: height - 1 - p.row, column: width - 1 - p.column)
        case .rotateCounterclockwise: Position(row: width - 1 - p.column, column: p.row)
        case .flipHorizontal: Position(row: p.row, column: width - 1 - p.column)
        case .flipVertical: Position(row: height - 1 - p.row, column: p.column)
        case .transpose: Position(row: p.column, column: p.row)
        case .antiTranspose: Position(row: width - 1 - p.column, column: height - 1 - p.row)
        }
    }
}

extension Board {
    /// This board under `transform`, or nil when the result is not a board (an all-void
    /// column would become an all-void row, which no level file can hold).
    public func transformed(_ transform: BoardTransform) -> Board? {
        let moved = transform.apply(to: cells, width: width, height: height)
        return try? Board(
            width: moved.width, height: moved.height, cells: moved.cells,
            start: transform.map(start, width: width, height: height))
    }

    /// The level's identity as a puzzle: the same for all eight rotations and reflections of
    /// the board (start included) and for anything that does not change play. Walls, void and
    /// the grid's edge all stop the ball alike, so only the floor cells and the start count: a
    /// level with or without its wall border, with void or wall around it, is the same level.
    /// 16 hexadecimal digits of a 64-bit FNV-1a hash of the smallest of the eight floor maps,
    /// each cropped to the floor.
    public var canonicalID: String {
        let used = positions.filter { self[$0] == .floor }
        // A board always has floor: its start.
        let bounds = Bounds(used) ?? Bounds([start])!
        let (top, left) = (bounds.top, bounds.left)
        let croppedWidth = bounds.width, croppedHeight = bounds.height
        let texts = BoardTransform.allCases.map { transform -> String in
            let newWidth = transform.swapsSides ? croppedHeight : croppedWidth
            let newHeight = transform.swapsSides ? croppedWidth : croppedHeight
            var grid = [[Character]](repeating: Array(repeating: " ", count: newWidth), count: newHeight)
            for position in used {
                let local = Position(row: position.row - top, column: position.column - left)
                let target = transform.map(local, width: croppedWidth, height: croppedHeight)
                grid[target.row][target.column] = position == start ? "@" : "."
            }
            return grid.map { String($0) }.joined(separator: "\n")
        }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in texts.min()!.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
