/// Spearman's rank correlation: how steadily one measure rises with another, from -1 (always
/// falling) through 0 (no relation) to 1 (always rising). A pack's curve is smooth when the
/// difficulty's ranks follow the levels' positions.
public enum RankCorrelation {
    /// The correlation of `xs` and `ys` (the same length), ties ranked by their average rank
    /// (Pearson's correlation of the ranks); nil for fewer than two pairs or when either
    /// side is constant.
    public static func spearman(_ xs: [Double], _ ys: [Double]) -> Double? {
        precondition(xs.count == ys.count, "rank correlation of sequences of different lengths")
        guard xs.count >= 2 else { return nil }
        let rx = ranks(xs), ry = ranks(ys)
        let n = Double(xs.count)
        let meanX = rx.reduce(0, +) / n, meanY = ry.reduce(0, +) / n
        var covariance = 0.0, varianceX = 0.0, varianceY = 0.0
        for i in rx.indices {
            let dx = rx[i] - meanX, dy = ry[i] - meanY
            covariance += dx * dy
            varianceX += dx * dx
            varianceY += dy * dy
        }
        guard varianceX > 0, varianceY > 0 else { return nil }
        return covariance / (varianceX * varianceY).squareRoot()
    }

    /// The correlation of a sequence's values with their positions: 1 when they only rise.
    public static func spearman(positionsOf values: [Double]) -> Double? {
        spearman(values.indices.map(Double.init), values)
    }

    /// Ranks from 1, ties sharing the average of the ranks they span.
    static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
            let average = Double(start + end) / 2 + 1
            for k in start...end { ranks[order[k]] = average }
            start = end + 1
        }
        return ranks
    }
}
