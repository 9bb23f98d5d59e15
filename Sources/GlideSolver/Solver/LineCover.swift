import GlideRules

/// The line bound: a slide paints cells of one row run or one column run (a maximal straight
/// floor segment), so the slides still needed are at least a minimum set of runs covering the
/// unpainted units. That is a minimum vertex cover of the bipartite graph whose vertices are
/// row runs and column runs and whose edges are the unpainted units, which equals a maximum
/// matching (König). Runs that alone can paint some unit are forced; the rest is a maximum
/// matching by augmenting paths, or a greedy matching, still a valid bound, when there are
/// more than 64 column runs.
///
/// The bound is computed for every state the search creates, so it works on scratch buffers
/// allocated once per search rather than allocating.
final class LineCover {
    /// Row run and column run of each mask bit's unit (grouped bit numbering), numbered among
    /// the runs that hold units; -1 when no slide along that axis paints the unit.
    private let bitRowRun: [Int32]
    private let bitColumnRun: [Int32]
    private let rowRunCount: Int
    private let columnRunCount: Int
    private let layout: UnitLayout

    /// Scratch of the matching: per row run, its column runs as a bitset
    /// (`scratchAdjacency[row]`); the row runs with any (`scratchRows`); per column run, the
    /// row run matched to it or -1 (`scratchMatch`).
    private let scratchAdjacency: UnsafeMutablePointer<UInt64>
    private let scratchRows: UnsafeMutablePointer<Int32>
    private let scratchMatch: UnsafeMutablePointer<Int16>
    /// Per run (row runs, then column runs): a mark, valid when equal to the current `stamp`
    /// (forced run) or `stamp + 1` (run used by the greedy matching). Advancing the stamp
    /// clears every mark at once.
    private let scratchStamp: UnsafeMutablePointer<UInt32>
    private var stamp: UInt32 = 0

    init(graph: RestGraph, units: PaintUnits, layout: UnitLayout) {
        self.layout = layout
        let board = graph.board
        let (rowRunOfCell, columnRunOfCell) = Self.runsOfCells(board)
        // Renumbered to the runs that hold units, so the matching stays small.
        var rowIndex: [Int32: Int32] = [:], columnIndex: [Int32: Int32] = [:]
        var bitRowRun = [Int32](repeating: -1, count: layout.bitCount)
        var bitColumnRun = [Int32](repeating: -1, count: layout.bitCount)
        for unit in 0..<units.count {
            let cell = Int(units.cells[unit][0])
            let bit = layout.unitBit[unit]
            if units.cover[unit].contains(where: { graph.edgeDirection[Int($0)].rowStep == 0 }) {
                let run = rowRunOfCell[cell]
                if rowIndex[run] == nil { rowIndex[run] = Int32(rowIndex.count) }
                bitRowRun[bit] = rowIndex[run]!
            }
            if units.cover[unit].contains(where: { graph.edgeDirection[Int($0)].columnStep == 0 }) {
                let run = columnRunOfCell[cell]
                if columnIndex[run] == nil { columnIndex[run] = Int32(columnIndex.count) }
                bitColumnRun[bit] = columnIndex[run]!
            }
        }
        self.bitRowRun = bitRowRun
        self.bitColumnRun = bitColumnRun
        rowRunCount = rowIndex.count
        columnRunCount = columnIndex.count
        scratchAdjacency = .allocate(capacity: max(rowRunCount, 1))
        scratchAdjacency.initialize(repeating: 0, count: max(rowRunCount, 1))
        scratchRows = .allocate(capacity: max(rowRunCount, 1))
        scratchMatch = .allocate(capacity: 64)
        scratchStamp = .allocate(capacity: max(rowRunCount + columnRunCount, 1))
        scratchStamp.initialize(repeating: 0, count: max(rowRunCount + columnRunCount, 1))
    }

    deinit {
        scratchAdjacency.deallocate()
        scratchRows.deallocate()
        scratchMatch.deallocate()
        scratchStamp.deallocate()
    }

