import GlideRules
import GlideTerminal

/// What to write to the terminal to turn the frame on screen into the next: only the cells
/// that changed. A pure function of the two frames, tested without a terminal.
public struct ScreenDiff: Equatable, Sendable {
    public struct Change: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var cell: CellBuffer.Cell
    }

    /// Whether the screen must be erased first (nothing shown yet, or a new size).
    public var erase: Bool
    /// The cells to write, row by row.
    public var changes: [Change]

    public init(from shown: CellBuffer?, to next: CellBuffer) {
        let previous = shown.flatMap { $0.width == next.width && $0.height == next.height ? $0 : nil }
        erase = previous == nil
        changes = []
        for y in 0..<next.height {
            let rowChanged =
                previous.map { previous in (0..<next.width).contains { previous[$0, y] != next[$0, y] } }
                ?? true
            guard rowChanged else { continue }
            // A wide character spans two cells: a changed row with one, before or after, is
            // written whole, so its halves are never written apart.
            let whole =
                previous == nil
                || (0..<next.width).contains {
                    next[$0, y].character == CellBuffer.continuation
                        || previous?[$0, y].character == CellBuffer.continuation
                }
            for x in 0..<next.width {
                let cell = next[x, y]
                if cell.character == CellBuffer.continuation { continue }
                if !whole, let previous, previous[x, y] == cell { continue }
                // The bottom-right cell scrolls some terminals when written; leave it be.
                if y == next.height - 1, x == next.width - 1 { continue }
                changes.append(Change(x: x, y: y, cell: cell))
            }
        }
    }
}
