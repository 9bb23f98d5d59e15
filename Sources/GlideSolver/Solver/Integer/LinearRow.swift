/// One linear constraint, `lower ≤ Σ coefficients[k] × x[columns[k]] ≤ upper` (an infinite
/// side is `.infinity` or `-.infinity`): a row of a `MixedIntegerProgram`, and a cut.
struct LinearRow: Hashable, Sendable {
    var columns: [Int32]
    var coefficients: [Double]
    var lower: Double
    var upper: Double

    /// `Σ x[columns] ≥ lower`, every coefficient 1: cover rows and connectivity cuts.
    static func atLeast(_ lower: Double, sumOf columns: [Int32]) -> LinearRow {
        LinearRow(
            columns: columns, coefficients: Array(repeating: 1, count: columns.count), lower: lower,
            upper: .infinity)
    }

    /// The row's value at `x`.
    func activity(_ x: [Double]) -> Double {
        var sum = 0.0
        for (column, coefficient) in zip(columns, coefficients) { sum += coefficient * x[Int(column)] }
        return sum
    }

    /// How far `x` falls short of the row (0 when it holds).
    func violation(_ x: [Double]) -> Double {
        let value = activity(x)
        return max(0, lower - value, value - upper)
    }
}