    /// The row run and the column run of every floor cell (by cell index; -1 elsewhere). A unit
    /// painted by a horizontal slide lies on that slide's row run; likewise for columns.
    private static func runsOfCells(_ board: Board) -> (row: [Int32], column: [Int32]) {
        var rowRunOfCell = [Int32](repeating: -1, count: board.cells.count)
        var columnRunOfCell = [Int32](repeating: -1, count: board.cells.count)
        var rowRuns: Int32 = 0, columnRuns: Int32 = 0
        for row in 0..<board.height {
            for column in 0..<board.width where board.cells[row * board.width + column] == .floor {
                let cell = row * board.width + column
                if column > 0, board.cells[cell - 1] == .floor {
                    rowRunOfCell[cell] = rowRunOfCell[cell - 1]
                } else {
                    rowRunOfCell[cell] = rowRuns
                    rowRuns += 1
                }
                if row > 0, board.cells[cell - board.width] == .floor {
                    columnRunOfCell[cell] = columnRunOfCell[cell - board.width]
                } else {
                    columnRunOfCell[cell] = columnRuns
                    columnRuns += 1
                }
            }
        }
        return (rowRunOfCell, columnRunOfCell)
    }

    /// A lower bound on the slides needed to paint every unit `mask` leaves unpainted.
    func bound(mask: UnsafePointer<UInt64>) -> Int {
        // Marks: `stamp` for forced runs, `stamp + 1` for runs a greedy matching used.
        stamp &+= 2
        if stamp < 2 {
            scratchStamp.update(repeating: 0, count: rowRunCount + columnRunCount)
            stamp = 2
        }
        let forced = markForcedRuns(mask, mark: stamp)
        return forced + matching(mask, forcedMark: stamp)
    }

    /// Marks with `mark` the runs that alone can paint some unpainted unit (the unit lies on
    /// no run of the other axis that a slide paints it along); returns how many.
    private func markForcedRuns(_ mask: UnsafePointer<UInt64>, mark: UInt32) -> Int {
        let columnBase = rowRunCount
        var forced = 0
        layout.forEachUnpainted(mask) { bit in
            let row = Int(bitRowRun[bit]), column = Int(bitColumnRun[bit])
            let run = row < 0 ? columnBase + column : column < 0 ? row : -1
            if run >= 0, scratchStamp[run] != mark {
                scratchStamp[run] = mark
                forced += 1
            }
            return true
        }
        return forced
    }

    /// The size of a maximum matching (a greedy one past 64 column runs) between the runs not
    /// forced, over the unpainted units that no forced run covers.
    private func matching(_ mask: UnsafePointer<UInt64>, forcedMark: UInt32) -> Int {
        let usedMark = forcedMark + 1
        let columnBase = rowRunCount
        let exact = columnRunCount <= 64
        var touched = 0
        var matched = 0
        layout.forEachUnpainted(mask) { bit in
            let row = Int(bitRowRun[bit]), column = Int(bitColumnRun[bit])
            guard row >= 0, column >= 0, scratchStamp[row] != forcedMark,
                scratchStamp[columnBase + column] != forcedMark
            else { return true }
            if exact {
                if scratchAdjacency[row] == 0 {
                    scratchRows[touched] = Int32(row)
                    touched += 1
                }
                scratchAdjacency[row] |= 1 << UInt64(column)
            } else if scratchStamp[row] != usedMark, scratchStamp[columnBase + column] != usedMark {
                scratchStamp[row] = usedMark
                scratchStamp[columnBase + column] = usedMark
                matched += 1
            }
            return true
        }
        guard exact else { return matched }
        for column in 0..<columnRunCount { scratchMatch[column] = -1 }
        for i in 0..<touched {
            var visited: UInt64 = 0
            if augment(row: Int(scratchRows[i]), visited: &visited) { matched += 1 }
        }
        for i in 0..<touched { scratchAdjacency[Int(scratchRows[i])] = 0 }
        return matched
    }

    /// Kuhn's augmenting path from a row run, on bitsets of column runs (at most 64 calls
    /// deep: each visits a new column run).
    private func augment(row: Int, visited: inout UInt64) -> Bool {
        var available = scratchAdjacency[row] & ~visited
        while available != 0 {
            let column = available.trailingZeroBitCount
            visited |= 1 << UInt64(column)
            let owner = Int(scratchMatch[column])
            if owner < 0 || augment(row: owner, visited: &visited) {
                scratchMatch[column] = Int16(row)
                return true
            }
            available = scratchAdjacency[row] & ~visited
        }
        return false
    }
}
