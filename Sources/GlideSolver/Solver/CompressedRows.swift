/// Lists of numbers grouped by row in two flat arrays (compressed sparse rows): row r holds
/// `items[start[r] ..< start[r + 1]]`. The solver's inverted indexes are built this way: the
/// rest graph's cell → covering edges, and the reverse adjacency's node → incoming edges.
struct CompressedRows: Sendable {
    /// `start[r]`: where row r begins in `items`; `start[rowCount]` is `items.count`.
    let start: [Int32]
    let items: [Int32]

    var rowCount: Int { start.count - 1 }

    /// Groups `(row, item)` pairs by row with a counting sort, keeping their order within each
    /// row. `pairs` is called twice (to count, then to place), with a function to give each
    /// pair to, and must give the same pairs both times.
    init(rows: Int, pairs: ((_ row: Int, _ item: Int32) -> Void) -> Void) {
        var start = [Int32](repeating: 0, count: rows + 1)
        pairs { row, _ in start[row + 1] += 1 }
        for row in 0..<rows { start[row + 1] += start[row] }
        var next = start
        var items = [Int32](repeating: 0, count: Int(start[rows]))
        pairs { row, item in
            items[Int(next[row])] = item
            next[row] += 1
        }
        self.start = start
        self.items = items
    }

    /// Where row `row` is in `items`.
    @inline(__always)
    func range(ofRow row: Int) -> Range<Int> { Int(start[row])..<Int(start[row + 1]) }

    subscript(row: Int) -> ArraySlice<Int32> { items[range(ofRow: row)] }
}
