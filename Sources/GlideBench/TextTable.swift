/// A benchmark's printed table: each column as wide as its widest cell, the first
/// `leftAligned` columns (names) padded on the right, figures right-aligned.
struct TextTable {
    let header: [String]
    var rows: [[String]] = []
    let leftAligned: Int

    init(_ header: [String], leftAligned: Int = 1) {
        self.header = header
        self.leftAligned = leftAligned
    }

    var lines: [String] {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
        return ([header] + rows).map { cells in
            cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return i < leftAligned ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }
}
