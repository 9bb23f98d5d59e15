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
}
