/// A mixed integer program as plain data, minimised: bounded columns (integer or not) with
/// objective coefficients, and rows. `WalkModel` writes Glide's into it; `LinearRelaxation`
/// and `BranchAndCut` hand it to CLP and CBC. Being a value, it can be built, extended with
/// cuts and handed to a library without either side owning the other's memory.
struct MixedIntegerProgram: Sendable {
    struct Column: Hashable, Sendable {
        var lower: Double
        var upper: Double
        var objective: Double
        var isInteger: Bool
    }

    var columns: [Column] = []
    var rows: [LinearRow] = []

    /// Adds a column and returns its index.
    @discardableResult
    mutating func addColumn(lower: Double, upper: Double, objective: Double, isInteger: Bool) -> Int32 {
        columns.append(Column(lower: lower, upper: upper, objective: objective, isInteger: isInteger))
        return Int32(columns.count - 1)
    }

    /// The objective's value at `x`.
    func objective(_ x: [Double]) -> Double {
        var sum = 0.0
        for (column, value) in zip(columns, x) { sum += column.objective * value }
        return sum
    }

    /// The rows in compressed sparse row form, as CLP's `addRows` and CBC's `loadProblem` (after
    /// transposing) take them.
    static func compressed(_ rows: [LinearRow]) -> (starts: [Int32], columns: [Int32], values: [Double]) {
        var starts: [Int32] = [0]
        var columns: [Int32] = []
        var values: [Double] = []
        starts.reserveCapacity(rows.count + 1)
        for row in rows {
            columns.append(contentsOf: row.columns)
            values.append(contentsOf: row.coefficients)
            starts.append(Int32(columns.count))
        }
        return (starts, columns, values)
    }
}
